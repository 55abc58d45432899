import { describe, expect, it } from 'vitest';
import {
  decimalToUnits,
  hashString,
  hashUnit,
  MAX_LOG_EXCURSION,
  priceTicksAt,
  unitsToNumber,
  valueNoise,
} from '@/mocks/feeds/price-path';

describe('value noise', () => {
  it('is deterministic, within [-1, 1] and continuous between lattice points', () => {
    const seed = hashString('btcusdt');
    for (let x = 0; x < 50; x += 0.37) {
      const value = valueNoise(seed, x);
      expect(value).toBe(valueNoise(seed, x));
      expect(Math.abs(value)).toBeLessThanOrEqual(1);
      expect(Math.abs(valueNoise(seed, x + 1e-6) - value)).toBeLessThan(1e-4);
    }
    expect(valueNoise(seed, 7)).toBeCloseTo(hashUnit(seed, 7) * 2 - 1, 12);
  });

  it('differs between seeds', () => {
    expect(hashString('btcusdt')).not.toBe(hashString('ethusdt'));
    const a = [1, 2, 3].map((n) => hashUnit(1, n));
    const b = [1, 2, 3].map((n) => hashUnit(2, n));
    expect(a).not.toEqual(b);
  });
});

describe('price path', () => {
  const path = { seed: hashString('btcusdt'), initialTicks: 5_200_000 };

  it('gives the same integer price for the same time', () => {
    const t = 1_700_000_123_456;
    expect(priceTicksAt(path, t)).toBe(priceTicksAt(path, t));
    expect(Number.isInteger(priceTicksAt(path, t))).toBe(true);
  });

  it('stays around the initial price over months and never reaches zero', () => {
    const bound = Math.exp(MAX_LOG_EXCURSION);
    const seen = new Set<number>();
    for (let t = 1_600_000_000_000; t < 1_600_000_000_000 + 90 * 86_400_000; t += 3_600_000) {
      const price = priceTicksAt(path, t);
      seen.add(price);
      expect(price).toBeGreaterThanOrEqual(Math.floor(path.initialTicks / bound));
      expect(price).toBeLessThanOrEqual(Math.ceil(path.initialTicks * bound));
    }
    // It walks: many distinct prices.
    expect(seen.size).toBeGreaterThan(1000);
    expect(priceTicksAt({ seed: 1, initialTicks: 1 }, 1_600_000_000_000)).toBeGreaterThanOrEqual(1);
  });
});

describe('units', () => {
  it('turns decimal texts into integer units and back exactly', () => {
    expect(decimalToUnits('52000.00', 2)).toBe(5_200_000);
    expect(decimalToUnits('4.2', 4)).toBe(42_000);
    expect(decimalToUnits('0.0000035', 10)).toBe(35_000);
    expect(decimalToUnits('7', 0)).toBe(7);
    expect(String(unitsToNumber(5_180_788, 2))).toBe('51807.88');
    expect(String(unitsToNumber(1, 6))).toBe('0.000001');
    expect(String(unitsToNumber(123_456_789, 8))).toBe('1.23456789');
  });
});
