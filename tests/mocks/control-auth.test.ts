// Control API of the account flows: demo accounts, GA codes, the mock clock, the session's
// ticket, and a reset that clears every piece of account-flow state.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LOGIN_CALLS } from '@/lib/contracts/token-logins';
import { UC_CALLS } from '@/lib/contracts/uc';
import { totp } from '@/mocks/db/totp';
import type { MockServer } from '@/mocks/server';
import { control, DEMO_PASSWORD, loginByEmail, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

describe('account-flow control endpoints', () => {
  it('lists the demo accounts, and each of them logs in (or is refused as designed)', async () => {
    const { json } = await control<{ accounts: Array<{ uid: number; login: string; account_type: string; country_code?: string; password: string }> }>(
      server,
      'GET',
      '/demo-accounts',
    );
    expect(json.accounts.length).toBeGreaterThanOrEqual(7);
    for (const account of json.accounts) {
      const answer = await uc<{ status: string }>(server, UC_CALLS.login.path(), {
        body: { login_name: account.login, account_type: account.account_type, country_code: account.country_code, password: account.password },
      });
      if (account.login === 'locked@example.com') expect(answer.body.code, account.login).toBe(10011);
      else expect(answer.body.success, account.login).toBe(true);
    }
  });

  it('reports the current GA code of a user by account or uid, and 404 without GA', async () => {
    const byAccount = await control<{ uid: number; code: string; secret: string }>(server, 'GET', '/ga-code?account=ga@example.com');
    expect(byAccount.json).toEqual({ uid: 10005, code: expect.stringMatching(/^\d{6}$/), secret: 'JBSWY3DPEHPK3PXP' });
    const { json: clock } = await control<{ now: number }>(server, 'GET', '/clock');
    // The code is the TOTP of the mock's clock (within a step of the moment read).
    expect([totp('JBSWY3DPEHPK3PXP', clock.now), totp('JBSWY3DPEHPK3PXP', clock.now - 30_000)]).toContain(byAccount.json.code);
    expect((await control(server, 'GET', '/ga-code?uid=10005')).json).toMatchObject({ uid: 10005 });
    expect((await control(server, 'GET', '/ga-code?account=trader@example.com')).status).toBe(404);
    expect((await control(server, 'GET', '/ga-code?account=nobody@example.com')).status).toBe(404);
  });

  it('moves the clock forward or to an offset, and refuses an ambiguous or negative move', async () => {
    const before = (await control<{ now: number; offset_ms: number }>(server, 'GET', '/clock')).json;
    expect(before.offset_ms).toBe(0);
    const advanced = await control<{ offset_ms: number; now: number }>(server, 'POST', '/clock', { advance_ms: 60_000 });
    expect(advanced.json.offset_ms).toBe(60_000);
    expect(advanced.json.now - before.now).toBeGreaterThanOrEqual(60_000);
    expect((await control(server, 'POST', '/clock', { offset_ms: 5 })).json).toMatchObject({ offset_ms: 5 });
    expect((await control(server, 'POST', '/clock', {})).status).toBe(400);
    expect((await control(server, 'POST', '/clock', { advance_ms: 1, offset_ms: 1 })).status).toBe(400);
    expect((await control(server, 'POST', '/clock', { advance_ms: -5 })).status).toBe(400);
  });

  it('returns a ticket with POST /__control/session', async () => {
    const { json } = await control<{ ticket: string; token: string }>(server, 'POST', '/session', { uid: 10001 });
    expect(json.ticket).toEqual(expect.any(String));
    const response = await fetch(`${server.origin}/kyc${TOKEN_LOGIN_CALLS.kyc.path()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: json.ticket }),
    });
    expect(await response.json()).toMatchObject({ success: true });
  });
});

describe('POST /__control/reset', () => {
  it('clears risk decisions, codes, captchas, records, licences, kv, bindings, TTL, vendors and the clock', async () => {
    const { session } = await loginByEmail(server, 'trader@example.com');
    await control(server, 'POST', '/risk', { decision: 'image' });
    await control(server, 'POST', '/risk', { decision: 'slider', login_name: 'sub@example.com' });
    await uc(server, UC_CALLS.emailCodeSend.path(), { body: { email: 'x@example.com', purpose: 'bind' } });
    await uc(server, UC_CALLS.captchaCodeSend.path());
    await uc(server, UC_CALLS.licenseAgree.path(), { session, body: { type: 'POTENTIALS' } });
    await uc(server, UC_CALLS.kvStoreSet.path(), { session, body: { store_key: 'k', store_value: 'v' } });
    const gaSession = (await control<{ token: string }>(server, 'POST', '/session', { uid: 10005 })).json.token;
    expect((await uc(server, UC_CALLS.thirdUnbind.path(), { session: gaSession, body: { platform: 'google' } })).body.success).toBe(true);
    await control(server, 'POST', '/token-ttl', { seconds: 1 });
    await control(server, 'POST', '/vendors', { recaptcha: 'fail' });
    await control(server, 'POST', '/clock', { advance_ms: 1000 });
    for (let i = 0; i < 5; i += 1) {
      await uc(server, UC_CALLS.login.path(), { body: { login_name: 'org@example.com', account_type: 'email', password: 'nope' } });
    }

    expect((await control(server, 'POST', '/reset')).json).toEqual({ ok: true });

    expect((await control(server, 'GET', '/risk')).json).toEqual({ default: 'pass', by_login_name: {} });
    expect((await control(server, 'GET', '/codes/latest')).status).toBe(404);
    expect((await control(server, 'GET', '/captcha/latest')).status).toBe(404);
    expect((await control<{ records: unknown[] }>(server, 'GET', '/login-records')).json.records).toEqual([]);
    expect((await control(server, 'GET', '/token-ttl')).json).toEqual({ seconds: 3000 });
    expect((await control(server, 'GET', '/vendors')).json).toEqual({ geetest: 'ok', recaptcha: 'ok', aliyun: 'ok' });
    expect((await control(server, 'GET', '/clock')).json).toMatchObject({ offset_ms: 0 });
    // The org account is unlocked, the session is gone, per-user state is back to the seed.
    const org = await loginByEmail(server, 'org@example.com', DEMO_PASSWORD);
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session })).body.code).toBe(501);
    const fresh = await loginByEmail(server, 'trader@example.com');
    expect((await uc(server, UC_CALLS.licenseState.path(), { session: fresh.session, query: { type: 'POTENTIALS' } })).body.data).toMatchObject({
      state: 'NOT_AGREED',
    });
    expect((await uc(server, UC_CALLS.kvStoreGet.path(), { session: fresh.session, query: { store_key: 'k' } })).body.data).toMatchObject({
      store_value: '',
    });
    const gaFresh = (await control<{ token: string }>(server, 'POST', '/session', { uid: 10005 })).json.token;
    const bindings = (await uc<Array<{ platform: string; bound: boolean }>>(server, UC_CALLS.thirdBindList.path(), { session: gaFresh })).body.data;
    expect(bindings.find((entry) => entry.platform === 'google')).toMatchObject({ bound: true });
    expect(org.session).toEqual(expect.any(String));
  });
});
