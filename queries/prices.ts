'use client';

// Last prices for valuing balances, apart from queries/market.ts so that the assets pages do not
// load the symbol-list cache with them.

import { useQuery } from '@tanstack/react-query';
import { BALANCE_REFRESH_MS } from '@/lib/assets/balances';
import { unwrap, lazyService } from './failure';
import { marketKeys } from './keys';

// Service modules load on first use: a page whose first answers come from the server render
// does not evaluate them, nor their contracts' schemas, while it hydrates.
const tickerService = lazyService(() => import('@/services/market/tickers'));

/**
 * Last prices by symbol (`btcusdt` → '67000.1'), the market side of a balance valuation. Asked
 * again with the balances (every 15 s while the page is visible); `initial` is the server's.
 */
export function useLastPrices(initial?: Readonly<Record<string, string>>) {
  return useQuery({
    queryKey: marketKeys.prices(),
    queryFn: async (): Promise<Readonly<Record<string, string>>> => {
      const tickers = unwrap(await (await tickerService()).fetchTickers({ silent: true }));
      return Object.fromEntries(tickers.map((ticker) => [ticker.symbol, ticker.close]));
    },
    initialData: initial,
    refetchInterval: BALANCE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
