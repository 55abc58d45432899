import { describe, expect, it } from 'vitest';
import { holdCountdown, holdUntil, startsHold, WITHDRAW_HOLD_MS } from '@/lib/security-center/hold';

describe('withdrawal hold', () => {
  const t = 1_700_000_000_000;

  it('starts with a password or factor change, not with other events', () => {
    expect(startsHold('password_change')).toBe(true);
    expect(startsHold('ga_change')).toBe(true);
    expect(startsHold('anti_phishing_set')).toBe(false);
    expect(startsHold('new_device')).toBe(false);
  });

  it('lasts 24 hours from the latest holding change', () => {
    const events = [
      { type: 'password_change', time: t },
      { type: 'new_device', time: t + 5_000 },
      { type: 'ga_bind', time: t + 60_000 },
    ];
    expect(holdUntil(events, t + 61_000)).toBe(t + 60_000 + WITHDRAW_HOLD_MS);
    expect(holdUntil(events, t + 60_000 + WITHDRAW_HOLD_MS)).toBeNull();
    expect(holdUntil([{ type: 'new_device', time: t }], t)).toBeNull();
  });

  it('counts down as hours, minutes and seconds', () => {
    expect(holdCountdown(t + WITHDRAW_HOLD_MS, t)).toBe('24:00:00');
    expect(holdCountdown(t + 3_661_500, t)).toBe('01:01:02');
    expect(holdCountdown(t, t + 10)).toBe('00:00:00');
  });
});
