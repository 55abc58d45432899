'use client';

// The security centre's server data. Every change of a security setting invalidates
// securityCenterKeys.all, so the summary, the rows, the timeline and the logs read fresh.

import { useQuery } from '@tanstack/react-query';
import { fetchSecurityInfo } from '@/services/uc/security-center';
import { securityCenterKeys } from './keys';
import { TOASTING_CALL, unwrap } from './failure';

/** The account's security settings (security/get): one entry shared by every security page. */
export function useSecurityInfo() {
  return useQuery({ queryKey: securityCenterKeys.info(), queryFn: async () => unwrap(await fetchSecurityInfo()), staleTime: 0, ...TOASTING_CALL });
}
