// The exchange's sub-user calls a parent's screens need (WALLET.md 10.3, 10.5–10.8, 10.11, 10.12), on
// their documented wire shapes, v2 envelopes unless noted. The uid quirks are the wire's: the
// request's `subUids` is a comma list in a string; tradable-market answers `subUid` as a
// string, transferability as a number; user-state and account-list take `subUid` as a query
// value and answer numbers. Batch calls answer code 200 and report a failure per item
// (`errCode`, a number here), so a client reads every item.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';

z.config({ jitless: true });

export const SUB_USER_STATES = ['normal', 'lock'] as const;
export const MARGIN_ACCOUNT_TYPES = ['isolated-margin', 'cross-margin'] as const;
export const ACTIVATIONS = ['activated', 'deactivated'] as const;
export const SUB_USER_TRANSFER_TYPES = ['master-transfer-in', 'master-transfer-out'] as const;
export type SubUserTransferType = (typeof SUB_USER_TRANSFER_TYPES)[number];

/** v2 code of a call a sub-user may not make, or of an item naming another parent's sub-user. */
export const SUB_USER_FORBIDDEN = { code: 1002, message: 'forbidden' } as const;
/** v1 err-code of a transfer the sub-user's transferability refuses. */
export const SUB_USER_TRANSFER_FORBIDDEN = 'sub-user-transfer-forbidden';

/** GET ?subUid= → {uid, userState} */
export const rawSubUserStateSchema = z.object({ uid: z.number(), userState: z.enum(SUB_USER_STATES) });
export type RawSubUserState = z.infer<typeof rawSubUserStateSchema>;

export const tradableMarketRequestSchema = z.object({
  subUids: z.string(),
  accountType: z.enum(MARGIN_ACCOUNT_TYPES),
  activation: z.enum(ACTIVATIONS),
});
export type TradableMarketRequest = z.infer<typeof tradableMarketRequestSchema>;
export const rawTradableMarketItemSchema = z.object({
  subUid: z.string(),
  accountType: z.string(),
  activation: z.optional(z.enum(ACTIVATIONS)),
  errCode: z.optional(z.number()),
  errMessage: z.optional(z.string()),
});
export type RawTradableMarketItem = z.infer<typeof rawTradableMarketItemSchema>;
export const rawTradableMarketListSchema = z.array(rawTradableMarketItemSchema);

export const transferabilityRequestSchema = z.object({
  subUids: z.string(),
  accountType: z.optional(z.literal('spot')),
  transferrable: z.boolean(),
});
export type TransferabilityRequest = z.infer<typeof transferabilityRequestSchema>;
export const rawTransferabilityItemSchema = z.object({
  subUid: z.number(),
  accountType: z.string(),
  transferrable: z.optional(z.boolean()),
  errCode: z.optional(z.number()),
  errMessage: z.optional(z.string()),
});
export type RawTransferabilityItem = z.infer<typeof rawTransferabilityItemSchema>;
export const rawTransferabilityListSchema = z.array(rawTransferabilityItemSchema);

/** GET ?subUid= → the sub-user's accounts and what each may do. */
export const rawSubUserAccountListSchema = z.object({
  uid: z.number(),
  deductMode: z.string(),
  list: z.array(
    z.object({
      accountType: z.string(),
      activation: z.enum(ACTIVATIONS),
      transferrable: z.optional(z.boolean()),
      accountIds: z.optional(
        z.array(z.object({ accountId: wireIdSchema, subType: z.optional(z.string()), accountStatus: z.enum(['normal', 'locked']) })),
      ),
    }),
  ),
});
export type RawSubUserAccountList = z.infer<typeof rawSubUserAccountListSchema>;

/** POST {sub-uid, currency, amount, type, client-order-id?} → v1 data: a bare transfer id. */
export const subUserTransferRequestSchema = z.object({
  'sub-uid': z.number(),
  currency: z.string(),
  amount: wireAmountSchema,
  type: z.enum(SUB_USER_TRANSFER_TYPES),
  'client-order-id': z.optional(z.string()),
});
export type SubUserTransferRequest = z.infer<typeof subUserTransferRequestSchema>;

/** v1: [{currency, type, balance}] summed over every sub-user (balance + frozen). */
export const rawAggregateBalanceSchema = z.array(z.object({ currency: z.string(), type: z.string(), balance: z.string() }));
export type RawAggregateBalance = z.infer<typeof rawAggregateBalanceSchema>;

/** v1, 10.12: the sub-user's accounts, each with its balance rows (an array, unlike /v1/account/accounts/{id}/balance). */
export const rawSubUserBalancesSchema = z.array(
  z.object({
    id: wireIdSchema,
    type: z.string(),
    state: z.string(),
    list: z.array(z.object({ currency: z.string(), type: z.string(), balance: z.string() })),
    symbol: z.optional(z.string()),
  }),
);
export type RawSubUserBalances = z.infer<typeof rawSubUserBalancesSchema>;

export const subUserState = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/sub-user/user-state', response: rawSubUserStateSchema });
export const tradableMarket = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/sub-user/tradable-market',
  request: tradableMarketRequestSchema,
  response: rawTradableMarketListSchema,
});
export const transferability = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/sub-user/transferability',
  request: transferabilityRequestSchema,
  response: rawTransferabilityListSchema,
});
export const subUserAccountList = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/sub-user/account-list', response: rawSubUserAccountListSchema });
export const subUserTransfer = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/subuser/transfer', request: subUserTransferRequestSchema, response: wireIdSchema });
export const aggregateBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/subuser/aggregate-balance', response: rawAggregateBalanceSchema });
/** GET, path `sub-uid` → the sub-user's accounts and balances (10.12). */
export const subUserBalances = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/account/accounts/:subUid', response: rawSubUserBalancesSchema });
