// Rules of the security verification (security/strategy/get and /verify): which methods an
// account must pass, and the short-lived mark a passed verification leaves on the session for
// its scene, which later calls of a sensitive operation check with isSecurityVerified().

import type { SecurityScene, TwoFactorMethod } from '@/lib/contracts/uc';
import { boundFactors, sceneFactors, verificationFactors, type FactorState } from '@/lib/security-center/strategy';
import { db, now, type MockUser, type SecurityVerification } from '../db';

/** How long a passed verification counts for its scene. */
export const SECURITY_VERIFIED_TTL_MS = 5 * 60_000;

/** What the strategy rules read of a user: bound factors, login strategy, withdraw strategy. */
export function factorStateOf(user: MockUser): FactorState {
  return {
    bound: boundFactors({ ga: user.ga_secret !== '', phone: user.phone !== '', email: user.email !== '' }),
    login: user.two_factor,
    withdraw: db.securityCenter.withdrawFactors.get(user.uid) ?? null,
  };
}

/**
 * What the account must pass for a scene, read from the user record at each call (binding GA
 * changes it): every second factor the account protects its login with; an account without one
 * gets a code to its own address (phone-only accounts: by SMS), so no sensitive operation goes
 * unverified. A withdrawal asks for the withdraw strategy's factors once the user set them
 * (lib/security-center/strategy).
 */
export function securityMethods(user: MockUser, scene: SecurityScene = 'security'): TwoFactorMethod[] {
  const state = factorStateOf(user);
  return scene === 'withdraw' ? sceneFactors('withdraw', state) : verificationFactors(state);
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
