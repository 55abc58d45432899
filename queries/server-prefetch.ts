// Balances a server render loads for its user and hands to the browser's query cache
// (HydrationBoundary), so a page's figures are in its first HTML and the browser starts with
// the answers instead of a dozen calls to make, parse and render on its main thread. Called
// inside withServerHttp (services/http/server-scope.ts), which gives the calls the user's tokens.

import 'server-only';
import { QueryClient } from '@tanstack/react-query';
import { type AccountKind, investmentAccountId, type WalletAccount } from '@/lib/assets/account-kinds';
import { DEFAULT_STALE_TIME_MS } from './client';
import { walletKeys } from './keys';
import { KIND_QUERIES, walletQueries } from './wallet-queries';

/**
 * A query client for one server render. No retries: the browser has its own rules for a call
 * that failed, and only business failures are handed over (queries/hydration.ts).
 */
export function makeServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: DEFAULT_STALE_TIME_MS } } });
}

/** Each kind's balance queries at once; the investment balance once the account list names its account. */
export async function prefetchWalletKinds(client: QueryClient, kinds: readonly AccountKind[]): Promise<void> {
  await Promise.all(kinds.flatMap((kind) => KIND_QUERIES[kind]()).map((query) => client.prefetchQuery(query)));
  if (!kinds.includes('investment')) return;
  const accountId = investmentAccountId(client.getQueryData<readonly WalletAccount[]>(walletKeys.accounts()) ?? []);
  if (accountId !== '') await client.prefetchQuery(walletQueries.account(accountId));
}
