// Spot trading REST of the pro family over the real server: accounts, balances, placing
// (both payload forms), each error code, freezing and unfreezing, fills with fees, cancels,
// open orders, history, detail, match results, and the trading control API.

import { Decimal } from 'decimal.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import { accountIdOf } from '@/mocks/db/trading';
import { simulationMarketView } from '@/mocks/feeds/matching';
import { marketSimulation } from '@/mocks/feeds/market-simulation';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, proCall, proTokenFor } from './support';
import * as proTrading from '@/lib/contracts/pro/trading';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

type Body = Record<string, unknown> & { status: string; data: unknown };
interface BalanceRow {
  currency: string;
  type: 'trade' | 'frozen';
  balance: string;
  'seq-num': string;
}
type OrderRecord = Record<string, unknown> & { id: number; state: string };

function proToken(uid: number = SEED_UIDS.ordinary): Promise<string> {
  return proTokenFor(server, uid);
}

async function pro(token: string | undefined, path: string, body?: unknown): Promise<Body> {
  const { status, json } = await proCall<Body>(server, token, path, body);
  expect(status).toBe(200);
  return json;
}

async function spotAccountId(token: string): Promise<number> {
  const accounts = (await pro(token, proTrading.accounts.path())).data as Array<{ id: number; type: string }>;
  return (accounts.find((account) => account.type === 'spot') as { id: number }).id;
}

async function balances(token: string, accountId: number): Promise<Record<string, { trade: Decimal; frozen: Decimal }>> {
  const list = ((await pro(token, proTrading.accountBalance.path({ id: accountId }))).data as { list: BalanceRow[] }).list;
  const result: Record<string, { trade: Decimal; frozen: Decimal }> = {};
  for (const row of list) {
    result[row.currency] ??= { trade: new Decimal(0), frozen: new Decimal(0) };
    (result[row.currency] as { trade: Decimal; frozen: Decimal })[row.type] = new Decimal(row.balance);
  }
  return result;
}

function lastPrice(symbol: string): Decimal {
  return simulationMarketView(marketSimulation, Date.now()).lastPrice(symbol) as Decimal;
}

/** A buy price well below the market (rests on the book for the whole test). */
function restingBuyPrice(): string {
  return lastPrice('btcusdt').times('0.9').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

async function placeLimitBuy(token: string, accountId: number, price: string, size = '0.01'): Promise<string> {
  const answer = await pro(token, proTrading.placeOrder.path(), {
    accountId,
    symbol: 'btcusdt',
    orderPrice: price,
    orderSide: 'buy',
    orderType: 'limit',
    orderSize: size,
    source: 'web',
  });
  expect(answer).toEqual({ status: 'ok', data: expect.stringMatching(/^\d+$/) });
  return answer.data as string;
}

describe('accounts and balances', () => {
  it('requires the pro token', async () => {
    for (const path of [proTrading.accounts.path(), proTrading.openOrders.path(), `${proTrading.orderHistory.path()}?states=filled`]) {
      expect(await pro(undefined, path)).toMatchObject({ status: 'error', 'err-code': 'login-required' });
    }
    expect(await pro('nope', proTrading.placeOrder.path(), {})).toMatchObject({ status: 'error', 'err-code': 'login-required' });
  });

  it('lists the seeded accounts and their trade and frozen rows with seq-num', async () => {
    const token = await proToken();
    const accounts = (await pro(token, proTrading.accounts.path())).data as Array<Record<string, unknown>>;
    expect(accounts.map((account) => [account.type, account.subtype, account.state])).toEqual([
      ['spot', '', 'working'],
      ['margin', 'btcusdt', 'working'],
      ['margin', 'ethusdt', 'working'],
      ['super-margin', '', 'working'],
      ['borrow', 'btcusdt', 'working'],
    ]);
    const spot = accounts[0] as { id: number };
    const answer = (await pro(token, proTrading.accountBalance.path({ id: spot.id }))).data as { id: number; type: string; state: string; list: BalanceRow[] };
    expect(answer).toMatchObject({ id: spot.id, type: 'spot', state: 'working' });
    expect(answer.list).toContainEqual({ currency: 'usdt', type: 'trade', balance: '10000.000000000000000000', debt: 'invalid', available: 'invalid', 'seq-num': '0' });
    expect(answer.list).toContainEqual(expect.objectContaining({ currency: 'btc', type: 'frozen', balance: '0.000000000000000000' }));
  });

  it('gives the sub-account smaller balances, other users empty ones, and nobody another user\'s account', async () => {
    const sub = await proToken(SEED_UIDS.subAccount);
    const subBalances = await balances(sub, await spotAccountId(sub));
    expect(subBalances.usdt?.trade.toFixed()).toBe('500');
    // The disabled user holds wallet balances (mocks/db/wallet.ts); the phone-only user does not.
    const other = await proToken(SEED_UIDS.phoneOnly);
    const empty = await balances(other, await spotAccountId(other));
    expect(Object.values(empty).every((row) => row.trade.isZero() && row.frozen.isZero())).toBe(true);
    expect(await pro(other, proTrading.accountBalance.path({ id: await spotAccountId(sub) }))).toMatchObject({
      status: 'error',
      'err-code': 'account-account-id-inexistent',
    });
  });
});

describe('placing and canceling', () => {
  it('freezes the quote of a buy limit, lists it as open and unfreezes it on cancel', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const price = restingBuyPrice();
    const id = await placeLimitBuy(token, accountId, price, '0.01');
    const locked = new Decimal(price).times('0.01');
    const after = await balances(token, accountId);
    expect(after.usdt?.frozen.toFixed()).toBe(locked.toFixed());
    expect(after.usdt?.trade.toFixed()).toBe(new Decimal(10000).minus(locked).toFixed());

    const open = (await pro(token, `${proTrading.openOrders.path()}?account-id=${accountId}&symbol=btcusdt`)).data as OrderRecord[];
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      id: Number(id),
      symbol: 'btcusdt',
      'account-id': accountId,
      type: 'buy-limit',
      state: 'submitted',
      source: 'web',
      'filled-amount': '0.000000000000000000',
      'filled-cash-amount': '0.000000000000000000',
      'filled-fees': '0.000000000000000000',
    });

    expect(await pro(token, proTrading.cancelOrder.path({ id: id }), {})).toEqual({ status: 'ok', data: id });
    const restored = await balances(token, accountId);
    expect(restored.usdt?.trade.toFixed()).toBe('10000');
    expect(restored.usdt?.frozen.toFixed()).toBe('0');
    const detail = (await pro(token, proTrading.order.path({ id: id }))).data as OrderRecord;
    expect(detail).toMatchObject({ state: 'canceled', 'field-amount': '0.000000000000000000', 'finished-at': expect.any(Number) });
    expect(detail['canceled-at']).toBeGreaterThan(0);

    expect(await pro(token, proTrading.cancelOrder.path({ id: id }), {})).toEqual({
      status: 'error',
      'err-code': 'order-orderstate-error',
      'err-msg': 'Incorrect order state',
      'order-state': 7,
      data: null,
    });
  });

  it('accepts the real payload form and freezes the base of a sell', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const price = lastPrice('btcusdt').times('1.05').toDecimalPlaces(2).toFixed(2);
    const answer = await pro(token, proTrading.placeOrder.path(), { 'account-id': String(accountId), symbol: 'btcusdt', type: 'sell-limit', amount: '0.25', price });
    expect(answer.status).toBe('ok');
    const after = await balances(token, accountId);
    expect([after.btc?.trade.toFixed(), after.btc?.frozen.toFixed()]).toEqual(['0.75', '0.25']);
    expect((await pro(token, proTrading.order.path({ id: answer.data as string }))).data).toMatchObject({ type: 'sell-limit', source: 'spot-api' });
  });

  it('answers each broken rule with the real error code', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const price = restingBuyPrice();
    const base = { accountId, symbol: 'btcusdt', orderSide: 'buy', orderType: 'limit', orderPrice: price, orderSize: '0.01', source: 'web' };
    const cases: Array<[Record<string, unknown>, string, RegExp | string]> = [
      [{ orderSize: '0.00001' }, 'order-limitorder-amount-min-error', /^limit order amount error, min: `[\d.]+`$/],
      [{ orderPrice: '1', orderSize: '1' }, 'order-value-min-error', 'Order total cannot be lower than: 5 USDT'],
      [{ orderPrice: `${price}1` }, 'order-orderprice-precision-error', 'order price precision error, scale: `2`'],
      [{ orderSize: '0.0100001' }, 'order-orderamount-precision-error', 'order amount precision error, scale: `6`'],
      [{ orderSize: '1' }, 'account-frozen-balance-insufficient-error', 'trade account balance is not enough, left: `10000`'],
      [{ orderPrice: '0' }, 'order-invalid-price', 'invalid price'],
      [{ orderPrice: 'abc' }, 'order-invalid-price', 'invalid price'],
      [{ symbol: 'xmrusdt' }, 'base-symbol-trade-disabled', 'The symbol is disabled for trading'],
      [{ symbol: 'zecusdt' }, 'base-symbol-trade-disabled', 'The symbol is disabled for trading'],
      [{ symbol: 'nopeusdt' }, 'base-symbol-error', 'The symbol is invalid'],
      [{ orderType: 'ioc' }, 'order-type-invalid', 'order type invalid'],
      [{ orderSize: undefined }, 'validation-constraints-required', 'Field is missing: orderSize'],
      [{ accountId: accountIdOf(SEED_UIDS.subAccount, 0) }, 'account-account-id-inexistent', 'The account id does not exist'],
      [{ orderPrice: lastPrice('btcusdt').times(2).toFixed(2) }, 'order-limitorder-price-max-error', /^limit order price error, max: `[\d.]+`$/],
      [{ orderType: 'market', orderValue: '1', orderPrice: undefined }, 'order-value-min-error', 'Order total cannot be lower than: 5 USDT'],
    ];
    for (const [patch, code, message] of cases) {
      const answer = await pro(token, proTrading.placeOrder.path(), { ...base, ...patch });
      expect(answer, code).toMatchObject({ status: 'error', 'err-code': code, 'err-msg': expect.stringMatching(message) });
    }
    // Nothing was locked by the failures.
    expect((await balances(token, accountId)).usdt?.frozen.toFixed()).toBe('0');
  });

  it('rejects a margin account for another pair and the user of someone else\'s account', async () => {
    const token = await proToken();
    const accounts = (await pro(token, proTrading.accounts.path())).data as Array<{ id: number; subtype: string }>;
    const ethMargin = accounts.find((account) => account.subtype === 'ethusdt') as { id: number };
    const answer = await pro(token, proTrading.placeOrder.path(), { 'account-id': ethMargin.id, symbol: 'btcusdt', type: 'buy-limit', amount: '0.01', price: restingBuyPrice() });
    expect(answer).toMatchObject({ status: 'error', 'err-code': 'account-account-id-inexistent' });
  });

  it('fills a market buy at once against the book, charging the taker fee in the base', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const answer = await pro(token, proTrading.placeOrder.path(), { accountId, symbol: 'btcusdt', orderSide: 'buy', orderType: 'market', orderValue: '9000', source: 'web' });
    const id = answer.data as string;
    const order = (await pro(token, proTrading.order.path({ id: id }))).data as Record<string, string>;
    expect(order.state).toBe('filled');
    const filled = new Decimal(order['field-amount'] as string);
    const cash = new Decimal(order['field-cash-amount'] as string);
    expect(filled.gt(0)).toBe(true);
    expect(cash.lte(9000)).toBe(true);
    expect(new Decimal(order['field-fees'] as string).toFixed()).toBe(filled.times('0.002').toFixed());

    const matches = (await pro(token, proTrading.orderMatchResults.path({ id: id }))).data as Array<Record<string, string>>;
    const prices = matches.map((match) => new Decimal(match.price as string));
    // Walks the asks upwards, each level once.
    expect(prices.every((price, index) => index === 0 || price.gt(prices[index - 1] as Decimal))).toBe(true);
    expect(matches.every((match) => match.role === 'taker' && match['fee-currency'] === 'btc')).toBe(true);
    expect(matches.reduce((sum, match) => sum.plus(match['filled-amount'] as string), new Decimal(0)).toFixed()).toBe(filled.toFixed());

    const after = await balances(token, accountId);
    expect(after.usdt?.trade.toFixed()).toBe(new Decimal(10000).minus(cash).toFixed());
    expect(after.usdt?.frozen.toFixed()).toBe('0');
    expect(after.btc?.trade.toFixed()).toBe(filled.times('0.998').plus(1).toFixed());
  });

  it('fills a sell market into the bids and credits the quote less the fee', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const id = (await pro(token, proTrading.placeOrder.path(), { 'account-id': accountId, symbol: 'btcusdt', type: 'sell-market', amount: '0.001' })).data as string;
    const order = (await pro(token, proTrading.order.path({ id: id }))).data as Record<string, string>;
    expect(order).toMatchObject({ state: 'filled', 'field-amount': '0.001000000000000000' });
    const cash = new Decimal(order['field-cash-amount'] as string);
    const after = await balances(token, accountId);
    expect(after.usdt?.trade.toFixed()).toBe(cash.times('0.998').plus(10000).toFixed());
    expect(after.btc?.trade.toFixed()).toBe('0.999');
  });
});

describe('fills through the control API, history and batch cancel', () => {
  it('fills part of a limit order at its price, then cancels the rest as partial-canceled', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const price = restingBuyPrice();
    const id = await placeLimitBuy(token, accountId, price, '0.02');

    const fill = await control<{ order: Record<string, string> }>(server, 'POST', '/trading/fill', { orderId: id, amount: '0.005' });
    expect(fill.status).toBe(200);
    expect(fill.json.order).toMatchObject({ state: 'partial-filled', 'field-amount': '0.005000000000000000' });
    const open = (await pro(token, `${proTrading.openOrders.path()}?symbol=btcusdt`)).data as OrderRecord[];
    expect(open[0]).toMatchObject({ state: 'partial-filled', 'filled-amount': '0.005000000000000000', 'filled-fees': '0.000010000000000000' });

    const mid = await balances(token, accountId);
    expect(mid.btc?.trade.toFixed()).toBe('1.00499');
    expect(mid.usdt?.frozen.toFixed()).toBe(new Decimal(price).times('0.015').toFixed());

    await pro(token, proTrading.cancelOrder.path({ id: id }), {});
    const detail = (await pro(token, proTrading.order.path({ id: id }))).data as OrderRecord;
    expect(detail.state).toBe('partial-canceled');
    const after = await balances(token, accountId);
    expect(after.usdt?.frozen.toFixed()).toBe('0');
    expect(after.usdt?.trade.toFixed()).toBe(new Decimal(10000).minus(new Decimal(price).times('0.005')).toFixed());
    expect(await pro(token, proTrading.cancelOrder.path({ id: id }), {})).toMatchObject({ 'err-code': 'order-orderstate-error', 'order-state': 5 });
  });

  it('refuses control fills of unknown, finished or too large orders', async () => {
    const token = await proToken();
    const id = await placeLimitBuy(token, await spotAccountId(token), restingBuyPrice(), '0.01');
    expect((await control(server, 'POST', '/trading/fill', { orderId: 1 })).status).toBe(404);
    expect((await control(server, 'POST', '/trading/fill', { orderId: id, amount: '0.5' })).status).toBe(400);
    expect((await control(server, 'POST', '/trading/fill', { orderId: id })).status).toBe(200);
    expect((await control(server, 'POST', '/trading/fill', { orderId: id })).status).toBe(409);
  });

  it('pages the history by from and direct, older orders with next and newer with prev', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const placed: string[] = [];
    for (let n = 0; n < 5; n += 1) placed.push(await placeLimitBuy(token, accountId, restingBuyPrice()));
    const newestFirst = [...placed].reverse();
    const page = async (query: string) =>
      ((await pro(token, `${proTrading.orderHistory.path()}?symbol=btcusdt&states=submitted&size=2${query}`)).data as OrderRecord[]).map((order) => String(order.id));
    expect(await page('')).toEqual(newestFirst.slice(0, 2));
    expect(await page(`&from=${newestFirst[1]}&direct=next`)).toEqual(newestFirst.slice(2, 4));
    expect(await page(`&from=${newestFirst[3]}&direct=next`)).toEqual(newestFirst.slice(4, 5));
    expect(await page(`&from=${newestFirst[3]}&direct=prev`)).toEqual(newestFirst.slice(1, 3));
  });

  it('lists history with field-* keys filtered by states and types, and the user\'s orders for the control API', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    const filled = await placeLimitBuy(token, accountId, restingBuyPrice());
    await control(server, 'POST', '/trading/fill', { orderId: filled });
    const resting = await placeLimitBuy(token, accountId, restingBuyPrice());

    const history = (await pro(token, `${proTrading.orderHistory.path()}?symbol=btcusdt&states=filled,canceled&types=buy-limit`)).data as OrderRecord[];
    expect(history.map((order) => String(order.id))).toEqual([filled]);
    expect(history[0]).toHaveProperty('field-cash-amount');
    expect(history[0]).not.toHaveProperty('filled-amount');
    const all = (await pro(token, `${proTrading.orderHistory.path()}?symbol=btcusdt&states=submitted,filled`)).data as OrderRecord[];
    expect(all.map((order) => String(order.id))).toEqual([resting, filled]);

    const listed = await control<{ orders: OrderRecord[] }>(server, 'GET', `/trading/orders?uid=${SEED_UIDS.ordinary}`);
    expect(listed.json.orders.map((order) => String(order.id))).toEqual([resting, filled]);
    expect((await control(server, 'GET', '/trading/orders')).status).toBe(400);
  });

  it('batch-cancels the open orders matching symbol, side and types', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    await placeLimitBuy(token, accountId, restingBuyPrice());
    await placeLimitBuy(token, accountId, restingBuyPrice());
    const sellPrice = lastPrice('btcusdt').times('1.05').toDecimalPlaces(2).toFixed(2);
    await pro(token, proTrading.placeOrder.path(), { 'account-id': accountId, symbol: 'btcusdt', type: 'sell-limit', amount: '0.01', price: sellPrice });

    const buys = await pro(token, proTrading.cancelAllOrders.path(), { 'account-id': String(accountId), symbol: 'btcusdt', side: 'buy' });
    expect(buys).toEqual({ status: 'ok', data: { 'success-count': 2, 'failed-count': 0, 'next-id': -1 } });
    const rest = (await pro(token, proTrading.openOrders.path())).data as OrderRecord[];
    expect(rest.map((order) => order.type)).toEqual(['sell-limit']);
    expect(await pro(token, proTrading.cancelAllOrders.path(), { types: 'buy-limit' })).toMatchObject({ data: { 'success-count': 0 } });
    expect(await pro(token, proTrading.cancelAllOrders.path(), {})).toMatchObject({ data: { 'success-count': 1 } });
    expect((await balances(token, accountId)).btc?.frozen.toFixed()).toBe('0');
  });

  it('makes the next placements fail on demand, delays order calls, and reset restores everything', async () => {
    const token = await proToken();
    const accountId = await spotAccountId(token);
    expect((await control(server, 'POST', '/trading/reject', { code: 'order-disabled', message: 'order disabled', times: 2 })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect(await pro(token, proTrading.placeOrder.path(), {})).toMatchObject({ status: 'error', 'err-code': 'order-disabled', 'err-msg': 'order disabled' });
    }
    const id = await placeLimitBuy(token, accountId, restingBuyPrice());

    await control(server, 'POST', '/trading/latency', { ms: 150 });
    const started = Date.now();
    await pro(token, proTrading.order.path({ id: id }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await control(server, 'POST', '/trading/latency', { ms: -1 })).status).toBe(400);

    await control(server, 'POST', '/trading/reject', { code: 'order-disabled', message: 'order disabled' });
    await control(server, 'POST', '/reset');
    const fresh = await proToken();
    const quick = Date.now();
    expect((await pro(fresh, proTrading.openOrders.path())).data).toEqual([]);
    expect(Date.now() - quick).toBeLessThan(140);
    expect((await balances(fresh, accountId)).usdt?.trade.toFixed()).toBe('10000');
    await placeLimitBuy(fresh, accountId, restingBuyPrice());
  });
});
