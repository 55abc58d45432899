// What the orders panel shows of an order and which orders a filter takes
// (exchange-wallet-fiat.md sections 2-4 and 7): average price, fee currency, the trigger
// condition, maker/taker labels, the cancel-all scope (side, types, the algo variant), the
// history query (finished states, side, date range) and the export file name. Pure: decimal
// strings in, text out.

import { div, DIVISION_BY_ZERO, formatNumber, toDecimal } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import type { Order, OrderSide, StopOperator } from './types';

/** The average fill price is unknown until something filled. */
export const NO_AVERAGE_PRICE = DIVISION_BY_ZERO;

export const STOP_OPERATOR_SIGNS: Readonly<Record<StopOperator, string>> = { gte: '≥', lte: '≤' };

export const MATCH_ROLE_LABELS = { maker: '挂单', taker: '吃单' } as const;

/** A finished order: the states 历史委托 asks for (partial-filled is still open: 当前委托 lists it). */
export const HISTORY_STATES = ['filled', 'partial-canceled', 'canceled'] as const;

/** Order kinds a wire type may carry after its side (PROTOCOL.md 4.3). */
export const ORDER_KINDS = ['limit', 'market', 'ioc', 'limit-maker', 'limit-fok', 'stop-limit', 'stop-limit-fok'] as const;

/** Kinds offered by the cancel-all filter: market orders never rest, so they are not among them. */
export const CANCEL_KIND_FILTERS = ['limit', 'stop-limit'] as const;
export type CancelKindFilter = (typeof CANCEL_KIND_FILTERS)[number];

export const CANCEL_KIND_LABELS: Readonly<Record<CancelKindFilter, string>> = { limit: '限价', 'stop-limit': '止盈止损' };

export const HISTORY_RANGES = ['1d', '1w', '1m', '3m'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const HISTORY_RANGE_LABELS: Readonly<Record<HistoryRange, string>> = { '1d': '近1天', '1w': '近1周', '1m': '近1月', '3m': '近3月' };

const DAY_MS = 86_400_000;
const HISTORY_RANGE_MS: Readonly<Record<HistoryRange, number>> = { '1d': DAY_MS, '1w': 7 * DAY_MS, '1m': 30 * DAY_MS, '3m': 90 * DAY_MS };

/** The history's page size: the most the orders list answers with at once. */
export const HISTORY_PAGE_SIZE = 100;

/**
 * The most pages one history load asks for (HISTORY_PAGE_SIZE × this orders): a guard against a
 * server that keeps answering full pages, not a limit a user reaches in 3 months of a pair.
 */
export const HISTORY_MAX_PAGES = 100;

/** The orders list's paging direction from `from`: `next` the older orders, `prev` the newer. */
export type OrderListDirection = 'next' | 'prev';

/** Order ids are decimal integers as text, too long for a number in general: compared as text. */
export function compareOrderIds(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * One page of an orders list kept newest first (the highest id first), as the orders list pages
 * it: without `from` the newest `size`; with `from` and `next` the `size` orders just older than
 * `from`; with `prev` the `size` just newer (still newest first). `from` itself is never repeated.
 */
export function orderListPage<T extends { id: string }>(orders: readonly T[], page: { from?: string; direct?: OrderListDirection; size: number }): T[] {
  if (page.from === undefined) return orders.slice(0, page.size);
  const from = page.from;
  if (page.direct === 'prev') {
    const newer = orders.filter((order) => compareOrderIds(order.id, from) > 0);
    return newer.slice(Math.max(0, newer.length - page.size));
  }
  return orders.filter((order) => compareOrderIds(order.id, from) < 0).slice(0, page.size);
}

/**
 * Where the next (older) page of the history starts: the last order of a full page; null when the
 * page was not full, or when it brought nothing older than where it started (a server that
 * ignored `from`), so a load always ends.
 */
export function nextHistoryFrom(page: readonly { id: string }[], size: number, previousFrom?: string): string | null {
  if (page.length < size) return null;
  const last = page[page.length - 1];
  if (!last) return null;
  if (previousFrom !== undefined && compareOrderIds(last.id, previousFrom) >= 0) return null;
  return last.id;
}

/** 'all' or one side, as the side filters offer it. */
export type SideFilter = OrderSide | 'all';

export const SIDE_FILTER_LABELS: Readonly<Record<SideFilter, string>> = { all: '全部', buy: '买入', sell: '卖出' };

/** What 全部撤单 takes and the open list shows: a side, a kind and either the trigger orders or the rest. */
export interface CancelScope {
  side: SideFilter;
  kind: CancelKindFilter | 'all';
  /** The not-yet-triggered trigger (计划委托) orders instead of the placed ones. */
  algo: boolean;
}

export const DEFAULT_CANCEL_SCOPE: CancelScope = { side: 'all', kind: 'all', algo: false };

export function isMarketOrder(order: Pick<Order, 'type'>): boolean {
  return order.type.endsWith('-market');
}

/** A market buy's amount is quote value (PROTOCOL.md 4.3). */
export function isQuoteAmount(order: Pick<Order, 'type'>): boolean {
  return order.type === 'buy-market';
}

/**
 * A 计划委托 (algo) order still waiting for its trigger: a limit or market order with a stop
 * price, pre-submitted. What the algo cancel-all takes and the 计划委托 list shows. A waiting
 * 止盈止损 (stop-limit) order is an ordinary open order and stays in the ordinary list.
 */
export function isPendingTrigger(order: Pick<Order, 'state' | 'stopPrice' | 'type'>): boolean {
  return order.state === 'pre-submitted' && order.stopPrice !== null && !order.type.endsWith('-stop-limit');
}

/** Filled value / filled amount at full precision, or '---' when nothing filled (or unreadable). */
export function averagePrice(order: Pick<Order, 'filledAmount' | 'filledCashAmount'>): string {
  const filled = toDecimal(order.filledAmount);
  if (filled === null || filled.isZero()) return NO_AVERAGE_PRICE;
  const average = div(order.filledCashAmount, filled);
  return toDecimal(average) === null ? NO_AVERAGE_PRICE : average;
}

/** The average price at the pair's price precision, or '---'. */
export function averagePriceText(order: Pick<Order, 'filledAmount' | 'filledCashAmount'>, pricePrecision: number): string {
  const average = averagePrice(order);
  return average === NO_AVERAGE_PRICE ? average : formatNumber(average, pricePrecision);
}

/** Fees are charged in what the order receives: the base for a buy, the quote for a sell. */
export function orderFeeCurrency(order: Pick<Order, 'side'>, pair: { base: string; quote: string }): string {
  return order.side === 'buy' ? pair.base : pair.quote;
}

/** What the fee and amount texts need of the pair. */
export interface PairDisplay {
  baseDisplayName: string;
  quoteDisplayName: string;
  amountPrecision: number;
  totalPrecision: number;
  feePrecision: number;
}

/** The fee with its currency (`0.00002 BTC`): the base for a buy, the quote for a sell. */
export function orderFeeText(order: Pick<Order, 'side' | 'filledFees'>, pair: PairDisplay): string {
  const currency = orderFeeCurrency(order, { base: pair.baseDisplayName, quote: pair.quoteDisplayName });
  return `${formatNumber(order.filledFees, pair.feePrecision, { padZeros: false })} ${currency}`;
}

/** The amount at the amount precision; a market buy's quote value with the quote's name. */
export function orderAmountText(order: Pick<Order, 'type' | 'amount'>, pair: PairDisplay): string {
  return isQuoteAmount(order)
    ? `${formatNumber(order.amount, pair.totalPrecision, { padZeros: false })} ${pair.quoteDisplayName}`
    : formatNumber(order.amount, pair.amountPrecision);
}

/** `≥ 30000.00` / `≤ 29000.00` for an order with a stop price, else null. */
export function stopConditionText(order: Pick<Order, 'stopPrice' | 'operator'>, pricePrecision: number): string | null {
  if (order.stopPrice === null) return null;
  const price = formatNumber(order.stopPrice, pricePrecision);
  return order.operator ? `${STOP_OPERATOR_SIGNS[order.operator]} ${price}` : price;
}

export function matchRoleLabel(role: 'maker' | 'taker' | null): string {
  return role === null ? EMPTY_PLACEHOLDER : MATCH_ROLE_LABELS[role];
}

function kindOf(type: string): string {
  return type.replace(/^(buy|sell)-/, '');
}

/** Whether an open order is among those a scope shows and cancels. */
export function inCancelScope(order: Pick<Order, 'side' | 'type' | 'state' | 'stopPrice'>, scope: CancelScope): boolean {
  if (scope.side !== 'all' && order.side !== scope.side) return false;
  if (scope.kind !== 'all' && kindOf(order.type) !== scope.kind) return false;
  return isPendingTrigger(order) === scope.algo;
}

/** Wire types of a side filter and a kind ('all' for every kind); undefined when nothing narrows. */
export function wireTypes(side: SideFilter, kinds: readonly string[] | 'all'): string[] | undefined {
  if (kinds === 'all' && side === 'all') return undefined;
  const sides: OrderSide[] = side === 'all' ? ['buy', 'sell'] : [side];
  const list = kinds === 'all' ? ORDER_KINDS : kinds;
  return sides.flatMap((each) => list.map((kind) => `${each}-${kind}`));
}

/** The filters of `cancelAllOrders` for a scope: side as `side`, a kind as `types`, the algo variant as `isAlgo`. */
export function cancelAllFilters(scope: CancelScope): { side?: OrderSide; types?: string[]; isAlgo?: boolean } {
  const filters: { side?: OrderSide; types?: string[]; isAlgo?: boolean } = {};
  if (scope.side !== 'all') filters.side = scope.side;
  if (scope.kind !== 'all') filters.types = wireTypes(scope.side, [scope.kind]);
  if (scope.algo) filters.isAlgo = true;
  return filters;
}

export interface HistoryFilter {
  side: SideFilter;
  range: HistoryRange;
}

export const DEFAULT_HISTORY_FILTER: HistoryFilter = { side: 'all', range: '1w' };

/** The `fetchOrderHistory` query of a pair and filter at `now` (epoch ms). */
export function historyQuery(symbol: string, filter: HistoryFilter, now: number) {
  const types = wireTypes(filter.side, 'all');
  return {
    symbol,
    states: [...HISTORY_STATES],
    ...(types ? { types } : {}),
    startTime: now - HISTORY_RANGE_MS[filter.range],
    size: HISTORY_PAGE_SIZE,
  };
}

/** The history as shown: finished orders of the side and range, newest first, whatever else the server sent. */
export function historyOrders(orders: readonly Order[], filter: HistoryFilter, now: number): Order[] {
  const since = now - HISTORY_RANGE_MS[filter.range];
  const finished: ReadonlySet<string> = new Set(HISTORY_STATES);
  return orders
    .filter((order) => finished.has(order.state) && (filter.side === 'all' || order.side === filter.side) && order.createdAt >= since)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** `orders-btcusdt-20261121.csv`, the date in the given offset (minutes east of UTC). */
export function ordersCsvFileName(symbol: string, now: number, utcOffsetMinutes: number): string {
  const safeSymbol = symbol.toLowerCase().replace(/[^a-z0-9]/g, '') || 'orders';
  return `orders-${safeSymbol}-${formatTime(now, 'YYYYMMDD', { utcOffsetMinutes })}.csv`;
}
