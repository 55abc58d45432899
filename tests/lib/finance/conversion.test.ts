import { describe, expect, it } from 'vitest';
import { conversionCurrencyOf, conversionDecimals, toConversionAmount } from '@/lib/finance/conversion';

const RATES = [
  { name: 'usdt_cny', rate: '7.12' },
  { name: 'usd_cny', rate: '7.10' },
  { name: 'usd_jpy', rate: '149.5' },
  { name: 'usd_krw', rate: '1320' },
  { name: 'usd_vnd', rate: '24500' },
];

describe('conversion currency', () => {
  it("is the user's options.conversion_currency, usd without one", () => {
    expect(conversionCurrencyOf({ options: { conversion_currency: 'CNY' } })).toBe('cny');
    expect(conversionCurrencyOf({ options: {} })).toBe('usd');
    expect(conversionCurrencyOf({ options: { conversion_currency: ' ' } })).toBe('usd');
    expect(conversionCurrencyOf(null)).toBe('usd');
  });

  it('uses the decimals of section 9, else 2', () => {
    expect([conversionDecimals('JPY'), conversionDecimals('krw'), conversionDecimals('rub'), conversionDecimals('twd'), conversionDecimals('vnd')]).toEqual([1, 0, 1, 1, 0]);
    expect(conversionDecimals('cny')).toBe(2);
    expect(conversionDecimals('usd')).toBe(2);
  });

  it('converts a USDT amount, cny by usdt_cny, rounding down and keeping the sign', () => {
    expect(toConversionAmount('10.5', RATES, 'cny')).toBe('74.76');
    expect(toConversionAmount('-1.2345', RATES, 'usd')).toBe('-1.23');
    expect(toConversionAmount('1.99', RATES, 'krw')).toBe('2626');
    expect(toConversionAmount('0.33', RATES, 'jpy')).toBe('49.3');
    expect(toConversionAmount('2', RATES, 'VND')).toBe('49000');
  });

  it('has no amount without a rate or a number', () => {
    expect(toConversionAmount('1', RATES, 'rub')).toBeNull();
    expect(toConversionAmount('abc', RATES, 'cny')).toBeNull();
  });
});
