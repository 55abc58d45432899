import { describe, expect, it } from 'vitest';
import { sparklinePath, sparklinePoints, withLivePrice } from '@/lib/market/sparkline';

const box = { width: 100, height: 20, padding: 0 };

describe('sparkline', () => {
  it('spreads the closes across the width, the highest at the top and the lowest at the bottom', () => {
    expect(sparklinePoints(['1', '3', '2'], box)).toEqual([
      [0, 20],
      [50, 0],
      [100, 10],
    ]);
  });

  it('keeps the padding free above and below', () => {
    expect(sparklinePoints(['10', '20'], { width: 10, height: 20, padding: 2 })).toEqual([
      [0, 18],
      [10, 2],
    ]);
  });

  it('draws a flat series along the middle', () => {
    expect(sparklinePoints(['5', '5', '5'], box).map(([, y]) => y)).toEqual([10, 10, 10]);
  });

  it('leaves unreadable closes out and draws nothing under two points', () => {
    expect(sparklinePoints(['1', 'NaN', '', '--', '2'], box)).toEqual([
      [0, 20],
      [100, 0],
    ]);
    expect(sparklinePath(['1'], box)).toBeNull();
    expect(sparklinePath([], box)).toBeNull();
  });

  it('writes a path of rounded coordinates', () => {
    expect(sparklinePath(['1', '2', '1.5', '3'], { width: 90, height: 30, padding: 0 })).toBe('M0,30L30,15L60,22.5L90,0');
    expect(sparklinePath(['52000.123456789', '52000.123456790'], box)).toBe('M0,20L100,0');
  });

  it('replaces the newest close by the live price', () => {
    expect(withLivePrice(['1', '2', '3'], '4')).toEqual(['1', '2', '4']);
    expect(withLivePrice(['1', '2'], null)).toEqual(['1', '2']);
    expect(withLivePrice(['1', '2'], '--')).toEqual(['1', '2']);
    expect(withLivePrice([], '4')).toEqual([]);
  });
});
