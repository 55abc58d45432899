// Transfers between a user's accounts (exchange-wallet-fiat.md section 7 "transfers between
// accounts (otc, margin, super margin, contract, c2c, general)"; WALLET.md 7), HTX wire shapes.
// The call per pair is chosen in lib/transfer/route.ts (and mocks/README.md "Transfers"):
// - spot ⇄ isolated margin and spot ⇄ cross margin: the margin module's transferIn / transferOut /
//   crossTransferIn / crossTransferOut (./margin.ts), not declared again here;
// - spot ⇄ coin futures: `futuresTransfer` (WALLET.md 7.3, v1 envelope, data a bare id);
// - spot ⇄ coin swap, USDT swap, otc: `accountTransfer` (WALLET.md 7.2, v2 envelope with
//   success, data a bare id as number or string; failure e.g. 1303);
// - spot ⇄ C2C borrow, which has no public API: `genericTransfer` (WALLET.md 7.1), with the
//   account type `borrow` of ours beside `spot` and `margin`.
// Amounts: the v1 margin and generic bodies send strings; the futures and v2 bodies send a JSON
// number, as the wire documents, built from the checked decimal text at the last moment.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';

z.config({ jitless: true });

export const FUTURES_TRANSFER_TYPES = ['pro-to-futures', 'futures-to-pro'] as const;
export const V2_ACCOUNT_NAMES = ['spot', 'linear-swap', 'swap', 'otc', 'futures'] as const;
export const GENERIC_ACCOUNT_TYPES = ['spot', 'margin', 'borrow'] as const;

export const futuresTransferRequestSchema = z.object({
  currency: z.string(),
  amount: wireAmountSchema,
  type: z.enum(FUTURES_TRANSFER_TYPES),
});

export const accountTransferRequestSchema = z.object({
  from: z.enum(V2_ACCOUNT_NAMES),
  to: z.enum(V2_ACCOUNT_NAMES),
  currency: z.string(),
  amount: wireAmountSchema,
  'margin-account': z.optional(z.string()),
});

export const genericTransferRequestSchema = z.object({
  'from-user': wireIdSchema,
  'from-account-type': z.enum(GENERIC_ACCOUNT_TYPES),
  'from-account': wireIdSchema,
  'to-user': wireIdSchema,
  'to-account-type': z.enum(GENERIC_ACCOUNT_TYPES),
  'to-account': wireIdSchema,
  currency: z.string(),
  amount: z.string(),
});

export const genericTransferDataSchema = z.object({
  'transact-id': wireIdSchema,
  'transact-time': z.number(),
});

export type FuturesTransferRequest = z.infer<typeof futuresTransferRequestSchema>;
export type AccountTransferRequest = z.infer<typeof accountTransferRequestSchema>;
export type GenericTransferRequest = z.infer<typeof genericTransferRequestSchema>;
export type GenericTransferData = z.infer<typeof genericTransferDataSchema>;

/** POST {currency, amount, type} → v1 data: transfer id */
export const futuresTransfer = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/futures/transfer', request: futuresTransferRequestSchema, response: wireIdSchema });
/** POST {from, to, currency, amount, margin-account?} → v2 data: transfer id */
export const accountTransfer = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/account/transfer', request: accountTransferRequestSchema, response: wireIdSchema });
/** POST {from-user, from-account-type, from-account, to-user, to-account-type, to-account, currency, amount} → v1 data: {transact-id, transact-time} */
export const genericTransfer = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/account/transfer',
  request: genericTransferRequestSchema,
  response: genericTransferDataSchema,
});

// ---- custody: dx-point transfer (exchange-wallet-fiat.md section 7 "custody dx-point … POST
// dx-point/transfer"); the body and answer take WALLET.md 9's `/v2/point/transfer` shape, in the
// custody service's envelope ({success, code, message, data}); it carries the pro token, as the
// other custody calls do. Declared here, beside the other transfers, as the one custody call of
// the transfer screen.

export const pointTransferRequestSchema = z.object({
  fromUid: z.string(),
  toUid: z.string(),
  /** 0 = termless points. */
  groupId: z.number(),
  /** At most 8 decimals. */
  amount: z.string(),
});

export const pointTransferDataSchema = z.object({
  transactId: z.string(),
  transactTime: z.number(),
});

export type PointTransferRequest = z.infer<typeof pointTransferRequestSchema>;

/** POST {fromUid, toUid, groupId, amount} → data: {transactId, transactTime} */
export const pointTransfer = defineCall({ family: 'custody', method: 'POST', pattern: '/dx-point/transfer', request: pointTransferRequestSchema, response: pointTransferDataSchema });
