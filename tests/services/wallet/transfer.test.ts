// The transfer calls against the mock's real handlers: each pair on its wire call (isolated and
// cross margin, futures, v2, generic), both balances moved and two ledger entries written in one
// step, the rules' failures in each route's words (insufficient balance, 1303, c2c risk, a
// sub-user's otc), and the control's forced failure.

import { Decimal } from 'decimal.js';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as calls from '@/lib/contracts/pro/transfer';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, SEED_UIDS } from '@/mocks/db';
import { ledgerOf } from '@/mocks/db/ledger';
import { setTransferFailure } from '@/mocks/db/transfer';
import { productRowsOf } from '@/mocks/db/wallet';
import { createHandlers } from '@/mocks/handlers';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { configureHttp, resetHttpConfig, type ApiResult } from '@/services/http';
import { fetchTransferSource, submitPointTransfer, submitTransfer, type TransferParams } from '@/services/wallet/transfer';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

const UID = 10033;

function login(uid: number = UID): string {
  const session = createSession(uid).token;
  const token = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token ?? null;
  const tokens = { pro: token('pro'), dm: token('dm'), otc: token('otc') };
  configureHttp({
    baseUrls: testBaseUrls(),
    getToken: (family) => (family === 'pro' ? tokens.pro : family === 'dm' || family === 'swap' ? tokens.dm : family === 'otc' ? tokens.otc : null),
  });
  return tokens.pro ?? '';
}

beforeEach(() => {
  resetHttpConfig();
  login();
});

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

async function available(kind: TransferParams['from'], currency: string, symbol = ''): Promise<string> {
  return dataOf(await fetchTransferSource(kind, currency, symbol)).available;
}

const move = (from: TransferParams['from'], to: TransferParams['to'], currency: string, amount: string, symbol = ''): TransferParams => ({ from, to, currency, amount, symbol });

function transfers(uid = UID) {
  return ledgerOf(db.ledger, uid).filter((entry) => entry.type === 'transfer');
}

describe('each pair on its wire call', () => {
  it('spot → isolated margin and back: both balances, two ledger entries per move with one ref', async () => {
    expect(await available('spot', 'usdt')).toBe('10000');
    expect(await available('margin', 'usdt', 'btcusdt')).toBe('5000');
    const inId = dataOf(await submitTransfer(move('spot', 'margin', 'usdt', '100', 'btcusdt'), UID)).id;
    expect(await available('spot', 'usdt')).toBe('9900');
    expect(await available('margin', 'usdt', 'btcusdt')).toBe('5100');
    dataOf(await submitTransfer(move('margin', 'spot', 'usdt', '40', 'btcusdt'), UID));
    expect(await available('spot', 'usdt')).toBe('9940');
    const entries = transfers();
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({ account: 'spot', currency: 'usdt', subtype: 'spot-to-margin', counterpart: 'margin', symbol: 'btcusdt', ref: inId });
    expect(entries[0]?.amount.toFixed()).toBe('-100');
    expect(entries[1]).toMatchObject({ account: 'margin', subtype: 'spot-to-margin', counterpart: 'spot', ref: inId });
    expect(entries[1]?.amount.toFixed()).toBe('100');
    expect(entries[2]).toMatchObject({ account: 'margin', subtype: 'margin-to-spot' });
    expect(entries[2]?.amount.toFixed()).toBe('-40');
  });

  it('spot → cross margin', async () => {
    dataOf(await submitTransfer(move('spot', 'superMargin', 'usdt', '5'), UID));
    expect(await available('superMargin', 'usdt')).toBe('1005');
    expect(transfers().map((entry) => [entry.account, entry.subtype])).toEqual([
      ['spot', 'spot-to-super-margin'],
      ['superMargin', 'spot-to-super-margin'],
    ]);
  });

  it('spot ⇄ coin futures on /v1/futures/transfer', async () => {
    expect(await available('dm', 'btc')).toBe('0.1');
    dataOf(await submitTransfer(move('spot', 'dm', 'btc', '0.5'), UID));
    expect(await available('dm', 'btc')).toBe('0.6');
    expect(await available('spot', 'btc')).toBe('0.5');
    dataOf(await submitTransfer(move('dm', 'spot', 'btc', '0.2'), UID));
    expect(await available('spot', 'btc')).toBe('0.7');
    expect(transfers().map((entry) => entry.subtype)).toEqual(['spot-to-futures', 'spot-to-futures', 'futures-to-spot', 'futures-to-spot']);
  });

  it('spot ⇄ USDT swap, coin swap and otc on /v2/account/transfer', async () => {
    dataOf(await submitTransfer(move('spot', 'linear', 'usdt', '30'), UID));
    expect(await available('linear', 'usdt')).toBe('730');
    dataOf(await submitTransfer(move('swap', 'spot', 'btc', '0.05'), UID));
    expect(await available('swap', 'btc')).toBe('0');
    dataOf(await submitTransfer(move('otc', 'spot', 'usdt', '1000'), UID));
    expect(await available('otc', 'usdt')).toBe('0');
    expect(await available('spot', 'usdt')).toBe('10970');
  });

  it('C2C borrow → spot on the generic call, within transferOutLimit', async () => {
    expect(dataOf(await fetchTransferSource('c2cBorrow', 'usdt', ''))).toMatchObject({ available: '800', transferOutLimit: '600', withdrawRisk: false });
    dataOf(await submitTransfer(move('c2cBorrow', 'spot', 'usdt', '100'), UID));
    expect(dataOf(await fetchTransferSource('c2cBorrow', 'usdt', ''))).toMatchObject({ available: '700', transferOutLimit: '500' });
    const over = await submitTransfer(move('c2cBorrow', 'spot', 'usdt', '501'), UID);
    expect(over).toMatchObject({ success: false, code: 'account-transfer-balance-insufficient-error' });
    const risky = await submitTransfer(move('c2cBorrow', 'spot', 'btc', '0.001'), UID);
    expect(risky).toMatchObject({ success: false, code: 'dw-account-transfer-unavailable' });
  });
});

describe('failures keep both balances and write nothing', () => {
  it('insufficient balance: margin, futures and v2 in their own words', async () => {
    expect(await submitTransfer(move('spot', 'margin', 'usdt', '10001', 'btcusdt'), UID)).toMatchObject({ success: false, code: 'account-transfer-balance-insufficient-error' });
    expect(await submitTransfer(move('dm', 'spot', 'btc', '1'), UID)).toMatchObject({ success: false, code: 'dw-insufficient-balance', message: 'Insufficient balance. You can only transfer `0.1` at most.' });
    expect(await submitTransfer(move('spot', 'otc', 'usdt', '20000'), UID)).toMatchObject({ success: false });
    expect(await available('spot', 'usdt')).toBe('10000');
    expect(transfers()).toEqual([]);
  });

  it('a USDT-swap transfer-out below 5 USDT is 1303', async () => {
    expect(await submitTransfer(move('linear', 'spot', 'usdt', '4.99'), UID)).toMatchObject({ success: false, code: 1303, message: 'Each transfer-out cannot be less than 5USDT.' });
  });

  it('a sub-user cannot move money to otc', async () => {
    login(SEED_UIDS.subAccount);
    const result = await submitTransfer(move('spot', 'otc', 'usdt', '1'), SEED_UIDS.subAccount);
    expect(result.success).toBe(false);
    expect(transfers(SEED_UIDS.subAccount)).toEqual([]);
  });

  it("the control's forced failure answers the next transfer once, margin included", async () => {
    setTransferFailure(db.ledger, UID, { code: 'frequent-invoke', message: 'Requests are too frequent' });
    expect(await submitTransfer(move('spot', 'margin', 'usdt', '1', 'btcusdt'), UID)).toMatchObject({ success: false, code: 'frequent-invoke', message: 'Requests are too frequent' });
    setTransferFailure(db.ledger, UID, { code: 1303, message: 'Each transfer-out cannot be less than 5USDT.' });
    expect(await submitTransfer(move('spot', 'linear', 'usdt', '10'), UID)).toMatchObject({ success: false, code: 1303 });
    dataOf(await submitTransfer(move('spot', 'margin', 'usdt', '1', 'btcusdt'), UID));
  });
});

describe('wire shapes', () => {
  const handlers = createHandlers(IN_PROCESS_ROOT);
  async function raw(call: { family: string; path(): string }, body: unknown) {
    const token = exchangeTicket(issueTicket(createSession(UID).token).ticket, 'pro')?.token ?? '';
    const response = await getResponse(handlers, new Request(`${IN_PROCESS_ROOT}/${call.family}${call.path()}`, { method: 'POST', headers: { [PRO_TOKEN_HEADER]: token }, body: JSON.stringify(body) }));
    return (await response?.json()) as Record<string, unknown>;
  }

  it('answers as the fixtures show', async () => {
    expect(await raw(calls.futuresTransfer, { currency: 'btc', amount: 0.01, type: 'pro-to-futures' })).toEqual({ status: 'ok', data: expect.any(Number) });
    expect(await raw(calls.futuresTransfer, { currency: 'btc', amount: 10, type: 'pro-to-futures' })).toMatchObject({ status: 'error', 'err-code': 'dw-insufficient-balance', data: null });
    expect(await raw(calls.accountTransfer, { from: 'spot', to: 'linear-swap', currency: 'usdt', amount: 100, 'margin-account': 'USDT' })).toMatchObject({ code: 200, data: expect.any(Number), message: 'Succeed', success: true });
    expect(await raw(calls.accountTransfer, { from: 'linear-swap', to: 'spot', currency: 'usdt', amount: 1 })).toEqual({ code: 1303, data: null, message: 'Each transfer-out cannot be less than 5USDT.', success: false, 'print-log': true });
    const spotId = UID * 100 + 1;
    const borrowId = UID * 100 + 5;
    const generic = await raw(calls.genericTransfer, { 'from-user': UID, 'from-account-type': 'spot', 'from-account': spotId, 'to-user': UID, 'to-account-type': 'borrow', 'to-account': borrowId, currency: 'usdt', amount: '1' });
    expect(generic).toMatchObject({ status: 'ok', data: { 'transact-id': expect.any(Number), 'transact-time': expect.any(Number) } });
    expect(calls.genericTransferDataSchema.safeParse(generic.data).success).toBe(true);
    expect(productRowsOf(db.wallet, UID, 'c2cBorrow').get('usdt')?.available.eq(new Decimal(801))).toBe(true);
  });
});

describe('dx-point transfer (custody)', () => {
  it('moves points to another user with one point-transfer entry each', async () => {
    const receipt = dataOf(await submitPointTransfer({ fromUid: UID, toUid: String(SEED_UIDS.ordinary), amount: '20.5' }));
    expect(productRowsOf(db.wallet, UID, 'point').get('point')?.available.toFixed()).toBe('100');
    expect(productRowsOf(db.wallet, SEED_UIDS.ordinary, 'point').get('point')?.available.toFixed()).toBe('141');
    const mine = ledgerOf(db.ledger, UID).filter((entry) => entry.type === 'point-transfer');
    const theirs = ledgerOf(db.ledger, SEED_UIDS.ordinary).filter((entry) => entry.type === 'point-transfer');
    expect(mine.map((entry) => [entry.account, entry.amount.toFixed(), entry.ref])).toEqual([['point', '-20.5', receipt.id]]);
    expect(theirs.map((entry) => [entry.account, entry.amount.toFixed(), entry.ref])).toEqual([['point', '20.5', receipt.id]]);
  });

  it('refuses more than the balance, an unknown user, and a sub-account sending anywhere but its parent', async () => {
    expect(await submitPointTransfer({ fromUid: UID, toUid: String(SEED_UIDS.ordinary), amount: '500' })).toMatchObject({ success: false, code: 'point-balance-insufficient' });
    expect(await submitPointTransfer({ fromUid: UID, toUid: '99999999', amount: '1' })).toMatchObject({ success: false, code: 'point-user-not-found', message: '收款用户不存在' });
    login(SEED_UIDS.subAccount);
    expect(await submitPointTransfer({ fromUid: SEED_UIDS.subAccount, toUid: String(UID), amount: '1' })).toMatchObject({ success: false, code: 'point-sub-user-parent-only' });
    dataOf(await submitPointTransfer({ fromUid: SEED_UIDS.subAccount, toUid: String(SEED_UIDS.ordinary), amount: '1' }));
  });
});
