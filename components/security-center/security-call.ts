// A security change through the security verification (scene 'security'). The action is tried
// first: while the session's verification of the last few minutes lasts it goes through without
// spending the typed codes again (a retry after a wrong new-factor code keeps working); when the
// server asks for the verification (10022), verifiedCall verifies the typed codes, then calls.

import { verifiedCall } from '@/components/security-verification/security-verification-step';
import { UC_CODES } from '@/lib/contracts/uc/schemas';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import type { ApiResult } from '@/services/http';

export const SECURITY_CENTER_SCENE = 'security' as const;

export async function securityCall<R>(codes: SecurityCodesPayload, call: () => Promise<ApiResult<R>>): Promise<ApiResult<R>> {
  const first = await call();
  if (first.success || first.code !== UC_CODES.securityRequired) return first;
  return verifiedCall(SECURITY_CENTER_SCENE, codes, call);
}
