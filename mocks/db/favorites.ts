// Trading-pair favourites per user (pairGet / pairSet / pairDel). The ordinary demo user starts
// with btcusdt so a logged-in market page shows a server favourite out of the box.

import { SEED_UIDS } from './users';

export interface MockFavoritePair {
  symbol: string;
  /** Epoch ms of the add. */
  createdAt: number;
}

/** Fixed time of the seeded favourites, so the seed is deterministic. */
export const SEED_FAVORITES_CREATED_AT = Date.UTC(2024, 5, 1);

export const SEED_FAVORITES: ReadonlyArray<readonly [number, readonly string[]]> = [[SEED_UIDS.ordinary, ['btcusdt']]];

export function createFavorites(): Map<number, MockFavoritePair[]> {
  return new Map(
    SEED_FAVORITES.map(([uid, symbols]) => [uid, symbols.map((symbol) => ({ symbol, createdAt: SEED_FAVORITES_CREATED_AT }))]),
  );
}
