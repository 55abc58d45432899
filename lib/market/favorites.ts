// Trading-pair favourites (exchange-wallet-fiat.md sections 6 and 9): visitors keep them in
// local storage, logged-in users on the server. These rules are shared by both sources.

/** Local-storage key of a visitor's favourites: a JSON array of symbols. */
export const FAVORITES_STORAGE_KEY = 'market.favorites';

/** The part of Web Storage the favourites use, so tests can pass a fake one. */
export type FavoritesStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Exchange symbol ids are the lower-case base and quote run together (btcusdt, btc3lusdt).
const MARKET_SYMBOL = /^[a-z0-9]{2,40}$/;

export function isMarketSymbol(value: unknown): value is string {
  return typeof value === 'string' && MARKET_SYMBOL.test(value);
}

/** Valid symbols only, each once, in their first order. */
export function normalizeFavorites(values: readonly unknown[]): string[] {
  return [...new Set(values.filter(isMarketSymbol))];
}

/**
 * The visitor's favourites. Anything unreadable (no storage, storage that throws, corrupt JSON,
 * not an array) counts as no favourites: a broken entry must never break the market page.
 */
export function readLocalFavorites(storage: FavoritesStorage | null | undefined): string[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(FAVORITES_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normalizeFavorites(parsed) : [];
  } catch {
    return [];
  }
}

/** Stores the favourites; false when storage is missing or refuses (quota, private mode). */
export function writeLocalFavorites(storage: FavoritesStorage | null | undefined, symbols: readonly string[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(normalizeFavorites(symbols)));
    return true;
  } catch {
    return false;
  }
}

/** Adds the symbol at the end, or removes it when present; an invalid symbol changes nothing. */
export function toggleFavorite(list: readonly string[], symbol: string): string[] {
  if (!isMarketSymbol(symbol)) return [...list];
  return list.includes(symbol) ? list.filter((item) => item !== symbol) : [...list, symbol];
}
