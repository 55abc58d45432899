'use client';

// The wallet's balances on TanStack Query (exchange-wallet-fiat.md sections 3, 6, 7, 9): one
// hook per account kind's balance call, asked only for a logged-in user and, while the page is
// visible, again every 15 s (section 9 "Balance refresh 15 s"; TanStack stops interval
// refetches in a hidden tab with refetchIntervalInBackground false). A failure is thrown as a
// QueryFailure with the server's code (1220, 1010, 1011, 300003, …) for the lib rules.
// The sub-user rule (section 6: otc, mining, minepool, crypto loans, c2c borrow not fetched)
// is the caller's: pass `enabled: false` for those.

import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '@/services/http';
import type { C2cBalanceParams } from '@/services/wallet/balances';
import { BALANCE_REFRESH_MS } from '@/lib/assets/balances';
import { unwrap } from './failure';
import { walletKeys } from './keys';
import { balances, type BalanceQuery, walletQueries } from './wallet-queries';

const QUIET = { silent: true } as const;

export interface WalletQueryOptions {
  /** Poll every 15 s while the page is visible (default: the query's own). */
  live?: boolean;
  /** An extra condition (e.g. not a sub-user for the section-6 kinds); the login is always required. */
  enabled?: boolean;
  /**
   * A failure already in the cache is an answer, not asked again because a component mounts
   * (the overview's kinds, whose failures the server render hands over: a kind that is not open
   * says so at once). Its 15 s refresh and its card's retry still ask.
   */
  keepFailures?: boolean;
}

/**
 * A query that is not polled (the account list, a setting) is still asked again every 15 s while
 * its last answer was a failure: a card that waits on it (理财账户 on the account list) comes back
 * by itself once the service does, like every polled card.
 */
export function pollWhileFailed(query: { state: { status: string } }): number | false {
  return query.state.status === 'error' ? BALANCE_REFRESH_MS : false;
}

/** The query options every balance hook shares: enabled for a logged-in user, polling while visible. */
export function balanceQueryOptions(loggedIn: boolean, { live = true, enabled = true, keepFailures = false }: WalletQueryOptions = {}) {
  return {
    enabled: loggedIn && enabled,
    refetchInterval: live ? BALANCE_REFRESH_MS : pollWhileFailed,
    refetchIntervalInBackground: false,
    ...(keepFailures ? { retryOnMount: false } : {}),
  };
}

function useBalance<T>(queryKey: QueryKey, fetch: () => Promise<ApiResult<T>>, loggedIn: boolean, options?: WalletQueryOptions) {
  return useQuery({ queryKey, queryFn: async () => unwrap(await fetch()), ...balanceQueryOptions(loggedIn, options) });
}

/** One of the shared balance queries (queries/wallet-queries.ts), polled unless it is a setting. */
function useBalanceQuery<T>({ queryKey, queryFn, live }: BalanceQuery<T>, loggedIn: boolean, options?: WalletQueryOptions) {
  return useQuery({ queryKey, queryFn, ...balanceQueryOptions(loggedIn, { live, ...options }) });
}

/** The user's pro accounts (to find the investment account), not polled: accounts rarely change. */
export function useWalletAccounts(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.accounts(), loggedIn, options);
}

export function useSpotBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.spot(), loggedIn, options);
}

/** Any pro account by id (investment, point, borrow, …). */
export function useAccountBalance(accountId: string, loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.account(accountId), loggedIn, { ...options, enabled: accountId !== '' && options?.enabled !== false });
}

export function useAllBalances(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalance(walletKeys.allBalances(), async () => (await balances()).fetchAllBalances(QUIET), loggedIn, options);
}

/** Every isolated-margin account, or one pair's ('' = all). */
export function useMarginBalances(symbol: string, loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.margin(symbol), loggedIn, options);
}

export function useSuperMarginBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.superMargin(), loggedIn, options);
}

export function useOtcBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.otc(), loggedIn, options);
}

export function useContractBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.dm(), loggedIn, options);
}

export function useSwapBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.swap(), loggedIn, options);
}

export function useLinearBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.linear(), loggedIn, options);
}

/** The cross USDT-margined account (the U本位 kind's second query). */
export function useLinearCrossBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.linearCross(), loggedIn, options);
}

export function useOptionBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.option(), loggedIn, options);
}

export function useGridBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.grid(), loggedIn, options);
}

export function useC2cBalance(loggedIn: boolean, params: C2cBalanceParams = {}, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.c2c(params), loggedIn, options);
}

export function useMinepoolBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.minepool(), loggedIn, options);
}

export function useMiningBalance(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.mining(), loggedIn, options);
}

/** allow-mining-show: a setting, not a balance, so it is not polled. */
export function useMiningVisibility(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.miningVisibility(), loggedIn, options);
}

export function usePledgeTotals(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.pledgeTotals(), loggedIn, options);
}

export function usePledgeList(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.pledgeList(), loggedIn, options);
}

export function usePointAccount(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalanceQuery(walletQueries.point(), loggedIn, options);
}

/** Stable-coin info: a setting, not polled. */
export function useStableCoinInfo(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalance(walletKeys.stableCoin(), async () => (await balances()).fetchStableCoinInfo(QUIET), loggedIn, { live: false, ...options });
}

/** Finance account state: not polled. */
export function useFinanceAccountState(loggedIn: boolean, options?: WalletQueryOptions) {
  return useBalance(walletKeys.finance(), async () => (await balances()).fetchFinanceAccountState(QUIET), loggedIn, { live: false, ...options });
}
