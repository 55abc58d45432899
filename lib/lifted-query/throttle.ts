// The lookup's throttle: a lookup names someone's account, so the service counts them per
// account looked up and per client (a sliding window each), and a code attempt counts as a
// lookup — six-digit codes cannot be tried at speed. Pure, so the mock and the tests share it.

import { clockTime } from '@/lib/security-center/throttle';

export const LIFTED_LOOKUP_WINDOW_MS = 10 * 60_000;
/** Lookups of one account (or case) per window, from anyone. */
export const LIFTED_LOOKUPS_PER_ACCOUNT = 5;
/** Lookups per client per window, whatever they name. */
export const LIFTED_LOOKUPS_PER_CLIENT = 20;

/** The times of the lookups still in the window at `now`. */
export function recentLookups(times: readonly number[], now: number, windowMs: number = LIFTED_LOOKUP_WINDOW_MS): number[] {
  return times.filter((time) => time > now - windowMs);
}

/**
 * Whether one more lookup is let through, given the earlier ones' times: null when it is,
 * else the instant the oldest one in the window leaves it (when the next is let through).
 */
export function lookupRefusedUntil(times: readonly number[], limit: number, now: number, windowMs: number = LIFTED_LOOKUP_WINDOW_MS): number | null {
  const recent = recentLookups(times, now, windowMs);
  if (recent.length < limit) return null;
  return Math.min(...recent) + windowMs;
}

/** e.g. 查询过于频繁，请于 14:10 后再试 */
export function lookupThrottledMessage(until: number): string {
  return `查询过于频繁，请于 ${clockTime(until)} 后再试`;
}
