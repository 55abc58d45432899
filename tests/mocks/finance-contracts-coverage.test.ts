// Every finance and custody contract has a mock handler answering it (a logged-in user's pro
// token, which the custody calls carry too), and a successful answer's data reads with the
// contract's response schema; the custody calls refuse a request without the token.

import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import * as custodyCalls from '@/lib/contracts/custody';
import * as financeCalls from '@/lib/contracts/pro/finance';
import * as userStateCalls from '@/lib/contracts/pro/user-state';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { normalizeEnvelope } from '@/services/http';

function isCall(value: unknown): value is CallContract {
  return typeof value === 'object' && value !== null && 'pattern' in value && 'method' in value && typeof (value as CallContract).path === 'function';
}

const MODULES: Record<string, Record<string, unknown>> = { custody: custodyCalls, 'pro.finance': financeCalls, 'pro.userState': userStateCalls };

const CALLS = Object.entries(MODULES).flatMap(([area, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, CallContract] => isCall(entry[1]))
    .map(([name, call]) => [`${area}.${name}`, call] as const),
);

/** What a call needs to answer with data (a body or a query). */
const QUERY: Record<string, Record<string, string>> = { 'pro.finance.profit': { period: '7' } };
const BODY: Record<string, unknown> = { 'pro.finance.setAnalysisTips': { tipsType: ['profit_drawdown'], action: 'read' }, 'custody.saveDeductMode': { deductMode: true } };

function proToken(uid: number = SEED_UIDS.ordinary): string {
  const token = exchangeTicket(issueTicket(createSession(uid).token).ticket, 'pro');
  if (!token) throw new Error('no pro token');
  return token.token;
}

afterEach(() => resetDb());

describe('every finance and custody contract has a mock handler', () => {
  const handlers = createHandlers(IN_PROCESS_ROOT);

  it('declares the calls of the assets area', () => {
    expect(CALLS.map(([name]) => name).sort()).toEqual(
      [
        'custody.balanceProfitLoss',
        'custody.subBalanceProfitLoss',
        'custody.profitUserInfo',
        'custody.profitActivation',
        'custody.vipInfo',
        'custody.vipConfig',
        'custody.custodyRecords',
        'custody.deductMode',
        'custody.saveDeductMode',
        'custody.userAuth',
        'custody.fiatKycInfo',
        'pro.finance.yesterdayProfit',
        'pro.finance.profit',
        'pro.finance.analysisEnable',
        'pro.finance.analysisTips',
        'pro.finance.setAnalysisTips',
        'pro.userState.userDeprecatedState',
        'pro.userState.subAccountAssetVisibility',
        'pro.userState.sellWhitelist',
      ].sort(),
    );
  });

  it.each(CALLS)('%s is answered with data its schema reads', async (name, call) => {
    const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${call.pattern}`);
    for (const [key, value] of Object.entries(QUERY[name] ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { [PRO_TOKEN_HEADER]: proToken() };
    const init: RequestInit = { method: call.method, headers };
    if (call.method !== 'GET') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(BODY[name] ?? {});
    }
    const response = await getResponse(handlers, new Request(url, init));
    expect(response, `${call.method} ${call.pattern} unhandled`).toBeDefined();
    const envelope = normalizeEnvelope(await response?.json());
    expect(envelope.success, name).toBe(true);
    expect(call.response?.safeParse(envelope.data).success, `${name} data does not read with its schema`).toBe(true);
  });

  it.each(CALLS.filter(([name]) => name.startsWith('custody.')))('%s refuses a request without the pro token', async (_name, call) => {
    const response = await getResponse(handlers, new Request(`${IN_PROCESS_ROOT}/custody${call.pattern}`, { method: call.method }));
    expect(normalizeEnvelope(await response?.json())).toMatchObject({ success: false, code: 401 });
  });
});
