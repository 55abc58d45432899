// A sensitive action behind the security verification (shell-and-account.md section 7), as a
// call the mutation hooks in queries/ compose: verifiedCall checks the typed codes for the scene
// and then makes the action's own call; securityCall (the security centre's scene) tries the
// action first — while the session's verification of the last few minutes lasts it goes through
// without spending the typed codes again — and verifies only when the server asks (10022).

import type { SecurityScene } from '@/lib/contracts/uc';
import { UC_CODES } from '@/lib/contracts/uc/schemas';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import type { ApiResult } from '@/services/http';
import { verifySecurityStrategy } from './security';

export const SECURITY_CENTER_SCENE = 'security' as const satisfies SecurityScene;

/** Verifies the codes for the scene, then makes the action's own call; a refusal of either is the result. */
export async function verifiedCall<R>(scene: SecurityScene, codes: SecurityCodesPayload, call: () => Promise<ApiResult<R>>): Promise<ApiResult<R>> {
  const verified = await verifySecurityStrategy({ scene, ...codes });
  if (!verified.success) return verified;
  return call();
}

export async function securityCall<R>(codes: SecurityCodesPayload, call: () => Promise<ApiResult<R>>): Promise<ApiResult<R>> {
  const first = await call();
  if (first.success || first.code !== UC_CODES.securityRequired) return first;
  return verifiedCall(SECURITY_CENTER_SCENE, codes, call);
}

