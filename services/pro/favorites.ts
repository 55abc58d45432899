// Trading-pair favourites of a logged-in user (exchange-wallet-fiat.md section 7), on the pro
// family with its token. Visitors keep theirs in local storage (lib/market/favorites.ts).

import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { normalizeFavorites } from '@/lib/market/favorites';
import { favoritePairListSchema, pairDel, pairGet, pairSet, type FavoritePair } from '@/lib/contracts/pro/favorites';

export { FAVORITE_INVALID_SYMBOL_CODE, type FavoritePair } from '@/lib/contracts/pro/favorites';

/** Server entries whose symbol is not a valid id are dropped, and each symbol kept once. */
export function toFavoritePairs(raw: readonly FavoritePair[]): FavoritePair[] {
  const wanted = new Set(normalizeFavorites(raw.map((pair) => pair.symbol)));
  return raw.filter((pair) => wanted.delete(pair.symbol));
}

/** GET `favorites.pairGet` */
export async function fetchFavoritePairs(options?: ShorthandOptions): Promise<ApiResult<FavoritePair[]>> {
  return parseEnvelope(await get('pro', pairGet.path(), undefined, options), favoritePairListSchema, toFavoritePairs);
}

/** POST `favorites.pairSet` {symbols}: adds the symbols. */
export function addFavoritePairs(symbols: readonly string[], options?: ShorthandOptions): Promise<ApiResult<unknown>> {
  return post('pro', pairSet.path(), { symbols: [...symbols] }, options);
}

/** POST `favorites.pairDel` {symbols}: removes the symbols. */
export function removeFavoritePairs(symbols: readonly string[], options?: ShorthandOptions): Promise<ApiResult<unknown>> {
  return post('pro', pairDel.path(), { symbols: [...symbols] }, options);
}
