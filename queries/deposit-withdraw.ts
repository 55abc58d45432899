'use client';

// Deposits and withdrawals on TanStack Query (exchange-wallet-fiat.md sections 3, 4, 7, 8): the
// reference data (deposit currencies, a currency's chains: kept 5 minutes), the deposit address
// of a currency and chain, tiny deposits, the deposit alert with its acknowledgement, withdraw
// info and quota of a currency and chain, the recent records of a currency, and the mutations
// of the withdraw form (create, place, cancel). Every hook asks only for a logged-in user but
// the chains (public reference data). A failure is thrown as a QueryFailure with the server's
// code and message (section 8: the address and withdraw info failures show that message).
// A placed or cancelled withdrawal reloads the records and every balance (walletKeys.all and
// the trading balances); generating an iota address replaces the cached one.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllChains, fetchChains } from '@/services/wallet/chains';
import {
  acknowledgeUserAlert,
  DEPOSIT_ALERT_ID,
  fetchDepositAddress,
  fetchDepositCurrencies,
  fetchTinyDeposits,
  fetchUserAlert,
} from '@/services/wallet/deposit';
import { fetchDwHistory, type DwType } from '@/services/wallet/dw-history';
import {
  cancelWithdraw,
  checkWithdrawRisk,
  createWithdraw,
  fetchWithdrawInfo,
  fetchWithdrawQuota,
  placeWithdrawOnce,
  type WithdrawCodes,
} from '@/services/wallet/withdraw';
import type { RiskTarget, WithdrawDraft } from '@/lib/wallet';
import { unwrap } from './failure';
import { depositWithdrawKeys, recordsKeys, tradingKeys, walletKeys } from './keys';
import { useFormMutation } from './form-mutation';

const QUIET = { silent: true } as const;
/** Reference data changes rarely. */
const REFERENCE_STALE_MS = 5 * 60_000;
/** The records of a currency: while a deposit confirms, again every 15 s while visible. */
export const DW_HISTORY_REFRESH_MS = 15_000;
export const RECENT_HISTORY_SIZE = 10;

function lower(currency: string): string {
  return currency.trim().toLowerCase();
}

export function useDepositCurrencies(loggedIn: boolean) {
  return useQuery({
    queryKey: depositWithdrawKeys.depositCurrencies(),
    queryFn: async () => unwrap(await fetchDepositCurrencies(QUIET)),
    enabled: loggedIn,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The chains of a currency, the default first (public reference data). */
export function useChains(currency: string) {
  const code = lower(currency);
  return useQuery({ queryKey: depositWithdrawKeys.chains(code), queryFn: async () => unwrap(await fetchChains(code, QUIET)), enabled: code !== '', staleTime: REFERENCE_STALE_MS });
}

/** Every chain of every currency (the address book's currency and chain choice). */
export function useAllChains({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: depositWithdrawKeys.chains(''), queryFn: async () => unwrap(await fetchAllChains(QUIET)), enabled, staleTime: REFERENCE_STALE_MS });
}

export function useDepositAddress(currency: string, chain: string, loggedIn: boolean) {
  const code = lower(currency);
  return useQuery({
    queryKey: depositWithdrawKeys.depositAddress(code, chain),
    queryFn: async () => unwrap(await fetchDepositAddress({ currency: code, chain }, QUIET)),
    enabled: loggedIn && code !== '' && chain !== '',
    staleTime: Infinity,
  });
}

/** iota: a new address (genDag); the cache takes it, so the old one no longer shows. */
export function useGenerateDepositAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ currency, chain }: { currency: string; chain: string }) => unwrap(await fetchDepositAddress({ currency: lower(currency), chain, genDag: true })),
    onSuccess: (address) => client.setQueryData(depositWithdrawKeys.depositAddress(address.currency, address.chain), address),
  });
}

export function useTinyDeposits(currency: string, chain: string, loggedIn: boolean) {
  const code = lower(currency);
  return useQuery({
    queryKey: depositWithdrawKeys.tinyDeposits(code, chain),
    queryFn: async () => unwrap(await fetchTinyDeposits(code, chain, QUIET)),
    enabled: loggedIn && code !== '' && chain !== '',
  });
}

export function useUserAlert(loggedIn: boolean, alertId: number = DEPOSIT_ALERT_ID) {
  return useQuery({ queryKey: depositWithdrawKeys.userAlert(alertId), queryFn: async () => unwrap(await fetchUserAlert(alertId, QUIET)), enabled: loggedIn });
}

/** The user acknowledged the alert: the cached alert takes the server's answer. */
export function useAcknowledgeUserAlert(alertId: number = DEPOSIT_ALERT_ID) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await acknowledgeUserAlert(alertId)),
    onSuccess: (alert) => client.setQueryData(depositWithdrawKeys.userAlert(alertId), alert),
  });
}

export function useWithdrawInfo(currency: string, chain: string, loggedIn: boolean) {
  const code = lower(currency);
  return useQuery({
    queryKey: depositWithdrawKeys.withdrawInfo(code, chain),
    queryFn: async () => unwrap(await fetchWithdrawInfo(code, chain, QUIET)),
    enabled: loggedIn && code !== '' && chain !== '',
  });
}

/** The quota of one chain of a currency (null until loaded or when the chain is not listed). */
export function useWithdrawQuota(currency: string, chain: string, loggedIn: boolean) {
  const code = lower(currency);
  return useQuery({
    queryKey: depositWithdrawKeys.withdrawQuota(code),
    queryFn: async () => unwrap(await fetchWithdrawQuota(code, QUIET)),
    enabled: loggedIn && code !== '',
    select: (quota) => quota.chains.find((entry) => entry.chain === chain) ?? null,
  });
}

/** The newest records of a currency ('' = every currency) and type, polled while visible. */
export function useRecentDwHistory(type: DwType, currency: string, loggedIn: boolean, size: number = RECENT_HISTORY_SIZE) {
  const code = lower(currency);
  return useQuery({
    queryKey: depositWithdrawKeys.recentHistory(type, code),
    queryFn: async () => unwrap(await fetchDwHistory({ type, currency: code || undefined, size, direct: 'next' }, QUIET)),
    enabled: loggedIn,
    refetchInterval: DW_HISTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** After a withdrawal moved money: the records, the withdraw info and quotas, every balance and the finance records. */
export const WITHDRAW_MOVED = [depositWithdrawKeys.history(), depositWithdrawKeys.withdraw(), walletKeys.all, tradingKeys.balances(), recordsKeys.all] as const;

/** What the user reads when the create call fails without a useful message. */
export const CREATE_WITHDRAW_FAILED_TEXT = '提币申请提交失败，请稍后重试';

/**
 * Phase one: the withdraw id of an order waiting for its codes (no balance moves yet; the records
 * show it). The draft carries its client order id, which is the attempt's request id too.
 */
export function useCreateWithdraw() {
  return useFormMutation({ call: (draft: WithdrawDraft) => createWithdraw(draft), invalidates: [depositWithdrawKeys.history()], fallback: CREATE_WITHDRAW_FAILED_TEXT });
}

/**
 * Phase two with the security codes: the amount and fee are frozen. A refused or unanswered place
 * is first looked up by the withdrawal's client order id: placed already (a lost answer, another
 * tab) is the outcome `alreadySubmitted`, which the form says as 该提币已提交, not 验证码错误.
 */
export function usePlaceWithdraw() {
  return useFormMutation({
    call: ({ id, codes, clientOrderId }: { id: string; codes: WithdrawCodes; clientOrderId?: string }) => placeWithdrawOnce(id, codes, clientOrderId, QUIET),
    invalidates: WITHDRAW_MOVED,
  });
}

/**
 * The risk page's own check of the destination the form left for it: the reason shown and the
 * consent id kept come from this answer, never from the page's address. Not cached between
 * visits (each answer carries a consent id of its own).
 */
export function useWithdrawRiskCheck(target: RiskTarget | null, loggedIn: boolean) {
  return useQuery({
    queryKey: depositWithdrawKeys.riskCheck(target?.currency ?? '', target?.chain ?? '', target?.address ?? '', target?.tag ?? ''),
    queryFn: async () => {
      if (target === null) throw new Error('no target');
      return unwrap(await checkWithdrawRisk(target, QUIET));
    },
    enabled: loggedIn && target !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** 撤销 of a withdrawal still waiting: the frozen amount and fee come back. */
export function useCancelWithdraw() {
  return useFormMutation({ call: ({ id }: { id: string }) => cancelWithdraw(id), invalidates: WITHDRAW_MOVED });
}
