// Spot trading calls of the pro family (exchange-wallet-fiat.md section 7 "Accounts and balances"
// and "Trading"; PROTOCOL.md 4.3 and 4.5). v1 envelopes (`status`/`err-code`/`err-msg`). The
// backend sends amounts as strings and ids as longs; services/trading/convert.ts turns both into
// strings, so nothing past the service sees a float.

import * as z from 'zod/mini';
import { ORDER_SOURCE } from '@/lib/trading/payload';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';

// No eval probe under the CSP.
z.config({ jitless: true });

/** One entry of the accounts list; `subtype` is the symbol of an isolated-margin account. */
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

export const rawBalanceSchema = z.object({
  id: wireIdSchema,
  type: z.optional(z.string()),
  state: z.optional(z.string()),
  list: z.array(rawBalanceRowSchema),
});

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

/** The place body: `buildOrderPayload`'s result, unchanged. */
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
 * The batch-cancel body. `types` is comma-joined. `isAlgo: true` asks the same endpoint to cancel
 * the open trigger (计划委托) orders instead of the placed ones; the spec names it as a variant of
 * this call, not as a path of its own.
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

/** One fill of an order's match results. */
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

/** GET → [{id, type, subtype, state}] */
export const accounts = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/account/accounts', response: z.array(rawAccountSchema) });

/** GET → {id, type, state, list:[{currency, type, balance, seq-num}]} */
export const accountBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/account/accounts/:id/balance', response: rawBalanceSchema });

/** POST the order payload → data: the order id. */
export const placeOrder = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/order/orders/place', request: orderPayloadSchema, response: orderIdDataSchema });

/** POST, no body → data: the order id; a closed order fails with `order-orderstate-error`. */
export const cancelOrder = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/order/orders/:id/submitcancel', response: orderIdDataSchema });

/** POST {account-id, symbol?, side?, types?, isAlgo?} → {success-count, failed-count, next-id}. */
export const cancelAllOrders = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/order/orders/batchCancelOpenOrders',
  request: batchCancelRequestSchema,
  response: rawBatchCancelSchema,
});

/** GET ?account-id=&symbol=&side=&size= → `filled-*` records, newest first. */
export const openOrders = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/order/openOrders', response: z.array(rawOrderSchema) });

/** GET ?symbol=&states=&types=&start-time=&end-time=&size=&from=&direct= → legacy `field-*` records, newest first; `from` + `direct` page through a range. */
export const orderHistory = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/order/orders', response: z.array(rawOrderSchema) });

/** GET → one `field-*` record. */
export const order = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/order/orders/:id', response: rawOrderSchema });

/** GET → the order's fills, oldest first. */
export const orderMatchResults = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/order/orders/:id/matchresults',
  response: z.array(rawMatchResultSchema),
});

/** GET ?symbol=&size= → the user's fills of every order, newest first. */
export const matchResults = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/order/matchresults', response: z.array(rawMatchResultSchema) });
