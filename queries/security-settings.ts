'use client';

// The security centre's settings: the anti-phishing code (masked; the full code is never cached,
// a reveal lives in the row's state only) and the strategy changes. Every change invalidates
// securityCenterKeys.all and the security verification's strategies (the withdraw scene asks
// for the withdraw strategy's factors).

import { useMutation, useQuery } from '@tanstack/react-query';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import { disableStrategyFactor, enableStrategyFactor, fetchAntiPhishing, saveAntiPhishing } from '@/services/uc/settings';
import { SECURITY_CENTER_SCENE, verifiedCall } from '@/services/uc/verified-call';
import { securityCenterKeys, ucKeys } from './keys';
import { TOASTING_CALL, unwrap } from './failure';
import { useFormMutation } from './form-mutation';

/** What a settings change invalidates (prefixes). */
export const SETTINGS_CHANGE_KEYS = [securityCenterKeys.all, [...ucKeys.all, 'securityStrategy']] as const;

/** Whether the code is set, and the code masked; read only when the summary says one is set. */
export function useAntiPhishing({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: securityCenterKeys.antiPhishing(), queryFn: async () => unwrap(await fetchAntiPhishing()), staleTime: 0, enabled, ...TOASTING_CALL });
}

/** Asks for the full code (a session that passed the security verification only); the answer is not cached. */
export function useRevealAntiPhishing() {
  return useMutation({ mutationFn: async () => unwrap(await fetchAntiPhishing({ reveal: true })) });
}

interface Verified {
  /** The typed codes of the security verification (scene security). */
  security: SecurityCodesPayload;
}

/** 设置 / 修改防钓鱼码, verified first. */
export function useSaveAntiPhishing() {
  return useFormMutation({
    call: ({ security, code }: Verified & { code: string }) => verifiedCall(SECURITY_CENTER_SCENE, security, () => saveAntiPhishing(code)),
    invalidates: SETTINGS_CHANGE_KEYS,
  });
}

export type StrategyFactorChange = Parameters<typeof enableStrategyFactor>[0] & { enable: boolean };

/** One factor of a scene's strategy on or off, verified first. */
export function useChangeStrategyFactor() {
  return useFormMutation({
    call: ({ security, change: { enable, ...factor } }: Verified & { change: StrategyFactorChange }) =>
      verifiedCall(SECURITY_CENTER_SCENE, security, () => (enable ? enableStrategyFactor(factor) : disableStrategyFactor(factor))),
    invalidates: SETTINGS_CHANGE_KEYS,
  });
}
