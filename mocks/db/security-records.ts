// The security records' state beside the sessions: the public id of a session (a digest, so the
// devices list never hands out a token), the devices each user has logged in from, and the
// sessions ended by offsite logout or self-freeze (their next call is answered 512 登录已失效,
// which the app treats as logged out). Kept in WeakMaps keyed by the db's current maps, so
// resetDb(), which replaces them, forgets this too.

import { createHash } from 'node:crypto';
import type { MockSession } from './index';
import type { SecurityCenterState } from './security-center';

/** The id of a session in login/list and logout/offsite: a digest of its token, not the token. */
export function sessionId(token: string): string {
  return createHash('sha256').update(`device:${token}`).digest('hex').slice(0, 20);
}

const knownDevices = new WeakMap<SecurityCenterState, Map<number, Set<string>>>();

/**
 * Notes that the user logged in from `device`; true when the user had logged in before from
 * other devices only (a new device). A user's first login is not "new": there is nothing to
 * compare it with.
 */
export function noteDevice(state: SecurityCenterState, uid: number, device: string): boolean {
  let byUser = knownDevices.get(state);
  if (!byUser) {
    byUser = new Map();
    knownDevices.set(state, byUser);
  }
  const devices = byUser.get(uid) ?? new Set<string>();
  byUser.set(uid, devices);
  const isNew = devices.size > 0 && !devices.has(device);
  devices.add(device);
  return isNew;
}

const endedSessions = new WeakMap<Map<string, MockSession>, Set<string>>();

/** Ends these sessions of `sessions` and remembers their tokens as ended (not merely unknown). */
export function endSessions(sessions: Map<string, MockSession>, tokens: readonly string[]): number {
  let ended = endedSessions.get(sessions);
  if (!ended) {
    ended = new Set();
    endedSessions.set(sessions, ended);
  }
  let count = 0;
  for (const token of tokens) {
    if (sessions.delete(token)) count += 1;
    ended.add(token);
  }
  return count;
}

/** Whether `token` belonged to a session ended by offsite logout or self-freeze. */
export function wasEnded(sessions: Map<string, MockSession>, token: string): boolean {
  return endedSessions.get(sessions)?.has(token) ?? false;
}

/** Forgets an ended token (its cookie was expired by logout). */
export function forgetEnded(sessions: Map<string, MockSession>, token: string): void {
  endedSessions.get(sessions)?.delete(token);
}

/** Rows `start`…`end` (inclusive, either open) by `time`, then page `page` (from 1) of `size`. */
export function pageRows<T extends { time: number }>(rows: readonly T[], query: { page: number; size: number; start: number | null; end: number | null }): { items: T[]; total: number } {
  const inRange = rows.filter((row) => (query.start === null || row.time >= query.start) && (query.end === null || row.time <= query.end));
  const from = (query.page - 1) * query.size;
  return { items: inRange.slice(from, from + query.size), total: inRange.length };
}
