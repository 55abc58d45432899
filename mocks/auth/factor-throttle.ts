// Throttling of second-factor checks (lib/security-center/throttle): the state per user and
// factor is db.securityCenter.factorFailures (`${uid}:${method}`), which security/get's
// locked_factors reads. A check of a locked factor is refused with 10033 and until when; the
// fifth wrong code in a row locks it and says so.

import type { TwoFactorMethod } from '@/lib/contracts/uc';
import { afterCheck, factorLockedMessage, lockedUntil } from '@/lib/security-center/throttle';
import { db, now } from '../db';
import { ucError, type UcError } from './errors';

function key(uid: number, method: TwoFactorMethod): string {
  return `${uid}:${method}`;
}

/** The refusal of a factor locked now, or null when it is open. */
export function factorLockError(uid: number, method: TwoFactorMethod): UcError | null {
  const until = lockedUntil(db.securityCenter.factorFailures.get(key(uid, method)), now());
  return until === null ? null : ucError('factorLocked', factorLockedMessage(method, until));
}

/** Runs `check` unless the factor is locked, and counts its outcome towards the lock. */
export function throttledCheck(uid: number, method: TwoFactorMethod, check: () => UcError | null): UcError | null {
  const locked = factorLockError(uid, method);
  if (locked) return locked;
  const error = check();
  const failures = db.securityCenter.factorFailures;
  const next = afterCheck(failures.get(key(uid, method)), error === null, now());
  if (next.count === 0 && next.lockedUntil === 0) failures.delete(key(uid, method));
  else failures.set(key(uid, method), next);
  return error === null ? null : (factorLockError(uid, method) ?? error);
}
