import { describe, expect, it } from 'vitest';
import {
  cancelAllState,
  isCancellable,
  markCancelling,
  ORDER_STATE_LABELS,
  orderStateLabel,
  toOrder,
  toOrders,
  toOrderState,
} from '@/lib/trading/orders';
import { ORDER_STATES, type Order, type OrderState } from '@/lib/trading/types';
import { fixture } from '../protocol/fixtures';

const openOrders = fixture<{ data: unknown[] }>('rest_order_open_orders.json');

function order(id: string, state: OrderState, canceledAt: number | null = null): Order {
  return {
    id,
    symbol: 'btcusdt',
    type: 'buy-limit',
    side: 'buy',
    source: 'web',
    state,
    price: '100',
    amount: '1',
    filledAmount: '0',
    filledCashAmount: '0',
    filledFees: '0',
    filledPoints: '0',
    feeDeductCurrency: null,
    createdAt: 1,
    canceledAt,
    stopPrice: null,
    operator: null,
  };
}

describe('state labels', () => {
  it('are the spec texts', () => {
    expect(ORDER_STATE_LABELS).toEqual({
      submitting: '提交中',
      submitted: '已提交',
      'pre-submitted': '准备提交',
      'partial-filled': '部分成交',
      'partial-canceled': '部分成交',
      filled: '已成交',
      canceled: '已撤销',
      canceling: '撤单中',
    });
    expect(orderStateLabel('canceled')).toBe('已撤销');
  });

  it('cover every state', () => {
    for (const state of ORDER_STATES) expect(orderStateLabel(state)).toMatch(/\S/);
  });
});

describe('toOrderState', () => {
  it('reads the known states and the other spellings', () => {
    expect(toOrderState('partial-canceled')).toBe('partial-canceled');
    expect(toOrderState('cancelling')).toBe('canceling');
    expect(toOrderState('created')).toBe('submitted');
    expect(toOrderState(' Filled ')).toBe('filled');
  });

  it('rejects anything else', () => {
    expect(toOrderState('expired')).toBeNull();
    expect(toOrderState(6)).toBeNull();
    expect(toOrderState(undefined)).toBeNull();
  });
});

describe('toOrder', () => {
  it('reads the open-orders fixture with filled-* keys', () => {
    expect(toOrder(openOrders.data[0])).toEqual({
      id: '357630527817871',
      symbol: 'apnusdt',
      type: 'sell-limit',
      side: 'sell',
      source: 'web',
      state: 'submitted',
      price: '1.55555',
      amount: '572.33',
      filledAmount: '0',
      filledCashAmount: '0',
      filledFees: '0',
      filledPoints: '0',
      feeDeductCurrency: null,
      createdAt: 1630633835224,
      canceledAt: null,
      stopPrice: null,
      operator: null,
    });
  });

  it('reads the legacy field-* spelling, points, deduction currency and cancel time', () => {
    const read = toOrder({
      id: '9007199254740993123',
      symbol: 'ethusdt',
      type: 'buy-market',
      state: 'partial-canceled',
      price: '0',
      amount: '100.5',
      'field-amount': '0.03',
      'field-cash-amount': '60.3',
      'field-fees': '0.00006',
      'filled-points': '0.12',
      'fee-deduct-currency': 'HT',
      'created-at': 1630000000000,
      'canceled-at': '1630000005000',
    });
    expect(read).toMatchObject({
      id: '9007199254740993123',
      side: 'buy',
      source: '',
      filledAmount: '0.03',
      filledCashAmount: '60.3',
      filledFees: '0.00006',
      filledPoints: '0.12',
      feeDeductCurrency: 'ht',
      canceledAt: 1630000005000,
    });
  });

  it('prefers filled-* over field-* when both are present', () => {
    const read = toOrder({ ...(openOrders.data[0] as object), 'filled-amount': '2', 'field-amount': '1' });
    expect(read?.filledAmount).toBe('2');
  });

  it('reads a stop order with its trigger', () => {
    const read = toOrder({
      id: 5,
      symbol: 'btcusdt',
      type: 'sell-stop-limit',
      state: 'pre-submitted',
      price: '900',
      amount: '1',
      'stop-price': '950.10',
      operator: 'lte',
      'created-at': 10,
    });
    expect(read).toMatchObject({ id: '5', side: 'sell', stopPrice: '950.1', operator: 'lte', state: 'pre-submitted' });
  });

  it('ignores an unknown operator, a zero stop price and a zero cancel time', () => {
    const read = toOrder({ ...(openOrders.data[0] as object), operator: 'eq', 'stop-price': '0', 'canceled-at': 0 });
    expect(read).toMatchObject({ operator: null, stopPrice: null, canceledAt: null });
  });

  it('turns bad amounts into zero', () => {
    const read = toOrder({ ...(openOrders.data[0] as object), amount: 'lots', 'filled-fees': -1 });
    expect(read).toMatchObject({ amount: '0', filledFees: '0' });
  });

  it('rejects records it cannot show', () => {
    const base = openOrders.data[0] as Record<string, unknown>;
    expect(toOrder(null)).toBeNull();
    expect(toOrder('order')).toBeNull();
    expect(toOrder({ ...base, id: undefined })).toBeNull();
    expect(toOrder({ ...base, id: 1.5 })).toBeNull();
    expect(toOrder({ ...base, symbol: '' })).toBeNull();
    expect(toOrder({ ...base, type: 'limit' })).toBeNull();
    expect(toOrder({ ...base, state: 'expired' })).toBeNull();
  });

  it('keeps the readable orders of a list', () => {
    expect(toOrders([openOrders.data[0], { id: 1 }]).map((item) => item.id)).toEqual(['357630527817871']);
    expect(toOrders({ data: [] })).toEqual([]);
  });
});

describe('cancelling', () => {
  it('is possible for open orders only', () => {
    expect(isCancellable(order('1', 'submitted'))).toBe(true);
    expect(isCancellable(order('1', 'pre-submitted'))).toBe(true);
    expect(isCancellable(order('1', 'partial-filled'))).toBe(true);
    for (const state of ['submitting', 'canceling', 'filled', 'canceled', 'partial-canceled'] as const) {
      expect(isCancellable(order('1', state))).toBe(false);
    }
  });

  it('is not possible twice', () => {
    expect(isCancellable(order('1', 'submitted', 1000))).toBe(false);
  });

  it('cancel-all-state is null, all or partial', () => {
    expect(cancelAllState([])).toBeNull();
    expect(cancelAllState([order('1', 'filled'), order('2', 'canceling')])).toBeNull();
    expect(cancelAllState([order('1', 'submitted'), order('2', 'partial-filled')])).toBe('all');
    expect(cancelAllState([order('1', 'submitted'), order('2', 'canceling')])).toBe('partial');
  });

  it('marks the requested cancellable orders with the cancel time', () => {
    const orders = [order('1', 'submitted'), order('2', 'partial-filled'), order('3', 'filled')];
    const marked = markCancelling(orders, ['1', '3'], 5000);
    expect(marked.map((item) => [item.id, item.state, item.canceledAt])).toEqual([
      ['1', 'canceling', 5000],
      ['2', 'partial-filled', null],
      ['3', 'filled', null],
    ]);
    expect(orders[0]?.state).toBe('submitted');
    expect(marked[1]).toBe(orders[1]);
    expect(cancelAllState(marked)).toBe('partial');
  });

  it('marks every order for cancel all', () => {
    const orders = [order('1', 'submitted'), order('2', 'pre-submitted')];
    const marked = markCancelling(orders, orders.map((item) => item.id), 7);
    expect(marked.every((item) => item.state === 'canceling' && item.canceledAt === 7)).toBe(true);
    expect(cancelAllState(marked)).toBeNull();
  });
});
