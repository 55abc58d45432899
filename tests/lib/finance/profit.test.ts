import { describe, expect, it } from 'vitest';
import { isProfitPeriod, isSilentProfitFailure, profitInUsdt, profitQueryOf, PROFIT_SILENT_CODE } from '@/lib/finance/profit';

describe('profitQueryOf', () => {
  it('asks for a fixed period by its days', () => {
    expect(profitQueryOf({ kind: 'period', days: 7 })).toEqual({ period: '7' });
    expect(profitQueryOf({ kind: 'period', days: 90 })).toEqual({ period: '90' });
  });

  it('refuses a period that is not one of the chart tabs', () => {
    expect(profitQueryOf({ kind: 'period', days: 14 as never })).toBeNull();
    expect(isProfitPeriod(30)).toBe(true);
    expect(isProfitPeriod('30')).toBe(false);
  });

  it('asks for a custom range by startDate and endDate in ms', () => {
    expect(profitQueryOf({ kind: 'custom', startDate: 1_700_000_000_000, endDate: 1_700_086_400_000 })).toEqual({
      startDate: '1700000000000',
      endDate: '1700086400000',
    });
    expect(profitQueryOf({ kind: 'custom', startDate: 5, endDate: 5 })).toEqual({ startDate: '5', endDate: '5' });
  });

  it('refuses a custom range that ends before it starts or is not whole ms', () => {
    expect(profitQueryOf({ kind: 'custom', startDate: 2, endDate: 1 })).toBeNull();
    expect(profitQueryOf({ kind: 'custom', startDate: 1.5, endDate: 3 })).toBeNull();
    expect(profitQueryOf({ kind: 'custom', startDate: -1, endDate: 3 })).toBeNull();
    expect(profitQueryOf({ kind: 'custom', startDate: Number.NaN, endDate: 3 })).toBeNull();
  });
});

describe('isSilentProfitFailure', () => {
  it('keeps 10301 silent, as a number or as text', () => {
    expect(PROFIT_SILENT_CODE).toBe(10301);
    expect(isSilentProfitFailure(10301)).toBe(true);
    expect(isSilentProfitFailure('10301')).toBe(true);
  });

  it('shows every other failure', () => {
    expect(isSilentProfitFailure(10302)).toBe(false);
    expect(isSilentProfitFailure(500)).toBe(false);
    expect(isSilentProfitFailure('login-required')).toBe(false);
  });
});

describe('profitInUsdt', () => {
  it('is the amount itself in USDT, else valued at the market', () => {
    expect(profitInUsdt({ profit: '-12.5', currency: 'usdt' }, null)).toBe('-12.5');
    expect(profitInUsdt({ profit: '0.01', currency: 'BTC' }, { prices: { btcusdt: '50000' } })).toBe('500');
    expect(profitInUsdt({ profit: '0.01', currency: 'btc' }, null)).toBeNull();
    expect(profitInUsdt({ profit: 'x', currency: 'usdt' }, null)).toBeNull();
  });
});
