// Every deposit and withdraw contract answered successfully by the mock with realistic
// parameters, and the answer's data reads with the contract's response schema (the shared
// coverage test only checks that each call has a handler, with empty parameters).

import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import * as dw from '@/lib/contracts/pro/deposit-withdraw';
import { sendCode } from '@/mocks/auth/codes';
import { resetDb, SEED_UIDS, SEED_USERS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { normalizeEnvelope } from '@/services/http';
import { proTokenOf } from '../support/pro-login';

afterEach(() => resetDb());

const handlers = createHandlers(IN_PROCESS_ROOT);
const ADDRESS = `0x${'12'.repeat(20)}`;

async function answer(token: string, call: CallContract, path: string, input?: Record<string, unknown>) {
  const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${path}`);
  const init: RequestInit = { method: call.method, headers: { [PRO_TOKEN_HEADER]: token } };
  if (call.method === 'GET') for (const [key, value] of Object.entries(input ?? {})) url.searchParams.set(key, String(value));
  else init.body = JSON.stringify(input ?? {});
  const response = await getResponse(handlers, new Request(url, init));
  const envelope = normalizeEnvelope(await response?.json());
  expect(envelope.success, `${call.pattern}: ${String(envelope.code)} ${envelope.message}`).toBe(true);
  expect(call.response?.safeParse(envelope.data).success, `${call.pattern} data does not read with its schema`).toBe(true);
  return envelope.data;
}

describe('deposit and withdraw contracts', () => {
  it('every call answers data its schema reads', async () => {
    const token = proTokenOf(SEED_UIDS.ordinary);
    const seen = new Set<CallContract>();
    const call = async (contract: CallContract, input?: Record<string, unknown>, path: string = contract.pattern) => {
      seen.add(contract);
      return answer(token, contract, path, input);
    };
    await call(dw.referenceCurrencies);
    await call(dw.depositCurrencies);
    await call(dw.depositAddress, { currency: 'iota', chain: 'iota', genDag: 'true' });
    await call(dw.tinyDepositCount, { currency: 'btc', chain: 'btc' });
    await call(dw.userAlert, { alertId: '1' });
    await call(dw.setUserAlert, { alertId: 1 });
    await call(dw.withdrawQuota, { currency: 'usdt' });
    await call(dw.withdrawInfo, { currency: 'usdt', chain: 'trc20usdt' });
    await call(dw.withdrawLimitCheck, { currency: 'usdt', chain: 'usdterc20', amount: '100' });
    await call(dw.withdrawRiskCheck, { currency: 'usdt', chain: 'usdterc20', address: ADDRESS });
    const id = Number(await call(dw.withdrawCreate, { currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: ADDRESS, 'client-order-id': 'k-1' }));
    const email = SEED_USERS.find((user) => user.uid === SEED_UIDS.ordinary)?.email ?? '';
    const sent = sendCode({ channel: 'email', account: email, purpose: 'withdraw' });
    if ('error' in sent) throw new Error(sent.error.message);
    await call(dw.withdrawPlace, { email_code: sent.code.code }, dw.withdrawPlace.path({ id }));
    await call(dw.withdrawByClientOrderId, { clientOrderId: 'k-1' });
    await call(dw.depositWithdrawHistory, { type: 'withdraw', size: '10', direct: 'next' });
    await call(dw.whiteOrders, { state: 'confirmed' });
    await call(dw.withdrawCancel, undefined, dw.withdrawCancel.path({ id }));
    const contracts = Object.values(dw as Record<string, unknown>).filter((value): value is CallContract => typeof value === 'object' && value !== null && 'pattern' in value && 'method' in value);
    expect(contracts.filter((contract) => !seen.has(contract)).map((contract) => contract.pattern)).toEqual([]);
  });
});
