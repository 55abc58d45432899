// The balance calls as query definitions (key, function, polled or not), shared by the hooks of
// queries/wallet.ts and by a server render that loads a page's balances ahead of the browser
// (queries/server-prefetch.ts), so both fill the same cache entries with the same data.
// No 'use client': a server component calls these too.

import type { QueryKey } from '@tanstack/react-query';
import type { AccountKind } from '@/lib/assets/account-kinds';
import type { ApiResult } from '@/services/http';
import type { C2cBalanceParams } from '@/services/wallet/balances';
import { unwrap, lazyService } from './failure';
import { walletKeys } from './keys';

// Service modules load on first use: a page whose first answers come from the server render
// does not evaluate them, nor their contracts' schemas, while it hydrates.
const accountList = lazyService(() => import('@/services/trading/account-list'));
const otc = lazyService(() => import('@/services/wallet/otc'));
/** The wallet's service modules, for queries/wallet.ts's other hooks too. */
export const derivatives = lazyService(() => import('@/services/wallet/derivatives'));
export const balances = lazyService(() => import('@/services/wallet/balances'));

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
  accounts: () => balanceQuery(walletKeys.accounts(), async () => (await accountList()).fetchAccounts(QUIET), false),
  spot: () => balanceQuery(walletKeys.spot(), async () => (await balances()).fetchSpotBalance(QUIET)),
  /** Any pro account by id (investment, point, borrow, …). */
  account: (accountId: string) => balanceQuery(walletKeys.account(accountId), async () => (await balances()).fetchAccountBalances(accountId, QUIET)),
  /** Every isolated-margin account, or one pair's ('' = all). */
  margin: (symbol: string) => balanceQuery(walletKeys.margin(symbol), async () => (await balances()).fetchMarginBalances(symbol || undefined, QUIET)),
  superMargin: () => balanceQuery(walletKeys.superMargin(), async () => (await balances()).fetchSuperMarginBalances(QUIET)),
  otc: () => balanceQuery(walletKeys.otc(), async () => (await otc()).fetchOtcBalance(QUIET)),
  dm: () => balanceQuery(walletKeys.dm(), async () => (await derivatives()).fetchContractBalance(undefined, QUIET)),
  swap: () => balanceQuery(walletKeys.swap(), async () => (await derivatives()).fetchSwapBalance(undefined, QUIET)),
  linear: () => balanceQuery(walletKeys.linear(), async () => (await derivatives()).fetchLinearBalance(undefined, QUIET)),
  /** The cross USDT-margined account: part of the U本位 kind with the isolated ones. */
  linearCross: () => balanceQuery(walletKeys.linearCross(), async () => (await derivatives()).fetchLinearCrossBalance(undefined, QUIET)),
  option: () => balanceQuery(walletKeys.option(), async () => (await derivatives()).fetchOptionBalance(undefined, QUIET)),
  grid: () => balanceQuery(walletKeys.grid(), async () => (await balances()).fetchGridBalance(QUIET)),
  c2c: (params: C2cBalanceParams = {}) => {
    const accountType = params.accountType ?? 'borrow';
    const currency = params.currency ?? '';
    const accountId = params.accountId ?? '';
    return balanceQuery(walletKeys.c2c(accountType, currency, accountId), async () =>
      (await balances()).fetchC2cBalance({ accountType, currency: currency || undefined, accountId: accountId || undefined }, QUIET),
    );
  },
  minepool: () => balanceQuery(walletKeys.minepool(), async () => (await balances()).fetchMinepoolBalance(QUIET)),
  mining: () => balanceQuery(walletKeys.mining(), async () => (await balances()).fetchMiningBalance(QUIET)),
  /** allow-mining-show: a setting, not a balance. */
  miningVisibility: () => balanceQuery(walletKeys.miningVisibility(), async () => (await balances()).fetchMiningVisibility(QUIET), false),
  pledgeTotals: () => balanceQuery(walletKeys.pledgeTotals(), async () => (await balances()).fetchPledgeTotals(QUIET)),
  pledgeList: () => balanceQuery(walletKeys.pledgeList(), async () => (await balances()).fetchPledgeList(QUIET)),
  point: () => balanceQuery(walletKeys.point(), async () => (await balances()).fetchPointAccount(QUIET)),
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
  linear: () => [walletQueries.linear(), walletQueries.linearCross()],
  option: () => [walletQueries.option()],
  minepool: () => [walletQueries.minepool()],
  investment: () => [walletQueries.accounts()],
  c2cBorrow: () => [walletQueries.c2c({ accountType: 'borrow' })],
  cryptoLoans: () => [walletQueries.pledgeTotals(), walletQueries.pledgeList()],
  mining: () => [walletQueries.miningVisibility(), walletQueries.mining()],
  gridding: () => [walletQueries.grid()],
  point: () => [walletQueries.point()],
};
