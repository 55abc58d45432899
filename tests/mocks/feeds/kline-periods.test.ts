import { describe, expect, it } from 'vitest';
import { barOpen, barOpensBetween, nextBarOpen, previousBarOpen } from '@/mocks/feeds/kline-periods';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('kline periods', () => {
  it('aligns minute and hour bars to the epoch', () => {
    expect(barOpen('1min', at('2024-05-01T10:07:42Z'))).toBe(at('2024-05-01T10:07:00Z'));
    expect(barOpen('15min', at('2024-05-01T10:07:42Z'))).toBe(at('2024-05-01T10:00:00Z'));
    expect(barOpen('4hour', at('2024-05-01T10:07:42Z'))).toBe(at('2024-05-01T08:00:00Z'));
  });

  it('opens days, weeks (Monday) and months at 00:00 Singapore time', () => {
    expect(barOpen('1day', at('2024-05-01T10:00:00Z'))).toBe(at('2024-04-30T16:00:00Z'));
    expect(barOpen('1day', at('2024-05-01T17:00:00Z'))).toBe(at('2024-05-01T16:00:00Z'));
    // 2024-05-01 is a Wednesday: its week opened Monday 2024-04-29 00:00 SGT.
    expect(barOpen('1week', at('2024-05-01T10:00:00Z'))).toBe(at('2024-04-28T16:00:00Z'));
    expect(barOpen('1mon', at('2024-05-01T10:00:00Z'))).toBe(at('2024-04-30T16:00:00Z'));
    expect(barOpen('1mon', at('2024-04-30T15:00:00Z'))).toBe(at('2024-03-31T16:00:00Z'));
  });

  it('steps to the next and previous bars, months by calendar', () => {
    const may = at('2024-04-30T16:00:00Z');
    expect(nextBarOpen('1mon', may)).toBe(at('2024-05-31T16:00:00Z'));
    expect(previousBarOpen('1mon', may)).toBe(at('2024-03-31T16:00:00Z'));
    expect(nextBarOpen('60min', 3600)).toBe(7200);
    expect(previousBarOpen('1week', at('2024-04-28T16:00:00Z'))).toBe(at('2024-04-21T16:00:00Z'));
  });

  it('lists the bar opens of a range, newest last and at most the limit', () => {
    const from = at('2024-05-01T10:00:00Z');
    expect(barOpensBetween('1min', from, from + 299, 300)).toEqual([0, 1, 2, 3, 4].map((i) => from + i * 60));
    const capped = barOpensBetween('1min', from, from + 10_000 * 60, 300);
    expect(capped).toHaveLength(300);
    expect(capped.at(-1)).toBe(from + 10_000 * 60);
    expect(barOpensBetween('1min', from + 60, from, 300)).toEqual([]);
  });
});
