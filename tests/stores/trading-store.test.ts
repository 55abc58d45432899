import { describe, expect, it } from 'vitest';
import { applyAccountChange, createTradingStore, setAccountBalance, spotAvailable } from '@/stores/trading-store';

describe('trading store balances', () => {
  it('takes the REST balance, then socket changes where an absent field means unchanged', () => {
    const store = createTradingStore();
    expect(spotAvailable(store.getState(), 'usdt')).toBeNull();
    store.setState({ spotAccountId: '7' });
    setAccountBalance(store, { accountId: '7', currencies: { usdt: { available: '90', frozen: '10', total: '100' } } });
    expect(spotAvailable(store.getState(), 'usdt')).toBe('90');
    // A currency the account does not hold is zero once the balance is known.
    expect(spotAvailable(store.getState(), 'btc')).toBe('0');
    applyAccountChange(store, { accountId: 7, accountType: 'trade', currency: 'usdt', available: '80', changeType: 'order.place', changeTime: 1, seqNum: '2', snapshot: false });
    expect(store.getState().balances['7']?.usdt).toMatchObject({ available: '80', balance: '100' });
    applyAccountChange(store, { accountId: 7, accountType: 'trade', currency: 'btc', balance: '0.1', available: '0.1', changeType: 'order.match', changeTime: 2, seqNum: '1', snapshot: false });
    expect(spotAvailable(store.getState(), 'btc')).toBe('0.1');
  });
});
