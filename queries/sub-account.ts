'use client';

// A parent's sub-accounts on TanStack Query: the list, count, history and permissions (account
// service) and the exchange's view of them (account list, aggregate balance). Every change
// invalidates subAccountKeys.all; a transfer between parent and sub also reloads the wallet and
// the finance records, since it moved money.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchCreateRequest, PermissionsModifyRequest, SubAccountRow } from '@/lib/contracts/uc';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import type { RowSwitch } from '@/lib/sub-account/states';
import { failureText, type ApiResult } from '@/services/http';
import type { SubAccountListParams, SubAccountSwitch } from '@/services/uc/sub-account';
import { securityCall } from '@/services/uc/verified-call';
import { recordsKeys, subAccountKeys, walletKeys } from './keys';
import type { SubUserTransferParams } from '@/services/wallet/sub-user';
import { lazyService, TOASTING_CALL, unwrap } from './failure';
import { useFormMutation } from './form-mutation';

// Service modules load on first use (see queries/failure.ts lazyService).
const subAccountService = lazyService(() => import('@/services/uc/sub-account'));
const subUserService = lazyService(() => import('@/services/wallet/sub-user'));
type SubAccountService = typeof import('@/services/uc/sub-account');

/** One sub-account's result of a switch over a selection. */
export interface BatchSwitchResult {
  uid: number;
  name: string;
  ok: boolean;
  /** Why it was refused; null when done. */
  message: string | null;
}


// Failures of a change stay at its form or dialog (the security step reads the code).
const QUIET = { silent: true } as const;

export function useSubAccounts(params: SubAccountListParams) {
  return useQuery({
    queryKey: subAccountKeys.list(params.page, params.size, params.keyword),
    queryFn: async () => unwrap(await (await subAccountService()).fetchSubAccounts(params)),
    placeholderData: keepPreviousData,
    ...TOASTING_CALL,
  });
}

export function useSubAccountCount() {
  return useQuery({ queryKey: subAccountKeys.count(), queryFn: async () => unwrap(await (await subAccountService()).fetchSubAccountCount()), ...TOASTING_CALL });
}

export function useSubAccountHistory(subUid: number, page: number, size: number) {
  return useQuery({ queryKey: subAccountKeys.history(subUid, page, size), queryFn: async () => unwrap(await (await subAccountService()).fetchSubAccountHistory(subUid, page, size)), ...TOASTING_CALL });
}

export function useSubAccountPermissions(subUid: number) {
  return useQuery({ queryKey: subAccountKeys.permissions(subUid), queryFn: async () => unwrap(await (await subAccountService()).fetchSubAccountPermissions(subUid)), ...TOASTING_CALL });
}

/** The server's word on a typed name (asked once the lib rule passes). */
export function useSubAccountNameCheck(name: string, enabled: boolean) {
  return useQuery({ queryKey: subAccountKeys.nameCheck(name), queryFn: async () => unwrap(await (await subAccountService()).checkSubAccountName(name)), enabled: enabled && name !== '' });
}

export function useSubUserAccounts(subUid: string) {
  return useQuery({ queryKey: subAccountKeys.accounts(subUid), queryFn: async () => unwrap(await (await subUserService()).fetchSubUserAccounts(subUid)), ...TOASTING_CALL });
}

export function useAggregateBalance() {
  return useQuery({ queryKey: subAccountKeys.aggregateBalance(), queryFn: async () => unwrap(await (await subUserService()).fetchAggregateBalance()), ...TOASTING_CALL });
}

/** What one listed sub-account holds; a failure stays quiet (its row shows no valuation rather than a toast per row). */
export function useSubAccountHoldings(subUid: string) {
  return useQuery({
    queryKey: subAccountKeys.holdings(subUid),
    queryFn: async () => unwrap(await (await subUserService()).fetchSubUserHoldings(subUid, QUIET)),
    staleTime: 15_000,
  });
}

const SUB_ACCOUNT_CHANGED = [subAccountKeys.all] as const;

/** A mutation of sub-account state that invalidates the whole subAccountKeys branch on success. */
function useSubAccountChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: subAccountKeys.all }) });
}

export function useCreateSubAccounts() {
  return useSubAccountChange(async (request: BatchCreateRequest) => unwrap(await (await subAccountService()).createSubAccounts(request)));
}

interface Verified {
  /** The parent's typed codes of the security verification (scene security). */
  security: SecurityCodesPayload;
}

/** A change of sub-account state through the parent's security verification: it invalidates the whole branch. */
function useVerifiedSubAccountChange<V, R>(call: (service: SubAccountService, variables: V) => Promise<ApiResult<R>>) {
  return useFormMutation({
    call: async ({ security, ...variables }: Verified & V) => {
      const service = await subAccountService();
      return securityCall(security, () => call(service, variables as V));
    },
    invalidates: SUB_ACCOUNT_CHANGED,
  });
}

/** 冻结 / 解冻 / 禁止登录 / 允许登录 / 重置谷歌验证 of one sub-account. */
export function useSwitchSubAccount() {
  return useVerifiedSubAccountChange((service, { action, subUid }: { action: SubAccountSwitch; subUid: number }) => service.switchSubAccount(action, subUid));
}

/** One switch over a selection, each in turn: a refusal of the first is the answer (nothing changed); after that each gets its own result. */
export function useSwitchSubAccounts() {
  return useVerifiedSubAccountChange(async (service, { action, rows }: { action: RowSwitch; rows: readonly SubAccountRow[] }) => {
    const results: BatchSwitchResult[] = [];
    for (const [index, row] of rows.entries()) {
      const answer = await service.switchSubAccount(action, row.uid);
      if (!answer.success && index === 0) return answer;
      results.push({ uid: row.uid, name: row.account_name, ok: answer.success, message: answer.success ? null : failureText(answer) });
    }
    return { success: true, code: 200, message: '', data: results } satisfies ApiResult<BatchSwitchResult[]>;
  });
}

export function useRenameSubAccount() {
  return useVerifiedSubAccountChange((service, { subUid, accountName }: { subUid: number; accountName: string }) => service.renameSubAccount(subUid, accountName));
}

export function useSubAccountRemark() {
  return useSubAccountChange(async ({ subUid, remark }: { subUid: number; remark: string }) => unwrap(await (await subAccountService()).modifySubAccountRemark(subUid, remark)));
}

export function useResetSubAccountPassword() {
  return useVerifiedSubAccountChange((service, { subUid, password }: { subUid: number; password: string }) => service.resetSubAccountPassword(subUid, password));
}

export function useDeleteSubAccount() {
  return useVerifiedSubAccountChange((service, { subUid }: { subUid: number }) => service.deleteSubAccount(subUid));
}

export function useModifySubAccountPermissions() {
  return useVerifiedSubAccountChange((service, { change }: { change: PermissionsModifyRequest }) => service.modifySubAccountPermissions(change));
}

/** Parent ⇄ sub spot transfer: money moved, so the wallet and the records reload with the branch. */
export function useSubUserTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (params: SubUserTransferParams) => unwrap(await (await subUserService()).transferWithSubUser(params, QUIET)),
    onSuccess: () => Promise.all([subAccountKeys.all, walletKeys.all, recordsKeys.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
