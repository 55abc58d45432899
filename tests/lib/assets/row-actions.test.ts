import { describe, expect, it } from 'vitest';
import { type CurrencyRowActionInput, currencyRowActions } from '@/lib/assets/row-actions';

const base: CurrencyRowActionInput = {
  currency: 'eth',
  depositEnabled: true,
  withdrawEnabled: true,
  userType: 1,
  disabledUser: false,
  symbols: [{ symbol: 'ethusdt', base: 'eth', quote: 'usdt' }],
};

describe('currencyRowActions', () => {
  it('offers deposit, withdraw and the trade pair to a main user', () => {
    expect(currencyRowActions(base)).toEqual({
      deposit: true,
      withdraw: true,
      trade: { symbol: 'ethusdt', base: 'eth', quote: 'usdt', slug: 'eth_usdt' },
    });
  });

  it('follows the currency’s deposit and withdraw switches', () => {
    expect(currencyRowActions({ ...base, depositEnabled: false })).toMatchObject({ deposit: false, withdraw: true });
    expect(currencyRowActions({ ...base, withdrawEnabled: false })).toMatchObject({ deposit: true, withdraw: false });
  });

  it('lets a disabled user neither deposit nor withdraw, but still trade', () => {
    const actions = currencyRowActions({ ...base, disabledUser: true });
    expect(actions).toMatchObject({ deposit: false, withdraw: false });
    expect(actions.trade?.slug).toBe('eth_usdt');
  });

  it('lets a sub-user deposit but not withdraw', () => {
    expect(currencyRowActions({ ...base, userType: 2 })).toMatchObject({ deposit: true, withdraw: false });
    expect(currencyRowActions({ ...base, userType: '2' })).toMatchObject({ deposit: true, withdraw: false });
  });

  it('has no trade action without a pair', () => {
    expect(currencyRowActions({ ...base, currency: 'doge' }).trade).toBeNull();
    expect(currencyRowActions({ ...base, symbols: [] }).trade).toBeNull();
  });
});
