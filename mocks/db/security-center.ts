// The security centre's state per user: the anti-phishing code, the withdraw strategy, the
// security events (the timeline, the operation log and the withdrawal hold read them), and the
// accounts frozen by their owners. Second factors and the login strategy stay on the user record
// (users.ts: ga_secret, email, phone, two_factor), where login already reads them.

import type { SecurityEventType, TwoFactorMethod } from '@/lib/contracts/uc';
import { holdUntil } from '@/lib/security-center/hold';

export interface SecurityEvent {
  id: number;
  uid: number;
  type: SecurityEventType;
  /** Epoch ms (mock clock). */
  time: number;
  /** The session that made the change, when one did (a new device: the new session). */
  session?: string;
  device: string;
  ip: string;
  place: string;
  /** A short description of what changed, e.g. the masked new phone. */
  detail?: string;
}

export interface SecurityCenterState {
  antiPhishing: Map<number, string>;
  /** Users without an entry are asked for their login factors (or their own address) on withdrawal. */
  withdrawFactors: Map<number, TwoFactorMethod[]>;
  events: SecurityEvent[];
  /** Uid → when the owner froze the account. */
  frozen: Map<number, number>;
  /** Wrong codes in a row per `${uid}:${method}`, and until when the factor is refused after too many. */
  factorFailures: Map<string, { count: number; lockedUntil: number }>;
  nextEventId: number;
}

export function createSecurityCenterState(): SecurityCenterState {
  return { antiPhishing: new Map(), withdrawFactors: new Map(), events: [], frozen: new Map(), factorFailures: new Map(), nextEventId: 1 };
}

export function appendSecurityEvent(state: SecurityCenterState, input: Omit<SecurityEvent, 'id'>): SecurityEvent {
  const event: SecurityEvent = { ...input, id: state.nextEventId++ };
  state.events.push(event);
  return event;
}

/** A user's events, newest first. */
export function securityEventsOf(state: SecurityCenterState, uid: number): SecurityEvent[] {
  return state.events.filter((event) => event.uid === uid).sort((a, b) => b.time - a.time || b.id - a.id);
}

/** When the user's withdrawal hold ends, or null (lib/security-center/hold). */
export function withdrawHoldOf(state: SecurityCenterState, uid: number, now: number): number | null {
  return holdUntil(
    state.events.filter((event) => event.uid === uid),
    now,
  );
}

/** The user's factors refused at `now` after repeated wrong codes, with when each opens again. */
export function lockedFactorsOf(state: SecurityCenterState, uid: number, now: number): Array<{ method: TwoFactorMethod; until: number }> {
  const methods: TwoFactorMethod[] = ['ga', 'sms', 'email'];
  return methods.flatMap((method) => {
    const until = state.factorFailures.get(`${uid}:${method}`)?.lockedUntil ?? 0;
    return until > now ? [{ method, until }] : [];
  });
}
