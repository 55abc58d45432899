// Server data a server component already loaded, handed to the browser's query cache through
// HydrationBoundary instead of a second copy in props. Runs in the server render: a new
// QueryClient per request (queries/client.ts), so nothing of one request reaches another.

import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { visibleSymbols, type MarketSymbol } from '@/lib/settings/symbols';
import { makeQueryClient } from './client';
import { marketKeys } from './keys';

/**
 * The exchange page's symbol list as the market list reads it (useMarketSymbols). Marked as
 * old, so the browser still refreshes its local-storage list by ts once the page is interactive.
 */
export function dehydrateMarketSymbols(symbols: readonly MarketSymbol[]): DehydratedState {
  const client = makeQueryClient();
  client.setQueryData(marketKeys.symbols(), visibleSymbols(symbols), { updatedAt: 0 });
  return dehydrate(client);
}
