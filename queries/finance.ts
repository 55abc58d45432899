'use client';

// The Assets area's finance and custody server data (exchange-wallet-fiat.md sections 4, 6, 7,
// 8, 9; shell-and-account.md section 7): yesterday's profit and the profit chart, the analysis
// switch and tips, the exchange rates, the deprecated-user state and a sub-account's asset-page
// visibility (pro), and the custody service's profit-loss, asset-profit activation and VIP.
// All are asked for only when `enabled` (a logged-in user); the calls are silent, the screens
// say what failed (a profit failure with 10301 says nothing: profitFailureText).

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type BizVisibility, readCachedVisibility, writeCachedVisibility } from '@/lib/assets/visibility';
import { isSilentProfitFailure, type ProfitRange } from '@/lib/finance/profit';
import { browserStorage } from '@/lib/storage/safe-storage';
import { visibleTips, withoutTips, type AnalysisTip } from '@/lib/finance/tips';
import { financeKeys } from './keys';
import { QueryFailure, queryErrorText, unwrap, lazyService } from './failure';

// Service modules load on first use: a page whose first answers come from the server render
// does not evaluate them, nor their contracts' schemas, while it hydrates.
const reference = lazyService(() => import('@/services/market/reference'));
const userState = lazyService(() => import('@/services/finance/user-state'));
const finance = lazyService(() => import('@/services/finance/finance'));
const custody = lazyService(() => import('@/services/custody/custody'));

const QUIET = { silent: true } as const;

/** Sub-account permissions are kept 4 h (exchange-wallet-fiat.md section 9). */
export const SUB_ACCOUNT_VISIBILITY_STALE_MS = 4 * 60 * 60 * 1000;

export function useYesterdayProfit(enabled = true) {
  return useQuery({ queryKey: financeKeys.yesterdayProfit(), queryFn: async () => unwrap(await (await finance()).fetchYesterdayProfit(QUIET)), enabled });
}

/** The chart's daily profits of a period (7 / 30 / 90 days) or a custom range, oldest first. */
export function useProfitHistory(range: ProfitRange, enabled = true) {
  return useQuery({ queryKey: financeKeys.profit(range), queryFn: async () => unwrap(await (await finance()).fetchProfit(range, QUIET)), enabled });
}

/** What to toast for a failed profit query: null for 10301 (silent), else the server's message. */
export function profitFailureText(error: unknown): string | null {
  if (error instanceof QueryFailure && isSilentProfitFailure(error.code)) return null;
  return queryErrorText(error);
}

export function useAnalysisEnabled(enabled = true) {
  return useQuery({ queryKey: financeKeys.analysisEnabled(), queryFn: async () => unwrap(await (await finance()).fetchAnalysisEnabled(QUIET)), enabled });
}

/** The tips still to show of `types` (every type when empty): the unseen ones. */
export function useAnalysisTips(types: readonly string[] = [], enabled = true) {
  return useQuery({
    queryKey: financeKeys.tips(types),
    queryFn: async () => unwrap(await (await finance()).fetchAnalysisTips(types, QUIET)),
    select: visibleTips,
    enabled,
  });
}

function removeTipsLocally(client: QueryClient, dismissed: readonly string[]): void {
  client.setQueriesData<AnalysisTip[]>({ queryKey: [...financeKeys.all, 'tips'] }, (tips) => (tips ? withoutTips(tips, dismissed) : tips));
}

/**
 * Dismisses tips: removed from every cached tips list at once, then the server is told. A
 * failure does not bring them back (section 4: the removal is local first); nothing is
 * refetched, so a slow server cannot resurrect a dismissed tip either.
 */
export function useDismissAnalysisTips() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (types: readonly string[]) => unwrap(await (await finance()).setAnalysisTips(types, 'read', QUIET)),
    onMutate: async (types) => {
      await client.cancelQueries({ queryKey: [...financeKeys.all, 'tips'] });
      removeTipsLocally(client, types);
    },
  });
}

/** The exchange rates of the conversion currency (general family). */
export function useExchangeRates(enabled = true) {
  return useQuery({ queryKey: financeKeys.exchangeRates(), queryFn: async () => unwrap(await (await reference()).fetchExchangeRates()), enabled });
}

/** The currencies the user may sell from the withdraw page (the sell link); read once per page. */
export function useSellWhitelist(enabled = true) {
  return useQuery({ queryKey: financeKeys.sellWhitelist(), queryFn: async () => unwrap(await (await userState()).fetchSellWhitelist(QUIET)), enabled, staleTime: Infinity });
}

/** True for a deprecated user (the server's 10009). */
export function useUserDeprecated(enabled = true) {
  return useQuery({ queryKey: financeKeys.userDeprecated(), queryFn: async () => unwrap(await (await userState()).fetchUserDeprecated(QUIET)), enabled });
}

/**
 * Which asset-page business types a sub-account sees, as biz type → shown. Kept 4 h per locale in
 * session storage (section 6), so a new page of the same tab does not ask again.
 */
export function useSubAccountVisibility(locale: string, enabled = true) {
  return useQuery({
    queryKey: financeKeys.subAccountVisibility(locale),
    queryFn: async (): Promise<BizVisibility> => {
      const storage = browserStorage('session');
      const cached = readCachedVisibility(storage, locale);
      if (cached) return cached;
      const answer = unwrap(await (await userState()).fetchSubAccountVisibility([], QUIET));
      const visibility: BizVisibility = Object.fromEntries(answer.map((entry) => [entry.bizType, entry.visible]));
      writeCachedVisibility(storage, locale, visibility);
      return visibility;
    },
    staleTime: SUB_ACCOUNT_VISIBILITY_STALE_MS,
    enabled,
  });
}

export function useProfitLoss(enabled = true) {
  return useQuery({ queryKey: financeKeys.profitLoss(), queryFn: async () => unwrap(await (await custody()).fetchProfitLoss(QUIET)), enabled });
}

export function useSubProfitLoss(enabled = true) {
  return useQuery({ queryKey: financeKeys.subProfitLoss(), queryFn: async () => unwrap(await (await custody()).fetchSubProfitLoss(QUIET)), enabled });
}

export function useProfitUserInfo(enabled = true) {
  return useQuery({ queryKey: financeKeys.profitUserInfo(), queryFn: async () => unwrap(await (await custody()).fetchProfitUserInfo(QUIET)), enabled });
}

/** Activates the asset-profit service; the cached user info becomes the answer. */
export function useActivateProfit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await (await custody()).activateProfit(QUIET)),
    onSuccess: (info) => {
      client.setQueryData(financeKeys.profitUserInfo(), info);
    },
  });
}

export function useVipInfo(enabled = true) {
  return useQuery({ queryKey: financeKeys.vipInfo(), queryFn: async () => unwrap(await (await custody()).fetchVipInfo(QUIET)), enabled });
}

export function useVipConfig(enabled = true) {
  return useQuery({ queryKey: financeKeys.vipConfig(), queryFn: async () => unwrap(await (await custody()).fetchVipConfig(QUIET)), enabled });
}
