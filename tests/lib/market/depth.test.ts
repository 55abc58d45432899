import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_TEXT, buildBookSide, stepPricePrecision } from '@/lib/market/depth';
import type { PriceLevel } from '@/lib/market/types';

// Bids of the REST depth fixture (btcusdt step0), as the service hands them over.
const BIDS: PriceLevel[] = [
  ['49790.87', '0.779876'],
  ['49785.9', '0.000182'],
  ['49784.48', '0.002758'],
  ['49784.29', '0.05'],
  ['49783.06', '0.005038'],
];

const ASKS: PriceLevel[] = [
  ['0.1', '1'],
  ['0.2', '2'],
  ['0.3', '3'],
];

describe('buildBookSide', () => {
  it('keeps the best-first order and sums amounts from the best level in decimal', () => {
    const rows = buildBookSide(ASKS, { side: 'asks', length: 3, pricePrecision: 2, amountPrecision: 4 });
    expect(rows.map((row) => row.price)).toEqual(['0.1', '0.2', '0.3']);
    expect(rows.map((row) => row.total)).toEqual(['1', '3', '6']);
    expect(rows.map((row) => row.priceText)).toEqual(['0.10', '0.20', '0.30']);
    expect(rows.map((row) => row.amountText)).toEqual(['1.0000', '2.0000', '3.0000']);
    expect(rows.map((row) => row.totalText)).toEqual(['1.0000', '3.0000', '6.0000']);
    expect(rows[0]?.depthPercent).toBeCloseTo(16.6667, 4);
    expect(rows.slice(1).map((row) => row.depthPercent)).toEqual([50, 100]);
    expect(rows.every((row) => !row.placeholder)).toBe(true);
  });

  it('builds the fixture bids with totals free of float error', () => {
    const rows = buildBookSide(BIDS, { side: 'bids', length: 5, pricePrecision: 2, amountPrecision: 6, totalPrecision: 8 });
    expect(rows.map((row) => row.total)).toEqual(['0.779876', '0.780058', '0.782816', '0.832816', '0.837854']);
    expect(rows[1]?.priceText).toBe('49785.90');
    expect(rows[4]?.totalText).toBe('0.83785400');
    expect(rows[4]?.depthPercent).toBe(100);
  });

  it('cuts to the requested length; the bar scale is the last shown row', () => {
    const rows = buildBookSide(ASKS, { side: 'asks', length: 2, pricePrecision: 1, amountPrecision: 0 });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.total)).toEqual(['1', '3']);
    expect(rows[1]?.depthPercent).toBe(100);
  });

  it('pads with placeholder rows up to the length', () => {
    const rows = buildBookSide(ASKS.slice(0, 1), { side: 'asks', length: 3, pricePrecision: 2, amountPrecision: 4 });
    expect(rows).toHaveLength(3);
    expect(rows[0]?.placeholder).toBe(false);
    for (const row of rows.slice(1)) {
      expect(row).toMatchObject({
        placeholder: true,
        price: '',
        priceText: PLACEHOLDER_TEXT,
        amountText: PLACEHOLDER_TEXT,
        totalText: PLACEHOLDER_TEXT,
        depthPercent: 0,
      });
    }
    expect(buildBookSide([], { side: 'bids', length: 2, pricePrecision: 2, amountPrecision: 4 }).every((row) => row.placeholder)).toBe(true);
  });

  it('gives row keys by position and side, stable when prices change', () => {
    const before = buildBookSide(ASKS, { side: 'asks', length: 4, pricePrecision: 2, amountPrecision: 4 });
    const after = buildBookSide(ASKS.slice(1), { side: 'asks', length: 4, pricePrecision: 2, amountPrecision: 4 });
    expect(before.map((row) => row.key)).toEqual(['asks-0', 'asks-1', 'asks-2', 'asks-3']);
    expect(after.map((row) => row.key)).toEqual(before.map((row) => row.key));
    expect(buildBookSide(ASKS, { side: 'bids', length: 1, pricePrecision: 2, amountPrecision: 4 })[0]?.key).toBe('bids-0');
  });

  it('skips levels with a non-numeric price or amount, or no amount', () => {
    const levels: PriceLevel[] = [['abc', '1'], ['1', ''], ['2', '0'], ['3', '-1'], ['4', 'NaN'], ['5', '1e-7']];
    const rows = buildBookSide(levels, { side: 'asks', length: 2, pricePrecision: 0, amountPrecision: 8 });
    expect(rows[0]).toMatchObject({ price: '5', amount: '0.0000001', amountText: '0.00000010', placeholder: false });
    expect(rows[1]?.placeholder).toBe(true);
  });

  it('prints huge and tiny values without exponents', () => {
    const rows = buildBookSide([['123456789012345678901234.5', '1e-7']], { side: 'asks', length: 1, pricePrecision: 2, amountPrecision: 8 });
    expect(rows[0]?.price).toBe('123456789012345678901234.5');
    expect(rows[0]?.priceText).toBe('123456789012345678901234');
    expect(rows[0]?.total).toBe('0.0000001');
  });

  it.each([0, -3, Number.NaN])('gives no rows for length %s', (length) => {
    expect(buildBookSide(ASKS, { side: 'asks', length, pricePrecision: 2, amountPrecision: 4 })).toEqual([]);
  });
});

describe('stepPricePrecision', () => {
  it.each([
    [2, 'step0', 2],
    [2, 'step1', 1],
    [2, 'step2', 0],
    [2, 'step5', 0],
    [6, 'step3', 3],
    [0, 'step0', 0],
  ] as const)('precision %s at %s shows %s decimals', (precision, step, expected) => {
    expect(stepPricePrecision(precision, step)).toBe(expected);
  });
});
