// Trading-pair favourites of the pro family (exchange-wallet-fiat.md section 7: pairGet, pairSet,
// pairDel).

import * as z from 'zod/mini';
import { defineCall } from '../define';

/** Business code of a symbol that is not a symbol id. */
export const FAVORITE_INVALID_SYMBOL_CODE = 2002;

export const favoritePairSchema = z.object({ symbol: z.string(), createdAt: z.number() });
export const favoritePairListSchema = z.array(favoritePairSchema);
export const favoriteSymbolsRequestSchema = z.object({ symbols: z.array(z.string()) });

export type FavoritePair = z.infer<typeof favoritePairSchema>;
export type FavoriteSymbolsRequest = z.infer<typeof favoriteSymbolsRequestSchema>;

/** GET (pairGet) → [{symbol, createdAt}] */
export const pairGet = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/favorite/pairs', response: favoritePairListSchema });
/** POST {symbols} (pairSet): adds them */
export const pairSet = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/favorite/pairs', request: favoriteSymbolsRequestSchema });
/** POST {symbols} (pairDel): removes them */
export const pairDel = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/favorite/pairs/delete', request: favoriteSymbolsRequestSchema });
