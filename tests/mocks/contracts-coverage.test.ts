// Every call of the exchange-side contract modules has a mock handler answering it: each call's
// method and path (sample parameters, a logged-in pro user) go through the real handlers, and a
// successful answer's data must read with the contract's response schema.

import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import * as dmCalls from '@/lib/contracts/dm';
import * as pro from '@/lib/contracts/pro';
import * as swapCalls from '@/lib/contracts/swap';
import { issueTicket, exchangeTicket } from '@/mocks/auth/tickets';
import { createSession, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { normalizeEnvelope } from '@/services/http';

function isCall(value: unknown): value is CallContract {
  return typeof value === 'object' && value !== null && 'pattern' in value && 'method' in value && typeof (value as CallContract).path === 'function';
}

function callsOf(module: Record<string, unknown>): Array<[string, CallContract]> {
  return Object.entries(module).filter((entry): entry is [string, CallContract] => isCall(entry[1]));
}

const MODULES: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(pro).map(([area, module]) => [`pro.${area}`, module as Record<string, unknown>])),
  dm: dmCalls,
  swap: swapCalls,
};

const CALLS = Object.entries(MODULES).flatMap(([area, module]) => callsOf(module).map(([name, call]) => [`${area}.${name}`, call] as const));

/** Query parameters a call needs to find something (a pair, an ETP, a contract). */
const QUERY: Record<string, Record<string, string>> = {
  'pro.trading.orderHistory': { symbol: 'btcusdt', states: 'filled' },
  'pro.margin.loanInfo': { symbols: 'btcusdt' },
  'pro.margin.loans': { symbol: 'btcusdt' },
  'pro.margin.balance': { symbol: 'btcusdt' },
  'pro.margin.autoPlace': { 'trade-purpose': 'open' },
  'pro.form.symbolFee': { symbols: 'btcusdt' },
  'pro.form.subUserAuthority': { type: 'margin' },
  'pro.subUser.subUserState': { subUid: '10003' },
  'pro.subUser.subUserAccountList': { subUid: '10003' },
  'pro.etp.etpReference': { etpName: 'btc3l' },
  'pro.etp.etpExchangeLimit': { etpName: 'btc3l' },
  'pro.etp.etpPositionLimit': { currency: 'btc3l' },
  'pro.etp.etpTransactions': { etpNames: 'btc3l' },
  'pro.etp.etpRebalance': { symbol: 'btc3l' },
  'pro.prime.primeInfo': { symbol: 'nftusdt' },
  'pro.prime.primeUserInfo': { symbol: 'nftusdt' },
  'pro.prime.primeUserLimit': { symbol: 'nftusdt' },
  'pro.prime.primePoResult': { symbol: 'nftusdt' },
  'pro.prime.primeBidResult': { symbol: 'nftusdt' },
  'pro.prime.primeFomo': { symbol: 'nftusdt' },
  'pro.market.depth': { symbol: 'btcusdt', type: 'step0' },
  'pro.market.kline': { symbol: 'btcusdt', period: '1min' },
  'pro.market.mergedTicker': { symbol: 'btcusdt' },
  'pro.market.detail': { symbol: 'btcusdt' },
  'pro.market.lastTrade': { symbol: 'btcusdt' },
  'pro.market.tradeHistory': { symbol: 'btcusdt' },
  'dm.mergedTicker': { symbol: 'BTC_CQ' },
  'swap.mergedTicker': { contract_code: 'BTC-USD' },
  'swap.linearMergedTicker': { contract_code: 'BTC-USDT' },
};

/** Path parameters a call needs to find something (10003 is the ordinary user's sub-account); any other is '1'. */
const PATH_VALUES: Record<string, string> = { subUid: '10003' };

function proToken(): string {
  const ticket = issueTicket(createSession(SEED_UIDS.ordinary).token);
  const token = exchangeTicket(ticket.ticket, 'pro');
  if (!token) throw new Error('no pro token');
  return token.token;
}

afterEach(() => resetDb());

describe('every exchange-side contract has a mock handler', () => {
  const handlers = createHandlers(IN_PROCESS_ROOT);

  it.each(CALLS)('%s is answered by the mock backend', async (name, call) => {
    const names = [...call.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const params = names.length > 0 ? Object.fromEntries(names.map((key) => [key, PATH_VALUES[key] ?? '1'])) : undefined;
    const path = (call.path as (p?: Record<string, string>) => string)(params);
    const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${path}`);
    for (const [key, value] of Object.entries(QUERY[name] ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { [PRO_TOKEN_HEADER]: proToken() };
    const init: RequestInit = { method: call.method, headers };
    if (call.method !== 'GET') {
      headers['content-type'] = 'application/json';
      init.body = '{}';
    }
    const response = await getResponse(handlers, new Request(url, init));
    expect(response, `${call.method} ${call.pattern} unhandled`).toBeDefined();
    const envelope = normalizeEnvelope(await response?.json());
    if (envelope.success && call.response) {
      expect(call.response.safeParse(envelope.data).success, `${name} data does not read with its schema`).toBe(true);
    }
  });

  it('answers the reads with data the contract reads', async () => {
    const reads = ['pro.trading.accounts', 'pro.market.tickers', 'pro.reference.serverTimestamp', 'dm.contractInfo', 'dm.heartbeat', 'swap.swapInfo', 'pro.form.userFeeInfo', 'pro.margin.crossLoanInfo'];
    for (const name of reads) {
      const call = CALLS.find(([entry]) => entry === name)?.[1];
      if (!call) throw new Error(name);
      const response = await getResponse(handlers, new Request(`${IN_PROCESS_ROOT}/${call.family}${call.pattern}`, { headers: { [PRO_TOKEN_HEADER]: proToken() } }));
      const envelope = normalizeEnvelope(await response?.json());
      expect(envelope.success, name).toBe(true);
      expect(call.response?.safeParse(envelope.data).success, name).toBe(true);
    }
  });
});
