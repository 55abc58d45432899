import { describe, expect, it } from 'vitest';
import { DEFAULT_FIAT_CURRENCY, type ExchangeRate, fiatRate, toFiat } from '@/lib/settings';

const RATES: ExchangeRate[] = [
  { name: 'usdt_cny', rate: '7.1' },
  { name: 'usd_cny', rate: '7.2' },
  { name: 'usd_eur', rate: '0.9' },
  { name: 'usdt_krw', rate: 'abc' },
  { name: 'usd_krw', rate: '1300' },
  { name: 'usdt_jpy', rate: '0' },
];

describe('fiatRate', () => {
  it('defaults to usd at par with usdt', () => {
    expect(DEFAULT_FIAT_CURRENCY).toBe('usd');
    expect(fiatRate(RATES)).toBe('1');
    expect(fiatRate([])).toBe('1');
  });

  it('uses a usdt_usd entry when there is one', () => {
    expect(fiatRate([{ name: 'usdt_usd', rate: '0.999' }], 'usd')).toBe('0.999');
  });

  it('uses usdt_cny before usd_cny', () => {
    expect(fiatRate(RATES, 'cny')).toBe('7.1');
    expect(fiatRate(RATES, 'CNY')).toBe('7.1');
    expect(fiatRate(RATES.slice(1), 'cny')).toBe('7.2');
  });

  it('falls back past an unusable rate', () => {
    expect(fiatRate(RATES, 'krw')).toBe('1300');
    expect(fiatRate(RATES, 'jpy')).toBeNull();
  });

  it('returns null when no rate is known', () => {
    expect(fiatRate(RATES, 'gbp')).toBeNull();
    expect(fiatRate([], 'cny')).toBeNull();
  });
});

describe('toFiat', () => {
  it.each([
    ['10', 'cny', '71'],
    ['0.1', 'cny', '0.71'],
    ['1e-7', 'cny', '0.00000071'],
    ['123456789012345678901234.5', 'usd', '123456789012345678901234.5'],
    ['2', 'eur', '1.8'],
  ])('%s usdt in %s is %s', (amount, currency, expected) => {
    expect(toFiat(amount, RATES, currency)).toBe(expected);
  });

  it('returns null without a rate or a numeric amount', () => {
    expect(toFiat('10', RATES, 'gbp')).toBeNull();
    expect(toFiat('', RATES, 'cny')).toBeNull();
    expect(toFiat(Number.NaN, RATES)).toBeNull();
    expect(toFiat(null, RATES)).toBeNull();
  });
});
