// Every wallet balance contract has a mock handler whose answer reads with the contract's
// response schema, for a logged-in user with the family's token (pro, the contract login's
// token for dm and swap, the otc token).

import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import * as dmCalls from '@/lib/contracts/dm';
import * as otcCalls from '@/lib/contracts/otc';
import * as walletCalls from '@/lib/contracts/pro/wallet';
import * as swapCalls from '@/lib/contracts/swap';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { CONTRACT_TOKEN_HEADER, OTC_TOKEN_HEADER } from '@/mocks/wallet/respond';
import { normalizeEnvelope } from '@/services/http';

const CALLS: Array<[string, CallContract]> = [
  ...Object.entries(walletCalls).map(([name, call]) => [`pro.wallet.${name}`, call] as [string, unknown]),
  ['dm.contractAccountInfo', dmCalls.contractAccountInfo],
  ['dm.optionAccountInfo', dmCalls.optionAccountInfo],
  ['swap.swapAccountInfo', swapCalls.swapAccountInfo],
  ['swap.linearAccountInfo', swapCalls.linearAccountInfo],
  ['swap.linearCrossAccountInfo', swapCalls.linearCrossAccountInfo],
  ['otc.otcBalance', otcCalls.otcBalance],
].filter((entry): entry is [string, CallContract] => typeof entry[1] === 'object' && entry[1] !== null && 'pattern' in entry[1] && 'method' in entry[1]);

const QUERY: Record<string, Record<string, string>> = {
  'pro.wallet.assetValuation': { accountType: 'spot', valuationCurrency: 'BTC' },
  'pro.wallet.c2cBalance': { accountType: 'borrow' },
};

function headersFor(uid: number): Record<string, string> {
  const session = createSession(uid).token;
  const token = (family: string) => {
    const issued = exchangeTicket(issueTicket(session).ticket, family);
    if (!issued) throw new Error(`no ${family} token`);
    return issued.token;
  };
  return { [PRO_TOKEN_HEADER]: token('pro'), [CONTRACT_TOKEN_HEADER]: token('dm'), [OTC_TOKEN_HEADER]: token('otc') };
}

async function answer(call: CallContract, name: string, uid: number = SEED_UIDS.ordinary) {
  const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${call.pattern}`);
  for (const [key, value] of Object.entries(QUERY[name] ?? {})) url.searchParams.set(key, value);
  const headers = headersFor(uid);
  const init: RequestInit = { method: call.method, headers };
  if (call.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = '{}';
  }
  const response = await getResponse(createHandlers(IN_PROCESS_ROOT), new Request(url, init));
  return normalizeEnvelope(await response?.json());
}

afterEach(() => resetDb());

describe('every wallet balance contract has a mock handler', () => {
  it('declares the wallet calls', () => {
    expect(CALLS.length).toBe(20);
  });

  it.each(CALLS)('%s answers data its contract reads', async (name, call) => {
    const envelope = await answer(call, name);
    expect(envelope.success, name).toBe(true);
    if (envelope.success) expect(call.response?.safeParse(envelope.data).success, `${name} data does not read with its schema`).toBe(true);
  });

  it.each(CALLS)('%s answers a sub-user too', async (name, call) => {
    const envelope = await answer(call, name, SEED_UIDS.subAccount);
    expect(envelope.success, name).toBe(true);
  });
});
