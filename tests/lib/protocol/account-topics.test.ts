import { describe, expect, it } from 'vitest';
import { accountsUpdateTopic, isAccountsUpdateTopic, isOrdersTopic, ordersTopic, type AccountUpdateMode } from '@/lib/protocol/account-topics';

describe('account socket channels', () => {
  it('names accounts.update with its mode', () => {
    expect([0, 1, 2].map((mode) => accountsUpdateTopic(mode as AccountUpdateMode))).toEqual([
      'accounts.update#0',
      'accounts.update#1',
      'accounts.update#2',
    ]);
    expect(() => accountsUpdateTopic(3 as AccountUpdateMode)).toThrow(RangeError);
  });

  it('names orders by symbol or the wildcard and refuses other symbols', () => {
    expect(ordersTopic('btcusdt')).toBe('orders#btcusdt');
    expect(ordersTopic('*')).toBe('orders#*');
    expect(() => ordersTopic('BTC/USDT')).toThrow(RangeError);
    expect(() => ordersTopic('')).toThrow(RangeError);
  });

  it('recognises the channels by name', () => {
    expect(isAccountsUpdateTopic('accounts.update#1')).toBe(true);
    expect(isAccountsUpdateTopic('accounts.update')).toBe(true);
    expect(isAccountsUpdateTopic('accounts.updates')).toBe(false);
    expect(isOrdersTopic('orders#btcusdt')).toBe(true);
    expect(isOrdersTopic('orders')).toBe(false);
  });
});
