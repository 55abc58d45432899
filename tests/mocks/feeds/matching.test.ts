// Matching against a market view the test controls: limit fills when the price reaches the
// order, partial fills up to the best level, stop triggers, market orders walking the book,
// and the balances and fees that follow.

import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import { accountsOf, createTradingState, listenTrading, type Order, type OrderEvent, type TradingState } from '@/mocks/db/trading';
import {
  executeMarketOrder,
  limitFillAmount,
  limitReached,
  matchOpenOrders,
  stopReached,
  walkBook,
  type MarketBook,
  type MarketView,
} from '@/mocks/feeds/matching';
import { isTradeError, type OrderRequest } from '@/mocks/trading/order-rules';
import { placeOrder } from '@/mocks/trading/orders';

const d = (value: string) => new Decimal(value);
const UID = SEED_UIDS.ordinary;

function book(asks: Array<[string, string]>, bids: Array<[string, string]>): MarketBook {
  const levels = (rows: Array<[string, string]>) => rows.map(([price, amount]) => ({ price: d(price), amount: d(amount) }));
  return { asks: levels(asks), bids: levels(bids) };
}

function fixedMarket(price: string, marketBook: MarketBook): MarketView {
  return { lastPrice: () => d(price), book: () => marketBook };
}

function spotOf(state: TradingState) {
  const spot = accountsOf(state, UID).find((account) => account.type === 'spot');
  if (!spot) throw new Error('no spot account');
  return spot;
}

function balance(state: TradingState, currency: string) {
  const row = state.balances.get(spotOf(state).id)?.get(currency);
  return { trade: row?.trade.toFixed() ?? '0', frozen: row?.frozen.toFixed() ?? '0' };
}

function place(state: TradingState, request: Partial<OrderRequest>, lastPrice = '50000'): Order {
  const order = placeOrder(
    state,
    { accountId: spotOf(state).id, symbol: 'btcusdt', side: 'buy', kind: 'limit', amount: d('0.1'), source: 'web', clientOrderId: '', ...request },
    { uid: UID, now: 1_000, lastPrice: d(lastPrice) },
  );
  if (isTradeError(order)) throw new Error(`placement failed: ${order.code}`);
  return order;
}

describe('price conditions', () => {
  it('reaches a buy limit at or below its price and a sell limit at or above', () => {
    expect(limitReached('buy', d('100'), d('100'))).toBe(true);
    expect(limitReached('buy', d('100'), d('99.99'))).toBe(true);
    expect(limitReached('buy', d('100'), d('100.01'))).toBe(false);
    expect(limitReached('sell', d('100'), d('100'))).toBe(true);
    expect(limitReached('sell', d('100'), d('99.99'))).toBe(false);
  });

  it('triggers gte stops on a rise and lte stops on a fall', () => {
    expect(stopReached('gte', d('100'), d('100'))).toBe(true);
    expect(stopReached('gte', d('100'), d('99'))).toBe(false);
    expect(stopReached('lte', d('100'), d('100'))).toBe(true);
    expect(stopReached('lte', d('100'), d('101'))).toBe(false);
  });

  it('fills a reached limit up to the best opposite level, nothing before', () => {
    const order = { side: 'buy' as const, price: d('100'), amount: d('5'), filledAmount: d('1') };
    const marketBook = book([['99', '3']], [['98', '2']]);
    expect(limitFillAmount(order, d('101'), marketBook).toFixed()).toBe('0');
    expect(limitFillAmount(order, d('99'), marketBook).toFixed()).toBe('3');
    expect(limitFillAmount({ ...order, filledAmount: d('4') }, d('99'), marketBook).toFixed()).toBe('1');
    expect(limitFillAmount(order, d('99'), book([], [])).toFixed()).toBe('0');
  });
});

describe('walkBook', () => {
  const marketBook = book(
    [
      ['100', '1'],
      ['101', '2'],
      ['103', '5'],
    ],
    [
      ['99', '1.5'],
      ['98', '1'],
    ],
  );

  it('spends a buy value level by level and stops when the rest buys less than one unit', () => {
    const { fills, exhausted } = walkBook('buy', marketBook, d('400'), 4);
    // 100 × 1 + 101 × 2 = 302, then 98 / 103 = 0.9514… rounded down.
    expect(fills.map((fill) => [fill.price.toFixed(), fill.amount.toFixed()])).toEqual([
      ['100', '1'],
      ['101', '2'],
      ['103', '0.9514'],
    ]);
    expect(exhausted).toBe(false);
  });

  it('sells an amount into the bids and reports a book that ran out', () => {
    expect(walkBook('sell', marketBook, d('2'), 4).fills.map((fill) => fill.amount.toFixed())).toEqual(['1.5', '0.5']);
    const deep = walkBook('sell', marketBook, d('3'), 4);
    expect(deep.fills.map((fill) => fill.amount.toFixed())).toEqual(['1.5', '1']);
    expect(deep.exhausted).toBe(true);
  });
});

describe('matchOpenOrders and executeMarketOrder', () => {
  it('locks the quote of a buy limit, fills it in parts at its price and charges the fee in the base', () => {
    const state = createTradingState([UID]);
    const events: OrderEvent[] = [];
    const stop = listenTrading({ order: (event) => events.push({ ...event }) });
    const order = place(state, { price: d('48000'), amount: d('0.1') });
    expect(balance(state, 'usdt')).toEqual({ trade: '5200', frozen: '4800' });

    matchOpenOrders(state, fixedMarket('48000.01', book([['48000.02', '1']], [])), 2_000);
    expect(order.state).toBe('submitted');

    matchOpenOrders(state, fixedMarket('47999', book([['47999.5', '0.04']], [])), 3_000);
    expect(order.state).toBe('partial-filled');
    expect(order.filledAmount.toFixed()).toBe('0.04');
    expect(balance(state, 'usdt')).toEqual({ trade: '5200', frozen: '2880' });
    expect(balance(state, 'btc').trade).toBe(d('1').plus(d('0.04').times('0.998')).toFixed());

    matchOpenOrders(state, fixedMarket('47000', book([['47000', '5']], [])), 4_000);
    expect(order.state).toBe('filled');
    expect(order.finishedAt).toBe(4_000);
    expect(order.filledFees.toFixed()).toBe('0.0002');
    expect(balance(state, 'usdt')).toEqual({ trade: '5200', frozen: '0' });
    expect(balance(state, 'btc').trade).toBe('1.0998');
    expect(state.matches.map((match) => [match.amount.toFixed(), match.price.toFixed(), match.role, match.feeCurrency])).toEqual([
      ['0.04', '48000', 'maker', 'btc'],
      ['0.06', '48000', 'maker', 'btc'],
    ]);
    expect(events.map((event) => event.eventType)).toEqual(['creation', 'trade', 'trade']);
    stop();
  });

  it('credits a sell limit in the quote less the fee', () => {
    const state = createTradingState([UID]);
    const order = place(state, { side: 'sell', price: d('52000'), amount: d('0.5') });
    expect(balance(state, 'btc')).toEqual({ trade: '0.5', frozen: '0.5' });
    matchOpenOrders(state, fixedMarket('52000', book([], [['51999', '2']])), 2_000);
    expect(order.state).toBe('filled');
    expect(balance(state, 'btc')).toEqual({ trade: '0.5', frozen: '0' });
    // 26000 less 0.2 % = 25948.
    expect(balance(state, 'usdt').trade).toBe('35948');
  });

  it('keeps a stop-limit waiting until the price crosses the stop, then rests it as a limit', () => {
    const state = createTradingState([UID]);
    const order = place(state, { kind: 'stop-limit', price: d('51000'), stopPrice: d('50500'), amount: d('0.01') });
    expect(order.state).toBe('pre-submitted');
    expect(order.operator).toBe('gte');
    expect(balance(state, 'usdt').frozen).toBe('510');
    const quiet = book([['50600', '1']], []);
    matchOpenOrders(state, fixedMarket('50400', quiet), 2_000);
    expect(order.state).toBe('pre-submitted');
    matchOpenOrders(state, fixedMarket('50500', quiet), 3_000);
    expect(order.state).toBe('submitted');
    matchOpenOrders(state, fixedMarket('50600', quiet), 4_000);
    expect(order.state).toBe('filled');
  });

  it('fills a market buy against the asks as taker and returns the unspent value', () => {
    const state = createTradingState([UID]);
    const order = place(state, { kind: 'market', amount: d('1000') });
    executeMarketOrder(state, order, book([['50000', '0.01'], ['50010', '0.05']], []), 2_000);
    expect(order.state).toBe('filled');
    // 500 at the first level, then 500 / 50010 = 0.009998 (6 decimals) at the second.
    expect(order.filledAmount.toFixed()).toBe('0.019998');
    const spent = d('500').plus(d('0.009998').times('50010'));
    expect(order.filledCashAmount.toFixed()).toBe(spent.toFixed());
    expect(balance(state, 'usdt')).toEqual({ trade: d('10000').minus(spent).toFixed(), frozen: '0' });
    expect(state.matches.every((match) => match.role === 'taker')).toBe(true);
  });

  it('cancels the part of a market sell the book cannot take', () => {
    const state = createTradingState([UID]);
    const order = place(state, { side: 'sell', kind: 'market', amount: d('0.5') });
    executeMarketOrder(state, order, book([], [['50000', '0.2']]), 2_000);
    expect(order.state).toBe('partial-canceled');
    expect(order.filledAmount.toFixed()).toBe('0.2');
    expect(balance(state, 'btc')).toEqual({ trade: '0.8', frozen: '0' });

    const empty = place(state, { side: 'sell', kind: 'market', amount: d('0.1') });
    executeMarketOrder(state, empty, book([], []), 3_000);
    expect(empty.state).toBe('canceled');
    expect(balance(state, 'btc')).toEqual({ trade: '0.8', frozen: '0' });
  });
});
