import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRECISION,
  NO_RATIO,
  PRECISION_DEFAULTS,
  formatChangeRatio,
  formatNumber,
  formatPercent,
} from '@/lib/decimal';

describe('constants', () => {
  it('follow section 9', () => {
    expect(DEFAULT_PRECISION).toBe(8);
    expect(PRECISION_DEFAULTS).toEqual({ price: 2, amount: 4, total: 8, fee: 8 });
  });
});

describe('formatNumber', () => {
  it.each([
    ['1.5', undefined, '1.50000000'],
    ['1.999999999', undefined, '1.99999999'],
    ['1.239', 2, '1.23'],
    ['-1.239', 2, '-1.23'],
    ['-0.001', 2, '0.00'],
    ['1e-7', 8, '0.00000010'],
    ['1e-7', 6, '0.000000'],
    [0.1, 4, '0.1000'],
    ['12.5', 0, '12'],
    ['12.5', -3, '12'],
    ['12.5', 2.7, '12.50'],
    ['1e21', 0, '1000000000000000000000'],
  ])('formatNumber(%j, %j) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('truncates to 18 characters by dropping fractional digits', () => {
    expect(formatNumber('123456789.123456789', 8)).toBe('123456789.12345678');
    expect(formatNumber('1234567890.123456789', 8)).toBe('1234567890.1234567');
    expect(formatNumber('1234567890.123456789', 8)).toHaveLength(18);
    expect(formatNumber('-1234567890.123456789', 8)).toBe('-1234567890.123456');
  });

  it('never cuts the integer part and leaves no trailing point', () => {
    expect(formatNumber('123456789012345678901234.5', 8)).toBe('123456789012345678901234');
    expect(formatNumber('12345678901234567.5', 8)).toBe('12345678901234567');
    expect(formatNumber('1234.56', 2, { maxLength: 5 })).toBe('1234');
    expect(formatNumber('1234.56', 2, { maxLength: 6 })).toBe('1234.5');
  });

  it('takes another length or none', () => {
    expect(formatNumber('123456789.123456789', 8, { maxLength: Infinity })).toBe('123456789.12345678');
    expect(formatNumber('123456789012.12345678', 8, { maxLength: Infinity })).toBe('123456789012.12345678');
    expect(formatNumber('123456789012.12345678', 8, { maxLength: Number.NaN })).toBe('123456789012.12345');
  });

  it('groups thousands, counting the separators in the length', () => {
    expect(formatNumber('1234567.891', 2, { thousands: true })).toBe('1,234,567.89');
    expect(formatNumber('-1234567.891', 2, { thousands: true })).toBe('-1,234,567.89');
    expect(formatNumber('999', 2, { thousands: true })).toBe('999.00');
    expect(formatNumber('1234567890.12345678', 8, { thousands: true })).toBe('1,234,567,890.1234');
  });

  it('drops trailing zeros when asked', () => {
    expect(formatNumber('1.50', 8, { padZeros: false })).toBe('1.5');
    expect(formatNumber('2.000', 4, { padZeros: false })).toBe('2');
    expect(formatNumber('1e-7', 8, { padZeros: false })).toBe('0.0000001');
  });

  it.each([[''], ['abc'], [null], [undefined], [Number.NaN], [Infinity], [{}]])('shows NaN for %j', (value) => {
    expect(formatNumber(value)).toBe('NaN');
  });
});

describe('formatPercent', () => {
  it.each([
    ['45.678', undefined, '45.67%'],
    [0, undefined, '0.00%'],
    ['100', undefined, '100.00%'],
    ['250.5', undefined, '100.00%'],
    ['-12.345', 1, '-12.3%'],
    ['1e-7', 2, '0.00%'],
  ])('formatPercent(%j, %j) = %s', (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected);
  });

  it('shows NaN for non-numeric input', () => {
    expect(formatPercent('abc')).toBe('NaN');
    expect(formatPercent(null)).toBe('NaN');
  });
});

describe('formatChangeRatio', () => {
  it('caps a rise at +100.00% when asked, and leaves a fall as it is', () => {
    expect(formatChangeRatio('1', '3.5', 2, { capped: true })).toBe('+100.00%');
    expect(formatChangeRatio('1', '3.5')).toBe('+250.00%');
    expect(formatChangeRatio('1', '1.5', 2, { capped: true })).toBe('+50.00%');
    expect(formatChangeRatio('4', '1', 2, { capped: true })).toBe('-75.00%');
  });

  it.each([
    ['100', '102.35', undefined, '+2.35%'],
    ['100', '98.8', undefined, '-1.20%'],
    ['100', '100', undefined, '0.00%'],
    ['3', '4', 2, '+33.33%'],
    ['3', '2', 2, '-33.33%'],
    ['100', '100.001', 2, '0.00%'],
    ['100', '99.999', 2, '0.00%'],
    ['1', '5', 2, '+400.00%'],
    ['0.0000001', '0.0000002', 1, '+100.0%'],
  ])('open %s, close %s → %s', (open, close, decimals, expected) => {
    expect(formatChangeRatio(open, close, decimals)).toBe(expected);
  });

  it.each([
    ['0', '1'],
    [0, 0],
    ['', '1'],
    ['1', 'abc'],
    [null, '1'],
  ])('shows -- for open %j, close %j', (open, close) => {
    expect(formatChangeRatio(open, close)).toBe(NO_RATIO);
  });
});
