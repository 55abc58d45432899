// Spot orders (exchange-wallet-fiat.md section 7 "Trading": place; cancel; batch cancel open
// orders; orders list, open orders, matchresults, order detail), on the pro family with its
// token. A failed call keeps the server's `err-code` as `code` and `err-msg` as `message`, so
// the order form and the cancel toast can show the server's own words (section 8).

import type { Order, OrderListDirection, OrderPayload, OrderSide } from '@/lib/trading';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import { toBatchCancelResult, toMatchResult, toOrderId, toOrderModel, type BatchCancelResult, type MatchResult } from './convert';
import * as calls from '@/lib/contracts/pro/trading';
import { orderIdDataSchema, rawBatchCancelSchema, rawMatchResultSchema, rawOrderSchema, type BatchCancelRequest } from '@/lib/contracts/pro/trading';

export { type BatchCancelResult, type MatchResult, type MatchRole } from './convert';

/** Text of a successful cancel request (section 8); failures show the server's message. */
export const CANCEL_SUCCESS_TEXT = '撤单申请成功';

export interface CancelAllParams {
  accountId: string;
  symbol?: string;
  side?: OrderSide;
  /** Wire order types, e.g. `buy-limit`; sent comma-joined. */
  types?: readonly string[];
  /** Cancel the open trigger (计划委托) orders instead of the placed ones. */
  isAlgo?: boolean;
}

export interface OpenOrdersParams {
  accountId: string;
  symbol?: string;
}

export interface OrderHistoryParams {
  symbol: string;
  /** Wire states, e.g. `filled`, `canceled`; sent comma-joined. */
  states: readonly string[];
  types?: readonly string[];
  /** Epoch ms. */
  startTime?: number;
  endTime?: number;
  size?: number;
  /** The order id a page starts after (paging); with `direct`. */
  from?: string;
  direct?: OrderListDirection;
}

type QueryParams = Record<string, string>;

/** Leaves out what the caller did not set; lists go comma-joined, an empty list not at all. */
function queryOf(entries: Record<string, string | number | readonly string[] | undefined>): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined) continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text !== '') params[key] = text;
  }
  return params;
}

/** The batch-cancel body: only the filters that are set; `isAlgo` only when true. */
export function batchCancelBody({ accountId, symbol, side, types, isAlgo }: CancelAllParams): BatchCancelRequest {
  const body: BatchCancelRequest = { 'account-id': accountId };
  if (symbol) body.symbol = symbol;
  if (side) body.side = side;
  if (types && types.length > 0) body.types = types.join(',');
  if (isAlgo) body.isAlgo = true;
  return body;
}

/** POST `trading.placeOrder` with `buildOrderPayload`'s body as it is; resolves to the order id. */
export async function placeOrder(payload: OrderPayload, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.placeOrder.path(), payload, options), orderIdDataSchema, toOrderId);
}

/** POST `trading.cancelOrder` (no body); resolves to the id. A closed order fails with `order-orderstate-error`. */
export async function cancelOrder(orderId: string, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.cancelOrder.path({ id: orderId }), undefined, options), orderIdDataSchema, toOrderId);
}

/**
 * POST `trading.cancelAllOrders` {account-id, symbol?, side?, types?, isAlgo?}.
 * The algo variant is the same call with `isAlgo: true` in the body.
 */
export async function cancelAllOrders(params: CancelAllParams, options?: ShorthandOptions): Promise<ApiResult<BatchCancelResult>> {
  return parseEnvelope(await post('pro', calls.cancelAllOrders.path(), batchCancelBody(params), options), rawBatchCancelSchema, toBatchCancelResult);
}

/** GET `trading.openOrders`?account-id=&symbol= (`filled-*` keys). */
export async function fetchOpenOrders({ accountId, symbol }: OpenOrdersParams, options?: ShorthandOptions): Promise<ApiResult<Order[]>> {
  const params = queryOf({ 'account-id': accountId, symbol });
  return parseListEnvelope(await get('pro', calls.openOrders.path(), params, options), rawOrderSchema, toOrderModel);
}

/** GET `trading.orderHistory`?symbol=&states=&types=&start-time=&end-time=&size=&from=&direct= (legacy `field-*` keys). */
export async function fetchOrderHistory(query: OrderHistoryParams, options?: ShorthandOptions): Promise<ApiResult<Order[]>> {
  const params = queryOf({
    symbol: query.symbol,
    states: query.states,
    types: query.types,
    'start-time': query.startTime,
    'end-time': query.endTime,
    size: query.size,
    from: query.from,
    direct: query.from === undefined ? undefined : query.direct,
  });
  return parseListEnvelope(await get('pro', calls.orderHistory.path(), params, options), rawOrderSchema, toOrderModel);
}

/** GET `trading.order`. An unreadable order is a failure. */
export async function fetchOrder(orderId: string, options?: ShorthandOptions): Promise<ApiResult<Order>> {
  return parseEnvelope(await get('pro', calls.order.path({ id: orderId }), undefined, options), rawOrderSchema, toOrderModel);
}

/** GET `trading.orderMatchResults`: the order's fills; unreadable fills are dropped. */
export async function fetchMatchResults(orderId: string, options?: ShorthandOptions): Promise<ApiResult<MatchResult[]>> {
  return parseListEnvelope(await get('pro', calls.orderMatchResults.path({ id: orderId }), undefined, options), rawMatchResultSchema, toMatchResult);
}
