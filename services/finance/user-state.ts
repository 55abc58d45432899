// User states of the Assets area on the pro family (exchange-wallet-fiat.md sections 6 and 8):
// whether the user is deprecated ("true when code is 10009") and which asset-page business
// types a sub-account sees. The sub-user authority query is services/trading/authority.ts.

import * as calls from '@/lib/contracts/pro/user-state';
import type { AssetBizType, RawBizVisibility } from '@/lib/contracts/pro/user-state';
import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';

export { ASSET_BIZ_TYPES, ASSET_BIZ_TYPE_LIST, type AssetBizType } from '@/lib/contracts/pro/user-state';

export interface BizVisibility {
  bizType: AssetBizType;
  visible: boolean;
}

/** An entry of a business type this app does not know is dropped. */
export function toBizVisibility(raw: RawBizVisibility): BizVisibility | null {
  const known = calls.ASSET_BIZ_TYPE_LIST as readonly number[];
  return known.includes(raw.bizType) ? { bizType: raw.bizType as AssetBizType, visible: raw.visible } : null;
}

/** GET `userState.userDeprecatedState` → true for code 10009, false for a success; other failures stay failures. */
export async function fetchUserDeprecated(options?: ShorthandOptions): Promise<ApiResult<boolean>> {
  const result = await get('pro', calls.userDeprecatedState.path(), undefined, options);
  if (!result.success && Number(result.code) === calls.USER_DEPRECATED_CODE) return { ...result, success: true, data: true };
  return parseEnvelope(result, calls.rawDeprecatedStateSchema, (raw) => raw.deprecated);
}

/** GET `userState.sellWhitelist` → the currencies (lower case) the user may sell instead of withdrawing. */
export async function fetchSellWhitelist(options?: ShorthandOptions): Promise<ApiResult<string[]>> {
  return parseEnvelope(await get('pro', calls.sellWhitelist.path(), undefined, options), calls.rawSellWhitelistSchema, (raw) =>
    raw.currencies.map((currency) => currency.trim().toLowerCase()).filter(Boolean),
  );
}

/** GET `userState.subAccountAssetVisibility`?bizTypes= → per business type whether the asset page shows it. */
export async function fetchSubAccountVisibility(bizTypes: readonly AssetBizType[] = [], options?: ShorthandOptions): Promise<ApiResult<BizVisibility[]>> {
  const params = bizTypes.length > 0 ? { bizTypes: bizTypes.join(',') } : undefined;
  return parseListEnvelope(await get('pro', calls.subAccountAssetVisibility.path(), params, options), calls.rawBizVisibilitySchema, toBizVisibility);
}
