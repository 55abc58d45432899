import { describe, expect, it } from 'vitest';
import { applyAccountChange, createTradingStore, markOrdersCancelling, setAccountBalance, setAccounts, setAccountsFailure, setOpenOrders, setOrderChoice, spotAvailable } from '@/stores/trading-store';

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

describe('trading store actions the exchange page calls', () => {
  const resting = {
    id: '5',
    symbol: 'btcusdt',
    type: 'buy-limit',
    side: 'buy',
    source: 'web',
    state: 'submitted',
    price: '100',
    amount: '1',
    filledAmount: '0',
    filledCashAmount: '0',
    filledFees: '0',
    filledPoints: '0',
    feeDeductCurrency: null,
    createdAt: 1,
    canceledAt: null,
    stopPrice: null,
    operator: null,
  } as const;

  it('keeps the accounts and clears a failure, marks an order 撤单中, and records the form choice', () => {
    const store = createTradingStore();
    setAccountsFailure(store, '网络连接失败，请重试');
    expect(store.getState().loadError).toBe('网络连接失败，请重试');
    setAccounts(store, [], '7');
    expect(store.getState()).toMatchObject({ accounts: [], spotAccountId: '7', loadError: null });
    setOpenOrders(store, [resting]);
    markOrdersCancelling(store, ['5'], 42);
    expect(store.getState().openOrders[0]).toMatchObject({ state: 'canceling', canceledAt: 42 });
    setOrderChoice(store, { exchangeType: 'margin', marginMode: 'open', marginGate: null });
    expect(store.getState()).toMatchObject({ exchangeType: 'margin', marginMode: 'open', marginGate: null });
  });
});
