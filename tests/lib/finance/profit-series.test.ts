import { describe, expect, it } from 'vitest';
import { profitSeries, profitTrend } from '@/lib/finance/profit-series';

describe('profitSeries', () => {
  it('orders the days and keeps an exact running total', () => {
    const series = profitSeries([
      { time: 3, profit: '0.3' },
      { time: 1, profit: '0.1' },
      { time: 2, profit: '-0.2' },
    ]);
    expect(series.points).toEqual([
      { time: 1, cumulative: '0.1', daily: '0.1' },
      { time: 2, cumulative: '-0.1', daily: '-0.2' },
      { time: 3, cumulative: '0.2', daily: '0.3' },
    ]);
    expect(series.total).toBe('0.2');
    expect(series.unreadable).toBe(0);
  });

  it('counts an unreadable day as zero and reports it; a repeated day replaces the earlier', () => {
    const series = profitSeries([
      { time: 1, profit: '1' },
      { time: 2, profit: 'NaN' },
      { time: 3, profit: '5' },
      { time: 3, profit: '2' },
    ]);
    expect(series.points.map((p) => p.cumulative)).toEqual(['1', '1', '3']);
    expect(series.total).toBe('3');
    expect(series.unreadable).toBe(1);
  });

  it('is empty for no days', () => {
    expect(profitSeries([])).toEqual({ points: [], total: '0', unreadable: 0 });
  });
});

describe('profitTrend', () => {
  it('tells gains, losses and nothing', () => {
    expect(profitTrend('0.0001')).toBe('up');
    expect(profitTrend('-3')).toBe('down');
    expect(profitTrend('0')).toBe('flat');
    expect(profitTrend('abc')).toBe('flat');
  });
});
