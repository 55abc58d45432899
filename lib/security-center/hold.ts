// The withdrawal hold after a security change: a changed password or second factor is what an
// account thief does first, so for 24 hours after one the account cannot withdraw. The mock
// enforces it and the security page and the withdraw page count it down; both read this rule.

export const WITHDRAW_HOLD_MS = 24 * 60 * 60_000;

/** Security changes that start a withdrawal hold. */
export const HOLD_EVENT_TYPES = ['password_change', 'password_reset', 'ga_bind', 'ga_change', 'phone_bind', 'phone_change', 'email_bind', 'factor_disable'] as const;
export type HoldEventType = (typeof HOLD_EVENT_TYPES)[number];

export function startsHold(type: string): type is HoldEventType {
  return (HOLD_EVENT_TYPES as readonly string[]).includes(type);
}

/** When the hold of these events ends (epoch ms), or null when none is in force at `now`. */
export function holdUntil(events: ReadonlyArray<{ type: string; time: number }>, now: number): number | null {
  let until: number | null = null;
  for (const event of events) {
    if (!startsHold(event.type)) continue;
    const end = event.time + WITHDRAW_HOLD_MS;
    if (end > now && (until === null || end > until)) until = end;
  }
  return until;
}

/** The remaining hold as 时:分:秒 (hours can exceed 24 never; a finished hold reads 00:00:00). */
export function holdCountdown(until: number, now: number): string {
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
