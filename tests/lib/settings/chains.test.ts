import { describe, expect, it } from 'vitest';
import { chainKey, isSettingsChain, toSettingsChain } from '@/lib/settings';

const TRC20 = { chain: 'trc20usdt', currency: 'usdt', code: 'trc20usdt', ct: 'plain', ac: 'trx', default: 0, dma: '1', wma: '2', de: true, we: false, 'deposit-desc': '' };

describe('toSettingsChain', () => {
  it('keeps the record with its keys expanded and camel-cased', () => {
    expect(toSettingsChain(TRC20)).toEqual({
      chain: 'trc20usdt',
      currency: 'usdt',
      code: 'trc20usdt',
      chainType: 'plain',
      addressChain: 'trx',
      isDefault: 0,
      depositMinAmount: '1',
      withdrawMinAmount: '2',
      depositEnable: true,
      withdrawEnable: false,
      depositDesc: '',
    });
  });

  it('is null without a currency or a chain', () => {
    expect(toSettingsChain({ ...TRC20, chain: '' })).toBeNull();
    expect(toSettingsChain({ ...TRC20, currency: undefined })).toBeNull();
    expect(toSettingsChain({ ...TRC20, chain: 7 })).toBeNull();
  });
});

describe('chainKey and isSettingsChain', () => {
  it('tells chains of different currencies apart', () => {
    expect(chainKey({ currency: 'usdt', chain: 'usdt' })).toBe('usdt:usdt');
    expect(chainKey({ currency: 'usdt', chain: 'trc20usdt' })).not.toBe(chainKey({ currency: 'ht', chain: 'trc20usdt' }));
  });

  it('accepts a record with currency and chain only', () => {
    expect(isSettingsChain({ currency: 'btc', chain: 'btc', visible: true })).toBe(true);
    expect(isSettingsChain({ currency: 'btc' })).toBe(false);
    expect(isSettingsChain([])).toBe(false);
    expect(isSettingsChain(null)).toBe(false);
  });
});
