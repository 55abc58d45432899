// The uc contract against the mock: every call of UC_CALLS has a handler on its method and
// pattern, answered in the account-service envelope, and the answers that are easy to get
// succeed with data of the call's response schema. A renamed path or a drifted shape fails here.

import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import { UC_CALLS, type UcCallName } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { createSession, DEMO_PASSWORD, resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';

const handlers = createHandlers(IN_PROCESS_ROOT);
afterEach(() => resetDb());

/** Calls that answer something other than an envelope. */
const NOT_ENVELOPES = new Set<UcCallName>(['thirdAuthorizePage']);

interface Ask {
  query?: Record<string, string>;
  body?: unknown;
  session?: string;
}

function requestFor(call: CallContract, { query, body, session }: Ask = {}): Request {
  const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${call.path()}`);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers();
  if (session) headers.set('cookie', `${UC_SESSION_COOKIE}=${session}`);
  if (call.method !== 'GET') headers.set('content-type', 'application/json');
  return new Request(url, { method: call.method, headers, body: call.method === 'GET' ? undefined : JSON.stringify(body ?? {}) });
}

async function answer(call: CallContract, ask?: Ask): Promise<Response> {
  const response = await getResponse(handlers, requestFor(call, ask));
  if (!response) throw new Error(`no mock handler for ${call.method} ${call.pattern}`);
  return response;
}

describe('every uc contract', () => {
  it.each(Object.entries(UC_CALLS) as Array<[UcCallName, CallContract]>)('%s has a mock handler on its method and pattern', async (name, call) => {
    const response = await answer(call);
    if (NOT_ENVELOPES.has(name)) {
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      return;
    }
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message', 'success']);
  });

  it('is not answered on another method (the method is part of the contract)', async () => {
    const call = UC_CALLS.login;
    const wrong = new Request(`${IN_PROCESS_ROOT}/uc${call.path()}`, { method: 'GET' });
    expect(await getResponse(handlers, wrong)).toBeUndefined();
  });
});

describe('successful answers match the response schemas', () => {
  const session = () => createSession(10001).token;
  const cases: Array<[UcCallName, () => Ask]> = [
    ['login', () => ({ body: { login_name: 'trader@example.com', account_type: 'email', password: DEMO_PASSWORD } })],
    ['userGet', () => ({ session: session() })],
    ['ticketGet', () => ({ session: session() })],
    ['licenseState', () => ({ session: session(), query: { type: 'LOGIN' } })],
    ['thirdBindList', () => ({ session: session() })],
    ['thirdAuthUrl', () => ({ body: { platform: 'google' } })],
    ['countryCodeList', () => ({})],
    ['countryList', () => ({})],
    ['registerPhoneCountryList', () => ({})],
    ['captchaCodeSend', () => ({})],
    [
      'riskControl',
      () => ({ body: { scene: 2, login_name: 'trader@example.com', source: 'web', fingerprint: 'f', version: 2 } }),
    ],
  ];

  it.each(cases)('%s', async (name, ask) => {
    const call: CallContract = UC_CALLS[name];
    const body = (await (await answer(call, ask())).json()) as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    expect(call.response).toBeDefined();
    const parsed = call.response?.safeParse(body.data);
    expect(parsed?.success, JSON.stringify(parsed?.error ?? null)).toBe(true);
  });
});
