import { describe, expect, it } from 'vitest';
import { nearestPoint, profitChartGeometry } from '@/lib/finance/profit-chart';
import type { ProfitSeries } from '@/lib/finance/profit-series';

const BOX = { width: 600, height: 200, padding: 10 };
const DAY = 86_400_000;

function series(cumulative: string[]): ProfitSeries {
  return { points: cumulative.map((value, index) => ({ time: index * DAY, cumulative: value, daily: value })), total: cumulative.at(-1) ?? '0', unreadable: 0 };
}

describe('profitChartGeometry', () => {
  it('spreads the days across the width and puts the highest value at the top, the lowest at the bottom', () => {
    const geometry = profitChartGeometry(series(['10', '-10', '30']), BOX);
    expect(geometry.points.map((point) => point.x)).toEqual([0, 300, 600]);
    expect(geometry.points[2]!.y).toBe(10);
    expect(geometry.points[1]!.y).toBe(190);
    expect(geometry.max).toBe('30');
    expect(geometry.min).toBe('-10');
    // 0 lies a quarter of the way up from -10 to 30.
    expect(geometry.zeroY).toBe(145);
    expect(geometry.line).toBe('M0 100 L300 190 L600 10');
    expect(geometry.area).toBe('M0 100 L300 190 L600 10 L600 145 L0 145 Z');
  });

  it('keeps zero inside the scale when every day is a gain (or a loss)', () => {
    const gains = profitChartGeometry(series(['5', '10']), BOX);
    expect(gains.min).toBe('0');
    expect(gains.zeroY).toBe(190);
    const losses = profitChartGeometry(series(['-5', '-10']), BOX);
    expect(losses.max).toBe('0');
    expect(losses.zeroY).toBe(10);
  });

  it('converts to the display currency in decimal, exactly', () => {
    const geometry = profitChartGeometry(series(['0.1', '0.2']), BOX, '7.1');
    expect(geometry.points.map((point) => point.value)).toEqual(['0.71', '1.42']);
    expect(geometry.max).toBe('1.42');
  });

  it('draws one day as a flat line across, and nothing without days', () => {
    expect(profitChartGeometry(series(['3']), BOX).line).toBe('M0 10 L600 10');
    expect(profitChartGeometry(series(['0', '0']), BOX).line).toBe('M0 100 L600 100');
    expect(profitChartGeometry(series([]), BOX)).toMatchObject({ points: [], line: '', area: '' });
  });
});

describe('nearestPoint', () => {
  it('finds the day under the pointer', () => {
    const { points } = profitChartGeometry(series(['1', '2', '3']), BOX);
    expect(nearestPoint(points, 280)?.value).toBe('2');
    expect(nearestPoint(points, 599)?.value).toBe('3');
    expect(nearestPoint([], 10)).toBeNull();
  });
});
