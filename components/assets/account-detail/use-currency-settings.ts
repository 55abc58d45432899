'use client';

// The currency settings (deposit_enabled, withdraw_enabled) the row actions read: the local
// storage cache plus the changes since its ts, as the symbols are kept.

import { useQuery } from '@tanstack/react-query';
import type { MarketCurrency } from '@/lib/settings/currencies';
import { browserStorage } from '@/lib/storage/safe-storage';
import { loadCurrencies } from '@/services/market/currency-settings';

export const CURRENCY_SETTINGS_KEY = ['market', 'currencies'] as const;

export function useCurrencySettings() {
  return useQuery({
    queryKey: CURRENCY_SETTINGS_KEY,
    queryFn: async (): Promise<Record<string, MarketCurrency>> => {
      const { items } = await loadCurrencies(browserStorage('local'));
      return Object.fromEntries(items.map((currency) => [currency.currency, currency]));
    },
    staleTime: 5 * 60_000,
  });
}
