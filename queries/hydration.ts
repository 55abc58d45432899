// Server data a server component already loaded, handed to the browser's query cache through
// HydrationBoundary instead of a second copy in props. Runs in the server render: a new
// QueryClient per request (queries/client.ts), so nothing of one request reaches another.

import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { type ApiFailure, isReauthCode } from '@/services/http';
import { visibleSymbols, type MarketSymbol } from '@/lib/settings/symbols';
import { makeQueryClient } from './client';
import { QueryFailure } from './failure';
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

/** A QueryFailure as plain data: the code and message a server render's failed call answered. */
interface TransferredFailure {
  queryFailure: ApiFailure;
}

function isTransferredFailure(value: unknown): value is TransferredFailure {
  return typeof value === 'object' && value !== null && 'queryFailure' in value;
}

/**
 * A failure the server's answer decided (a kind that is not open, a wallet that is down): not
 * one the browser could mend, such as an unreachable upstream or a token that needs the ticket
 * exchange only the browser makes.
 */
function isBusinessFailure(error: unknown): error is QueryFailure {
  return error instanceof QueryFailure && !error.network && !isReauthCode(error.code);
}

/**
 * A server render's answers for the browser's cache: the successful ones, and the business
 * failures too (a kind that is not open says so with a code), each failure as plain data, since
 * an Error does not cross from a server component to the browser. `reviveFailures` undoes it.
 */
export function dehydrateAnswers(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isBusinessFailure(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!isBusinessFailure(error)) return query;
      const transferred: TransferredFailure = { queryFailure: error.failure };
      return { ...query, state: { ...query.state, error: transferred as unknown as Error, fetchFailureReason: null } };
    }),
  };
}

/** The browser's side of `dehydrateAnswers`: each transferred failure a QueryFailure again. */
export function reviveFailures(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      return isTransferredFailure(error) ? { ...query, state: { ...query.state, error: new QueryFailure(error.queryFailure) } } : query;
    }),
  };
}
