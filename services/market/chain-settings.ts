// Chain settings: GET `settings.chainSettings`?ts= (spec sections 3 and 7), kept as the
// camel-cased records and cached in local storage like the symbols.

import { chainSettings } from '@/lib/contracts/pro/settings';
import type { SettingsResponse, SettingsStorage } from '@/lib/settings/cache';
import { chainKey, isSettingsChain, toSettingsChain, type SettingsChain } from '@/lib/settings/chains';
import type { ApiResult } from '@/services/http';
import { loadSettings, type SettingsFetcher, type SettingsLoad } from './settings-cache';
import { fetchSettingsList } from './settings-list';

export const CHAINS_CACHE_KEY = 'settings.chains';

/** GET `settings.chainSettings`?ts= (incremental after `ts`, everything without it). */
export function fetchChainSettings(ts?: string): Promise<ApiResult<SettingsResponse<SettingsChain>>> {
  return fetchSettingsList(chainSettings.path(), toSettingsChain, ts);
}

/** The chain list: cache plus the changes since its ts, or the cache alone when the call fails. */
export function loadChains(storage: SettingsStorage | null, fetcher: SettingsFetcher<SettingsChain> = fetchChainSettings): Promise<SettingsLoad<SettingsChain>> {
  return loadSettings({ storage, key: CHAINS_CACHE_KEY, fetcher, keyOf: chainKey, isItem: isSettingsChain });
}
