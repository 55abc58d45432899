import { describe, expect, it } from 'vitest';
import { expandV2Currency, isMarketCurrency, toMarketCurrency } from '@/lib/settings';

const USDT = {
  cc: 'usdt', dn: 'USDT', fn: 'Tether USDT', at: 1, wp: 6, ft: 'eth', dma: '1', wma: '10', sp: '4', w: 1000, qc: true, state: 'online', v: true,
  whe: false, cd: false, de: true, wed: true, cawt: false, fc: 12, sc: 64, swd: '', wd: '', sdd: '', dd: '', svd: '', tags: 'Stable, ',
};

describe('toMarketCurrency', () => {
  it('builds the UI model of an expanded record with decimal-string minimum amounts', () => {
    expect(toMarketCurrency(expandV2Currency(USDT))).toEqual({
      currency: 'usdt',
      displayName: 'USDT',
      fullName: 'Tether USDT',
      showPrecision: 4,
      withdrawPrecision: 6,
      state: 'online',
      visible: true,
      weight: 1000,
      depositEnabled: true,
      withdrawEnabled: true,
      depositMinAmount: '1',
      withdrawMinAmount: '10',
      isQuoteCurrency: true,
      whiteEnabled: false,
      countryDisabled: false,
      tags: ['stable'],
    });
  });

  it('writes numeric minimum amounts without exponents and refuses bad ones', () => {
    const currency = toMarketCurrency(expandV2Currency({ ...USDT, dma: 1e-7, wma: 'abc' }));
    expect(currency).toMatchObject({ depositMinAmount: '0.0000001', withdrawMinAmount: null });
    expect(toMarketCurrency(expandV2Currency({ ...USDT, dma: -1 }))?.depositMinAmount).toBeNull();
  });

  it('fills defaults for missing fields: upper-cased name, precision 8, unknown state, flags off', () => {
    expect(toMarketCurrency({ currency_code: ' BTC ', show_precision: 'x', withdraw_precision: -2, visible: 1, deposit_enabled: 'true' })).toEqual({
      currency: 'btc',
      displayName: 'BTC',
      fullName: 'BTC',
      showPrecision: 8,
      withdrawPrecision: 8,
      state: 'unknown',
      visible: true,
      weight: 0,
      depositEnabled: true,
      withdrawEnabled: false,
      depositMinAmount: null,
      withdrawMinAmount: null,
      isQuoteCurrency: false,
      whiteEnabled: false,
      countryDisabled: false,
      tags: [],
    });
  });

  it('is null without a currency code', () => {
    expect(toMarketCurrency(expandV2Currency({ ...USDT, cc: ' ' }))).toBeNull();
    expect(toMarketCurrency({ currency_code: 5 })).toBeNull();
  });
});

describe('isMarketCurrency', () => {
  it('accepts a model and refuses other shapes', () => {
    const model = toMarketCurrency(expandV2Currency(USDT));
    expect(isMarketCurrency(model)).toBe(true);
    expect(isMarketCurrency({ ...model, visible: 'yes' })).toBe(false);
    expect(isMarketCurrency({ currency: 'usdt' })).toBe(false);
    expect(isMarketCurrency(null)).toBe(false);
    expect(isMarketCurrency('usdt')).toBe(false);
  });
});
