import { describe, expect, it } from 'vitest';
import {
  compareOrderIds,
  nextHistoryFrom,
  orderListPage,
  averagePrice,
  averagePriceText,
  cancelAllFilters,
  DEFAULT_CANCEL_SCOPE,
  historyOrders,
  historyQuery,
  inCancelScope,
  isPendingTrigger,
  matchRoleLabel,
  orderFeeCurrency,
  ordersCsvFileName,
  stopConditionText,
  wireTypes,
  type Order,
} from '@/lib/trading';

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '1',
    symbol: 'btcusdt',
    type: 'buy-limit',
    side: 'buy',
    source: 'web',
    state: 'filled',
    price: '100',
    amount: '2',
    filledAmount: '0',
    filledCashAmount: '0',
    filledFees: '0',
    filledPoints: '0',
    feeDeductCurrency: null,
    createdAt: 1_700_000_000_000,
    canceledAt: null,
    stopPrice: null,
    operator: null,
    ...overrides,
  };
}

describe('averagePrice', () => {
  it('divides the filled value by the filled amount in decimal, without float error', () => {
    expect(averagePrice(order({ filledAmount: '3', filledCashAmount: '0.3' }))).toBe('0.1');
    expect(averagePrice(order({ filledAmount: '0.000000000000000001', filledCashAmount: '0.000000000000000003' }))).toBe('3');
    expect(averagePriceText(order({ filledAmount: '3', filledCashAmount: '100' }), 2)).toBe('33.33');
  });

  it('is --- when nothing filled or a value is unreadable', () => {
    expect(averagePrice(order())).toBe('---');
    expect(averagePriceText(order({ filledAmount: '0.000', filledCashAmount: '5' }), 2)).toBe('---');
    expect(averagePrice(order({ filledAmount: 'x', filledCashAmount: '5' }))).toBe('---');
    expect(averagePrice(order({ filledAmount: '1', filledCashAmount: 'abc' }))).toBe('---');
  });
});

describe('order texts', () => {
  it('charges the fee in the received currency', () => {
    expect(orderFeeCurrency({ side: 'buy' }, { base: 'btc', quote: 'usdt' })).toBe('btc');
    expect(orderFeeCurrency({ side: 'sell' }, { base: 'btc', quote: 'usdt' })).toBe('usdt');
  });

  it('writes the trigger condition with ≥ or ≤, and nothing without a stop price', () => {
    expect(stopConditionText(order({ stopPrice: '30000', operator: 'gte' }), 2)).toBe('≥ 30000.00');
    expect(stopConditionText(order({ stopPrice: '29000.129', operator: 'lte' }), 2)).toBe('≤ 29000.12');
    expect(stopConditionText(order({ stopPrice: '5', operator: null }), 1)).toBe('5.0');
    expect(stopConditionText(order(), 2)).toBeNull();
  });

  it('labels maker and taker fills', () => {
    expect(matchRoleLabel('maker')).toBe('挂单');
    expect(matchRoleLabel('taker')).toBe('吃单');
    expect(matchRoleLabel(null)).toBe('--');
  });

  it('names the export by pair and local date', () => {
    // 2026-11-21 23:30 UTC is already the 22nd at +08:00.
    const at = Date.UTC(2026, 10, 21, 23, 30);
    expect(ordersCsvFileName('btcusdt', at, 0)).toBe('orders-btcusdt-20261121.csv');
    expect(ordersCsvFileName('ETHUSDT', at, 480)).toBe('orders-ethusdt-20261122.csv');
    expect(ordersCsvFileName('../x', at, 0)).toBe('orders-x-20261121.csv');
  });
});

describe('cancel scope', () => {
  // An algo (计划委托) limit buy still waiting for its trigger; a stop-limit waiting is an ordinary order.
  const trigger = order({ id: 't', type: 'buy-limit', state: 'pre-submitted', stopPrice: '120', operator: 'gte' });
  const triggered = order({ id: 'u', type: 'sell-stop-limit', side: 'sell', state: 'submitted', stopPrice: '80', operator: 'lte' });
  const waitingStop = order({ id: 'w', type: 'buy-stop-limit', state: 'pre-submitted', stopPrice: '130', operator: 'gte' });
  const buy = order({ id: 'b', state: 'submitted' });
  const sell = order({ id: 's', type: 'sell-limit', side: 'sell', state: 'partial-filled' });

  it('tells algo orders still waiting from placed ones and from stop-limit orders', () => {
    expect(isPendingTrigger(trigger)).toBe(true);
    expect(isPendingTrigger(triggered)).toBe(false);
    expect(isPendingTrigger(waitingStop)).toBe(false);
    expect(isPendingTrigger(order({ state: 'pre-submitted' }))).toBe(false);
  });

  it('shows placed orders by default and trigger orders in the algo scope, narrowed by side and kind', () => {
    const all = [trigger, triggered, waitingStop, buy, sell];
    const ids = (scope: Parameters<typeof inCancelScope>[1]) => all.filter((each) => inCancelScope(each, scope)).map((each) => each.id);
    expect(ids(DEFAULT_CANCEL_SCOPE)).toEqual(['u', 'w', 'b', 's']);
    expect(ids({ ...DEFAULT_CANCEL_SCOPE, side: 'buy' })).toEqual(['w', 'b']);
    expect(ids({ ...DEFAULT_CANCEL_SCOPE, kind: 'stop-limit' })).toEqual(['u', 'w']);
    expect(ids({ ...DEFAULT_CANCEL_SCOPE, algo: true })).toEqual(['t']);
    expect(ids({ side: 'sell', kind: 'all', algo: true })).toEqual([]);
  });

  it('turns a scope into the cancel-all filters: side, types and isAlgo only when set', () => {
    expect(cancelAllFilters(DEFAULT_CANCEL_SCOPE)).toEqual({});
    expect(cancelAllFilters({ side: 'buy', kind: 'all', algo: false })).toEqual({ side: 'buy' });
    expect(cancelAllFilters({ side: 'sell', kind: 'limit', algo: false })).toEqual({ side: 'sell', types: ['sell-limit'] });
    expect(cancelAllFilters({ side: 'all', kind: 'stop-limit', algo: true })).toEqual({ types: ['buy-stop-limit', 'sell-stop-limit'], isAlgo: true });
  });

  it('lists the wire types of a side', () => {
    expect(wireTypes('all', 'all')).toBeUndefined();
    expect(wireTypes('sell', 'all')).toContain('sell-market');
    expect(wireTypes('sell', 'all')?.every((type) => type.startsWith('sell-'))).toBe(true);
  });
});

describe('history', () => {
  const now = Date.UTC(2026, 10, 21);

  it('asks for the finished states of the pair since the start of the range', () => {
    expect(historyQuery('btcusdt', { side: 'all', range: '1d' }, now)).toEqual({
      symbol: 'btcusdt',
      states: ['filled', 'partial-canceled', 'canceled'],
      startTime: now - 86_400_000,
      size: 100,
    });
    const sells = historyQuery('btcusdt', { side: 'sell', range: '1w' }, now);
    expect(sells.startTime).toBe(now - 7 * 86_400_000);
    expect(sells.types).toContain('sell-limit');
    expect(sells.types?.some((type) => type.startsWith('buy-'))).toBe(false);
  });

  it('keeps finished orders of the side and range, newest first', () => {
    const list = [
      order({ id: 'old', createdAt: now - 2 * 86_400_000 }),
      order({ id: 'open', state: 'submitted', createdAt: now - 1000 }),
      order({ id: 'sell', side: 'sell', type: 'sell-limit', state: 'canceled', createdAt: now - 3000 }),
      order({ id: 'new', state: 'partial-canceled', createdAt: now - 2000 }),
    ];
    expect(historyOrders(list, { side: 'all', range: '1d' }, now).map((each) => each.id)).toEqual(['new', 'sell']);
    expect(historyOrders(list, { side: 'buy', range: '1w' }, now).map((each) => each.id)).toEqual(['new', 'old']);
  });
});

describe('paging the orders list', () => {
  const orders = ['105', '104', '103', '102', '101'].map((id) => ({ id }));

  it('compares ids as decimal text, whatever their length', () => {
    expect(compareOrderIds('99', '100')).toBeLessThan(0);
    expect(compareOrderIds('123456789012345678901', '123456789012345678900')).toBeGreaterThan(0);
    expect(compareOrderIds('7', '7')).toBe(0);
  });

  it('answers the newest page, then the orders older (next) or newer (prev) than from, never from itself', () => {
    expect(orderListPage(orders, { size: 2 }).map((o) => o.id)).toEqual(['105', '104']);
    expect(orderListPage(orders, { from: '104', direct: 'next', size: 2 }).map((o) => o.id)).toEqual(['103', '102']);
    expect(orderListPage(orders, { from: '102', size: 2 }).map((o) => o.id)).toEqual(['101']);
    expect(orderListPage(orders, { from: '102', direct: 'prev', size: 2 }).map((o) => o.id)).toEqual(['104', '103']);
  });

  it('goes on from the last order of a full page only, and stops when a page brings nothing older', () => {
    expect(nextHistoryFrom([{ id: '9' }, { id: '8' }], 2)).toBe('8');
    expect(nextHistoryFrom([{ id: '9' }], 2)).toBeNull();
    expect(nextHistoryFrom([{ id: '9' }, { id: '8' }], 2, '8')).toBeNull();
    expect(nextHistoryFrom([{ id: '7' }, { id: '6' }], 2, '8')).toBe('6');
  });
});
