'use client';

// A parent's sub-accounts on TanStack Query: the list, count, history and permissions (account
// service) and the exchange's view of them (account list, aggregate balance). Every change
// invalidates subAccountKeys.all; a transfer between parent and sub also reloads the wallet and
// the finance records, since it moved money.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchCreateRequest, PermissionsModifyRequest } from '@/lib/contracts/uc';
import type { SubAccountListParams, SubAccountSwitch } from '@/services/uc/sub-account';
import { recordsKeys, subAccountKeys, walletKeys } from './keys';
import type { SubUserTransferParams } from '@/services/wallet/sub-user';
import { lazyService, TOASTING_CALL, unwrap } from './failure';

// Service modules load on first use (see queries/failure.ts lazyService).
const subAccountService = lazyService(() => import('@/services/uc/sub-account'));
const subUserService = lazyService(() => import('@/services/wallet/sub-user'));


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

/** A mutation of sub-account state that invalidates the whole subAccountKeys branch on success. */
function useSubAccountChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: subAccountKeys.all }) });
}

export function useCreateSubAccounts() {
  return useSubAccountChange(async (request: BatchCreateRequest) => unwrap(await (await subAccountService()).createSubAccounts(request)));
}

export function useSwitchSubAccount() {
  return useSubAccountChange(async ({ action, subUid }: { action: SubAccountSwitch; subUid: number }) => unwrap(await (await subAccountService()).switchSubAccount(action, subUid)));
}

export function useRenameSubAccount() {
  return useSubAccountChange(async ({ subUid, accountName }: { subUid: number; accountName: string }) => unwrap(await (await subAccountService()).renameSubAccount(subUid, accountName)));
}

export function useSubAccountRemark() {
  return useSubAccountChange(async ({ subUid, remark }: { subUid: number; remark: string }) => unwrap(await (await subAccountService()).modifySubAccountRemark(subUid, remark)));
}

export function useResetSubAccountPassword() {
  return useSubAccountChange(async ({ subUid, password }: { subUid: number; password: string }) => unwrap(await (await subAccountService()).resetSubAccountPassword(subUid, password)));
}

export function useDeleteSubAccount() {
  return useSubAccountChange(async (subUid: number) => unwrap(await (await subAccountService()).deleteSubAccount(subUid)));
}

export function useModifySubAccountPermissions() {
  return useSubAccountChange(async (change: PermissionsModifyRequest) => unwrap(await (await subAccountService()).modifySubAccountPermissions(change)));
}

/** Parent ⇄ sub spot transfer: money moved, so the wallet and the records reload with the branch. */
export function useSubUserTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (params: SubUserTransferParams) => unwrap(await (await subUserService()).transferWithSubUser(params, QUIET)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: subAccountKeys.all });
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: recordsKeys.all });
    },
  });
}
