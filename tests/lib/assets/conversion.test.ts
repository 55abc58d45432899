import { describe, expect, it } from 'vitest';
import {
  CONVERSION_DECIMALS,
  conversionCurrencyOf,
  conversionDecimals,
  DEFAULT_CONVERSION_DECIMALS,
  formatFiatAmount,
  HIDDEN_AMOUNT,
  maskAmount,
} from '@/lib/assets/conversion';

describe('conversionCurrencyOf', () => {
  it('reads options.conversion_currency in lower case', () => {
    expect(conversionCurrencyOf({ options: { conversion_currency: 'CNY' } })).toBe('cny');
    expect(conversionCurrencyOf({ options: { conversion_currency: ' jpy ' } })).toBe('jpy');
  });

  it('defaults to usd', () => {
    expect(conversionCurrencyOf({ options: { conversion_currency: '' } })).toBe('usd');
    expect(conversionCurrencyOf({ options: { conversion_currency: null } })).toBe('usd');
    expect(conversionCurrencyOf({ options: null })).toBe('usd');
    expect(conversionCurrencyOf({})).toBe('usd');
    expect(conversionCurrencyOf(null)).toBe('usd');
  });
});

describe('conversionDecimals', () => {
  it('uses the section 9 table: JPY 1, KRW 0, RUB 1, TWD 1, VND 0', () => {
    expect(CONVERSION_DECIMALS).toEqual({ jpy: 1, krw: 0, rub: 1, twd: 1, vnd: 0 });
    expect(['JPY', 'krw', 'Rub', 'twd', 'vnd'].map((code) => conversionDecimals(code))).toEqual([1, 0, 1, 1, 0]);
  });

  it('gives 2 to every other currency', () => {
    expect(DEFAULT_CONVERSION_DECIMALS).toBe(2);
    expect(conversionDecimals('usd')).toBe(2);
    expect(conversionDecimals('cny')).toBe(2);
    expect(conversionDecimals('')).toBe(2);
  });

  it('takes the list entry’s decimals for a currency outside the table, never over the table', () => {
    expect(conversionDecimals('bhd', { decimals: 3 })).toBe(3);
    expect(conversionDecimals('bhd', { decimals: '0' })).toBe(0);
    expect(conversionDecimals('jpy', { decimals: 2 })).toBe(1);
    expect(conversionDecimals('eur', { decimals: -1 })).toBe(2);
    expect(conversionDecimals('eur', { decimals: 'two' })).toBe(2);
    expect(conversionDecimals('eur', { decimals: 1.5 })).toBe(2);
    expect(conversionDecimals('eur', { decimals: null })).toBe(2);
  });
});

describe('formatFiatAmount', () => {
  it('rounds down at the currency’s decimals with thousands separators and its symbol', () => {
    expect(formatFiatAmount('1234.567', 'cny')).toBe('¥1,234.56');
    expect(formatFiatAmount('1234.567', 'usd')).toBe('$1,234.56');
    expect(formatFiatAmount('1234567.99', 'krw')).toBe('₩1,234,567');
    expect(formatFiatAmount('1234.99', 'jpy')).toBe('¥1,234.9');
    expect(formatFiatAmount('99.99', 'vnd')).toBe('₫99');
    expect(formatFiatAmount('0', 'usd')).toBe('$0.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatFiatAmount('-12.345', 'usd')).toBe('-$12.34');
  });

  it('prefers the list entry’s symbol, and writes the code after the number when there is none', () => {
    expect(formatFiatAmount('5', 'cny', { info: { symbol: 'CN¥' } })).toBe('CN¥5.00');
    expect(formatFiatAmount('5', 'aed')).toBe('5.00 AED');
    expect(formatFiatAmount('5', 'aed', { info: { abbreviation: 'Dh', symbol: ' ' } })).toBe('5.00 DH');
  });

  it('hides the amount as ****', () => {
    expect(HIDDEN_AMOUNT).toBe('****');
    expect(formatFiatAmount('1234.5', 'cny', { hidden: true })).toBe('****');
    expect(formatFiatAmount(null, 'cny', { hidden: true })).toBe('****');
  });

  it('gives the placeholder for an unknown or unreadable amount', () => {
    expect(formatFiatAmount(null, 'cny')).toBe('--');
    expect(formatFiatAmount(undefined, 'cny')).toBe('--');
    expect(formatFiatAmount('', 'cny')).toBe('--');
    expect(formatFiatAmount('１２', 'cny')).toBe('--');
  });
});

describe('maskAmount', () => {
  it('hides or keeps a formatted amount', () => {
    expect(maskAmount('0.12345678', true)).toBe('****');
    expect(maskAmount('0.12345678', false)).toBe('0.12345678');
  });
});
