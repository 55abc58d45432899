// Currency settings: GET `settings.currencySettings`?ts= (spec sections 3 and 7) as
// MarketCurrencies, cached in local storage like the symbols.

import { currencySettings } from '@/lib/contracts/pro/settings';
import type { SettingsResponse, SettingsStorage } from '@/lib/settings/cache';
import { isMarketCurrency, toMarketCurrency, type MarketCurrency } from '@/lib/settings/currencies';
import { expandV2Currency } from '@/lib/settings/expand';
import type { ApiResult } from '@/services/http';
import { loadSettings, type SettingsFetcher, type SettingsLoad } from './settings-cache';
import { fetchSettingsList, type SettingsRecord } from './settings-list';

export const CURRENCIES_CACHE_KEY = 'settings.currencies';

function toCurrency(record: SettingsRecord): MarketCurrency | null {
  return toMarketCurrency(expandV2Currency(record));
}

/** GET `settings.currencySettings`?ts= (incremental after `ts`, everything without it). */
export function fetchCurrencySettings(ts?: string): Promise<ApiResult<SettingsResponse<MarketCurrency>>> {
  return fetchSettingsList(currencySettings.path(), toCurrency, ts);
}

/** The currency list: cache plus the changes since its ts, or the cache alone when the call fails. */
export function loadCurrencies(storage: SettingsStorage | null, fetcher: SettingsFetcher<MarketCurrency> = fetchCurrencySettings): Promise<SettingsLoad<MarketCurrency>> {
  return loadSettings({ storage, key: CURRENCIES_CACHE_KEY, fetcher, keyOf: (currency) => currency.currency, isItem: isMarketCurrency });
}
