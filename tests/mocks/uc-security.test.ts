// The security verification over HTTP: the strategy each kind of account gets (read from the
// user record at each call), the verification of every required code, the mark it leaves on the
// session for the scene (its lifetime, per session, per scene) and the control API that shows it.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSecurityVerified } from '@/mocks/auth/security';
import { DEMO_GA_SECRET, findUser, SEED_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { securityStrategySchema, securityVerifiedSchema, UC_CALLS } from '@/lib/contracts/uc';
import { advanceClock, control, createSessionToken, lastCode, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const strategy = (session: string | undefined, scene = 'withdraw') =>
  uc(server, UC_CALLS.securityStrategyGet.path(), { session, query: { scene } });
const verify = (session: string | undefined, body: Record<string, unknown>) =>
  uc(server, UC_CALLS.securityStrategyVerify.path(), { session, body });
const gaCode = async () => (await control<{ code: string }>(server, 'GET', '/ga-code?uid=10005')).json.code;
const verifiedList = async (uid: number) =>
  (await control<{ verified: Array<{ uid: number; scene: string; expires_at: number }> }>(server, 'GET', `/security-verified?uid=${uid}`)).json
    .verified;

describe('security/strategy/get', () => {
  it('asks each account for its own second factors, with the masked address or phone', async () => {
    const of = async (uid: number) => securityStrategySchema.parse((await strategy(await createSessionToken(server, uid))).body.data);
    expect(await of(SEED_UIDS.googleAuth)).toEqual({ scene: 'withdraw', methods: ['ga'] });
    expect(await of(SEED_UIDS.phoneOnly)).toEqual({ scene: 'withdraw', methods: ['sms'], phone: '138****8001' });
    expect(await of(SEED_UIDS.emailTwoFactor)).toEqual({ scene: 'withdraw', methods: ['email'], email: 'ma***@example.com' });
    // No second factor: a code to the account's own address.
    expect(await of(SEED_UIDS.ordinary)).toEqual({ scene: 'withdraw', methods: ['email'], email: 'tr***@example.com' });
  });

  it('follows the user record: an account that binds GA is asked for it too', async () => {
    const session = await createSessionToken(server, SEED_UIDS.ordinary);
    const user = findUser(SEED_UIDS.ordinary);
    if (!user) throw new Error('seed user missing');
    user.ga_secret = DEMO_GA_SECRET;
    user.two_factor = ['ga', 'email'];
    expect((await strategy(session, 'security')).body.data).toEqual({
      scene: 'security',
      methods: ['ga', 'email'],
      email: 'tr***@example.com',
    });
  });

  it('answers 501 to a visitor and 400 to a missing or unknown scene', async () => {
    expect((await strategy(undefined)).body).toMatchObject({ success: false, code: 501 });
    const session = await createSessionToken(server);
    expect((await strategy(session, 'launch_rockets')).body).toMatchObject({ success: false, code: 400, message: '参数错误' });
    expect((await uc(server, UC_CALLS.securityStrategyGet.path(), { session })).body.code).toBe(400);
  });
});

describe('security/strategy/verify', () => {
  it('passes the right GA code and marks this session verified for the scene for 5 minutes', async () => {
    const session = await createSessionToken(server, SEED_UIDS.googleAuth);
    const other = await createSessionToken(server, SEED_UIDS.googleAuth);
    const answer = await verify(session, { scene: 'withdraw', ga_code: await gaCode() });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(securityVerifiedSchema.parse(answer.body.data)).toEqual({ scene: 'withdraw', expires_in: 300 });

    expect(isSecurityVerified(session, 'withdraw')).toBe(true);
    expect(isSecurityVerified(session, 'security')).toBe(false);
    expect(isSecurityVerified(other, 'withdraw')).toBe(false);
    expect(await verifiedList(SEED_UIDS.googleAuth)).toEqual([{ uid: SEED_UIDS.googleAuth, scene: 'withdraw', expires_at: expect.any(Number) }]);
    expect(await verifiedList(SEED_UIDS.ordinary)).toEqual([]);
    const bySession = async (token: string) =>
      (await control<{ verified: unknown[] }>(server, 'GET', `/security-verified?session=${token}`)).json.verified;
    expect(await bySession(session)).toEqual([{ uid: SEED_UIDS.googleAuth, scene: 'withdraw', expires_at: expect.any(Number) }]);
    expect(await bySession(other)).toEqual([]);

    await advanceClock(server, 5 * 60_000 - 1_000);
    expect(isSecurityVerified(session, 'withdraw')).toBe(true);
    await advanceClock(server, 1_000);
    expect(isSecurityVerified(session, 'withdraw')).toBe(false);
    expect(await verifiedList(SEED_UIDS.googleAuth)).toEqual([]);
  });

  it('refuses a wrong or missing GA code with the GA factor’s code (10037) and marks nothing', async () => {
    const session = await createSessionToken(server, SEED_UIDS.googleAuth);
    const right = await gaCode();
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await verify(session, { scene: 'withdraw', ga_code: wrong })).body).toEqual({
      success: false,
      code: 10037,
      message: '验证码错误',
      data: null,
    });
    expect((await verify(session, { scene: 'withdraw', email_code: right })).body.code).toBe(10037);
    expect(isSecurityVerified(session, 'withdraw')).toBe(false);
  });

  it('passes an email code sent to the account with purpose security once: the code is used up', async () => {
    const session = await createSessionToken(server, SEED_UIDS.emailTwoFactor);
    expect((await uc(server, UC_CALLS.emailCodeSend.path(), { session, body: { purpose: 'security' } })).body.success).toBe(true);
    const code = await lastCode(server, 'mail2fa@example.com', 'security');
    expect((await verify(session, { scene: 'withdraw_address', email_code: code })).body.success).toBe(true);
    expect(isSecurityVerified(session, 'withdraw_address')).toBe(true);
    expect((await verify(session, { scene: 'withdraw_address', email_code: code })).body.code).toBe(10035);
  });

  it('takes an SMS code from a phone account, and not a code sent for another purpose', async () => {
    const session = await createSessionToken(server, SEED_UIDS.phoneOnly);
    await uc(server, UC_CALLS.smsCodeSend.path(), { session, body: { purpose: 'bind' } });
    const bindCode = await lastCode(server, '13800138001', 'bind');
    expect((await verify(session, { scene: 'security', sms_code: bindCode })).body.code).toBe(10036);
    await uc(server, UC_CALLS.smsCodeSend.path(), { session, body: { purpose: 'security' } });
    const code = await lastCode(server, '13800138001', 'security');
    expect((await verify(session, { scene: 'security', sms_code: code })).body.success).toBe(true);
  });

  it('ends with the session, and answers 501 to a visitor and 400 to a bad body', async () => {
    const session = await createSessionToken(server, SEED_UIDS.googleAuth);
    await verify(session, { scene: 'withdraw', ga_code: await gaCode() });
    await uc(server, UC_CALLS.logout.path(), { method: 'GET', session });
    expect(isSecurityVerified(session, 'withdraw')).toBe(false);
    expect(await verifiedList(SEED_UIDS.googleAuth)).toEqual([]);

    expect((await verify(undefined, { scene: 'withdraw', ga_code: '123456' })).body.code).toBe(501);
    const live = await createSessionToken(server, SEED_UIDS.googleAuth);
    expect((await verify(live, { scene: 'launch_rockets', ga_code: await gaCode() })).body).toMatchObject({ code: 400 });
    expect((await control(server, 'GET', '/security-verified?uid=abc')).status).toBe(400);
  });
});
