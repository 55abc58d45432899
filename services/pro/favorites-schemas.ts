// Paths and wire shapes of the trading-pair favourites (exchange-wallet-fiat.md section 7:
// pairGet, pairSet, pairDel). Shared by the client calls and the mock backend.

import * as z from 'zod/mini';

export const FAVORITE_PATHS = {
  /** GET → [{symbol, createdAt}] */
  pairGet: '/v2/favorite/pairs',
  /** POST {symbols} adds them */
  pairSet: '/v2/favorite/pairs',
  /** POST {symbols} removes them */
  pairDel: '/v2/favorite/pairs/delete',
} as const;

/** Business code of a symbol that is not a symbol id. */
export const FAVORITE_INVALID_SYMBOL_CODE = 2002;

export const favoritePairSchema = z.object({ symbol: z.string(), createdAt: z.number() });
export const favoritePairListSchema = z.array(favoritePairSchema);
export const favoriteSymbolsRequestSchema = z.object({ symbols: z.array(z.string()) });

export type FavoritePair = z.infer<typeof favoritePairSchema>;
export type FavoriteSymbolsRequest = z.infer<typeof favoriteSymbolsRequestSchema>;
