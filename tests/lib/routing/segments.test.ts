import { describe, expect, it } from 'vitest';
import { isAccountName, isCurrencyCode, isLanguage, isUidSegment, parsePair } from '@/lib/routing/segments';

describe('segment validators', () => {
  it('accepts only zh-cn as a language', () => {
    expect(isLanguage('zh-cn')).toBe(true);
    for (const value of ['ZH-CN', 'en', 'zh', '', null, undefined]) expect(isLanguage(value)).toBe(false);
  });

  it('accepts the account kinds of the wallet logic', () => {
    expect(isAccountName('superMargin')).toBe(true);
    expect(isAccountName('spot')).toBe(true);
    expect(isAccountName('SPOT')).toBe(false);
    expect(isAccountName('__proto__')).toBe(false);
  });

  it('accepts lower-case alphanumeric currency codes', () => {
    expect(isCurrencyCode('btc3l')).toBe(true);
    expect(isCurrencyCode('1inch')).toBe(true);
    for (const value of ['', 'BTC', 'us-dt', 'a'.repeat(21), 'usdt/']) expect(isCurrencyCode(value)).toBe(false);
  });

  it('parses {base}_{quote} pairs', () => {
    expect(parsePair('btc_usdt')).toEqual({ base: 'btc', quote: 'usdt', symbol: 'btcusdt' });
    for (const value of ['btcusdt', 'btc_', '_usdt', 'btc_usdt_eth', 'BTC_USDT', 'btc_btc', null]) {
      expect(parsePair(value)).toBeNull();
    }
  });

  it('accepts user ids of digits only', () => {
    for (const value of ['1', '10061', '999999999999']) expect(isUidSegment(value)).toBe(true);
    for (const value of ['', '0', '0123', '12a', '-1', '1.5', ' 1', '1'.repeat(13), '１２']) expect(isUidSegment(value)).toBe(false);
  });
});
