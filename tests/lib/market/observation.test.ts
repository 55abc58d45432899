import { describe, expect, it } from 'vitest';
import {
  exchangePathFromObservation,
  needsObservationAgreement,
  OBSERVATION_LICENSE_TYPE,
  observationPath,
} from '@/lib/market/observation';

describe('needsObservationAgreement', () => {
  it('is true only for a logged-in user on a potentials pair without agreement', () => {
    expect(OBSERVATION_LICENSE_TYPE).toBe('POTENTIALS');
    expect(needsObservationAgreement({ loggedIn: true, isPotentials: true, licenseState: 'NOT_AGREED' })).toBe(true);
    expect(needsObservationAgreement({ loggedIn: true, isPotentials: true, licenseState: 'AGREED' })).toBe(false);
    expect(needsObservationAgreement({ loggedIn: false, isPotentials: true, licenseState: 'NOT_AGREED' })).toBe(false);
    expect(needsObservationAgreement({ loggedIn: true, isPotentials: false, licenseState: 'NOT_AGREED' })).toBe(false);
    expect(needsObservationAgreement({ loggedIn: false, isPotentials: false, licenseState: null })).toBe(false);
  });

  it.each([null, undefined, '', 'agreed', 'UNKNOWN'])('counts state %j as not agreed', (licenseState) => {
    expect(needsObservationAgreement({ loggedIn: true, isPotentials: true, licenseState })).toBe(true);
  });
});

describe('observationPath', () => {
  it('builds the observation page of a pair', () => {
    expect(observationPath('btc', 'usdt')).toBe('/zh-cn/observation/?s=btc_usdt');
    expect(observationPath('btc3l', 'usdt', 'zh-cn')).toBe('/zh-cn/observation/?s=btc3l_usdt');
  });

  it.each([
    ['BTC', 'usdt'],
    ['btc', 'btc'],
    ['', 'usdt'],
    ['btc_x', 'usdt'],
    ['btc&x=1', 'usdt'],
  ])('throws for %s_%s', (base, quote) => {
    expect(() => observationPath(base, quote)).toThrow(/invalid pair/);
  });
});

describe('exchangePathFromObservation', () => {
  it('gives the exchange page of a valid pair', () => {
    expect(exchangePathFromObservation('btc_usdt')).toBe('/zh-cn/exchange/btc_usdt/');
    expect(exchangePathFromObservation('1inch_usdt', 'zh-cn')).toBe('/zh-cn/exchange/1inch_usdt/');
  });

  it.each([
    null,
    undefined,
    '',
    'btcusdt',
    'BTC_USDT',
    'btc_usdt_eth',
    'btc_btc',
    '../admin_x',
    '//evil.com_x',
    'btc_usdt/../../x',
    'https://evil.com',
    'btc_usdt?x=1',
    ['btc_usdt'],
  ])('is null for %j', (s) => {
    expect(exchangePathFromObservation(s)).toBeNull();
  });
});
