// Token logins of every family (exchange-wallet-fiat.md section 7): ticket → family token,
// once per family, tickets valid 2 minutes, tokens 50 minutes (or the control API's TTL).

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LOGIN_CALLS, type TokenLoginFamily } from '@/lib/contracts/token-logins';
import { UC_CALLS } from '@/lib/contracts/uc';
import { TOKEN_LOGINS } from '@/lib/session/tokens';
import type { MockServer } from '@/mocks/server';
import * as proUser from '@/lib/contracts/pro/user';
import { callUrl } from '@/tests/support/msw-call';
import { advanceClock, control, loginByEmail, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

type Style = 'pro' | 'uc';
interface FamilyLogin {
  family: TokenLoginFamily;
  style: Style;
  field: 'token' | 'session';
  form?: boolean;
}

const FAMILY_LOGINS: FamilyLogin[] = [
  { family: 'pro', style: 'pro', field: 'token' },
  { family: 'otc', style: 'uc', field: 'token', form: true },
  { family: 'dm', style: 'pro', field: 'session' },
  { family: 'swap', style: 'pro', field: 'session' },
  ...(['kyc', 'content', 'mgt', 'inst', 'etf', 'vote', 'hbg'] as const).map((family): FamilyLogin => ({ family, style: 'uc', field: 'token' })),
];

/** The family's login call on the mock server (lib/contracts/token-logins.ts). */
const loginUrl = (family: TokenLoginFamily) => `${server.origin}/${family}${TOKEN_LOGIN_CALLS[family].path()}`;

async function exchange(spec: FamilyLogin, ticket: string): Promise<Record<string, unknown>> {
  const init: RequestInit = spec.form
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket, type: 'web' }).toString(),
      }
    : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket }) };
  const response = await fetch(loginUrl(spec.family), init);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

function expectSuccess(spec: FamilyLogin, body: Record<string, unknown>): string {
  if (spec.style === 'pro') {
    expect(body).toEqual({ status: 'ok', data: { [spec.field]: expect.any(String) } });
  } else {
    expect(body).toEqual({ success: true, code: 200, message: '', data: { [spec.field]: expect.any(String) } });
  }
  return String((body.data as Record<string, unknown>)[spec.field]);
}

function expectTicketRefused(spec: FamilyLogin, body: Record<string, unknown>): void {
  if (spec.style === 'pro') expect(body).toMatchObject({ status: 'error', 'err-code': 'token-not-valid' });
  else expect(body).toEqual({ success: false, code: 512, message: '登录已失效', data: null });
}

const me = async (token?: string) =>
  (await (await fetch(callUrl(server.origin, proUser.userMe), { headers: token ? { 'HB-PRO-TOKEN': token } : {} })).json()) as Record<
    string,
    unknown
  >;

describe('ticket exchange', () => {
  it.each(FAMILY_LOGINS.map((spec) => [spec.family, spec] as const))('%s exchanges a ticket once for a token', async (_family, spec) => {
    const { ticket } = await loginByEmail(server, 'trader@example.com');
    const token = expectSuccess(spec, await exchange(spec, ticket));
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expectTicketRefused(spec, await exchange(spec, ticket));
    expectTicketRefused(spec, await exchange(spec, 'unknown-ticket'));
  });

  it('lets one ticket serve every family once', async () => {
    const { ticket } = await loginByEmail(server, 'trader@example.com');
    const tokens = new Set<string>();
    for (const spec of FAMILY_LOGINS) tokens.add(expectSuccess(spec, await exchange(spec, ticket)));
    expect(tokens.size).toBe(FAMILY_LOGINS.length);
  });

  it('refuses a ticket older than 2 minutes in both styles', async () => {
    const { ticket } = await loginByEmail(server, 'trader@example.com');
    await advanceClock(server, 2 * 60_000);
    for (const spec of FAMILY_LOGINS) expectTicketRefused(spec, await exchange(spec, ticket));
  });

  it('accepts tickets from ticket/get, 2FA login and the control session', async () => {
    const { session } = await loginByEmail(server, 'sub@example.com');
    const pro = FAMILY_LOGINS[0];
    if (!pro) throw new Error('no pro spec');
    const fromTicketGet = (await uc<{ ticket: string }>(server, UC_CALLS.ticketGet.path(), { session })).body.data.ticket;
    const token = expectSuccess(pro, await exchange(pro, fromTicketGet));
    expect(await me(token)).toEqual({ status: 'ok', data: { uid: 10003 } });

    const first = await uc<{ token: string }>(server, UC_CALLS.login.path(), {
      body: { login_name: 'ga@example.com', account_type: 'email', password: 'Trade1234' },
    });
    const gaCode = (await control<{ code: string }>(server, 'GET', '/ga-code?account=ga@example.com')).json.code;
    const second = await uc<{ ticket: string }>(server, UC_CALLS.login2fa.path(), { body: { token: first.body.data.token, method: 'ga', code: gaCode } });
    expect(await me(expectSuccess(pro, await exchange(pro, second.body.data.ticket)))).toMatchObject({ data: { uid: 10005 } });

    const controlled = await control<{ ticket: string }>(server, 'POST', '/session', { uid: 10007 });
    expect(await me(expectSuccess(pro, await exchange(pro, controlled.json.ticket)))).toMatchObject({ data: { uid: 10007 } });
  });

  it('refuses a ticket whose session ended', async () => {
    const { session, ticket } = await loginByEmail(server, 'trader@example.com');
    await uc(server, UC_CALLS.logout.path(), { session });
    for (const spec of FAMILY_LOGINS) expectTicketRefused(spec, await exchange(spec, ticket));
  });

  it('answers a malformed body in each style: OTC wants a form with type=web', async () => {
    const { ticket } = await loginByEmail(server, 'trader@example.com');
    const post = (family: TokenLoginFamily, body: string, contentType: string) =>
      fetch(loginUrl(family), { method: 'POST', headers: { 'content-type': contentType }, body }).then(
        (response) => response.json() as Promise<Record<string, unknown>>,
      );
    expect(await post('otc', JSON.stringify({ ticket }), 'application/json')).toMatchObject({ code: 400 });
    expect(await post('otc', `ticket=${ticket}`, 'application/x-www-form-urlencoded')).toMatchObject({ code: 400 });
    expect(await post('pro', 'ticket=x', 'application/x-www-form-urlencoded')).toMatchObject({
      status: 'error',
      'err-code': 'invalid-parameter',
    });
    expect(await post('kyc', '{}', 'application/json')).toEqual({ success: false, code: 400, message: '参数错误', data: null });
    // The ticket was not spent by the refused calls.
    expect(await post('otc', `ticket=${ticket}&type=web`, 'application/x-www-form-urlencoded')).toMatchObject({ success: true });
  });
});

describe('token login contracts', () => {
  it('every family login the app exchanges a ticket at is one the mock answers', () => {
    expect(TOKEN_LOGINS.map((login) => login.call)).toEqual(TOKEN_LOGINS.map((login) => TOKEN_LOGIN_CALLS[login.family as TokenLoginFamily]));
    expect(new Set(FAMILY_LOGINS.map((spec) => spec.family))).toEqual(new Set(Object.keys(TOKEN_LOGIN_CALLS)));
  });
});

describe('family tokens', () => {
  async function proToken(): Promise<string> {
    const { ticket } = await loginByEmail(server, 'trader@example.com');
    const pro = FAMILY_LOGINS[0];
    if (!pro) throw new Error('no pro spec');
    return expectSuccess(pro, await exchange(pro, ticket));
  }

  it('pro /v1/users/me needs a live pro token in HB-PRO-TOKEN', async () => {
    const token = await proToken();
    expect(await me(token)).toEqual({ status: 'ok', data: { uid: 10001 } });
    const required = { status: 'error', 'err-code': 'login-required', 'err-msg': 'login required' };
    expect(await me()).toEqual(required);
    expect(await me('forged')).toEqual(required);
    // A token of another family is not a pro token.
    const { ticket } = await loginByEmail(server, 'trader@example.com');
    const hbg = FAMILY_LOGINS.find((spec) => spec.family === 'hbg');
    if (!hbg) throw new Error('no hbg spec');
    expect(await me(expectSuccess(hbg, await exchange(hbg, ticket)))).toEqual(required);
  });

  it('expires tokens after 50 minutes by default', async () => {
    const token = await proToken();
    expect((await control(server, 'GET', '/token-ttl')).json).toEqual({ seconds: 3000 });
    await advanceClock(server, 50 * 60_000 - 1000);
    expect(await me(token)).toMatchObject({ status: 'ok' });
    await advanceClock(server, 1000);
    expect(await me(token)).toMatchObject({ 'err-code': 'login-required' });
  });

  it('takes the token lifetime from POST /__control/token-ttl, for tokens issued afterwards', async () => {
    const before = await proToken();
    expect((await control(server, 'POST', '/token-ttl', { seconds: 60 })).json).toEqual({ ok: true, seconds: 60 });
    const after = await proToken();
    await advanceClock(server, 61_000);
    expect(await me(after)).toMatchObject({ 'err-code': 'login-required' });
    expect(await me(before)).toMatchObject({ status: 'ok' });
    expect((await control(server, 'POST', '/token-ttl', { seconds: -1 })).status).toBe(400);
    await control(server, 'POST', '/reset');
    expect((await control(server, 'GET', '/token-ttl')).json).toEqual({ seconds: 3000 });
  });

  it('renews: an expired token is replaced through ticket/get and a new exchange', async () => {
    await control(server, 'POST', '/token-ttl', { seconds: 0 });
    const { session, ticket } = await loginByEmail(server, 'trader@example.com');
    const pro = FAMILY_LOGINS[0];
    if (!pro) throw new Error('no pro spec');
    const stale = expectSuccess(pro, await exchange(pro, ticket));
    expect(await me(stale)).toMatchObject({ 'err-code': 'login-required' });
    await control(server, 'POST', '/token-ttl', { seconds: 3000 });
    const renewed = (await uc<{ ticket: string }>(server, UC_CALLS.ticketGet.path(), { session })).body.data.ticket;
    expect(await me(expectSuccess(pro, await exchange(pro, renewed)))).toEqual({ status: 'ok', data: { uid: 10001 } });
  });

  it('ends tokens with their session (logout)', async () => {
    const { session, ticket } = await loginByEmail(server, 'trader@example.com');
    const pro = FAMILY_LOGINS[0];
    if (!pro) throw new Error('no pro spec');
    const token = expectSuccess(pro, await exchange(pro, ticket));
    await uc(server, UC_CALLS.logout.path(), { session });
    expect(await me(token)).toMatchObject({ 'err-code': 'login-required' });
  });
});
