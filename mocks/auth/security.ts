// Rules of the security verification (security/strategy/get and /verify): which methods an
// account must pass, and the short-lived mark a passed verification leaves on the session for
// its scene, which later calls of a sensitive operation check with isSecurityVerified().

import type { SecurityScene, TwoFactorMethod } from '@/lib/contracts/uc';
import { db, now, type MockUser, type SecurityVerification } from '../db';

/** How long a passed verification counts for its scene. */
export const SECURITY_VERIFIED_TTL_MS = 5 * 60_000;

function isBound(user: MockUser, method: TwoFactorMethod): boolean {
  if (method === 'ga') return user.ga_secret !== '';
  return method === 'email' ? user.email !== '' : user.phone !== '';
}

/**
 * What the account must pass, read from the user record at each call (binding GA changes it):
 * every second factor the account protects its login with; an account without one gets a code
 * to its own address (phone-only accounts: by SMS), so no sensitive operation goes unverified.
 */
export function securityMethods(user: MockUser): TwoFactorMethod[] {
  const bound = user.two_factor.filter((method) => isBound(user, method));
  if (bound.length > 0) return bound;
  return [user.email !== '' ? 'email' : 'sms'];
}

function key(session: string, scene: SecurityScene): string {
  return `${session}:${scene}`;
}

/** Marks the session verified for the scene (a new pass restarts the period). */
export function markSecurityVerified(session: string, uid: number, scene: SecurityScene): SecurityVerification {
  const mark: SecurityVerification = { session, uid, scene, expiresAt: now() + SECURITY_VERIFIED_TTL_MS };
  db.auth.securityVerified.set(key(session, scene), mark);
  return mark;
}

function isLive(mark: SecurityVerification): boolean {
  return mark.expiresAt > now() && db.sessions.has(mark.session);
}

/** True while the session's verification for the scene lasts (it ends with the session too). */
export function isSecurityVerified(session: string, scene: SecurityScene): boolean {
  const mark = db.auth.securityVerified.get(key(session, scene));
  return mark !== undefined && isLive(mark);
}

/** The verifications still in force, of one user or of everyone (control API). */
export function liveSecurityVerifications(uid?: number): SecurityVerification[] {
  return [...db.auth.securityVerified.values()].filter((mark) => isLive(mark) && (uid === undefined || mark.uid === uid));
}
