// Email and SMS codes: sending (address, session, flow token), the 60 s limit, the 10 minute
// lifetime, verification without using the code up, and the control API that reads them.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import type { MockServer } from '@/mocks/server';
import { advanceClock, control, lastCode, loginByEmail, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const sendEmail = (body: Record<string, unknown>, session?: string) => uc(server, UC_CALLS.emailCodeSend.path(), { body, session });
const sendSms = (body: Record<string, unknown>, session?: string) => uc(server, UC_CALLS.smsCodeSend.path(), { body, session });
const verifyEmail = (body: Record<string, unknown>, session?: string) => uc(server, UC_CALLS.emailCodeVerify.path(), { body, session });
const verifySms = (body: Record<string, unknown>, session?: string) => uc(server, UC_CALLS.smsCodeVerify.path(), { body, session });

describe('email_code/send and email_code/verify', () => {
  it('sends a 6-digit code the control API reports, and verifies it without using it up', async () => {
    expect((await sendEmail({ email: 'New@Example.com', purpose: 'register' })).body).toEqual({
      success: true,
      code: 200,
      message: '',
      data: null,
    });
    const code = await lastCode(server, 'new@example.com', 'register');
    expect(code).toMatch(/^\d{6}$/);
    const latest = await control(server, 'GET', '/codes/latest');
    expect(latest.json).toMatchObject({ channel: 'email', account: 'new@example.com', purpose: 'register', code, voice: false });

    expect((await verifyEmail({ account: 'new@example.com', code, purpose: 'register' })).body.success).toBe(true);
    expect((await verifyEmail({ account: 'new@example.com', code, purpose: 'register' })).body.success).toBe(true);
    const wrong = await verifyEmail({ account: 'new@example.com', code: code === '000000' ? '111111' : '000000', purpose: 'register' });
    expect(wrong.body).toEqual({ success: false, code: 10030, message: '验证码错误', data: null });
    // The same code is not valid for another purpose.
    expect((await verifyEmail({ account: 'new@example.com', code, purpose: 'bind' })).body.code).toBe(10030);
  });

  it('allows one send per account and purpose per 60 s (10040), other purposes are separate', async () => {
    await sendEmail({ email: 'new@example.com', purpose: 'register' });
    const first = await lastCode(server, 'new@example.com', 'register');
    const again = await sendEmail({ email: 'new@example.com', purpose: 'register' });
    expect(again.body).toEqual({ success: false, code: 10040, message: '发送过于频繁，请稍后再试', data: null });
    expect((await sendEmail({ email: 'new@example.com', purpose: 'bind' })).body.success).toBe(true);
    await advanceClock(server, 59_000);
    expect((await sendEmail({ email: 'new@example.com', purpose: 'register' })).body.code).toBe(10040);
    await advanceClock(server, 1_000);
    expect((await sendEmail({ email: 'new@example.com', purpose: 'register' })).body.success).toBe(true);
    // The new code replaces the old one (unless the 1-in-a-million draw repeats it).
    const second = await lastCode(server, 'new@example.com', 'register');
    if (second !== first) {
      expect((await verifyEmail({ account: 'new@example.com', code: first, purpose: 'register' })).body.code).toBe(10030);
    }
    expect((await verifyEmail({ account: 'new@example.com', code: second, purpose: 'register' })).body.success).toBe(true);
  });

  it('expires a code after 10 minutes with 10031', async () => {
    await sendEmail({ email: 'new@example.com', purpose: 'bind' });
    const code = await lastCode(server, 'new@example.com', 'bind');
    await advanceClock(server, 10 * 60_000);
    expect((await verifyEmail({ account: 'new@example.com', code, purpose: 'bind' })).body).toEqual({
      success: false,
      code: 10031,
      message: '验证码已过期',
      data: null,
    });
  });

  it('sends to the logged-in user without an address, and answers 501 to a visitor', async () => {
    const { session } = await loginByEmail(server, 'trader@example.com');
    expect((await sendEmail({ purpose: 'security' }, session)).body.success).toBe(true);
    const code = await lastCode(server, 'trader@example.com', 'security');
    expect((await verifyEmail({ code, purpose: 'security' }, session)).body.success).toBe(true);
    expect((await sendEmail({ purpose: 'security' })).body.code).toBe(501);
    expect((await verifyEmail({ code, purpose: 'security' })).body.code).toBe(501);
  });

  it('refuses a malformed address, a register code for an existing account, and unknown flow tokens', async () => {
    expect((await sendEmail({ email: 'not-an-email', purpose: 'bind' })).body.code).toBe(400);
    expect((await sendEmail({ email: 'TRADER@example.com', purpose: 'register' })).body).toMatchObject({ code: 10013, message: '账号已存在' });
    expect((await sendEmail({ purpose: 'login', token: 'unknown' })).body.code).toBe(10032);
    expect((await sendEmail({ purpose: 'reset_password', token: 'unknown' })).body.code).toBe(10050);
    expect((await sendEmail({ purpose: 'nothing' })).body.code).toBe(400);
  });
});

describe('sms_code/send and sms_code/verify', () => {
  it('sends a text or a voice code to a phone and verifies it', async () => {
    expect((await sendSms({ phone: '13700137000', country_code: '86', purpose: 'register', voice: true })).body.success).toBe(true);
    const latest = await control(server, 'GET', '/codes/latest');
    expect(latest.json).toMatchObject({ channel: 'sms', account: '13700137000', purpose: 'register', voice: true });
    const code = await lastCode(server, '13700137000', 'register');
    expect((await verifySms({ account: '13700137000', code, purpose: 'register' })).body.success).toBe(true);
    expect((await sendSms({ phone: '13700137000', purpose: 'register' })).body.code).toBe(10040);
  });

  it('refuses a phone that is not 5 to 11 digits and a register code for a bound phone', async () => {
    expect((await sendSms({ phone: '12ab', purpose: 'bind' })).body.code).toBe(400);
    expect((await sendSms({ phone: '123456789012', purpose: 'bind' })).body.code).toBe(400);
    expect((await sendSms({ phone: '13800138001', country_code: '86', purpose: 'register' })).body.code).toBe(10013);
  });

  it('sends to the user of a reset token, which verify checks with the same token', async () => {
    const reset = await uc<{ reset_token: string }>(server, UC_CALLS.resetAccountVerify.path(), {
      body: { account: '13800138001', account_type: 'phone', country_code: '86' },
    });
    const token = reset.body.data.reset_token;
    expect((await sendSms({ purpose: 'reset_password', token })).body.success).toBe(true);
    const code = await lastCode(server, '13800138001', 'reset_password');
    expect((await verifySms({ code, purpose: 'reset_password', token })).body.success).toBe(true);
    // Sent with the token: a check without it (by account) passes too, a check with another token does not.
    expect((await verifySms({ account: '13800138001', code, purpose: 'reset_password' })).body.success).toBe(true);
    const other = await uc<{ reset_token: string }>(server, UC_CALLS.resetAccountVerify.path(), {
      body: { account: '13800138001', account_type: 'phone', country_code: '86' },
    });
    expect((await verifySms({ code, purpose: 'reset_password', token: other.body.data.reset_token })).body.code).toBe(10030);
  });

  it('answers 400 when the logged-in user has no phone', async () => {
    const { session } = await loginByEmail(server, 'sub@example.com');
    expect((await sendSms({ purpose: 'security' }, session)).body.code).toBe(400);
  });
});

describe('control API for codes', () => {
  it('reports 404 without a code and 400 without account or a known purpose', async () => {
    expect((await control(server, 'GET', '/codes/latest')).status).toBe(404);
    expect((await control(server, 'GET', '/codes?account=trader@example.com&purpose=login')).status).toBe(404);
    expect((await control(server, 'GET', '/codes?account=trader@example.com&purpose=dance')).status).toBe(400);
    expect((await control(server, 'GET', '/codes?purpose=login')).status).toBe(400);
  });
});
