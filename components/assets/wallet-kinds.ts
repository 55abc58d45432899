'use client';

// Every account kind of the wallet as one shape for the assets screens: its balance query (or
// the two a kind needs), its rows as {currency, total, available, frozen}, its state by the
// lib/assets rules (loading, loaded, not-open, empty, dead) and a retry. A kind a sub-user's
// page does not fetch (section 6) is empty without a call. Each kind's query is its own, so one
// failing kind never touches another.
//
// A card or a detail page calls `useWalletKind(kind, …)` with a kind that does not change for
// the component's life (components are keyed by kind), so the hook behind it is always the same.
// Which kinds are shown and what they are worth: ./wallet-valuation.

import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type AccountKind, countedAccounts, investmentAccountId, isFetchedFor, isWorkingState } from '@/lib/assets/account-kinds';
import { cryptoLoansTotal } from '@/lib/assets/valuation';
import { initialWalletState, WALLET_STATE_TEXT, type WalletState, walletStateAfterLoad } from '@/lib/assets/wallet-state';
import { sumBalances, sumRowsByCurrency, type AssetBalances } from '@/lib/assets/balances';
import { QueryFailure, queryErrorText } from '@/queries/failure';
import {
  type WalletQueryOptions,
  useAccountBalance,
  useWalletAccounts,
  useC2cBalance,
  useContractBalance,
  useGridBalance,
  useLinearBalance,
  useLinearCrossBalance,
  useMarginBalances,
  useMinepoolBalance,
  useMiningBalance,
  useMiningVisibility,
  useOptionBalance,
  useOtcBalance,
  usePledgeList,
  usePledgeTotals,
  usePointAccount,
  useSpotBalance,
  useSuperMarginBalance,
  useSwapBalance,
} from '@/queries/wallet';
import type { AccountBalances, BalanceRow } from '@/services/wallet/convert';

/** What a kind's card and detail page show besides its rows. */
export interface KindExtra {
  /** A value the rows do not give (crypto loans: pledged minus loaned, in USDT). */
  usdtValue?: string | null;
  /** Mining: the tab is shown (switchStatus). */
  miningTabShown?: boolean;
  /** Point cards: the points left. */
  points?: string;
  /** Margin: the per-symbol accounts, for the detail page. */
  marginAccounts?: readonly AccountBalances[];
  /** The pro account id whose `accounts.update` pushes move these rows (spot). */
  accountId?: string;
}

export interface KindData {
  rows: readonly BalanceRow[];
  extra: KindExtra;
}

export interface WalletKindView {
  kind: AccountKind;
  state: WalletState;
  data: KindData | null;
  /** The failure's message, for a dead wallet's notice. */
  failureMessage: string | null;
  /** A toast the failure asks for (otc; 1011 when asked), null when silent. */
  toast: string | null;
  fetching: boolean;
  retry(): void;
}

interface KindQuery {
  data: KindData | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

type KindHook = (loggedIn: boolean, options: WalletQueryOptions) => KindQuery;

const EMPTY_EXTRA: KindExtra = {};

/** One query's result in the common shape, its data converted once per answer (memoised). */
function useMapped<T>(query: UseQueryResult<T>, toData: (data: T) => KindData): KindQuery {
  const { data: raw, error, isPending, isFetching, refetch } = query;
  const data = useMemo(() => (raw === undefined ? undefined : toData(raw)), [raw, toData]);
  return { data, error, isPending, isFetching, refetch };
}

/** Two queries as one: pending while either is, failed when the first (the kind's own) fails. */
function useCombined(first: KindQuery, second: Pick<KindQuery, 'isFetching' | 'refetch'>): KindQuery {
  const { data, error, isPending, isFetching, refetch } = first;
  const { isFetching: secondFetching, refetch: secondRefetch } = second;
  const refetchBoth = useCallback(() => {
    void refetch();
    void secondRefetch();
  }, [refetch, secondRefetch]);
  return useMemo(
    () => ({ data, error, isPending, isFetching: isFetching || secondFetching, refetch: refetchBoth }),
    [data, error, isPending, isFetching, secondFetching, refetchBoth],
  );
}

const rowsOnly = (rows: readonly BalanceRow[]): KindData => ({ rows, extra: EMPTY_EXTRA });
const accountData = (account: AccountBalances): KindData => ({ rows: account.rows, extra: { accountId: account.accountId } });
/** The cross-margin account: its rows only while it is working (section 3). */
const superMarginData = (account: AccountBalances): KindData => ({ rows: isWorkingState(account.state) ? account.rows : [], extra: { accountId: account.accountId } });

/** The isolated-margin pairs: only the working ones are listed and summed (section 3). */
function marginData(accounts: readonly AccountBalances[]): KindData {
  const working = countedAccounts(accounts);
  const sets: AssetBalances[] = working.map((account) => Object.fromEntries(account.rows.map((row) => [row.currency, row])));
  return { rows: Object.values(sumBalances(sets)), extra: { marginAccounts: working } };
}


function useSpotKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useSpotBalance(loggedIn, options), accountData);
}
function useMarginKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useMarginBalances('', loggedIn, options), marginData);
}
function useSuperMarginKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useSuperMarginBalance(loggedIn, options), superMarginData);
}
function useOtcKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useOtcBalance(loggedIn, options), rowsOnly);
}
function useDmKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useContractBalance(loggedIn, options), rowsOnly);
}
function useSwapKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useSwapBalance(loggedIn, options), rowsOnly);
}
/**
 * U本位: the isolated USDT-margined accounts and the cross USDT-margined account are one kind
 * (section 7 "linear and linear cross"), so its card, detail and the total carry both. A failure
 * of either is the kind's (the two answer the same codes: not open is not open for both).
 */
function useLinearKind(loggedIn: boolean, options: WalletQueryOptions) {
  const isolated = useLinearBalance(loggedIn, options);
  const cross = useLinearCrossBalance(loggedIn, options);
  const { data: isolatedRows, error: isolatedError, isPending: isolatedPending, isFetching: isolatedFetching, refetch: refetchIsolated } = isolated;
  const { data: crossRows, error: crossError, isPending: crossPending, isFetching: crossFetching, refetch: refetchCross } = cross;
  const data = useMemo(() => (isolatedRows && crossRows ? rowsOnly(sumRowsByCurrency([...isolatedRows, ...crossRows])) : undefined), [isolatedRows, crossRows]);
  const refetch = useCallback(() => {
    void refetchIsolated();
    void refetchCross();
  }, [refetchIsolated, refetchCross]);
  const error = isolatedError ?? crossError;
  return useMemo<KindQuery>(
    () => ({ data, error, isPending: isolatedPending || crossPending, isFetching: isolatedFetching || crossFetching, refetch }),
    [data, error, isolatedPending, crossPending, isolatedFetching, crossFetching, refetch],
  );
}
function useOptionKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useOptionBalance(loggedIn, options), rowsOnly);
}
function useMinepoolKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useMinepoolBalance(loggedIn, options), rowsOnly);
}
const NO_ROWS: KindData = { rows: [], extra: EMPTY_EXTRA };

/**
 * The investment (savings, earn) account: found in the account list, then its balance by id.
 * Without one the kind is loaded with no rows; all-balance would carry every account's rows
 * (hundreds of currencies for some users) for this one account.
 */
function useInvestmentKind(loggedIn: boolean, options: WalletQueryOptions) {
  const enabled = options.enabled !== false;
  const accounts = useWalletAccounts(loggedIn, { live: false, enabled, keepFailures: options.keepFailures });
  const accountId = useMemo(() => investmentAccountId(accounts.data ?? []), [accounts.data]);
  const balance = useMapped(useAccountBalance(accountId, loggedIn, { ...options, enabled: enabled && accountId !== '' }), accountData);
  const noAccount = accounts.data !== undefined && accountId === '';
  const { error: accountsError, isPending: accountsPending, isFetching: accountsFetching, refetch: refetchAccounts } = accounts;
  return useMemo<KindQuery>(() => {
    if (accountsError) return { data: undefined, error: accountsError, isPending: false, isFetching: accountsFetching, refetch: refetchAccounts };
    if (noAccount) return { data: NO_ROWS, error: null, isPending: false, isFetching: accountsFetching, refetch: refetchAccounts };
    if (accountsPending) return { data: undefined, error: null, isPending: true, isFetching: accountsFetching, refetch: refetchAccounts };
    return balance;
  }, [accountsError, accountsPending, accountsFetching, refetchAccounts, noAccount, balance]);
}
const c2cData = (account: { rows: readonly BalanceRow[] }): KindData => rowsOnly(account.rows);
function useC2cBorrowKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useC2cBalance(loggedIn, { accountType: 'borrow' }, options), c2cData);
}
function useCryptoLoansKind(loggedIn: boolean, options: WalletQueryOptions) {
  const totals = usePledgeTotals(loggedIn, options);
  const list = usePledgeList(loggedIn, options);
  const toData = useMemo(() => {
    const usdtValue = totals.data ? cryptoLoansTotal(totals.data) : null;
    return (rows: readonly BalanceRow[]): KindData => ({ rows, extra: { usdtValue } });
  }, [totals.data]);
  return useCombined(useMapped(list, toData), totals);
}
function useMiningKind(loggedIn: boolean, options: WalletQueryOptions) {
  const visibility = useMiningVisibility(loggedIn, options);
  const toData = useMemo(() => {
    const miningTabShown = visibility.data?.visible ?? false;
    return (mining: { rows: BalanceRow[] }): KindData => ({ rows: mining.rows, extra: { miningTabShown } });
  }, [visibility.data]);
  return useCombined(useMapped(useMiningBalance(loggedIn, options), toData), visibility);
}
function useGriddingKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(useGridBalance(loggedIn, options), rowsOnly);
}
const pointData = (account: { balance: string; accountId: string }): KindData => ({ rows: [], extra: { points: account.balance, accountId: account.accountId } });
function usePointKind(loggedIn: boolean, options: WalletQueryOptions) {
  return useMapped(usePointAccount(loggedIn, options), pointData);
}

const KIND_HOOKS: Record<AccountKind, KindHook> = {
  spot: useSpotKind,
  margin: useMarginKind,
  superMargin: useSuperMarginKind,
  otc: useOtcKind,
  dm: useDmKind,
  swap: useSwapKind,
  linear: useLinearKind,
  option: useOptionKind,
  minepool: useMinepoolKind,
  investment: useInvestmentKind,
  c2cBorrow: useC2cBorrowKind,
  cryptoLoans: useCryptoLoansKind,
  mining: useMiningKind,
  gridding: useGriddingKind,
  point: usePointKind,
};

export interface WalletKindOptions {
  loggedIn: boolean;
  /** The user's user_type (2 = sub-user); null while the user is unknown. */
  userType: number | null;
  /** Poll every 15 s while the page is visible (default true). */
  live?: boolean;
  /** 1011 on dm or swap toasts its message (section 8: only when asked). */
  toastOnEmpty?: boolean;
  /** False for a kind the user's page does not show (sub-account visibility): not fetched. */
  visible?: boolean;
  /** A failure in the cache (the server render's) is shown, not asked again on mount (queries/wallet.ts). */
  keepFailures?: boolean;
}

const NO_FAILURE = { code: null, message: null } as const;

interface ShownFailure {
  state: WalletState;
  message: string | null;
  toast: string | null;
}

/**
 * A failure's code and the message a card shows (and a toast says): the server's when it is fit
 * to show on this page (services/http failureText), else 资产加载失败, or the network text
 * for a call that got no answer — never the HTTP layer's English envelope text.
 */
function failureOf(error: unknown): { code: number | string | null; message: string | null } {
  if (error instanceof QueryFailure) return { code: error.code, message: queryErrorText(error, WALLET_STATE_TEXT.dead) };
  return { code: null, message: null };
}

export function useWalletKind(kind: AccountKind, { loggedIn, userType, live = true, toastOnEmpty = false, visible = true, keepFailures = false }: WalletKindOptions): WalletKindView {
  const fetched = visible && userType !== null && isFetchedFor(kind, userType);
  const useKind = KIND_HOOKS[kind];
  const query = useKind(loggedIn, { live, enabled: fetched, keepFailures });
  const { data, error, isPending, refetch } = query;
  // A failure is kept by what it says (code and message), not by its object: a kind that is not
  // open fails again on every 15 s refresh with a new error object, and its card must not
  // re-render for that. A query without data goes back to pending while it fetches again (the
  // error cleared): the last failure stays shown until the answer, rather than a flash of 加载中.
  const failed = error !== null && error !== undefined;
  const { code: failureCode, message: failureMessage } = failed ? failureOf(error) : NO_FAILURE;
  const afterFailure = failed ? walletStateAfterLoad(kind, { ok: false, code: failureCode, message: failureMessage }, { toastOnEmpty }) : null;
  const [lastFailure, setLastFailure] = useState<ShownFailure | null>(null);
  if (afterFailure && (lastFailure?.state !== afterFailure.state || lastFailure.message !== failureMessage || lastFailure.toast !== afterFailure.toast)) {
    setLastFailure({ state: afterFailure.state, message: failureMessage, toast: afterFailure.toast });
  }
  if (!failed && data !== undefined && lastFailure !== null) setLastFailure(null);
  const shown = afterFailure ? { state: afterFailure.state, message: failureMessage, toast: afterFailure.toast } : isPending && query.isFetching ? lastFailure : null;
  const failedState = shown?.state ?? null;
  const shownMessage = shown?.message ?? null;
  const failureToast = shown?.toast ?? null;
  // The in-flight flag only matters to a dead wallet's retry button (and a first load); a loaded
  // kind's 15 s refresh must not give its view a new object, or its card would re-render for nothing.
  const fetching = query.isFetching && (failedState === 'dead' || (isPending && failedState === null));
  // Only a view without a failure to show depends on the pending flag.
  const loadingNow = failedState === null && isPending;

  return useMemo(() => {
    const retry = () => void refetch();
    if (!fetched) {
      // Unknown user: still loading. A sub-user's unfetched kind: empty without a call.
      const state = userType === null ? 'loading' : initialWalletState(kind, userType);
      return { kind, state, data: null, failureMessage: null, toast: null, fetching: false, retry };
    }
    if (failedState !== null) return { kind, state: failedState, data: null, failureMessage: shownMessage, toast: failureToast, fetching, retry };
    if (loadingNow || !data) return { kind, state: 'loading', data: null, failureMessage: null, toast: null, fetching, retry };
    return { kind, state: 'loaded', data, failureMessage: null, toast: null, fetching, retry };
  }, [kind, fetched, userType, failedState, shownMessage, failureToast, loadingNow, fetching, data, refetch]);
}

/**
 * Every kind's view, in ACCOUNT_KINDS order, each from its own query; `shown` says which kinds
 * the page shows (the others are not fetched). Called once per page that lists all kinds.
 */
export function useAllWalletKinds(options: WalletKindOptions, shown: ReadonlySet<AccountKind>): WalletKindView[] {
  const spot = useWalletKind('spot', { ...options, visible: shown.has('spot') });
  const margin = useWalletKind('margin', { ...options, visible: shown.has('margin') });
  const superMargin = useWalletKind('superMargin', { ...options, visible: shown.has('superMargin') });
  const otc = useWalletKind('otc', { ...options, visible: shown.has('otc') });
  const dm = useWalletKind('dm', { ...options, visible: shown.has('dm') });
  const swap = useWalletKind('swap', { ...options, visible: shown.has('swap') });
  const linear = useWalletKind('linear', { ...options, visible: shown.has('linear') });
  const option = useWalletKind('option', { ...options, visible: shown.has('option') });
  const minepool = useWalletKind('minepool', { ...options, visible: shown.has('minepool') });
  const investment = useWalletKind('investment', { ...options, visible: shown.has('investment') });
  const c2cBorrow = useWalletKind('c2cBorrow', { ...options, visible: shown.has('c2cBorrow') });
  const cryptoLoans = useWalletKind('cryptoLoans', { ...options, visible: shown.has('cryptoLoans') });
  const mining = useWalletKind('mining', { ...options, visible: shown.has('mining') });
  const gridding = useWalletKind('gridding', { ...options, visible: shown.has('gridding') });
  const point = useWalletKind('point', { ...options, visible: shown.has('point') });
  return useMemo(
    () => [spot, margin, superMargin, otc, dm, swap, linear, option, minepool, investment, c2cBorrow, cryptoLoans, mining, gridding, point],
    [spot, margin, superMargin, otc, dm, swap, linear, option, minepool, investment, c2cBorrow, cryptoLoans, mining, gridding, point],
  );
}
