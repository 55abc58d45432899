'use client';

// The security centre's settings: the anti-phishing code (masked; the full code is never cached,
// a reveal lives in the row's state only) and the strategy changes. Every change invalidates
// securityCenterKeys.all and the security verification's strategies (the withdraw scene asks
// for the withdraw strategy's factors).

import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchAntiPhishing } from '@/services/uc/settings';
import { securityCenterKeys, ucKeys } from './keys';
import { TOASTING_CALL, unwrap } from './failure';

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
