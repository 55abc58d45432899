// Market-list preferences kept in local storage (exchange-wallet-fiat.md section 9: keys for
// the quote tab and the price switch): which quote tab is open and whether prices are also
// shown in the display fiat currency. Storage is passed in and may throw (private mode).

import { readStored, writeStored } from '@/lib/storage/safe-storage';

export const QUOTE_STORAGE_KEY = 'market.quote';
export const PRICE_SWITCH_STORAGE_KEY = 'market.priceSwitch';
/** The favourites tab sits beside the quote tabs. */
export const FAVORITES_TAB = 'favorites';

export type PriceSwitch = 'quote' | 'fiat';

/** The stored tab when it is still offered, else the first offered tab (usdt first by order). */
export function readQuoteTab(storage: Pick<Storage, 'getItem'>, offered: readonly string[]): string | null {
  const stored = readStored(storage, QUOTE_STORAGE_KEY);
  if (stored && (offered.includes(stored) || stored === FAVORITES_TAB)) return stored;
  return offered[0] ?? null;
}

export function writeQuoteTab(storage: Pick<Storage, 'setItem'>, tab: string): boolean {
  return writeStored(storage, QUOTE_STORAGE_KEY, tab);
}

export function readPriceSwitch(storage: Pick<Storage, 'getItem'>): PriceSwitch {
  return readStored(storage, PRICE_SWITCH_STORAGE_KEY) === 'fiat' ? 'fiat' : 'quote';
}

export function writePriceSwitch(storage: Pick<Storage, 'setItem'>, value: PriceSwitch): boolean {
  return writeStored(storage, PRICE_SWITCH_STORAGE_KEY, value);
}

/** Case-insensitive match of a search text against the pair's names ('btc', 'BTC/U', 'btcusdt'). */
export function matchesSearch(text: string, names: { symbol: string; displayName: string; base: string }): boolean {
  const query = text.trim().toLowerCase().replace(/[\s_-]/g, '');
  if (!query) return true;
  const display = names.displayName.toLowerCase().replace(/[\s_-]/g, '');
  return names.symbol.includes(query.replace('/', '')) || display.includes(query) || names.base.toLowerCase().startsWith(query);
}
