// Throttling of second-factor codes, as exchanges do it: five wrong codes in a row for one factor
// lock that factor for 30 minutes; a right code resets the count; while locked every check of
// the factor is refused without counting. The mock keeps one FactorFailures per user and factor
// (db.securityCenter.factorFailures) and asks these functions what a check does to it.

import type { TwoFactorMethod } from '@/lib/contracts/uc/schemas';

export const FACTOR_MAX_FAILURES = 5;
export const FACTOR_LOCK_MS = 30 * 60_000;

export interface FactorFailures {
  /** Wrong codes in a row since the last right one (or the last lock). */
  count: number;
  /** Epoch ms until which the factor is refused; 0 or past = open. */
  lockedUntil: number;
}

export const NO_FAILURES: FactorFailures = { count: 0, lockedUntil: 0 };

/** When the factor opens again, or null when it is open at `now`. */
export function lockedUntil(state: FactorFailures | undefined, now: number): number | null {
  return state !== undefined && state.lockedUntil > now ? state.lockedUntil : null;
}

/**
 * The state after one check whose code was right or wrong. A check while locked changes nothing
 * (the caller refuses it before looking at the code); a lock that has run out starts afresh.
 */
export function afterCheck(state: FactorFailures | undefined, right: boolean, now: number): FactorFailures {
  const current = state ?? NO_FAILURES;
  if (current.lockedUntil > now) return current;
  if (right) return NO_FAILURES;
  const count = (current.lockedUntil > 0 ? 0 : current.count) + 1;
  return count >= FACTOR_MAX_FAILURES ? { count: 0, lockedUntil: now + FACTOR_LOCK_MS } : { count, lockedUntil: 0 };
}

export const FACTOR_NAMES: Record<TwoFactorMethod, string> = { ga: '谷歌验证码', sms: '手机验证码', email: '邮箱验证码' };

/** HH:mm of an instant in China Standard Time (the service's zh-cn users). */
export function clockTime(at: number): string {
  return new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Shanghai' }).format(at);
}

/** e.g. 错误次数过多，谷歌验证码已锁定至 14:05 */
export function factorLockedMessage(method: TwoFactorMethod, until: number): string {
  return `错误次数过多，${FACTOR_NAMES[method]}已锁定至 ${clockTime(until)}`;
}

/**
 * A login's lock after wrong passwords: the same count and duration as a factor's (five in a
 * row, 30 minutes), kept per account string typed, whether that account exists or not, so the
 * answers never tell a known account from an unknown one.
 */
export const LOGIN_LOCKED_TEXT = '账户已锁定，请稍后再试';

/** e.g. 错误次数过多，账户已锁定至 14:05; a lock with no end (set by the service) says 账户已锁定，请稍后再试. */
export function loginLockedMessage(until: number): string {
  return Number.isFinite(until) ? `错误次数过多，账户已锁定至 ${clockTime(until)}` : LOGIN_LOCKED_TEXT;
}
