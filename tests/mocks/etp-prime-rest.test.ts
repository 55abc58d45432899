// ETP creation/redemption and prime launches over the real mock server: reference data, limits,
// balances moved, records, the exchange-limit failure control, PO/BID placement, results pending
// until settled, per-user status, set prime info, and reset.

import { Decimal } from 'decimal.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRADER_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, proCall, proTokenFor } from './support';
import * as proEtp from '@/lib/contracts/pro/etp';
import * as proPrime from '@/lib/contracts/pro/prime';
import * as proTrading from '@/lib/contracts/pro/trading';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const UID = TRADER_UIDS[0] as number;
const OTHER = TRADER_UIDS[1] as number;

type Envelope = { success?: boolean; code: number | string; message?: string; data: unknown };

function proToken(uid: number): Promise<string> {
  return proTokenFor(server, uid);
}

async function pro<T = unknown>(token: string | undefined, path: string, body?: unknown): Promise<Envelope & { data: T }> {
  return (await proCall<Envelope & { data: T }>(server, token, path, body)).json;
}

async function spot(token: string): Promise<Record<string, { trade: Decimal; frozen: Decimal }>> {
  const accounts = (await pro<Array<{ id: number; type: string }>>(token, proTrading.accounts.path())).data;
  const id = accounts.find((account) => account.type === 'spot')?.id;
  const list = (await pro<{ list: Array<{ currency: string; type: string; balance: string }> }>(token, proTrading.accountBalance.path({ id: id ?? 0 }))).data.list;
  const rows: Record<string, { trade: Decimal; frozen: Decimal }> = {};
  for (const row of list) {
    rows[row.currency] ??= { trade: new Decimal(0), frozen: new Decimal(0) };
    (rows[row.currency] as { trade: Decimal; frozen: Decimal })[row.type as 'trade' | 'frozen'] = new Decimal(row.balance);
  }
  return rows;
}

describe('ETP', () => {
  it('answers the reference data of an ETP by name or symbol', async () => {
    const byName = await pro(undefined, `${proEtp.etpReference.path()}?etpName=btc3l`);
    expect(byName).toMatchObject({ success: true, data: { etpName: 'btc3l', netValue: '16.35', leverage: '3', creationFeeRate: '0.002', currency: 'usdt' } });
    expect((await pro(undefined, `${proEtp.etpReference.path()}?etpName=btc3susdt`)).data).toMatchObject({ etpName: 'btc3s', netValue: '2.1' });
    expect(await pro(undefined, `${proEtp.etpReference.path()}?etpName=nope`)).toMatchObject({ success: false, code: 40001 });
  });

  it('needs a login for the limits and the trades', async () => {
    expect(await pro(undefined, `${proEtp.etpExchangeLimit.path()}?etpName=btc3l`)).toMatchObject({ status: 'error', 'err-code': 'login-required' });
    expect(await pro(undefined, proEtp.etpCreation.path(), { etpName: 'btc3l', value: '100', currency: 'usdt' })).toMatchObject({ 'err-code': 'login-required' });
  });

  it('creates: spends the quote, credits tokens at net value minus fee, records it, lowers the daily quota', async () => {
    const token = await proToken(UID);
    const placed = await pro<{ transactId: number }>(token, proEtp.etpCreation.path(), { etpName: 'btc3l', value: '100', currency: 'usdt' });
    expect(placed.success).toBe(true);
    const balances = await spot(token);
    expect(balances.usdt?.trade.toFixed()).toBe('9900');
    // fee 0.2; 99.8 / 16.35 = 6.1039…
    expect(balances.btc3l?.trade.toFixed()).toBe('6.1039');
    const list = await pro<Array<Record<string, unknown>>>(token, `${proEtp.etpTransactions.path()}?etpNames=btc3l`);
    expect(list.data).toEqual([
      expect.objectContaining({ transactId: placed.data.transactId, transactType: 'creation', transactAmount: '6.1039', transactValue: '100', transactFee: '0.2', transactStatus: 'completed' }),
    ]);
    const limit = await pro<Record<string, string>>(token, `${proEtp.etpExchangeLimit.path()}?etpName=btc3l`);
    expect(limit.data).toMatchObject({ minCreationValue: '10', maxCreationValue: '5000', dailyCreationRemaining: '49900', maxRedemptionAmount: '2000' });
    const position = await pro<unknown[]>(token, `${proEtp.etpPositionLimit.path()}?currency=btc3l`);
    expect(position.data).toEqual([{ currency: 'btc3l', maxHoldings: '100000', holdings: '6.1039' }]);
    // Another user sees none of it.
    expect((await pro<unknown[]>(await proToken(OTHER), proEtp.etpTransactions.path())).data).toEqual([]);
  });

  it('redeems: takes the tokens and pays the value minus the fee', async () => {
    const token = await proToken(UID);
    await pro(token, proEtp.etpCreation.path(), { etpName: 'btc3l', value: '100', currency: 'usdt' });
    const redeemed = await pro(token, proEtp.etpRedemption.path(), { etpName: 'btc3l', amount: '2', currency: 'usdt' });
    expect(redeemed.success).toBe(true);
    const balances = await spot(token);
    expect(balances.btc3l?.trade.toFixed()).toBe('4.1039');
    // 2 × 16.35 = 32.7, fee 0.0654 → 32.6346
    expect(balances.usdt?.trade.toFixed()).toBe('9932.6346');
    const list = await pro<Array<{ transactType: string }>>(token, proEtp.etpTransactions.path());
    expect(list.data.map((row) => row.transactType)).toEqual(['redemption', 'creation']);
  });

  it('refuses values outside the single limits and more than the balance, moving nothing', async () => {
    const token = await proToken(UID);
    expect(await pro(token, proEtp.etpCreation.path(), { etpName: 'btc3l', value: '5001', currency: 'usdt' })).toMatchObject({
      success: false,
      message: '单笔申购金额不能大于 5000 USDT',
    });
    expect((await pro(token, proEtp.etpCreation.path(), { etpName: 'btc3l', value: '9', currency: 'usdt' })).message).toBe('单笔申购金额不能小于 10 USDT');
    expect((await pro(token, proEtp.etpRedemption.path(), { etpName: 'btc3l', amount: '1', currency: 'usdt' })).message).toBe('可用余额不足');
    expect((await pro(token, proEtp.etpCreation.path(), { etpName: 'btc3l', value: 'x', currency: 'usdt' })).message).toBe('参数错误');
    expect((await spot(token)).usdt?.trade.toFixed()).toBe('10000');
  });

  it('fails a user’s exchange-limit calls the number of times the control API says', async () => {
    const token = await proToken(UID);
    expect((await control(server, 'POST', '/etp/limit-fail', { uid: UID, times: 2 })).status).toBe(200);
    expect(await pro(token, `${proEtp.etpExchangeLimit.path()}?etpName=btc3l`)).toMatchObject({ success: false, code: 50001 });
    expect((await pro(await proToken(OTHER), `${proEtp.etpExchangeLimit.path()}?etpName=btc3l`)).success).toBe(true);
    expect((await pro(token, `${proEtp.etpExchangeLimit.path()}?etpName=btc3l`)).success).toBe(false);
    expect((await pro(token, `${proEtp.etpExchangeLimit.path()}?etpName=btc3l`)).success).toBe(true);
  });

  it('lists rebalances', async () => {
    const list = await pro<Array<{ symbol: string }>>(undefined, `${proEtp.etpRebalance.path()}?symbol=btc3lusdt`);
    expect(list.data).toHaveLength(3);
    expect(list.data[0]?.symbol).toBe('btc3lusdt');
  });
});

describe('prime', () => {
  it('answers the launch info in the PO phase', async () => {
    const info = await pro(undefined, `${proPrime.primeInfo.path()}?symbol=nftusdt`);
    expect(info.data).toMatchObject({
      currency: 'nft',
      primeType: 'prime',
      status: { round: 1, state: 1, roundTradeType: 'limit', preRoundType: '' },
      rounds: [expect.objectContaining({ roundNum: 1, roundIssuePrice: '0.000003' }), expect.objectContaining({ roundNum: 2 })],
    });
  });

  it('places a PO at the issue price within the limit: frozen, pending, then settled by the control API', async () => {
    const token = await proToken(UID);
    expect((await pro(token, `${proPrime.primePoResult.path()}?symbol=nftusdt`)).data).toBeNull();
    expect((await pro(token, proPrime.primePlacePo.path(), { symbol: 'nftusdt', amount: '1000000', price: '0.000004' })).message).toBe('价格须为 0.000003');
    const placed = await pro(token, proPrime.primePlacePo.path(), { symbol: 'nftusdt', amount: '1000000', price: '0.000003' });
    expect(placed.success).toBe(true);
    expect((await spot(token)).usdt).toEqual({ trade: new Decimal('9997'), frozen: new Decimal('3') });
    expect((await pro(token, `${proPrime.primePoResult.path()}?symbol=nftusdt`)).data).toMatchObject({ state: 'pending', amount: '1000000', filledAmount: '0' });
    expect((await pro(token, `${proPrime.primeUserLimit.path()}?symbol=nftusdt`)).data).toEqual({ round: 1, maxAmount: '2000000', usedAmount: '1000000' });
    expect((await pro(token, proPrime.primePlacePo.path(), { symbol: 'nftusdt', amount: '1000001', price: '0.000003' })).message).toBe(
      '超出可申购额度 1000000 NFT',
    );
    expect((await control(server, 'POST', '/prime/settle', { symbol: 'nftusdt', uid: UID })).json).toMatchObject({ settled: 1 });
    expect((await pro(token, `${proPrime.primePoResult.path()}?symbol=nftusdt`)).data).toMatchObject({ state: 'settled', filledAmount: '1000000' });
    const balances = await spot(token);
    expect(balances.usdt).toEqual({ trade: new Decimal('9997'), frozen: new Decimal('0') });
    expect(balances.nft?.trade.toFixed()).toBe('1000000');
  });

  it('refuses a BID outside the lucky round; a per-user status opens it for that user only', async () => {
    const token = await proToken(UID);
    expect((await pro(token, proPrime.primePlaceBid.path(), { symbol: 'nftusdt', amount: '10' })).message).toBe('当前不在申购时间');
    await control(server, 'POST', '/prime/status', { symbol: 'nftusdt', uid: UID, round: 2, roundTradeType: 'lucky', preRoundType: 'limit' });
    expect((await pro(token, `${proPrime.primeInfo.path()}?symbol=nftusdt`)).data).toMatchObject({ status: { round: 2, roundTradeType: 'lucky' } });
    expect((await pro(await proToken(OTHER), `${proPrime.primeInfo.path()}?symbol=nftusdt`)).data).toMatchObject({ status: { round: 1, roundTradeType: 'limit' } });
    expect((await pro(token, proPrime.primePlaceBid.path(), { symbol: 'nftusdt', amount: '100' })).success).toBe(true);
    await control(server, 'POST', '/prime/settle', { symbol: 'nftusdt', uid: UID });
    expect((await pro(token, `${proPrime.primeBidResult.path()}?symbol=nftusdt`)).data).toMatchObject({ state: 'settled', amount: '100', filledAmount: '50' });
  });

  it('stores the prime info content and refuses content that is not the JSON it names', async () => {
    const token = await proToken(UID);
    const content = JSON.stringify({ fp: 'abc', uid: UID, ts: 1, device_source: 'web', isAlphaGo: false });
    expect((await pro(token, proPrime.primeSetInfo.path(), { symbol: 'nftusdt', content })).data).toBe(true);
    expect((await pro(token, proPrime.primeSetInfo.path(), { symbol: 'nftusdt', content: '{' })).success).toBe(false);
    expect((await pro(undefined, `${proPrime.primeFomo.path()}?symbol=nftusdt`)).data).toEqual({ symbol: 'nftusdt', participants: 0, totalAmount: '0' });
  });

  it('forgets orders and statuses on reset', async () => {
    const token = await proToken(UID);
    await pro(token, proPrime.primePlacePo.path(), { symbol: 'nftusdt', amount: '10', price: '0.000003' });
    await control(server, 'POST', '/prime/status', { symbol: 'nftusdt', state: 2 });
    await control(server, 'POST', '/reset');
    const fresh = await proToken(UID);
    expect((await pro(fresh, `${proPrime.primePoResult.path()}?symbol=nftusdt`)).data).toBeNull();
    expect((await pro(fresh, `${proPrime.primeInfo.path()}?symbol=nftusdt`)).data).toMatchObject({ status: { state: 1 } });
  });
});

describe('ETP and prime controls', () => {
  it('refuses bad bodies and unknown launches', async () => {
    expect((await control(server, 'POST', '/etp/limit-fail', { uid: UID })).status).toBe(400);
    expect((await control(server, 'POST', '/prime/status', { symbol: 'btcusdt', state: 2 })).status).toBe(404);
    expect((await control(server, 'POST', '/prime/status', { symbol: 'nftusdt', state: 3 })).status).toBe(400);
    expect((await control(server, 'POST', '/prime/settle', { symbol: 'nftusdt' })).status).toBe(400);
  });

  it('sets the status for everyone without a uid, and section 4 decides the phase', async () => {
    const token = await proToken(UID);
    await control(server, 'POST', '/prime/status', { symbol: 'nftusdt', state: 2 });
    expect((await pro(await proToken(OTHER), `${proPrime.primeInfo.path()}?symbol=nftusdt`)).data).toMatchObject({ status: { state: 2 } });
    expect((await pro(token, proPrime.primePlacePo.path(), { symbol: 'nftusdt', amount: '10', price: '0.000003' })).message).toBe('当前不在申购时间');
    // A limit round not started after a lucky one is still BID.
    await control(server, 'POST', '/prime/status', { symbol: 'nftusdt', round: 2, state: 0, roundTradeType: 'limit', preRoundType: 'lucky' });
    expect((await pro(token, proPrime.primePlaceBid.path(), { symbol: 'nftusdt', amount: '10' })).success).toBe(true);
  });
});

