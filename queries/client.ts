// The QueryClient and its defaults. One client per browser session (the cache is the point);
// on the server a new one per request, so no user's data outlives the render that loaded it.

import { isServer, QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './failure';

/** Server data is fresh for this long: a second screen asking for it within it is served from the cache. */
export const DEFAULT_STALE_TIME_MS = 30_000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: DEFAULT_STALE_TIME_MS,
        // Trading screens stay open for hours and switch windows often: sockets and the hooks'
        // own polling keep them current, a focus must not fire every query of the page at once.
        refetchOnWindowFocus: false,
      },
      // A mutation moves money or changes an account: never sent twice by the cache.
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
