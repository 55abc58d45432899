// A sensitive action behind the security verification (shell-and-account.md section 7), as a
// call the mutation hooks in queries/ compose: verifiedCall checks the typed codes for the scene
// and then makes the action's own call; securityCall (the security centre's scene) tries the
// action first — while the session's verification of the last few minutes lasts it goes through
// without spending the typed codes again — and verifies only when the server asks (10022).

import type { SecurityScene } from '@/lib/contracts/uc';
import { UC_CODES } from '@/lib/contracts/uc/schemas';
import { codeRefusal, type CodeRefusal } from '@/lib/security/code-refusal';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import type { ApiResult } from '@/services/http';
import { verifySecurityStrategy } from './security';

export const SECURITY_CENTER_SCENE = 'security' as const satisfies SecurityScene;

// The verification steps on screen, by scene, told of a refused code (a page shows one step per
// scene), so the message stands under the field the code was typed in.
const refusalListeners = new Map<SecurityScene, Set<(refusal: CodeRefusal) => void>>();

/** Tells `listener` of each code of `scene` the server refuses; returns the unsubscribe. */
export function listenForRefusals(scene: SecurityScene, listener: (refusal: CodeRefusal) => void): () => void {
  const listeners = refusalListeners.get(scene) ?? new Set();
  listeners.add(listener);
  refusalListeners.set(scene, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) refusalListeners.delete(scene);
  };
}

/**
 * security/strategy/verify for the typed codes. A refused code is reported to the scene's step
 * (the message under its field) and the failure carries section 5's text for that code.
 */
export async function verifySecurityCodes(scene: SecurityScene, codes: SecurityCodesPayload): Promise<ApiResult<unknown>> {
  const verified = await verifySecurityStrategy({ scene, ...codes });
  if (verified.success) return verified;
  const refusal = codeRefusal(verified.code);
  if (refusal === null) return verified;
  for (const listener of refusalListeners.get(scene) ?? []) listener(refusal);
  return { ...verified, message: refusal.message };
}

/** Verifies the codes for the scene, then makes the action's own call; a refusal of either is the result. */
export async function verifiedCall<R>(scene: SecurityScene, codes: SecurityCodesPayload, call: () => Promise<ApiResult<R>>): Promise<ApiResult<R>> {
  const verified = await verifySecurityCodes(scene, codes);
  if (!verified.success) return verified;
  return call();
}

export async function securityCall<R>(codes: SecurityCodesPayload, call: () => Promise<ApiResult<R>>): Promise<ApiResult<R>> {
  const first = await call();
  if (first.success || first.code !== UC_CODES.securityRequired) return first;
  return verifiedCall(SECURITY_CENTER_SCENE, codes, call);
}

