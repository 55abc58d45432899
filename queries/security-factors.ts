'use client';

// Server data of the second factors: the GA secret generated for a bind or a change (read once
// per visit of the bind page: every generate replaces the session's pending secret, so it is
// never refetched behind the user's back), and the changes, which invalidate
// securityCenterKeys.all so the security centre reads fresh.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import type { ApiResult } from '@/services/http';
import { bindEmail, bindPhone, changeLoginPassword, generateGaSecret, generateGaSecretForChange, rebindPhone } from '@/services/uc/factors';
import { securityCall } from '@/services/uc/verified-call';
import { TOASTING_CALL, unwrap } from './failure';
import { useFormMutation } from './form-mutation';
import { securityCenterKeys, securityFactorKeys, ucKeys } from './keys';

export type GaSecretPurpose = 'bind' | 'change';

/**
 * What a factor change makes stale: the security centre, and the security verification's
 * strategy of every scene (binding GA or an email changes what the step asks for).
 */
export const FACTOR_CHANGE_INVALIDATES = [securityCenterKeys.all, [...ucKeys.all, 'securityStrategy']] as const;

/** The new secret and its otpauth URI (ga/generate, or ga/generate_for_change for a change). */
export function useGaSecret(purpose: GaSecretPurpose) {
  return useQuery({
    queryKey: securityFactorKeys.gaSecret(purpose),
    queryFn: async () => unwrap(await (purpose === 'bind' ? generateGaSecret() : generateGaSecretForChange())),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...TOASTING_CALL,
  });
}

/** A security change: the call's failure is thrown (the form shows its message), success refreshes the security centre. */
export function useSecurityChange<V, R>(call: (values: V) => Promise<ApiResult<R>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V) => unwrap(await call(values)),
    onSuccess: () => Promise.all(FACTOR_CHANGE_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

interface Verified {
  /** The typed codes of the security verification (scene security). */
  security: SecurityCodesPayload;
}

/** 绑定邮箱: the new address with its code, through the security verification. */
export function useBindEmail() {
  return useFormMutation({
    call: ({ security, bind }: Verified & { bind: Parameters<typeof bindEmail>[0] }) => securityCall(security, () => bindEmail(bind)),
    invalidates: FACTOR_CHANGE_INVALIDATES,
  });
}

/** 绑定手机 or 更换手机 (`rebind`): the new number with its code, through the security verification. */
export function useBindPhone(rebind: boolean) {
  return useFormMutation({
    call: ({ security, bind }: Verified & { bind: Parameters<typeof bindPhone>[0] }) => securityCall(security, () => (rebind ? rebindPhone(bind) : bindPhone(bind))),
    invalidates: FACTOR_CHANGE_INVALIDATES,
  });
}

/** 修改登录密码, through the security verification. */
export function useChangeLoginPassword() {
  return useFormMutation({
    call: ({ security, change }: Verified & { change: Parameters<typeof changeLoginPassword>[0] }) => securityCall(security, () => changeLoginPassword(change)),
    invalidates: FACTOR_CHANGE_INVALIDATES,
  });
}
