'use client';

// The security records' server data: the two logs (paged, filtered), the devices logged in now,
// the timeline; and the two actions, offsite logout and self-freeze. Both actions invalidate
// securityCenterKeys.all (the records sit below it), as every security change does.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { FreezeRequest, LoginLogResult, LogoutOffsiteRequest, SecurityEventType } from '@/lib/contracts/uc';
import {
  fetchLoginDevices,
  fetchLoginLog,
  fetchOperationLog,
  fetchSecurityTimeline,
  freezeAccount,
  logoutOffsite,
  type LogQuery,
} from '@/services/uc/security-records';
import { securityCenterKeys, securityRecordKeys } from './keys';
import { TOASTING_CALL, unwrap } from './failure';

export function useLoginLog(query: LogQuery & { result?: LoginLogResult | undefined }) {
  return useQuery({ queryKey: securityRecordKeys.loginLog(query), queryFn: async () => unwrap(await fetchLoginLog(query)), placeholderData: keepPreviousData, ...TOASTING_CALL });
}

export function useOperationLog(query: LogQuery & { type?: SecurityEventType | undefined }) {
  return useQuery({ queryKey: securityRecordKeys.operationLog(query), queryFn: async () => unwrap(await fetchOperationLog(query)), placeholderData: keepPreviousData, ...TOASTING_CALL });
}

export function useLoginDevices() {
  return useQuery({ queryKey: securityRecordKeys.devices(), queryFn: async () => unwrap(await fetchLoginDevices()), staleTime: 0, ...TOASTING_CALL });
}

export function useSecurityTimeline(enabled = true) {
  return useQuery({ queryKey: securityRecordKeys.timeline(), queryFn: async () => unwrap(await fetchSecurityTimeline()), staleTime: 0, enabled, ...TOASTING_CALL });
}

/** Logs out another device (or all others); the dialog shows a refusal, so no toast. */
export function useLogoutOffsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: LogoutOffsiteRequest) => unwrap(await logoutOffsite(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: securityCenterKeys.all }),
  });
}

/** "这不是我": freezes the account. Nothing is invalidated: every session of the user has just ended. */
export function useFreezeAccount() {
  return useMutation({ mutationFn: async (body: FreezeRequest) => unwrap(await freezeAccount(body)) });
}
