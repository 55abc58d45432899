// Register and reset password end to end over HTTP, with each error code of both flows.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAccountVerifyResponseSchema, UC_CALLS, userInfoSchema } from '@/lib/contracts/uc';
import type { MockServer } from '@/mocks/server';
import { advanceClock, control, DEMO_PASSWORD, lastCode, loginByEmail, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const NEW_PASSWORD = 'Newpass123';

async function registerCode(account: string, accountType: 'email' | 'phone' = 'email', countryCode = '86'): Promise<string> {
  const answer =
    accountType === 'email'
      ? await uc(server, UC_CALLS.emailCodeSend.path(), { body: { email: account, purpose: 'register' } })
      : await uc(server, UC_CALLS.smsCodeSend.path(), { body: { phone: account, country_code: countryCode, purpose: 'register' } });
  expect(answer.body.success).toBe(true);
  return lastCode(server, account, 'register');
}

const register = (body: Record<string, unknown>) =>
  uc<{ status: string; ticket: string }>(server, UC_CALLS.register.path(), {
    body: { account_type: 'email', password: NEW_PASSWORD, agree: true, ...body },
  });

describe('register', () => {
  it('creates an email account and logs it in (cookie, status done, ticket)', async () => {
    const code = await registerCode('fresh@example.com');
    const answer = await register({ account: 'fresh@example.com', code });
    expect(answer.body).toMatchObject({ success: true, data: { status: 'done', ticket: expect.any(String) } });
    expect(answer.session).toEqual(expect.any(String));
    const info = userInfoSchema.parse((await uc(server, UC_CALLS.userGet.path(), { session: answer.session })).body.data);
    expect(info).toMatchObject({ email: 'fresh@example.com', phone: '', user_type: 1, country_id: [37], kyc_level: '' });
    expect(info.uid).toBeGreaterThanOrEqual(10101);
    expect(info.account_name).toBe(`user${info.uid}`);
    // The code is used up, and the new password logs in.
    expect((await control(server, 'GET', '/codes?account=fresh@example.com&purpose=register')).status).toBe(404);
    expect((await loginByEmail(server, 'fresh@example.com', NEW_PASSWORD)).session).toEqual(expect.any(String));
    expect((await register({ account: 'fresh@example.com', code })).body).toMatchObject({ code: 10013, message: '账号已存在' });
  });

  it('creates a phone account in the country of its dialling code', async () => {
    const code = await registerCode('61234567', 'phone', '852');
    const answer = await register({ account: '61234567', account_type: 'phone', country_code: '852', code });
    expect(answer.body.success).toBe(true);
    const info = (await uc(server, UC_CALLS.userGet.path(), { session: answer.session })).body.data;
    expect(info).toMatchObject({ phone: '61234567', email: '', country_id: [128], auth_country: 'HK' });
    const byPhone = await uc(server, UC_CALLS.login.path(), {
      body: { login_name: '61234567', account_type: 'phone', country_code: '852', password: NEW_PASSWORD },
    });
    expect(byPhone.body.success).toBe(true);
  });

  it('refuses an existing account (10013) before looking at the code', async () => {
    expect((await register({ account: 'Trader@example.com', code: '123456' })).body.code).toBe(10013);
    expect((await register({ account: '13800138001', account_type: 'phone', country_code: '86', code: '123456' })).body.code).toBe(10013);
  });

  it.each(['short1', 'onlyletters', '12345678', `a1${'x'.repeat(31)}`, 'pass word1'])('refuses the weak password %j with 10060', async (password) => {
    const code = await registerCode('weak@example.com');
    expect((await register({ account: 'weak@example.com', code, password })).body).toEqual({
      success: false,
      code: 10060,
      message: '密码需为 8 至 32 位字母与数字组合',
      data: null,
    });
  });

  it('refuses a wrong, missing or expired code and keeps a good code after a failed attempt', async () => {
    expect((await register({ account: 'nocode@example.com', code: '123456' })).body.code).toBe(10030);
    const code = await registerCode('late@example.com');
    expect((await register({ account: 'late@example.com', code: code === '000000' ? '000001' : '000000' })).body.code).toBe(10030);
    expect((await register({ account: 'late@example.com', code, password: 'weak' })).body.code).toBe(10060);
    await advanceClock(server, 10 * 60_000 + 1);
    expect((await register({ account: 'late@example.com', code })).body.code).toBe(10031);
  });

  it('answers 400 without agreement, to a malformed account and to a missing field', async () => {
    const code = await registerCode('agree@example.com');
    expect((await register({ account: 'agree@example.com', code, agree: false })).body.code).toBe(400);
    expect((await register({ account: 'not-an-email', code })).body.code).toBe(400);
    expect((await register({ account: '12', account_type: 'phone', code })).body.code).toBe(400);
    expect((await uc(server, UC_CALLS.register.path(), { body: { account: 'agree@example.com' } })).body.code).toBe(400);
    expect((await register({ account: 'agree@example.com', code })).body.success).toBe(true);
  });

  it('applies the captcha rule to the account being registered', async () => {
    await control(server, 'POST', '/risk', { decision: 'recaptcha', login_name: 'robot@example.com' });
    const code = await registerCode('robot@example.com');
    expect((await register({ account: 'robot@example.com', code })).body.code).toBe(10020);
    const solved = (await control(server, 'POST', '/captcha/solve', { type: 'recaptcha' })).json;
    expect((await register({ account: 'robot@example.com', code, ...solved })).body.success).toBe(true);
  });
});

describe('reset password', () => {
  async function accountVerify(body: Record<string, unknown>) {
    return uc<Record<string, unknown>>(server, UC_CALLS.resetAccountVerify.path(), { body: { account_type: 'email', ...body } });
  }

  async function emailResetCode(token: string, email: string): Promise<string> {
    expect((await uc(server, UC_CALLS.emailCodeSend.path(), { body: { purpose: 'reset_password', token } })).body.success).toBe(true);
    return lastCode(server, email, 'reset_password');
  }

  it('resets the password of an email user in three steps and ends the old sessions', async () => {
    const old = await loginByEmail(server, 'trader@example.com');
    const first = await accountVerify({ account: 'trader@example.com' });
    const verified = resetAccountVerifyResponseSchema.parse(first.body.data);
    expect(verified).toMatchObject({ methods: ['email'], email: 'tr***@example.com' });
    const emailCode = await emailResetCode(verified.reset_token, 'trader@example.com');

    const second = await uc<{ reset_token: string }>(server, UC_CALLS.resetSecurityVerify.path(), {
      body: { reset_token: verified.reset_token, email_code: emailCode },
    });
    expect(second.body).toMatchObject({ success: true, data: { reset_token: expect.any(String) } });
    const finalToken = second.body.data.reset_token;
    expect(finalToken).not.toBe(verified.reset_token);

    const weak = await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: finalToken, password: 'abc' } });
    expect(weak.body.code).toBe(10060);
    const done = await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: finalToken, password: NEW_PASSWORD } });
    expect(done.body).toEqual({ success: true, code: 200, message: '', data: null });

    expect((await uc(server, UC_CALLS.loginCheck.path(), { session: old.session })).body.code).toBe(501);
    const oldPassword = await uc(server, UC_CALLS.login.path(), {
      body: { login_name: 'trader@example.com', account_type: 'email', password: DEMO_PASSWORD },
    });
    expect(oldPassword.body.code).toBe(10010);
    expect((await loginByEmail(server, 'trader@example.com', NEW_PASSWORD)).session).toEqual(expect.any(String));
    // Every token of the flow is used up.
    expect((await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: finalToken, password: NEW_PASSWORD } })).body.code).toBe(10050);
    expect(
      (await uc(server, UC_CALLS.resetSecurityVerify.path(), { body: { reset_token: verified.reset_token, email_code: emailCode } })).body.code,
    ).toBe(10050);
  });

  it('asks a GA user for the email code and the GA code, and a phone user for an SMS code', async () => {
    const ga = resetAccountVerifyResponseSchema.parse((await accountVerify({ account: 'ga@example.com' })).body.data);
    expect(ga.methods).toEqual(['email', 'ga']);
    const emailCode = await emailResetCode(ga.reset_token, 'ga@example.com');
    const onlyEmail = await uc(server, UC_CALLS.resetSecurityVerify.path(), { body: { reset_token: ga.reset_token, email_code: emailCode } });
    expect(onlyEmail.body.code).toBe(10030);
    const wrongGa = await uc(server, UC_CALLS.resetSecurityVerify.path(), {
      body: { reset_token: ga.reset_token, email_code: emailCode, ga_code: 'abcdef' },
    });
    expect(wrongGa.body.code).toBe(10030);
    const gaCode = (await control<{ code: string }>(server, 'GET', '/ga-code?uid=10005')).json.code;
    const both = await uc(server, UC_CALLS.resetSecurityVerify.path(), {
      body: { reset_token: ga.reset_token, email_code: emailCode, ga_code: gaCode },
    });
    expect(both.body.success).toBe(true);

    const phone = await accountVerify({ account: '13800138001', account_type: 'phone', country_code: '86' });
    expect(phone.body.data).toMatchObject({ methods: ['sms'], phone: '138****8001' });
  });

  it('answers 10014 for an unknown account and 10050 for wrong-stage or expired tokens', async () => {
    expect((await accountVerify({ account: 'nobody@example.com' })).body).toEqual({
      success: false,
      code: 10014,
      message: '账号不存在',
      data: null,
    });
    const first = resetAccountVerifyResponseSchema.parse((await accountVerify({ account: 'sub@example.com' })).body.data);
    // A first-stage token cannot set the password.
    expect((await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: first.reset_token, password: NEW_PASSWORD } })).body.code).toBe(
      10050,
    );
    const emailCode = await emailResetCode(first.reset_token, 'sub@example.com');
    await advanceClock(server, 10 * 60_000 + 1);
    const expired = await uc(server, UC_CALLS.resetSecurityVerify.path(), { body: { reset_token: first.reset_token, email_code: emailCode } });
    expect(expired.body).toEqual({ success: false, code: 10050, message: '重置已过期，请重新开始', data: null });
    expect((await uc(server, UC_CALLS.resetSecurityVerify.path(), { body: { reset_token: 'nope' } })).body.code).toBe(10050);
  });

  it('expires the second-stage token after 10 minutes', async () => {
    const first = resetAccountVerifyResponseSchema.parse((await accountVerify({ account: 'sub@example.com' })).body.data);
    const emailCode = await emailResetCode(first.reset_token, 'sub@example.com');
    const second = await uc<{ reset_token: string }>(server, UC_CALLS.resetSecurityVerify.path(), {
      body: { reset_token: first.reset_token, email_code: emailCode },
    });
    await advanceClock(server, 10 * 60_000 + 1);
    const late = await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: second.body.data.reset_token, password: NEW_PASSWORD } });
    expect(late.body.code).toBe(10050);
  });

  it('unlocks the seeded locked account', async () => {
    const first = resetAccountVerifyResponseSchema.parse((await accountVerify({ account: 'locked@example.com' })).body.data);
    const emailCode = await emailResetCode(first.reset_token, 'locked@example.com');
    const second = await uc<{ reset_token: string }>(server, UC_CALLS.resetSecurityVerify.path(), {
      body: { reset_token: first.reset_token, email_code: emailCode },
    });
    await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: second.body.data.reset_token, password: NEW_PASSWORD } });
    expect((await loginByEmail(server, 'locked@example.com', NEW_PASSWORD)).session).toEqual(expect.any(String));
  });

  it('lifts the lock that wrong passwords put on the account string typed', async () => {
    for (let i = 0; i < 5; i += 1) {
      await uc(server, UC_CALLS.login.path(), { body: { login_name: 'Sub@example.com', account_type: 'email', password: 'Wrong1234' } });
    }
    const locked = await uc(server, UC_CALLS.login.path(), { body: { login_name: 'sub@example.com', account_type: 'email', password: DEMO_PASSWORD } });
    expect(locked.body.code).toBe(10011);
    const first = resetAccountVerifyResponseSchema.parse((await accountVerify({ account: 'sub@example.com' })).body.data);
    const emailCode = await emailResetCode(first.reset_token, 'sub@example.com');
    const second = await uc<{ reset_token: string }>(server, UC_CALLS.resetSecurityVerify.path(), {
      body: { reset_token: first.reset_token, email_code: emailCode },
    });
    await uc(server, UC_CALLS.passwordReset.path(), { body: { reset_token: second.body.data.reset_token, password: NEW_PASSWORD } });
    expect((await loginByEmail(server, 'sub@example.com', NEW_PASSWORD)).session).toEqual(expect.any(String));
  });

  it('applies the captcha rule to account_verify', async () => {
    await control(server, 'POST', '/risk', { decision: 'image' });
    expect((await accountVerify({ account: 'trader@example.com' })).body.code).toBe(10020);
    const solved = (await control(server, 'POST', '/captcha/solve', { type: 'image' })).json;
    expect((await accountVerify({ account: 'trader@example.com', ...solved })).body.success).toBe(true);
  });
});
