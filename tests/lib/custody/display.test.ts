import { describe, expect, it } from 'vitest';
import { currentVipLevel, nextVipLevel, ratioPercentText, signedAmountText, toneOf, vipLevelLabel } from '@/lib/custody/display';

const LEVELS = [
  { level: 0, name: 'normal', score: '0' },
  { level: 1, name: 'elite', score: '5000' },
  { level: 2, name: 'silver', score: '10000' },
  { level: 5, name: 'black', score: '500000' },
];

describe('profit-loss display', () => {
  it('tones a gain up, a loss down, and zero at the shown decimals flat', () => {
    expect(toneOf('12.5')).toBe('up');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('-0.001')).toBe('flat');
    expect(toneOf('0')).toBe('flat');
    expect(toneOf('abc')).toBe('flat');
    expect(toneOf(null)).toBe('flat');
  });

  it('writes amounts signed, rounded down, grouped', () => {
    expect(signedAmountText('1234.567')).toBe('+1,234.56');
    expect(signedAmountText('-3')).toBe('-3.00');
    expect(signedAmountText('0.001')).toBe('0.00');
    expect(signedAmountText(undefined)).toBe('--');
  });

  it('writes a ratio as a signed percentage with 2 decimals', () => {
    expect(ratioPercentText('0.012345')).toBe('+1.23%');
    expect(ratioPercentText('-0.0123')).toBe('-1.23%');
    expect(ratioPercentText('0')).toBe('0.00%');
    expect(ratioPercentText('x')).toBe('--');
  });
});

describe('VIP levels', () => {
  it('gives the next level and the score still needed', () => {
    expect(nextVipLevel({ level: 1, score: '6200' }, LEVELS)).toEqual({ level: LEVELS[2], scoreNeeded: '3800' });
    expect(nextVipLevel({ level: 0, score: '0' }, LEVELS)).toEqual({ level: LEVELS[1], scoreNeeded: '5000' });
  });

  it('never needs a negative score, and has nothing after the top level', () => {
    expect(nextVipLevel({ level: 1, score: '12000' }, LEVELS)?.scoreNeeded).toBe('0');
    expect(nextVipLevel({ level: 5, score: '600000' }, LEVELS)).toBeNull();
    expect(nextVipLevel({ level: 2, score: '1' }, LEVELS)?.level.level).toBe(5);
  });

  it('names a level in Chinese, or by the table when unknown', () => {
    expect(currentVipLevel(1, LEVELS)?.name).toBe('elite');
    expect(vipLevelLabel(1, 'elite')).toBe('VIP1 精英');
    expect(vipLevelLabel(3, 'Gold')).toBe('VIP3 黄金');
    expect(vipLevelLabel(7, 'diamond')).toBe('VIP7 diamond');
    expect(vipLevelLabel(2)).toBe('VIP2');
  });
});
