// The withdraw address book of the pro family (exchange-wallet-fiat.md section 3 "Withdrawal
// form: whitelist settings WhiteWithdrawAddressEnable, WhiteWithdrawAddressDelayTime", section 5
// "Address conflict checks by address or alias", section 7 "Wallet: withdraw address add,
// remove, list (currency) or virtual withdraw address; white-level changes; white withdraw
// state"; WALLET.md 1 conventions and 3 the list's wire format, fixture
// rest_v2_account_withdraw_address.json).
//
// Only the list has a documented path and shape (WALLET.md 3). The other paths and bodies are
// this project's choice, written in mocks/README.md "Withdraw address book": v2 envelopes
// ({code:200, data} / {code, message}), camelCase like the list. A row adds three fields to the
// documented ones: `id` (paging and removal), `createdAt` and `whiteAt` (epoch ms; when the
// address was added and when it entered the whitelist, null when it is not on it).
// Every change (add, remove, white level, whitelist settings) needs a passed security
// verification of the `withdraw_address` scene (lib/contracts/uc/security.ts) just before it.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireIdSchema } from '../wire';

z.config({ jitless: true });

/** The security-verification scene every change of the book passes first. */
export const WITHDRAW_ADDRESS_SCENE = 'withdraw_address' as const;

/** v2 code of a change sent without a passed verification, and its text (project choice). */
export const VERIFICATION_REQUIRED_CODE = 4003;
export const VERIFICATION_REQUIRED_TEXT = '请先完成安全验证';

/** v2 code of a removal or white-level change of an address that is not in the book. */
export const ADDRESS_NOT_FOUND_CODE = 2018;
export const ADDRESS_NOT_FOUND_TEXT = '提币地址不存在';

/** The list's page size: WALLET.md 3 `limit` 1–500, default 100. */
export const WITHDRAW_ADDRESS_PAGE_MAX = 500;

export const withdrawAddressStatusSchema = z.enum(['normal', 'white', 'white-delaying', 'processing']);

/** One row of GET /v2/account/withdraw/address (WALLET.md 3), plus id, createdAt and whiteAt. */
export const rawWithdrawAddressSchema = z.object({
  currency: z.string(),
  chain: z.string(),
  note: z.string(),
  addressTag: z.optional(z.nullable(z.string())),
  address: z.string(),
  status: z.optional(withdrawAddressStatusSchema),
  id: z.optional(wireIdSchema),
  createdAt: z.optional(z.nullable(z.number())),
  whiteAt: z.optional(z.nullable(z.number())),
});

/** GET query (WALLET.md 3): currency (all when absent, project), chain, note, limit 1–500, fromId. */
export const withdrawAddressQuerySchema = z.object({
  currency: z.optional(z.string()),
  chain: z.optional(z.string()),
  note: z.optional(z.string()),
  limit: z.optional(z.string()),
  fromId: z.optional(z.string()),
});

export const addWithdrawAddressBodySchema = z.object({
  currency: z.string().check(z.minLength(1)),
  chain: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  addressTag: z.optional(z.string()),
  note: z.string().check(z.minLength(1)),
});

export const whiteLevelBodySchema = z.object({ white: z.boolean() });

/** Section 3's names as they travel; the delay in hours. */
export const rawWhiteSettingsSchema = z.object({
  WhiteWithdrawAddressEnable: z.boolean(),
  WhiteWithdrawAddressDelayTime: z.number().check(z.int(), z.nonnegative()),
});

export const whiteStateQuerySchema = z.object({
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  addressTag: z.optional(z.string()),
});

/** Whether a withdrawal to one address is allowed now under the whitelist (the withdraw form and the withdraw mock ask). */
export const rawWhiteStateSchema = z.object({
  whitelistEnabled: z.boolean(),
  inBook: z.boolean(),
  usable: z.boolean(),
  /** When it becomes usable (epoch ms); null when never under the current settings. */
  usableAt: z.nullable(z.number()),
});

/** The removal's answer. */
export const rawRemovedSchema = z.object({ id: wireIdSchema });

export type RawWithdrawAddress = z.infer<typeof rawWithdrawAddressSchema>;
export type AddWithdrawAddressBody = z.infer<typeof addWithdrawAddressBodySchema>;
export type RawWhiteSettings = z.infer<typeof rawWhiteSettingsSchema>;
export type RawWhiteState = z.infer<typeof rawWhiteStateSchema>;

/** GET ?currency=&chain=&note=&limit=&fromId= → [{currency, chain, note, addressTag, address, status, id, createdAt, whiteAt}], `next-id` beside data (WALLET.md 3) */
export const withdrawAddresses = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/withdraw/address',
  request: withdrawAddressQuerySchema,
  response: z.array(rawWithdrawAddressSchema),
});
/** POST {currency, chain, address, addressTag?, note} → the new row; conflicts 2019 (address) / 2020 (alias) */
export const addWithdrawAddress = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/account/withdraw/address/add',
  request: addWithdrawAddressBodySchema,
  response: rawWithdrawAddressSchema,
});
/** POST {} → {id} */
export const removeWithdrawAddress = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/account/withdraw/address/:id/remove',
  response: rawRemovedSchema,
});
/** POST {white} → the row: on the whitelist from now (the delay starts again), or off it */
export const setWithdrawAddressWhiteLevel = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/account/withdraw/address/:id/white-level',
  request: whiteLevelBodySchema,
  response: rawWithdrawAddressSchema,
});
/** GET → {WhiteWithdrawAddressEnable, WhiteWithdrawAddressDelayTime} */
export const whiteSettings = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/account/withdraw/white-setting', response: rawWhiteSettingsSchema });
/** POST {WhiteWithdrawAddressEnable, WhiteWithdrawAddressDelayTime} → the settings now */
export const updateWhiteSettings = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/account/withdraw/white-setting',
  request: rawWhiteSettingsSchema,
  response: rawWhiteSettingsSchema,
});
/** GET ?currency=&chain=&address=&addressTag= → {whitelistEnabled, inBook, usable, usableAt} */
export const whiteWithdrawState = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/withdraw/white-state',
  request: whiteStateQuerySchema,
  response: rawWhiteStateSchema,
});
