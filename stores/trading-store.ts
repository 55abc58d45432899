// The logged-in user's trading state on one exchange page: the spot account, its balances
// (REST first, then the account socket's accounts.update: an absent field means unchanged) and
// the pair's open orders. One store per page instance, like the market store.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyBalanceChange, type AccountBalances, type BalanceChange } from '@/lib/protocol/account-updates';
import type { Order } from '@/lib/trading/types';
import type { AccountBalance } from '@/services/trading/convert';

export interface TradingState {
  /** Spot account id, null until the accounts are loaded (or when the user has none). */
  spotAccountId: string | null;
  balances: AccountBalances;
  openOrders: readonly Order[];
  /** The first load failed: the form says so instead of showing zero balances. */
  loadError: string | null;
}

export type TradingStore = StoreApi<TradingState>;

export function createTradingStore(): TradingStore {
  return createStore<TradingState>(() => ({ spotAccountId: null, balances: {}, openOrders: [], loadError: null }));
}

/** A REST balance as the socket's model: balance = trade + frozen, available = trade. */
export function setAccountBalance(store: TradingStore, balance: AccountBalance): void {
  const currencies = Object.fromEntries(
    Object.entries(balance.currencies).map(([currency, row]) => [
      currency,
      { accountType: 'trade', balance: row.total, available: row.available, seqNum: row.seqNum ?? null, changeTime: null },
    ]),
  );
  store.setState((state) => ({ balances: { ...state.balances, [balance.accountId]: currencies } }));
}

export function applyAccountChange(store: TradingStore, change: BalanceChange): void {
  store.setState((state) => {
    const balances = applyBalanceChange(state.balances, change);
    return balances === state.balances ? {} : { balances };
  });
}

/** Available amount of a currency on the spot account, or null while unknown. */
export function spotAvailable(state: TradingState, currency: string): string | null {
  if (!state.spotAccountId) return null;
  return state.balances[state.spotAccountId]?.[currency]?.available ?? (Object.keys(state.balances[state.spotAccountId] ?? {}).length > 0 ? '0' : null);
}
