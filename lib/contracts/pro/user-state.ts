// User states the Assets screens read on the pro family (exchange-wallet-fiat.md sections 6 and
// 8): the deprecated-user state ("true when code is 10009") and a sub-account's asset-page
// visibility per business type ("1 crypto-loans, 2 margin, 10 otc, 11 minepool, 12 earn,
// 13 grid-trading, 14 otc-options"). The sub-user authority query is `form.subUserAuthority`.
// Paths and fields are chosen here (the spec names none; see mocks/README.md "Finance and
// custody"); v2 envelopes.

import * as z from 'zod/mini';
import { defineCall } from '../define';

z.config({ jitless: true });

/** The business types of the asset page a sub-account may or may not see (section 6). */
export const ASSET_BIZ_TYPES = {
  cryptoLoans: 1,
  margin: 2,
  otc: 10,
  minepool: 11,
  earn: 12,
  gridTrading: 13,
  otcOptions: 14,
} as const;
export type AssetBizType = (typeof ASSET_BIZ_TYPES)[keyof typeof ASSET_BIZ_TYPES];
export const ASSET_BIZ_TYPE_LIST: readonly AssetBizType[] = Object.values(ASSET_BIZ_TYPES);

/** The code of the deprecated-user state (section 8). */
export const USER_DEPRECATED_CODE = 10009;

export const rawDeprecatedStateSchema = z.object({ deprecated: z.boolean() });

export const rawBizVisibilitySchema = z.object({
  bizType: z.number(),
  visible: z.boolean(),
});

export const rawBizVisibilityListSchema = z.array(rawBizVisibilitySchema);

export type RawBizVisibility = z.infer<typeof rawBizVisibilitySchema>;

/** The currencies the user may sell from the withdraw page (section 6: whitelisted sellers). */
export const rawSellWhitelistSchema = z.object({ currencies: z.array(z.string()) });

/** GET → {currencies:['btc', …]}: the user's sell whitelist (section 7 "user sell whitelist"; path and shape ours). */
export const sellWhitelist = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/user/sell-whitelist', response: rawSellWhitelistSchema });

/** GET → {deprecated:false}; a deprecated user is answered with code 10009 instead. */
export const userDeprecatedState = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/user/deprecated-state', response: rawDeprecatedStateSchema });
/** GET ?bizTypes=1,2,10 (all when absent) → [{bizType, visible}]; every type is visible to a parent account. */
export const subAccountAssetVisibility = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/sub-user/asset-page/visibility',
  response: rawBizVisibilityListSchema,
});
