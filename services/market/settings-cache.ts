// A settings list in the browser: the local-storage cache ({ ts, data, full, status }) refreshed
// incrementally by ts (exchange-wallet-fiat.md sections 3 and 9). A failed refresh returns the
// cache (section 8: "network failure returns cached data").

import { incrementalTs, mergeSettings, readSettingsCache, writeSettingsCache, type SettingsResponse, type SettingsStorage } from '@/lib/settings/cache';
import type { ApiResult } from '@/services/http';

export type SettingsSource = 'network' | 'cache' | 'none';

export type SettingsFetcher<T> = (ts?: string) => Promise<ApiResult<SettingsResponse<T>>>;

export interface SettingsLoad<T> {
  items: T[];
  source: SettingsSource;
}

export interface SettingsLoadOptions<T> {
  /** Null where there is no local storage (server, private mode): every load asks for all. */
  storage: SettingsStorage | null;
  key: string;
  fetcher: SettingsFetcher<T>;
  /** Identity of an item, so an incremental answer replaces the cached copy. */
  keyOf: (item: T) => string;
  /** Whether a cached item still has the current shape; a cache with any other is ignored. */
  isItem: (item: unknown) => item is T;
}

/** The cache plus the changes since its ts, or the cache alone when the call fails. */
export async function loadSettings<T>({ storage, key, fetcher, keyOf, isItem }: SettingsLoadOptions<T>): Promise<SettingsLoad<T>> {
  const cached = storage ? readSettingsCache(storage, key, isItem) : null;
  const result = await fetcher(incrementalTs(cached));
  if (!result.success) return cached ? { items: cached.data, source: 'cache' } : { items: [], source: 'none' };
  const merged = mergeSettings(cached, result.data, keyOf);
  if (storage) writeSettingsCache(storage, key, merged);
  return { items: merged.data, source: 'network' };
}

/** The cached items, or none when there is no readable cache. */
export function cachedSettings<T>(storage: SettingsStorage | null, key: string, isItem: (item: unknown) => item is T): T[] {
  return (storage ? readSettingsCache(storage, key, isItem)?.data : undefined) ?? [];
}
