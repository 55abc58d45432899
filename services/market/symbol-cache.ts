// The browser's symbol list: the local-storage cache ({ ts, data, full, status }) refreshed
// incrementally by ts (exchange-wallet-fiat.md sections 3 and 9). A failed refresh returns the
// cache (section 8: "network failure returns cached data"), and a symbol missing from the
// fresh list is looked up in the cache ("missing symbol data falls back to local cache").

import { mergeSettings, readSettingsCache, writeSettingsCache, incrementalTs, type SettingsCache, type SettingsStorage } from '@/lib/settings/cache';
import type { MarketSymbol } from '@/lib/settings/symbols';
import type { ApiResult } from '@/services/http';
import type { SettingsResponse } from '@/lib/settings/cache';
import { fetchSymbolSettings } from './symbol-settings';

export const SYMBOLS_CACHE_KEY = 'settings.symbols';

export type SymbolSource = 'network' | 'cache' | 'none';

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
  source: SymbolSource;
}

/** The symbol list: cache plus the changes since its ts, or the cache alone when the call fails. */
export async function loadSymbols(
  storage: SettingsStorage | null,
  fetcher: (ts?: string) => Promise<ApiResult<SettingsResponse<MarketSymbol>>> = fetchSymbolSettings,
): Promise<SymbolLoad> {
  const cached: SettingsCache<MarketSymbol> | null = storage ? readSettingsCache(storage, SYMBOLS_CACHE_KEY, isMarketSymbol) : null;
  const result = await fetcher(incrementalTs(cached));
  if (!result.success) return cached ? { symbols: cached.data, source: 'cache' } : { symbols: [], source: 'none' };
  const merged = mergeSettings(cached, result.data, (symbol) => symbol.symbol);
  if (storage) writeSettingsCache(storage, SYMBOLS_CACHE_KEY, merged);
  return { symbols: merged.data, source: 'network' };
}

/** A symbol from the fresh list, else from the cache. */
export function symbolWithFallback(storage: SettingsStorage | null, fresh: readonly MarketSymbol[], symbol: string): MarketSymbol | undefined {
  const found = fresh.find((item) => item.symbol === symbol);
  if (found || !storage) return found;
  return readSettingsCache(storage, SYMBOLS_CACHE_KEY, isMarketSymbol)?.data.find((item) => item.symbol === symbol);
}
