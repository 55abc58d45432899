import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/services/http';
import { resetCodeSendCache, sendEmailCode, sendSmsCode, verifyEmailCode, verifySmsCode } from '@/services/uc/codes';
import { UC_CALLS, UC_CODES } from '@/lib/contracts/uc';
import { startTestServer } from '../http/test-server';
import type { CallContract } from '@/lib/contracts/define';
import { onCall } from '@/tests/support/msw-call';

const server = startTestServer();

/** Records every JSON body posted to `path` and answers with `answer`. */
function capture(call: CallContract, answer: Record<string, unknown> = { success: true, code: 200, message: 'ok', data: null }) {
  const bodies: unknown[] = [];
  server.use(
    onCall(call, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

beforeEach(() => {
  resetCodeSendCache();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('sendEmailCode', () => {
  it('posts the address (trimmed), purpose and token to email_code/send', async () => {
    const bodies = capture(UC_CALLS.emailCodeSend);
    const result = await sendEmailCode({ email: ' a@b.cn ', purpose: 'register', token: 't1' });
    expect(result).toEqual({ success: true, code: 200, message: 'ok', data: null });
    expect(bodies).toEqual([{ email: 'a@b.cn', purpose: 'register', token: 't1' }]);
  });

  it('serves an identical send within 2 s from the cache, and sends again after', async () => {
    const bodies = capture(UC_CALLS.emailCodeSend);
    const first = sendEmailCode({ email: 'a@b.cn', purpose: 'register' });
    vi.setSystemTime(Date.now() + 1999);
    const second = sendEmailCode({ email: 'a@b.cn', purpose: 'register' });
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(bodies).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    await sendEmailCode({ email: 'a@b.cn', purpose: 'register' });
    expect(bodies).toHaveLength(2);
  });

  it('does not merge different purposes or accounts', async () => {
    const bodies = capture(UC_CALLS.emailCodeSend);
    await Promise.all([
      sendEmailCode({ email: 'a@b.cn', purpose: 'register' }),
      sendEmailCode({ email: 'a@b.cn', purpose: 'reset_password' }),
      sendEmailCode({ email: 'c@b.cn', purpose: 'register' }),
    ]);
    expect(bodies).toHaveLength(3);
  });

  it('resolves a business failure as it came, cached for 2 s as well', async () => {
    const bodies = capture(UC_CALLS.emailCodeSend, { success: false, code: UC_CODES.sendTooOften, message: '发送过于频繁' });
    const result = await sendEmailCode({ purpose: 'security' });
    expect(result).toMatchObject({ success: false, code: UC_CODES.sendTooOften, message: '发送过于频繁' });
    await sendEmailCode({ purpose: 'security' });
    expect(bodies).toEqual([{ purpose: 'security' }]);
  });
});

describe('sendSmsCode', () => {
  it('posts the phone digits, country code and voice flag to sms_code/send', async () => {
    const bodies = capture(UC_CALLS.smsCodeSend);
    await sendSmsCode({ phone: '138 0013 8000', country_code: '86', purpose: 'login', voice: true });
    expect(bodies).toEqual([{ phone: '13800138000', country_code: '86', purpose: 'login', voice: true }]);
  });

  it('does not serve a voice request from a text message cache entry', async () => {
    const bodies = capture(UC_CALLS.smsCodeSend);
    await sendSmsCode({ phone: '13800138000', country_code: '86', purpose: 'login' });
    await sendSmsCode({ phone: '13800138000', country_code: '86', purpose: 'login' });
    await sendSmsCode({ phone: '13800138000', country_code: '86', purpose: 'login', voice: true });
    expect(bodies).toHaveLength(2);
  });

  it('never rejects: a network failure is the generic envelope, with the toast unless silent', async () => {
    const notify = vi.fn();
    configureHttp({ notify: { error: notify } });
    server.use(onCall(UC_CALLS.smsCodeSend, () => HttpResponse.error()));
    await expect(sendSmsCode({ phone: '13800138000', purpose: 'bind' })).resolves.toMatchObject({ success: false, code: 500 });
    expect(notify).toHaveBeenCalledWith('网络连接失败，请重试');
    notify.mockClear();
    await expect(sendSmsCode({ phone: '13800138001', purpose: 'bind' }, { silent: true })).resolves.toMatchObject({ success: false });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('verify', () => {
  it('posts the normalised code to email_code/verify and sms_code/verify', async () => {
    const emailBodies = capture(UC_CALLS.emailCodeVerify);
    const smsBodies = capture(UC_CALLS.smsCodeVerify, { success: false, code: UC_CODES.codeWrong, message: '验证码错误' });
    await expect(verifyEmailCode({ account: 'a@b.cn', code: ' １２３ ４５６ ', purpose: 'bind' })).resolves.toMatchObject({ success: true });
    await expect(verifySmsCode({ code: '654321', purpose: 'withdraw', token: 't' })).resolves.toMatchObject({
      success: false,
      code: UC_CODES.codeWrong,
    });
    expect(emailBodies).toEqual([{ account: 'a@b.cn', code: '123456', purpose: 'bind' }]);
    expect(smsBodies).toEqual([{ code: '654321', purpose: 'withdraw', token: 't' }]);
  });

  it('is never cached', async () => {
    const bodies = capture(UC_CALLS.emailCodeVerify);
    await verifyEmailCode({ code: '123456', purpose: 'bind' });
    await verifyEmailCode({ code: '123456', purpose: 'bind' });
    expect(bodies).toHaveLength(2);
  });
});
