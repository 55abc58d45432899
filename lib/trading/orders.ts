// Orders as the orders panel shows them (exchange-wallet-fiat.md sections 3 and 4; PROTOCOL.md
// section 4.3): read from v1 order JSON in either the `filled-*` or the legacy `field-*`
// spelling, labelled by state, and cancelled one by one or all at once.

import { toDecimalText } from '@/lib/decimal';
import type { Order, OrderSide, OrderState, StopOperator } from './types';
import { ORDER_STATES } from './types';

export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  submitting: '提交中',
  submitted: '已提交',
  'pre-submitted': '准备提交',
  'partial-filled': '部分成交',
  'partial-canceled': '部分成交',
  filled: '已成交',
  canceled: '已撤销',
  canceling: '撤单中',
};

/** Other spellings of a state the back end sends (`cancelling` in one SDK; `created` is open). */
const STATE_ALIASES: Readonly<Record<string, OrderState>> = {
  cancelling: 'canceling',
  created: 'submitted',
};

/** States in which the back end still accepts a cancel. */
const CANCELLABLE_STATES: ReadonlySet<OrderState> = new Set(['submitted', 'pre-submitted', 'partial-filled']);

export type CancelAllState = 'all' | 'partial' | null;

export function orderStateLabel(state: OrderState): string {
  return ORDER_STATE_LABELS[state];
}

export function toOrderState(value: unknown): OrderState | null {
  if (typeof value !== 'string') return null;
  const state = value.trim().toLowerCase();
  if ((ORDER_STATES as readonly string[]).includes(state)) return state as OrderState;
  return STATE_ALIASES[state] ?? null;
}

function idText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  // Order ids are longs; only a safe integer survives as a number.
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The first of the keys holding a decimal, as decimal text; '0' when none does. */
function amountOf(raw: Readonly<Record<string, unknown>>, ...keys: string[]): string {
  for (const key of keys) {
    const amount = toDecimalText(raw[key]);
    if (amount !== null) return amount;
  }
  return '0';
}

/** Epoch ms; 0 and missing both mean "not set". */
function timeOf(value: unknown): number | null {
  const time = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof time === 'number' && Number.isFinite(time) && time > 0 ? time : null;
}

function sideOf(type: string): OrderSide | null {
  if (type.startsWith('buy-')) return 'buy';
  if (type.startsWith('sell-')) return 'sell';
  return null;
}

function operatorOf(value: unknown): StopOperator | null {
  return value === 'gte' || value === 'lte' ? value : null;
}

function stopPriceOf(value: unknown): string | null {
  const price = toDecimalText(value);
  return price === null || price === '0' ? null : price;
}

/** The UI model of a v1 order record; null without an id, a symbol, a sided type or a known state. */
export function toOrder(raw: unknown): Order | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Readonly<Record<string, unknown>>;
  const id = idText(record.id);
  const symbol = nonEmpty(record.symbol)?.toLowerCase();
  const type = nonEmpty(record.type)?.toLowerCase();
  const side = type === undefined ? null : sideOf(type);
  const state = toOrderState(record.state);
  if (id === null || symbol === undefined || type === undefined || side === null || state === null) return null;
  return {
    id,
    symbol,
    type,
    side,
    source: nonEmpty(record.source) ?? '',
    state,
    price: amountOf(record, 'price'),
    amount: amountOf(record, 'amount'),
    filledAmount: amountOf(record, 'filled-amount', 'field-amount'),
    filledCashAmount: amountOf(record, 'filled-cash-amount', 'field-cash-amount'),
    filledFees: amountOf(record, 'filled-fees', 'field-fees'),
    filledPoints: amountOf(record, 'filled-points'),
    feeDeductCurrency: nonEmpty(record['fee-deduct-currency'])?.toLowerCase() ?? null,
    createdAt: timeOf(record['created-at']) ?? 0,
    canceledAt: timeOf(record['canceled-at']),
    stopPrice: stopPriceOf(record['stop-price']),
    operator: operatorOf(record.operator),
  };
}

/** The orders of a list response that can be read; unreadable records are left out. */
export function toOrders(list: unknown): Order[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown) => {
    const order = toOrder(raw);
    return order === null ? [] : [order];
  });
}

/** Open at the back end and not already being cancelled here. */
export function isCancellable(order: Pick<Order, 'state' | 'canceledAt'>): boolean {
  return CANCELLABLE_STATES.has(order.state) && order.canceledAt === null;
}

/** What "cancel all" would do: nothing (null), cancel every order ('all') or only some ('partial'). */
export function cancelAllState(orders: readonly Pick<Order, 'state' | 'canceledAt'>[]): CancelAllState {
  const cancellable = orders.filter(isCancellable).length;
  if (cancellable === 0) return null;
  return cancellable === orders.length ? 'all' : 'partial';
}

/**
 * The list after a cancel was requested for `ids`: those still cancellable become canceling with
 * the request time, so they cannot be cancelled twice; the rest are returned unchanged.
 */
export function markCancelling(orders: readonly Order[], ids: Iterable<string>, now: number): Order[] {
  const wanted = new Set(ids);
  return orders.map((order) =>
    wanted.has(order.id) && isCancellable(order) ? { ...order, state: 'canceling', canceledAt: now } : order,
  );
}
