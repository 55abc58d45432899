// Rules around accounts: password strength, lock-out after wrong passwords, login records,
// 2FA challenges of a login and the two-stage tokens of a password reset.

import type { TwoFactorMethod } from '@/lib/contracts/uc';
import { afterCheck, lockedUntil } from '@/lib/security-center/throttle';
import {
  db,
  now,
  randomToken,
  type LoginRecord,
  type MockUser,
  type ResetChallenge,
  type TwoFactorChallenge,
} from '../db';

/** 8 to 32 printable ASCII characters with at least one letter and one digit. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_DURATION_MS = 30 * 60_000;
export const TWO_FACTOR_TTL_MS = 5 * 60_000;
export const RESET_TOKEN_TTL_MS = 10 * 60_000;

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}

export const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_RULE = /^\d{5,11}$/;

// ---- lock-out ----
// Two locks: one the service set on a user (the seeded locked account; a password reset lifts
// it), and the lock after wrong passwords, counted per account string typed
// (lib/security-center/throttle), whether the account exists or not: five tries at an unknown
// address lock it like a known one, so the answers never tell which accounts exist.

/** A lock the service set on the user (no end). */
export function isLocked(uid: number): boolean {
  const guard = db.auth.guards.get(uid);
  return guard !== undefined && guard.lockedUntil > now();
}

/** The account string a login names, as the lock counts it: type, country code, name. */
export function loginKey(accountType: string, loginName: string, countryCode?: string): string {
  const name = loginName.trim().toLowerCase();
  return accountType === 'phone' ? `phone:${(countryCode ?? '').trim()}:${name}` : `${accountType}:${name}`;
}

/** Until when logins naming this account string are refused, or null when they are not. */
export function loginLockedUntil(key: string): number | null {
  return lockedUntil(db.auth.loginFailures.get(key), now());
}

/** Counts a wrong password (or an unknown account); the lock's end when this one locked it. */
export function registerWrongPassword(key: string): number | null {
  const next = afterCheck(db.auth.loginFailures.get(key), false, now());
  db.auth.loginFailures.set(key, next);
  return next.lockedUntil > now() ? next.lockedUntil : null;
}

/** A right password: the count of this account string starts afresh. */
export function clearLoginFailures(key: string): void {
  db.auth.loginFailures.delete(key);
}

/** A password reset: every lock on the user ends, the service's and each of its account strings'. */
export function clearLock(user: Pick<MockUser, 'uid' | 'email' | 'phone' | 'account_name'>): void {
  db.auth.guards.delete(user.uid);
  const names = [user.email, user.phone, user.account_name].filter((name): name is string => Boolean(name)).map((name) => name.trim().toLowerCase());
  for (const key of [...db.auth.loginFailures.keys()]) {
    if (names.some((name) => key.endsWith(`:${name}`))) db.auth.loginFailures.delete(key);
  }
}

// ---- login records ----

export function recordLogin(record: Omit<LoginRecord, 'time'>): void {
  db.auth.loginRecords.push({ ...record, time: now() });
}

export function loginRecords(uid?: number): LoginRecord[] {
  return uid === undefined ? [...db.auth.loginRecords] : db.auth.loginRecords.filter((record) => record.uid === uid);
}

// ---- masking ----

/** ga@example.com → ga***@example.com */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** 13800138001 → 138****8001 */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return `${phone.slice(0, 1)}****${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

// ---- 2FA challenges ----

export function createTwoFactor(user: MockUser, loginName: string): TwoFactorChallenge {
  const challenge: TwoFactorChallenge = {
    token: randomToken(),
    uid: user.uid,
    methods: [...user.two_factor],
    loginName,
    expiresAt: now() + TWO_FACTOR_TTL_MS,
  };
  db.auth.twoFactor.set(challenge.token, challenge);
  return challenge;
}

/** A live 2FA challenge; expired ones are forgotten. */
export function findTwoFactor(token: string): TwoFactorChallenge | undefined {
  const challenge = db.auth.twoFactor.get(token);
  if (challenge && challenge.expiresAt <= now()) {
    db.auth.twoFactor.delete(token);
    return undefined;
  }
  return challenge;
}

export function endTwoFactor(token: string): void {
  db.auth.twoFactor.delete(token);
}

// ---- reset tokens ----

/** What the security step of a reset asks for: the channel of the account, plus GA when bound. */
export function resetMethods(user: MockUser, accountType: 'email' | 'phone'): TwoFactorMethod[] {
  const methods: TwoFactorMethod[] = [accountType === 'email' ? 'email' : 'sms'];
  if (user.two_factor.includes('ga') && user.ga_secret) methods.push('ga');
  return methods;
}

export function createReset(uid: number, stage: 1 | 2, methods: TwoFactorMethod[]): ResetChallenge {
  const challenge: ResetChallenge = { token: randomToken(), uid, stage, methods, expiresAt: now() + RESET_TOKEN_TTL_MS };
  db.auth.resets.set(challenge.token, challenge);
  return challenge;
}

/** A live reset token of the given stage; expired ones are forgotten. */
export function findReset(token: string, stage: 1 | 2): ResetChallenge | undefined {
  const challenge = db.auth.resets.get(token);
  if (!challenge) return undefined;
  if (challenge.expiresAt <= now()) {
    db.auth.resets.delete(token);
    return undefined;
  }
  return challenge.stage === stage ? challenge : undefined;
}

export function endReset(token: string): void {
  db.auth.resets.delete(token);
}
