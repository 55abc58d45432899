// The balance calls as query definitions (key, function, polled or not), shared by the hooks of
// queries/wallet.ts and by a server render that loads a page's balances ahead of the browser
// (queries/server-prefetch.ts), so both fill the same cache entries with the same data.
// No 'use client': a server component calls these too.

import type { QueryKey } from '@tanstack/react-query';
import type { AccountKind } from '@/lib/assets/account-kinds';
import type { ApiResult } from '@/services/http';
import {
  fetchAccountBalances,
  fetchC2cBalance,
  fetchGridBalance,
  fetchMarginBalances,
  fetchMinepoolBalance,
  fetchMiningBalance,
  fetchMiningVisibility,
  fetchPledgeList,
  fetchPledgeTotals,
  fetchPointAccount,
  fetchSpotBalance,
  fetchSuperMarginBalances,
  type C2cBalanceParams,
} from '@/services/wallet/balances';
import { fetchContractBalance, fetchLinearBalance, fetchOptionBalance, fetchSwapBalance } from '@/services/wallet/derivatives';
import { fetchOtcBalance } from '@/services/wallet/otc';
import { fetchAccounts } from '@/services/trading/account-list';
import { unwrap } from './failure';
import { walletKeys } from './keys';

const QUIET = { silent: true } as const;

export interface BalanceQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** Polled every 15 s while the page is visible; settings such as the account list are not. */
  live: boolean;
}

function balanceQuery<T>(queryKey: QueryKey, fetch: () => Promise<ApiResult<T>>, live = true): BalanceQuery<T> {
  return { queryKey, queryFn: async () => unwrap(await fetch()), live };
}

export const walletQueries = {
  /** The user's pro accounts (to find the investment account): accounts rarely change. */
  accounts: () => balanceQuery(walletKeys.accounts(), () => fetchAccounts(QUIET), false),
  spot: () => balanceQuery(walletKeys.spot(), () => fetchSpotBalance(QUIET)),
  /** Any pro account by id (investment, point, borrow, …). */
  account: (accountId: string) => balanceQuery(walletKeys.account(accountId), () => fetchAccountBalances(accountId, QUIET)),
  /** Every isolated-margin account, or one pair's ('' = all). */
  margin: (symbol: string) => balanceQuery(walletKeys.margin(symbol), () => fetchMarginBalances(symbol || undefined, QUIET)),
  superMargin: () => balanceQuery(walletKeys.superMargin(), () => fetchSuperMarginBalances(QUIET)),
  otc: () => balanceQuery(walletKeys.otc(), () => fetchOtcBalance(QUIET)),
  dm: () => balanceQuery(walletKeys.dm(), () => fetchContractBalance(undefined, QUIET)),
  swap: () => balanceQuery(walletKeys.swap(), () => fetchSwapBalance(undefined, QUIET)),
  linear: () => balanceQuery(walletKeys.linear(), () => fetchLinearBalance(undefined, QUIET)),
  option: () => balanceQuery(walletKeys.option(), () => fetchOptionBalance(undefined, QUIET)),
  grid: () => balanceQuery(walletKeys.grid(), () => fetchGridBalance(QUIET)),
  c2c: (params: C2cBalanceParams = {}) => {
    const accountType = params.accountType ?? 'borrow';
    const currency = params.currency ?? '';
    const accountId = params.accountId ?? '';
    return balanceQuery(walletKeys.c2c(accountType, currency, accountId), () =>
      fetchC2cBalance({ accountType, currency: currency || undefined, accountId: accountId || undefined }, QUIET),
    );
  },
  minepool: () => balanceQuery(walletKeys.minepool(), () => fetchMinepoolBalance(QUIET)),
  mining: () => balanceQuery(walletKeys.mining(), () => fetchMiningBalance(QUIET)),
  /** allow-mining-show: a setting, not a balance. */
  miningVisibility: () => balanceQuery(walletKeys.miningVisibility(), () => fetchMiningVisibility(QUIET), false),
  pledgeTotals: () => balanceQuery(walletKeys.pledgeTotals(), () => fetchPledgeTotals(QUIET)),
  pledgeList: () => balanceQuery(walletKeys.pledgeList(), () => fetchPledgeList(QUIET)),
  point: () => balanceQuery(walletKeys.point(), () => fetchPointAccount(QUIET)),
};

/**
 * The queries behind each account kind's card (components/assets/wallet-kinds.ts reads the same
 * ones). The investment kind's balance needs the account id the account list gives, so its
 * second query is added once the list is in (see queries/server-prefetch.ts).
 */
export const KIND_QUERIES: Readonly<Record<AccountKind, () => readonly BalanceQuery<unknown>[]>> = {
  spot: () => [walletQueries.spot()],
  margin: () => [walletQueries.margin('')],
  superMargin: () => [walletQueries.superMargin()],
  otc: () => [walletQueries.otc()],
  dm: () => [walletQueries.dm()],
  swap: () => [walletQueries.swap()],
  linear: () => [walletQueries.linear()],
  option: () => [walletQueries.option()],
  minepool: () => [walletQueries.minepool()],
  investment: () => [walletQueries.accounts()],
  c2cBorrow: () => [walletQueries.c2c({ accountType: 'borrow' })],
  cryptoLoans: () => [walletQueries.pledgeTotals(), walletQueries.pledgeList()],
  mining: () => [walletQueries.miningVisibility(), walletQueries.mining()],
  gridding: () => [walletQueries.grid()],
  point: () => [walletQueries.point()],
};
