import { describe, expect, it } from 'vitest';
import { toDecimalText } from '@/lib/decimal';

describe('toDecimalText', () => {
  it('writes numbers without exponents and keeps their digits', () => {
    expect(toDecimalText(1e-7)).toBe('0.0000001');
    expect(toDecimalText(0.074849)).toBe('0.074849');
    expect(toDecimalText(51000)).toBe('51000');
    expect(toDecimalText(1e21)).toBe('1000000000000000000000');
    expect(toDecimalText('645.140000000000000000')).toBe('645.14');
    expect(toDecimalText(0)).toBe('0');
  });

  it('refuses non-numbers, negatives and non-finite values', () => {
    for (const value of [NaN, Infinity, -1, '-0.5', 'abc', '', '  ', '0x10', 'Infinity', '1e', null, undefined, {}, [1], true]) {
      expect(toDecimalText(value), String(value)).toBeNull();
    }
  });
});
