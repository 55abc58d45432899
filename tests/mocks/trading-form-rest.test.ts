// The order form's calls on the mock over the real server: algo (计划委托) placements wait as
// pre-submitted with the operator of the current price and fill or rest once triggered; orders
// on the margin, super-margin and borrow accounts freeze and fill on that account; the fee
// info, the symbol fee (a free pair included) and a sub-user's margin authority.

import { Decimal } from 'decimal.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import { db } from '@/mocks/db';
import { matchOpenOrders, simulationMarketView, type MarketView } from '@/mocks/feeds/matching';
import { marketSimulation } from '@/mocks/feeds/market-simulation';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, proCall, proTokenFor } from './support';
import * as proForm from '@/lib/contracts/pro/form';
import * as proTrading from '@/lib/contracts/pro/trading';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

type Body = Record<string, unknown> & { status?: string; code?: number; data: unknown };

function proToken(uid: number = SEED_UIDS.ordinary): Promise<string> {
  return proTokenFor(server, uid);
}

async function pro(token: string | undefined, path: string, body?: unknown): Promise<Body> {
  const { status, json } = await proCall<Body>(server, token, path, body);
  expect(status).toBe(200);
  return json;
}

async function accountId(token: string, type: string): Promise<number> {
  const accounts = (await pro(token, proTrading.accounts.path())).data as Array<{ id: number; type: string; subtype: string }>;
  const account = accounts.find((entry) => entry.type === type && (type === 'super-margin' || type === 'spot' || entry.subtype === 'btcusdt'));
  if (!account) throw new Error(`no ${type} account`);
  return account.id;
}

async function balance(token: string, id: number, currency: string): Promise<{ trade: string; frozen: string }> {
  const list = ((await pro(token, proTrading.accountBalance.path({ id: id }))).data as { list: Array<{ currency: string; type: string; balance: string }> }).list;
  const row = (type: string) => new Decimal(list.find((entry) => entry.currency === currency && entry.type === type)?.balance ?? '0').toFixed();
  return { trade: row('trade'), frozen: row('frozen') };
}

function lastPrice(): Decimal {
  return simulationMarketView(marketSimulation, Date.now()).lastPrice('btcusdt') as Decimal;
}

function price(factor: string): string {
  return lastPrice().times(factor).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

async function openOrder(token: string, id: string): Promise<Record<string, unknown>> {
  return (await pro(token, proTrading.order.path({ id: id }))).data as Record<string, unknown>;
}

/** The real market, but the last price moved to `at` (the stop crossing on demand). */
function marketAt(at: Decimal): MarketView {
  const real = simulationMarketView(marketSimulation, Date.now());
  return { lastPrice: () => at, book: (symbol) => real.book(symbol) };
}

describe('algo orders', () => {
  it('waits as pre-submitted with the operator of the current price, then rests as a limit order once triggered', async () => {
    const token = await proToken();
    const spot = await accountId(token, 'spot');
    const stop = price('1.1');
    const limit = price('0.5');
    const answer = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(spot),
      symbol: 'btcusdt',
      orderPrice: limit,
      orderSide: 'buy',
      orderType: 'limit',
      stopPrice: stop,
      source: 'web',
      orderSize: '0.01',
    });
    expect(answer.status).toBe('ok');
    const id = answer.data as string;
    expect(await openOrder(token, id)).toMatchObject({ state: 'pre-submitted', type: 'buy-limit', operator: 'gte', 'stop-price': new Decimal(stop).toFixed(18) });
    const open = (await pro(token, `${proTrading.openOrders.path()}?account-id=${spot}&symbol=btcusdt`)).data as Array<Record<string, unknown>>;
    expect(open.map((order) => [String(order.id), order.state, order.operator])).toEqual([[id, 'pre-submitted', 'gte']]);
    // The value is frozen at placement.
    expect(await balance(token, spot, 'usdt')).toEqual({ trade: new Decimal(10000).minus(new Decimal(limit).times('0.01')).toFixed(), frozen: new Decimal(limit).times('0.01').toFixed() });

    matchOpenOrders(db.trading, marketAt(new Decimal(stop).plus(1)), Date.now());
    // Triggered: a limit order far below the market rests.
    expect(await openOrder(token, id)).toMatchObject({ state: 'submitted' });
    expect((await pro(token, proTrading.cancelOrder.path({ id: id }), {})).status).toBe('ok');
    expect(await balance(token, spot, 'usdt')).toEqual({ trade: '10000', frozen: '0' });
  });

  it('places a market order once triggered, which fills against the book', async () => {
    const token = await proToken();
    const spot = await accountId(token, 'spot');
    const stop = price('0.9');
    const answer = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(spot),
      symbol: 'btcusdt',
      orderPrice: null,
      orderSide: 'buy',
      orderType: 'market',
      stopPrice: stop,
      source: 'web',
      orderValue: '100',
    });
    const id = answer.data as string;
    // Not filled at placement: it waits for the price to fall to the stop.
    expect(await openOrder(token, id)).toMatchObject({ state: 'pre-submitted', type: 'buy-market', operator: 'lte' });
    expect(await balance(token, spot, 'usdt')).toEqual({ trade: '9900', frozen: '100' });

    matchOpenOrders(db.trading, marketAt(new Decimal(stop).minus(1)), Date.now());
    const done = await openOrder(token, id);
    expect(done.state).toBe('filled');
    expect(new Decimal(done['field-amount'] as string).gt(0)).toBe(true);
    expect(new Decimal((await balance(token, spot, 'btc')).trade).gt(1)).toBe(true);
  });

  it('refuses a bad trigger price and leaves the band to the triggered order', async () => {
    const token = await proToken();
    const spot = await accountId(token, 'spot');
    const bad = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(spot), symbol: 'btcusdt', orderPrice: price('0.5'), orderSide: 'buy', orderType: 'limit', stopPrice: '-1', source: 'web', orderSize: '0.01',
    });
    expect(bad).toMatchObject({ status: 'error', 'err-code': 'order-invalid-price' });
    const precision = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(spot), symbol: 'btcusdt', orderPrice: price('0.5'), orderSide: 'buy', orderType: 'limit', stopPrice: '1.123', source: 'web', orderSize: '0.01',
    });
    expect(precision).toMatchObject({ status: 'error', 'err-code': 'order-orderprice-precision-error' });
    // A plain limit buy above the market's band is refused; as an algo order it waits.
    const high = price('1.5');
    const plain = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(spot), symbol: 'btcusdt', orderPrice: high, orderSide: 'buy', orderType: 'limit', stopPrice: null, source: 'web', orderSize: '0.001',
    });
    expect(plain).toMatchObject({ status: 'error', 'err-code': 'order-limitorder-price-max-error' });
    const algo = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(spot), symbol: 'btcusdt', orderPrice: high, orderSide: 'buy', orderType: 'limit', stopPrice: price('1.2'), source: 'web', orderSize: '0.001',
    });
    expect(algo.status).toBe('ok');
  });
});

describe('margin, cross-margin and c2c-margin accounts', () => {
  it.each([
    ['margin', '5000'],
    ['super-margin', '1000'],
    ['borrow', '1000'],
  ])('places, freezes and cancels on the %s account', async (type, seeded) => {
    const token = await proToken(10011);
    const id = await accountId(token, type);
    const limit = price('0.9');
    const answer = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(id), symbol: 'btcusdt', orderPrice: limit, orderSide: 'buy', orderType: 'limit', stopPrice: null, source: 'web', orderSize: '0.001',
    });
    expect(answer.status).toBe('ok');
    const frozen = new Decimal(limit).times('0.001');
    expect(await balance(token, id, 'usdt')).toEqual({ trade: new Decimal(seeded).minus(frozen).toFixed(), frozen: frozen.toFixed() });
    expect(await openOrder(token, answer.data as string)).toMatchObject({ 'account-id': id, state: 'submitted' });
    await pro(token, proTrading.cancelOrder.path({ id: answer.data as string }), {});
    expect(await balance(token, id, 'usdt')).toEqual({ trade: seeded, frozen: '0' });
  });

  it('fills a market buy on the borrow account', async () => {
    const token = await proToken(10011);
    const id = await accountId(token, 'borrow');
    const answer = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(id), symbol: 'btcusdt', orderPrice: null, orderSide: 'buy', orderType: 'market', stopPrice: null, source: 'web', orderValue: '50',
    });
    expect((await openOrder(token, answer.data as string)).state).toBe('filled');
    expect(new Decimal((await balance(token, id, 'btc')).trade).gt(0)).toBe(true);
  });

  it('refuses the borrow account for another pair', async () => {
    const token = await proToken(10011);
    const id = await accountId(token, 'borrow');
    const answer = await pro(token, proTrading.placeOrder.path(), {
      accountId: String(id), symbol: 'ethusdt', orderPrice: '100', orderSide: 'buy', orderType: 'limit', stopPrice: null, source: 'web', orderSize: '0.1',
    });
    expect(answer).toMatchObject({ status: 'error', 'err-code': 'account-account-id-inexistent' });
  });
});

describe('fees', () => {
  it('answers the user fee info and the pair rates, the HT pair free', async () => {
    const token = await proToken();
    expect(await pro(token, proForm.userFeeInfo.path())).toEqual({
      status: 'ok',
      data: {
        'step-rate-type': 'normal',
        'point-switch': 1,
        'deduction-switch': 1,
        currency: 'ht',
        'maker-fee-rate': '0.002',
        'taker-fee-rate': '0.002',
        'maker-deduction': '0.0016',
        'taker-deduction': '0.0016',
        level: 0,
      },
    });
    expect(await pro(token, `${proForm.symbolFee.path()}?symbols=btcusdt,htusdt`)).toEqual({
      code: 200,
      success: true,
      data: [
        { symbol: 'btcusdt', makerFeeRate: '0.002', takerFeeRate: '0.002' },
        { symbol: 'htusdt', makerFeeRate: '0', takerFeeRate: '0' },
      ],
    });
    expect(await pro(token, proForm.symbolFee.path())).toMatchObject({ code: 2002, success: false });
  });

  it('requires the pro token', async () => {
    expect(await pro(undefined, proForm.userFeeInfo.path())).toMatchObject({ status: 'error', 'err-code': 'login-required' });
    expect(await pro(undefined, `${proForm.symbolFee.path()}?symbols=btcusdt`)).toMatchObject({ success: false });
  });
});

describe('sub-user authority', () => {
  it('is open for both margin types for the margin sub-user and none for the other', async () => {
    const margin = await proToken(SEED_UIDS.subAccountMargin);
    const plain = await proToken(SEED_UIDS.subAccount);
    for (const type of ['margin', 'super-margin']) {
      expect(await pro(margin, `${proForm.subUserAuthority.path()}?type=${type}`)).toEqual({ status: 'ok', data: { type, authority: 'open' } });
      expect(await pro(plain, `${proForm.subUserAuthority.path()}?type=${type}`)).toEqual({ status: 'ok', data: { type, authority: null } });
    }
    expect(await pro(margin, `${proForm.subUserAuthority.path()}?type=otc`)).toMatchObject({ status: 'error', 'err-code': 'invalid-parameter' });
    expect(await pro(undefined, `${proForm.subUserAuthority.path()}?type=margin`)).toMatchObject({ 'err-code': 'login-required' });
  });
});
