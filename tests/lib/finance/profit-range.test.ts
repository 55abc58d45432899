import { describe, expect, it } from 'vitest';
import { customRange, localDayText, MAX_CUSTOM_DAYS, PROFIT_RANGE_MESSAGES, startOfLocalDay } from '@/lib/finance/profit-range';

const NOW = new Date(2026, 10, 24, 15, 30).getTime(); // 2026-11-24 15:30 local

describe('startOfLocalDay / localDayText', () => {
  it('reads real calendar days only', () => {
    expect(startOfLocalDay('2026-11-24')).toBe(new Date(2026, 10, 24).getTime());
    expect(startOfLocalDay(' 2026-02-28 ')).toBe(new Date(2026, 1, 28).getTime());
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '２０２６-１１-２４', '', 'yesterday']) expect(startOfLocalDay(bad)).toBeNull();
  });

  it('writes the local day of a time', () => {
    expect(localDayText(NOW)).toBe('2026-11-24');
  });
});

describe('customRange', () => {
  it('spans the start day’s first to the end day’s last millisecond', () => {
    const result = customRange('2026-11-01', '2026-11-24', NOW);
    expect(result).toEqual({
      ok: true,
      range: { kind: 'custom', startDate: new Date(2026, 10, 1).getTime(), endDate: new Date(2026, 10, 24, 23, 59, 59, 999).getTime() },
    });
  });

  it('accepts a single day', () => {
    expect(customRange('2026-11-20', '2026-11-20', NOW).ok).toBe(true);
  });

  it('refuses missing, malformed, reversed, future and too long ranges with their messages', () => {
    expect(customRange('', '2026-11-20', NOW)).toEqual({ ok: false, message: PROFIT_RANGE_MESSAGES.missing });
    expect(customRange('2026-11-31', '2026-11-20', NOW)).toEqual({ ok: false, message: PROFIT_RANGE_MESSAGES.invalid });
    expect(customRange('2026-11-21', '2026-11-20', NOW)).toEqual({ ok: false, message: PROFIT_RANGE_MESSAGES.order });
    expect(customRange('2026-11-20', '2026-11-25', NOW)).toEqual({ ok: false, message: PROFIT_RANGE_MESSAGES.future });
    const start = new Date(2026, 10, 24 - MAX_CUSTOM_DAYS).getTime();
    expect(customRange(localDayText(start), '2026-11-24', NOW)).toEqual({ ok: false, message: PROFIT_RANGE_MESSAGES.tooLong });
    const longest = new Date(2026, 10, 24 - MAX_CUSTOM_DAYS + 1).getTime();
    expect(customRange(localDayText(longest), '2026-11-24', NOW).ok).toBe(true);
  });
});
