'use client';

// Market REST data that is not pushed by the market socket: the symbol list kept in local
// storage and refreshed by its ts (services/market/symbol-cache.ts).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { visibleSymbols, type MarketSymbol } from '@/lib/settings/symbols';
import { browserStorage } from '@/lib/storage/safe-storage';
import { loadSymbols } from '@/services/market/symbol-cache';
import { marketKeys } from './keys';


/** The listed, visible symbols; an empty answer (no cache, call failed) keeps the list shown. */
export function useMarketSymbols() {
  const client = useQueryClient();
  return useQuery({
    queryKey: marketKeys.symbols(),
    queryFn: async (): Promise<MarketSymbol[]> => {
      const { symbols } = await loadSymbols(browserStorage('local'));
      return symbols.length > 0 ? visibleSymbols(symbols) : (client.getQueryData<MarketSymbol[]>(marketKeys.symbols()) ?? []);
    },
    // Settings change rarely; the cache's own ts refresh runs once per page.
    staleTime: 5 * 60_000,
  });
}
