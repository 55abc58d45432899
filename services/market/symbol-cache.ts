// The browser's symbol list, cached in local storage under SYMBOLS_CACHE_KEY (see
// settings-cache.ts). A symbol missing from the fresh list is looked up in the cache (section 8:
// "missing symbol data falls back to local cache").

import type { SettingsStorage } from '@/lib/settings/cache';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { cachedSettings, loadSettings, type SettingsFetcher, type SettingsSource } from './settings-cache';
import { fetchSymbolSettings } from './symbol-settings';

export const SYMBOLS_CACHE_KEY = 'settings.symbols';

function isMarketSymbol(item: unknown): item is MarketSymbol {
  if (typeof item !== 'object' || item === null) return false;
  const { symbol, base, quote, pricePrecision, amountPrecision, partitions, tags } = item as Record<string, unknown>;
  return (
    typeof symbol === 'string' &&
    typeof base === 'string' &&
    typeof quote === 'string' &&
    typeof pricePrecision === 'number' &&
    typeof amountPrecision === 'number' &&
    Array.isArray(partitions) &&
    Array.isArray(tags)
  );
}

export interface SymbolLoad {
  symbols: MarketSymbol[];
  source: SettingsSource;
}

/** The symbol list: cache plus the changes since its ts, or the cache alone when the call fails. */
export async function loadSymbols(storage: SettingsStorage | null, fetcher: SettingsFetcher<MarketSymbol> = fetchSymbolSettings): Promise<SymbolLoad> {
  const { items, source } = await loadSettings({ storage, key: SYMBOLS_CACHE_KEY, fetcher, keyOf: (symbol) => symbol.symbol, isItem: isMarketSymbol });
  return { symbols: items, source };
}

/** A symbol from the fresh list, else from the cache. */
export function symbolWithFallback(storage: SettingsStorage | null, fresh: readonly MarketSymbol[], symbol: string): MarketSymbol | undefined {
  const find = (list: readonly MarketSymbol[]) => list.find((item) => item.symbol === symbol);
  return find(fresh) ?? find(cachedSettings(storage, SYMBOLS_CACHE_KEY, isMarketSymbol));
}
