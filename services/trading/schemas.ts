// Spot trading calls of the pro family (exchange-wallet-fiat.md section 7 "Accounts and balances"
// and "Trading"; PROTOCOL.md 4.3 and 4.5), as zod schemas: the one contract the call functions
// and the mock backend share. Paths are below the family base; v1 envelopes
// (`status`/`err-code`/`err-msg`). The backend sends amounts as strings and ids as longs; the
// converters (./convert.ts) turn both into strings, so nothing past this boundary sees a float.

import * as z from 'zod/mini';
import { ORDER_SOURCE } from '@/lib/trading';

// See services/uc/schemas.ts: no eval probe under the CSP.
z.config({ jitless: true });

/** Ids travel in paths; an id must not be able to change the path it goes into. */
function idSegment(id: string): string {
  return encodeURIComponent(id);
}

export const TRADING_PATHS = {
  accounts: '/v1/account/accounts', // GET
  balance: (accountId: string) => `/v1/account/accounts/${idSegment(accountId)}/balance`, // GET
  placeOrder: '/v1/order/orders/place', // POST OrderPayload
  cancelOrder: (orderId: string) => `/v1/order/orders/${idSegment(orderId)}/submitcancel`, // POST, no body
  cancelAllOrders: '/v1/order/orders/batchCancelOpenOrders', // POST BatchCancelRequest
  openOrders: '/v1/order/openOrders', // GET ?account-id=&symbol=
  orderHistory: '/v1/order/orders', // GET ?symbol=&states=&types=&start-time=&end-time=&size=
  order: (orderId: string) => `/v1/order/orders/${idSegment(orderId)}`, // GET
  matchResults: (orderId: string) => `/v1/order/orders/${idSegment(orderId)}/matchresults`, // GET
} as const;

/** A long id: JSON number (safe integers only survive parsing) or its text. */
const wireIdSchema = z.union([z.string(), z.number()]);
/** Amounts are strings on the wire; some examples send numbers. */
const wireAmountSchema = z.union([z.string(), z.number()]);

// ---- accounts ----

/** One entry of GET /v1/account/accounts; `subtype` is the symbol of an isolated-margin account. */
export const rawAccountSchema = z.object({
  id: wireIdSchema,
  type: z.string(),
  subtype: z.optional(z.nullable(z.string())),
  state: z.string(),
});

export const rawBalanceRowSchema = z.object({
  currency: z.string(),
  type: z.string(),
  balance: wireAmountSchema,
  'seq-num': z.optional(z.nullable(wireAmountSchema)),
});

/** GET /v1/account/accounts/{id}/balance */
export const rawBalanceSchema = z.object({
  id: wireIdSchema,
  type: z.optional(z.string()),
  state: z.optional(z.string()),
  list: z.array(rawBalanceRowSchema),
});

// ---- orders ----

/**
 * A v1 order record. Only the keys every order has are checked here; the record is kept whole
 * (loose) because `toOrder` in lib/trading reads both the `filled-*` and the `field-*` spellings.
 */
export const rawOrderSchema = z.looseObject({
  id: wireIdSchema,
  symbol: z.string(),
  type: z.string(),
  state: z.string(),
});

/** POST /v1/order/orders/place: the body is `buildOrderPayload`'s result, unchanged. */
export const orderPayloadSchema = z.object({
  accountId: z.string(),
  symbol: z.string(),
  orderPrice: z.nullable(z.string()),
  orderSide: z.enum(['buy', 'sell']),
  orderType: z.enum(['limit', 'market', 'stop-limit']),
  stopPrice: z.nullable(z.string()),
  source: z.literal(ORDER_SOURCE),
  orderValue: z.optional(z.string()),
  orderSize: z.optional(z.string()),
});

/** `data` of place and submitcancel: the order id. */
export const orderIdDataSchema = wireIdSchema;

/**
 * POST /v1/order/orders/batchCancelOpenOrders. `types` is comma-joined. `isAlgo: true` asks the
 * same endpoint to cancel the open trigger (计划委托) orders instead of the placed ones; the spec
 * names it as a variant of this call, not as a path of its own.
 */
export const batchCancelRequestSchema = z.object({
  'account-id': z.string(),
  symbol: z.optional(z.string()),
  side: z.optional(z.enum(['buy', 'sell'])),
  types: z.optional(z.string()),
  isAlgo: z.optional(z.literal(true)),
});

export const rawBatchCancelSchema = z.object({
  'success-count': z.number(),
  'failed-count': z.number(),
  'next-id': z.optional(z.nullable(wireIdSchema)),
});

/** One entry of GET /v1/order/orders/{id}/matchresults. */
export const rawMatchResultSchema = z.object({
  id: wireIdSchema,
  'order-id': wireIdSchema,
  symbol: z.string(),
  type: z.string(),
  price: wireAmountSchema,
  'filled-amount': wireAmountSchema,
  'filled-fees': wireAmountSchema,
  'fee-currency': z.string(),
  'created-at': z.number(),
  role: z.optional(z.nullable(z.string())),
  'filled-points': z.optional(z.nullable(wireAmountSchema)),
  'fee-deduct-currency': z.optional(z.nullable(z.string())),
});

export type RawAccount = z.infer<typeof rawAccountSchema>;
export type RawBalanceRow = z.infer<typeof rawBalanceRowSchema>;
export type RawBalance = z.infer<typeof rawBalanceSchema>;
export type RawOrder = z.infer<typeof rawOrderSchema>;
export type BatchCancelRequest = z.infer<typeof batchCancelRequestSchema>;
export type RawBatchCancel = z.infer<typeof rawBatchCancelSchema>;
export type RawMatchResult = z.infer<typeof rawMatchResultSchema>;
