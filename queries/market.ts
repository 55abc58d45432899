'use client';

// Market REST data that is not pushed by the market socket: the symbol list kept in local
// storage and refreshed by its ts (services/market/symbol-cache.ts).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_REFRESH_MS } from '@/lib/assets/refresh';
import { visibleSymbols, type MarketSymbol } from '@/lib/settings/symbols';
import { loadSymbols } from '@/services/market/symbol-cache';
import { fetchTickers } from '@/services/market/tickers';
import { unwrap } from './failure';
import { marketKeys } from './keys';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The listed, visible symbols; an empty answer (no cache, call failed) keeps the list shown. */
export function useMarketSymbols() {
  const client = useQueryClient();
  return useQuery({
    queryKey: marketKeys.symbols(),
    queryFn: async (): Promise<MarketSymbol[]> => {
      const { symbols } = await loadSymbols(browserStorage());
      return symbols.length > 0 ? visibleSymbols(symbols) : (client.getQueryData<MarketSymbol[]>(marketKeys.symbols()) ?? []);
    },
    // Settings change rarely; the cache's own ts refresh runs once per page.
    staleTime: 5 * 60_000,
  });
}

/**
 * Last prices by symbol (`btcusdt` → '67000.1'), the market side of a balance valuation. Asked
 * again with the balances (every 15 s while the page is visible); `initial` is the server's.
 */
export function useLastPrices(initial?: Readonly<Record<string, string>>) {
  return useQuery({
    queryKey: marketKeys.prices(),
    queryFn: async (): Promise<Readonly<Record<string, string>>> => {
      const tickers = unwrap(await fetchTickers({ silent: true }));
      return Object.fromEntries(tickers.map((ticker) => [ticker.symbol, ticker.close]));
    },
    initialData: initial,
    refetchInterval: BALANCE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
