// The cancel-all of the mock: the algo variant (isAlgo) takes only the trigger orders still
// waiting for their stop price, the plain call leaves those alone; the history honours its
// start and end times.

import { Decimal } from 'decimal.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, SEED_UIDS } from '@/mocks/db';
import { simulationMarketView } from '@/mocks/feeds/matching';
import { marketSimulation } from '@/mocks/feeds/market-simulation';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, proCall, proTokenFor } from '../support';
import * as proTrading from '@/lib/contracts/pro/trading';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

type Body = Record<string, unknown> & { status: string; data: unknown };
type OrderRecord = Record<string, unknown> & { id: number; state: string; type: string };

function proToken(uid: number = SEED_UIDS.ordinary): Promise<string> {
  return proTokenFor(server, uid);
}

async function pro(token: string, path: string, body?: unknown): Promise<Body> {
  return (await proCall<Body>(server, token, path, body)).json;
}

async function spotAccountId(token: string): Promise<number> {
  const accounts = (await pro(token, proTrading.accounts.path())).data as Array<{ id: number; type: string }>;
  return (accounts.find((account) => account.type === 'spot') as { id: number }).id;
}

function priceAt(factor: string): string {
  const last = simulationMarketView(marketSimulation, Date.now()).lastPrice('btcusdt') as Decimal;
  return last.times(factor).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

async function place(token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await pro(token, proTrading.placeOrder.path(), { symbol: 'btcusdt', source: 'web', orderSize: '0.01', ...body });
  expect(answer).toMatchObject({ status: 'ok' });
  return answer.data as string;
}

async function openTypes(token: string): Promise<string[]> {
  return ((await pro(token, `${proTrading.openOrders.path()}?symbol=btcusdt`)).data as OrderRecord[]).map((order) => `${order.type}:${order.state}`).sort();
}

describe('batchCancelOpenOrders with isAlgo', () => {
  it('cancels only the waiting algo orders with isAlgo, and everything else (stop-limit included) without it', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    await place(token, { accountId, orderSide: 'buy', orderType: 'limit', orderPrice: priceAt('0.9') });
    // Algo (计划委托) orders: a limit buy and a limit sell with triggers far from the market wait as pre-submitted.
    await place(token, { accountId, orderSide: 'buy', orderType: 'limit', orderPrice: priceAt('1.5'), stopPrice: priceAt('1.5') });
    await place(token, { accountId, orderSide: 'sell', orderType: 'limit', orderPrice: priceAt('0.5'), stopPrice: priceAt('0.5') });
    // A stop-limit (止盈止损) waits too, but is an ordinary order.
    await place(token, { accountId, orderSide: 'buy', orderType: 'stop-limit', orderPrice: priceAt('1.5'), stopPrice: priceAt('1.5') });
    expect(await openTypes(token)).toEqual(['buy-limit:pre-submitted', 'buy-limit:submitted', 'buy-stop-limit:pre-submitted', 'sell-limit:pre-submitted']);

    const algoBuys = await pro(token, proTrading.cancelAllOrders.path(), { 'account-id': String(accountId), symbol: 'btcusdt', side: 'buy', isAlgo: true });
    expect(algoBuys).toMatchObject({ status: 'ok', data: { 'success-count': 1, 'failed-count': 0 } });
    expect(await openTypes(token)).toEqual(['buy-limit:submitted', 'buy-stop-limit:pre-submitted', 'sell-limit:pre-submitted']);

    const plain = await pro(token, proTrading.cancelAllOrders.path(), { 'account-id': String(accountId), symbol: 'btcusdt' });
    expect(plain).toMatchObject({ data: { 'success-count': 2 } });
    expect(await openTypes(token)).toEqual(['sell-limit:pre-submitted']);

    expect(await pro(token, proTrading.cancelAllOrders.path(), { isAlgo: true })).toMatchObject({ data: { 'success-count': 1 } });
    expect(await openTypes(token)).toEqual([]);
    const history = (await pro(token, `${proTrading.orderHistory.path()}?symbol=btcusdt&states=canceled`)).data as OrderRecord[];
    expect(history).toHaveLength(4);
  });

  it('counts a triggered algo order as a placed one', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const id = await place(token, { accountId, orderSide: 'buy', orderType: 'limit', orderPrice: priceAt('0.8'), stopPrice: priceAt('1.5') });
    const order = db.trading.orders.get(Number(id));
    if (order) order.state = 'submitted';
    expect(await pro(token, proTrading.cancelAllOrders.path(), { isAlgo: true })).toMatchObject({ data: { 'success-count': 0 } });
    expect(await pro(token, proTrading.cancelAllOrders.path(), {})).toMatchObject({ data: { 'success-count': 1 } });
  });
});

describe('order history time range', () => {
  it('lists only orders created between start-time and end-time', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const id = await place(token, { accountId, orderSide: 'buy', orderType: 'limit', orderPrice: priceAt('0.9') });
    const created = db.trading.orders.get(Number(id))?.createdAt ?? 0;
    const ids = async (query: string) => ((await pro(token, `${proTrading.orderHistory.path()}?symbol=btcusdt&states=submitted${query}`)).data as OrderRecord[]).map((order) => String(order.id));
    expect(await ids(`&start-time=${created}`)).toEqual([id]);
    expect(await ids(`&start-time=${created + 1}`)).toEqual([]);
    expect(await ids(`&start-time=${created - 10}&end-time=${created - 1}`)).toEqual([]);
    expect(await ids(`&end-time=${created}`)).toEqual([id]);
  });
});
