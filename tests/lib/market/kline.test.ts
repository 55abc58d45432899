import { describe, expect, it } from 'vitest';
import { MAX_BARS_PER_REQUEST, klineRange, periodSeconds, upsertBars } from '@/lib/market/kline';
import { KLINE_PERIODS, type KlineBar } from '@/lib/market/types';

function bar(id: number, close: string): KlineBar {
  return { id, open: '1', close, low: '1', high: close, amount: '1', vol: '1', count: 1 };
}

describe('upsertBars', () => {
  it('sorts by open time and replaces the forming bar', () => {
    const bars = [bar(60, '1'), bar(120, '2')];
    const next = upsertBars(bars, [bar(120, '3'), bar(0, '0'), bar(180, '4')]);
    expect(next.map((item) => [item.id, item.close])).toEqual([
      [0, '0'],
      [60, '1'],
      [120, '3'],
      [180, '4'],
    ]);
    expect(bars.map((item) => item.close)).toEqual(['1', '2']);
  });
});

describe('periodSeconds', () => {
  it.each([
    ['1min', 60],
    ['5min', 300],
    ['15min', 900],
    ['30min', 1800],
    ['60min', 3600],
    ['4hour', 14_400],
    ['1day', 86_400],
    ['1week', 604_800],
    ['1mon', 2_592_000],
  ] as const)('%s lasts %s s', (period, seconds) => {
    expect(periodSeconds(period)).toBe(seconds);
  });

  it('covers every chart period', () => {
    for (const period of KLINE_PERIODS) expect(periodSeconds(period)).toBeGreaterThan(0);
  });
});

describe('klineRange', () => {
  it('spans exactly count bar open times ending now', () => {
    const now = 1_700_000_030;
    const { from, to } = klineRange('1min', 300, now);
    expect(to).toBe(now);
    const openTimes = [];
    for (let id = Math.ceil(from / 60) * 60; id <= to; id += 60) openTimes.push(id);
    expect(openTimes).toHaveLength(300);
  });

  it('floors a fractional now and caps the count at 300', () => {
    expect(klineRange('1min', 1000, 1_000_000.9)).toEqual({ from: 1_000_000 - MAX_BARS_PER_REQUEST * 60 + 1, to: 1_000_000 });
    expect(klineRange('1day', 2, 1_000_000)).toEqual({ from: 1_000_000 - 2 * 86_400 + 1, to: 1_000_000 });
  });

  it.each([0, -5])('asks for one bar at least (count %s)', (count) => {
    expect(klineRange('5min', count, 900)).toEqual({ from: 601, to: 900 });
  });

  it('asks for the most bars when the count is not a number', () => {
    expect(klineRange('1min', Number.NaN, 100_000)).toEqual({ from: 100_000 - 300 * 60 + 1, to: 100_000 });
  });
});
