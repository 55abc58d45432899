// Login, 2FA login, lock-out, login records and the session calls (ticket/get, user/get,
// logout, login/check) of the mock account service, over real HTTP.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, ticketResponseSchema, UC_CALLS, UC_CODES, userInfoSchema } from '@/lib/contracts/uc';
import type { MockServer } from '@/mocks/server';
import { advanceClock, control, DEMO_PASSWORD, lastCode, loginByEmail, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const login = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  uc<Record<string, unknown>>(server, UC_CALLS.login.path(), { body: { account_type: 'email', password: DEMO_PASSWORD, ...body }, headers });

interface LoginRecordView {
  uid: number | null;
  ip: string;
  success: boolean;
  method: string;
  result: string;
  time: number;
}

async function records(uid: number): Promise<LoginRecordView[]> {
  return (await control<{ records: LoginRecordView[] }>(server, 'GET', `/login-records?uid=${uid}`)).json.records;
}

async function gaCode(account = 'ga@example.com'): Promise<string> {
  return (await control<{ code: string }>(server, 'GET', `/ga-code?account=${account}`)).json.code;
}

describe('login', () => {
  it('logs a user without 2FA in: status done, a ticket and the HttpOnly session cookie', async () => {
    const answer = await login({ login_name: 'trader@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200, data: { status: 'done', ticket: expect.any(String) } });
    expect(loginResponseSchema.parse(answer.body.data)).toMatchObject({ status: 'done' });
    expect(answer.setCookies).toEqual([`HB-UC-TOKEN=${answer.session}; Path=/; HttpOnly; SameSite=Lax`]);
    const check = await uc(server, UC_CALLS.loginCheck.path(), { session: answer.session });
    expect(check.body).toMatchObject({ success: true, data: { uid: 10001 } });
  });

  it('matches the email case-insensitively and logs a phone user in by country code and digits', async () => {
    expect((await login({ login_name: 'TRADER@Example.com' })).body).toMatchObject({ success: true });
    const phone = await login({ login_name: '13800138000', account_type: 'phone', country_code: '86' });
    expect(phone.body).toMatchObject({ success: true, data: { status: 'done' } });
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session: phone.session })).body).toMatchObject({ data: { uid: 10001 } });
    expect((await login({ login_name: '13800138000', account_type: 'phone', country_code: '852' })).body.code).toBe(10010);
  });

  it('adds Secure to the cookie when the request came over https', async () => {
    const answer = await login({ login_name: 'trader@example.com' }, { 'x-forwarded-proto': 'https' });
    expect(answer.setCookies).toEqual([`HB-UC-TOKEN=${answer.session}; Path=/; HttpOnly; SameSite=Lax; Secure`]);
  });

  it('answers a wrong password and an unknown account alike with 10010, without a cookie', async () => {
    const wrong = await login({ login_name: 'trader@example.com', password: 'Wrong1234' });
    const unknown = await login({ login_name: 'nobody@example.com' });
    expect(wrong.body).toEqual({ success: false, code: 10010, message: '账号或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies).toEqual([]);
  });

  it('locks the account on the fifth wrong password in a row, until the lock expires', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ login_name: 'sub@example.com', password: 'Wrong1234' })).body.code).toBe(10010);
    }
    const locked = (await login({ login_name: 'sub@example.com', password: 'Wrong1234' })).body;
    expect(locked).toMatchObject({ code: 10011 });
    expect(locked.message).toMatch(/^错误次数过多，账户已锁定至 \d{2}:\d{2}$/);
    // Locked: even the right password is refused.
    expect((await login({ login_name: 'sub@example.com' })).body.code).toBe(10011);
    await advanceClock(server, 31 * 60_000);
    expect((await login({ login_name: 'sub@example.com' })).body).toMatchObject({ success: true });
  });

  it('locks an unknown account on the fifth try with the same answers and the same lock as a known one', async () => {
    const tries = async (loginName: string) => {
      const bodies = [];
      for (let i = 0; i < 6; i += 1) bodies.push((await login({ login_name: loginName, password: 'Wrong1234' })).body);
      return bodies;
    };
    const known = await tries('trader@example.com');
    const unknown = await tries('nobody@example.com');
    expect(unknown).toEqual(known);
    expect(unknown.slice(0, 4).every((body) => body.code === UC_CODES.wrongPassword)).toBe(true);
    expect(unknown[4]).toMatchObject({ success: false, code: UC_CODES.accountLocked, message: expect.stringMatching(/锁定至 \d{2}:\d{2}$/) });
    expect(unknown[5]).toEqual(unknown[4]);
    // The lock is on the string typed: another account is not held up, and the lock runs out.
    expect((await login({ login_name: 'sub@example.com' })).body).toMatchObject({ success: true });
    await advanceClock(server, 31 * 60_000);
    expect((await login({ login_name: 'nobody@example.com', password: 'Wrong1234' })).body.code).toBe(UC_CODES.wrongPassword);
  });

  it('resets the count of wrong passwords after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await login({ login_name: 'sub@example.com', password: 'Wrong1234' });
    expect((await login({ login_name: 'sub@example.com' })).body.success).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ login_name: 'sub@example.com', password: 'Wrong1234' })).body.code).toBe(10010);
    }
  });

  it('refuses the seeded locked account with 10011 and lets the flagged disabled user in', async () => {
    expect((await login({ login_name: 'locked@example.com' })).body.code).toBe(10011);
    const blocked = await login({ login_name: 'blocked@example.com' });
    expect(blocked.body.success).toBe(true);
    const info = await uc<{ country_id: number[] }>(server, UC_CALLS.userGet.path(), { session: blocked.session });
    expect(info.body.data.country_id).toEqual([183]);
  });

  it('answers 400 参数错误 to a body that fails the contract schema or is not JSON', async () => {
    const missing = await uc(server, UC_CALLS.login.path(), { body: { login_name: 'trader@example.com', password: 'x' } });
    expect(missing.body).toEqual({ success: false, code: 400, message: '参数错误', data: null });
    const notJson = await uc(server, UC_CALLS.login.path(), { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.body.code).toBe(400);
  });

  it('keeps a record of every attempt with time, ip, success and method', async () => {
    await login({ login_name: 'trader@example.com', password: 'Wrong1234' }, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
    // A client cannot claim a peer address: the server sets that header from the socket.
    await login({ login_name: 'trader@example.com' }, { 'x-mock-peer-address': '198.51.100.9' });
    await login({ login_name: 'nobody@example.com' });
    const list = await records(10001);
    expect(list).toEqual([
      expect.objectContaining({ uid: 10001, ip: '203.0.113.7', success: false, method: 'password', result: 'wrong_password' }),
      expect.objectContaining({ uid: 10001, ip: '127.0.0.1', success: true, method: 'password', result: 'done' }),
    ]);
    expect(list[0]?.time).toEqual(expect.any(Number));
    const all = (await control<{ records: LoginRecordView[] }>(server, 'GET', '/login-records')).json.records;
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ uid: null, success: false });
    expect((await control(server, 'GET', '/login-records?uid=abc')).status).toBe(400);
  });
});

describe('2FA login', () => {
  it('asks the GA user for a second factor, then accepts the current GA code', async () => {
    const first = await login({ login_name: 'ga@example.com' });
    expect(first.session).toBeUndefined();
    const challenge = loginResponseSchema.parse(first.body.data);
    expect(challenge).toMatchObject({ status: '2fa', methods: ['ga'] });
    if (challenge.status !== '2fa') throw new Error('expected 2fa');

    const wrong = await uc(server, UC_CALLS.login2fa.path(), { body: { token: challenge.token, method: 'ga', code: '000000' } });
    expect(wrong.body).toEqual({ success: false, code: 10030, message: '验证码错误', data: null });

    const done = await uc(server, UC_CALLS.login2fa.path(), { body: { token: challenge.token, method: 'ga', code: await gaCode() } });
    expect(ticketResponseSchema.parse(done.body.data).ticket).toEqual(expect.any(String));
    expect(done.session).toEqual(expect.any(String));
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session: done.session })).body).toMatchObject({ data: { uid: 10005 } });
    // The 2FA token is used up.
    const again = await uc(server, UC_CALLS.login2fa.path(), { body: { token: challenge.token, method: 'ga', code: await gaCode() } });
    expect(again.body.code).toBe(10032);
    expect((await records(10005)).map((record) => [record.method, record.result])).toEqual([
      ['password', '2fa'],
      ['ga', 'code_wrong'],
      ['ga', 'done'],
    ]);
  });

  it('locks GA for 30 minutes after five wrong codes in a row: the right code is then refused too', async () => {
    const first = await login({ login_name: 'ga@example.com' });
    const challenge = loginResponseSchema.parse(first.body.data);
    if (challenge.status !== '2fa') throw new Error('expected 2fa');
    const right = await gaCode();
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await uc(server, UC_CALLS.login2fa.path(), { body: { token: challenge.token, method: 'ga', code: wrongCode } });
    }
    const locked = await uc(server, UC_CALLS.login2fa.path(), { body: { token: challenge.token, method: 'ga', code: await gaCode() } });
    expect(locked.body).toMatchObject({ success: false, code: UC_CODES.factorLocked });
    expect(locked.body.message).toMatch(/锁定至 \d{2}:\d{2}/);
    expect(locked.session).toBeUndefined();
    expect((await records(10005)).at(-1)).toMatchObject({ method: 'ga', result: 'locked' });
  });

  it('asks the phone user for an SMS code sent with the 2FA token, with the phone masked', async () => {
    const first = await login({ login_name: '13800138001', account_type: 'phone', country_code: '86' });
    expect(first.body.data).toEqual({ status: '2fa', token: expect.any(String), methods: ['sms'], phone: '138****8001' });
    const token = String(first.body.data.token);
    const sent = await uc(server, UC_CALLS.smsCodeSend.path(), { body: { purpose: 'login', token } });
    expect(sent.body).toMatchObject({ success: true });
    const code = await lastCode(server, '13800138001', 'login');
    const done = await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'sms', code } });
    expect(done.body).toMatchObject({ success: true, data: { ticket: expect.any(String) } });
    expect(done.session).toEqual(expect.any(String));
  });

  it('asks the email-2FA user for an email code, masked, and refuses a code sent without the token', async () => {
    const first = await login({ login_name: 'mail2fa@example.com' });
    expect(first.body.data).toMatchObject({ status: '2fa', methods: ['email'], email: 'ma***@example.com' });
    const token = String(first.body.data.token);
    // A login code sent to the address directly is not the one of this 2FA login.
    await uc(server, UC_CALLS.emailCodeSend.path(), { body: { purpose: 'login', email: 'mail2fa@example.com' } });
    const direct = await lastCode(server, 'mail2fa@example.com', 'login');
    expect((await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'email', code: direct } })).body.code).toBe(10030);

    await advanceClock(server, 61_000);
    await uc(server, UC_CALLS.emailCodeSend.path(), { body: { purpose: 'login', token } });
    const code = await lastCode(server, 'mail2fa@example.com', 'login');
    expect((await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'email', code } })).body.success).toBe(true);
  });

  it('answers a method the login did not offer with 400 and a wrong SMS code with 10030', async () => {
    const first = await login({ login_name: '13800138001', account_type: 'phone', country_code: '86' });
    const token = String(first.body.data.token);
    await uc(server, UC_CALLS.smsCodeSend.path(), { body: { purpose: 'login', token } });
    const code = await lastCode(server, '13800138001', 'login');
    expect((await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'ga', code } })).body.code).toBe(400);
    const wrongCode = code === '999999' ? '999998' : '999999';
    expect((await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'sms', code: wrongCode } })).body.code).toBe(10030);
    // A wrong code leaves the code and the token usable.
    expect((await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'sms', code } })).body.success).toBe(true);
  });

  it('answers 10032 when the 2FA token is older than 5 minutes or unknown', async () => {
    const first = await login({ login_name: 'ga@example.com' });
    const token = String(first.body.data.token);
    await advanceClock(server, 5 * 60_000 + 1000);
    const expired = await uc(server, UC_CALLS.login2fa.path(), { body: { token, method: 'ga', code: await gaCode() } });
    expect(expired.body).toMatchObject({ success: false, code: 10032 });
    expect((await uc(server, UC_CALLS.login2fa.path(), { body: { token: 'nope', method: 'ga', code: '123456' } })).body.code).toBe(10032);
  });
});

describe('session calls', () => {
  it('ticket/get gives a fresh ticket for a session and 512 登录已失效 without one', async () => {
    const { session } = await loginByEmail(server, 'trader@example.com');
    const ticket = await uc(server, UC_CALLS.ticketGet.path(), { session });
    expect(ticketResponseSchema.parse(ticket.body.data).ticket).toEqual(expect.any(String));
    expect((await uc(server, UC_CALLS.ticketGet.path())).body).toEqual({ success: false, code: 512, message: '登录已失效', data: null });
    expect((await uc(server, UC_CALLS.ticketGet.path(), { session: 'forged' })).body.code).toBe(512);
  });

  it('user/get answers the full user info shape, including KYC, pro auth and options', async () => {
    const trader = await loginByEmail(server, 'trader@example.com');
    const info = userInfoSchema.parse((await uc(server, UC_CALLS.userGet.path(), { session: trader.session })).body.data);
    expect(info).toEqual({
      uid: 10001,
      email: 'trader@example.com',
      phone: '13800138000',
      account_name: 'trader10001',
      user_type: 1,
      country_id: [37],
      level: 1,
      options: { conversion_currency: 'cny' },
      kyc_level: 'C1',
      auth_info: { pro_status: 0 },
      auth_country: 'CN',
    });
    const org = await loginByEmail(server, 'org@example.com');
    const orgInfo = (await uc<Record<string, unknown>>(server, UC_CALLS.userGet.path(), { session: org.session })).body.data;
    expect(orgInfo).toMatchObject({ auth_info: { pro_status: 2, pro_auth_type: 10, pro_org_name: '示例资本' } });
    const sub = await loginByEmail(server, 'sub@example.com');
    expect((await uc(server, UC_CALLS.userGet.path(), { session: sub.session })).body.data).toMatchObject({ user_type: 2 });
    expect((await uc(server, UC_CALLS.userGet.path())).body.code).toBe(501);
  });

  it('logout ends the session: login/check, user/get and ticket/get fail afterwards', async () => {
    const { session } = await loginByEmail(server, 'trader@example.com');
    const out = await uc(server, UC_CALLS.logout.path(), { session });
    expect(out.body).toMatchObject({ success: true });
    expect(out.setCookies).toEqual(['HB-UC-TOKEN=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session })).body.code).toBe(501);
    expect((await uc(server, UC_CALLS.ticketGet.path(), { session })).body.code).toBe(512);
  });

  it('the login-check-busy scenario answers login/check with 510', async () => {
    const { session } = await loginByEmail(server, 'trader@example.com');
    await control(server, 'POST', '/scenario', { name: 'login-check-busy' });
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session })).body).toEqual({
      success: false,
      code: 510,
      message: '系统繁忙，请稍后再试',
      data: null,
    });
    // Only login/check is busy.
    expect((await uc(server, UC_CALLS.userGet.path(), { session })).body.success).toBe(true);
  });
});
