import { describe, expect, it } from 'vitest';
import type { TradingAccount } from '@/services/trading/accounts';
import { accountAvailable, activeAccountId, createTradingStore, setAccountBalance } from '@/stores/trading-store';

const ACCOUNTS: TradingAccount[] = [
  { id: '1', type: 'spot', subtype: '', state: 'working' },
  { id: '2', type: 'margin', subtype: 'btcusdt', state: 'working' },
  { id: '3', type: 'super-margin', subtype: '', state: 'working' },
  { id: '4', type: 'borrow', subtype: 'btcusdt', state: 'working' },
];

describe('the account of the form\'s exchange type', () => {
  it('is the spot account before the accounts are loaded, and none for a margin type then', () => {
    const store = createTradingStore();
    expect(store.getState()).toMatchObject({ accounts: null, exchangeType: 'exchange', marginMode: 'open' });
    store.setState({ spotAccountId: '1' });
    expect(activeAccountId(store.getState(), 'btcusdt')).toBe('1');
    store.setState({ exchangeType: 'margin' });
    expect(activeAccountId(store.getState(), 'btcusdt')).toBeNull();
  });

  it('follows the exchange type and the pair once the accounts are loaded', () => {
    const store = createTradingStore();
    store.setState({ spotAccountId: '1', accounts: ACCOUNTS });
    const idFor = (exchangeType: 'exchange' | 'margin' | 'cross-margin' | 'c2c-margin', symbol = 'btcusdt') => {
      store.setState({ exchangeType });
      return activeAccountId(store.getState(), symbol);
    };
    expect([idFor('exchange'), idFor('margin'), idFor('cross-margin'), idFor('c2c-margin')]).toEqual(['1', '2', '3', '4']);
    expect([idFor('margin', 'ethusdt'), idFor('c2c-margin', 'ethusdt'), idFor('cross-margin', 'ethusdt')]).toEqual([null, null, '3']);
  });

  it('reads the available amount of any account, zero for a currency it lacks once loaded', () => {
    const store = createTradingStore();
    expect(accountAvailable(store.getState(), '2', 'usdt')).toBeNull();
    expect(accountAvailable(store.getState(), null, 'usdt')).toBeNull();
    setAccountBalance(store, { accountId: '2', currencies: { usdt: { available: '4990', frozen: '10', total: '5000' } } });
    expect(accountAvailable(store.getState(), '2', 'usdt')).toBe('4990');
    expect(accountAvailable(store.getState(), '2', 'btc')).toBe('0');
  });
});
