'use client';

// Loads a logged-in user's accounts, and the balance and open orders of the account the order
// form's exchange type selects (spot first), and keeps them live with the account socket:
// accounts.update#2 changes balances in place, an orders push for the pair reloads the open
// orders (a fill or cancel changes more than the pushed fields say).

import { useCallback, useEffect } from 'react';
import { accountsUpdateTopic, ordersTopic } from '@/lib/protocol/account-topics';
import { toBalanceChange } from '@/lib/protocol/account-updates';
import { failureText } from '@/services/http';
import { spotAccountOf, fetchAccounts, fetchBalance } from '@/services/trading/accounts';
import { fetchOpenOrders } from '@/services/trading/orders';
import { getAccountSocket } from '@/services/ws/account-socket';
import { fetchAccountSocketTicket } from '@/services/ws/account-ticket';
import { activeAccountId, applyAccountChange, setAccountBalance, type TradingStore } from '@/stores/trading-store';

/** Open orders are reloaded this long after the last orders push (pushes come in bursts). */
export const ORDERS_RELOAD_DELAY_MS = 150;

export function useTrading(store: TradingStore, { loggedIn, symbol, accountSocketUrl }: { loggedIn: boolean; symbol: string; accountSocketUrl: string }) {
  const reloadOrders = useCallback(async () => {
    const accountId = activeAccountId(store.getState(), symbol);
    if (!accountId) return;
    const result = await fetchOpenOrders({ accountId, symbol }, { silent: true });
    // An answer for an account no longer selected is dropped.
    if (result.success && activeAccountId(store.getState(), symbol) === accountId) store.setState({ openOrders: result.data });
  }, [store, symbol]);

  const reloadBalance = useCallback(async () => {
    const accountId = activeAccountId(store.getState(), symbol);
    if (!accountId) return;
    const result = await fetchBalance(accountId, { silent: true });
    if (result.success) setAccountBalance(store, result.data);
  }, [store, symbol]);

  useEffect(() => {
    if (!loggedIn) return;
    let active = true;
    void (async () => {
      const accounts = await fetchAccounts();
      if (!active) return;
      if (!accounts.success) {
        store.setState({ loadError: failureText(accounts) });
        return;
      }
      const spot = spotAccountOf(accounts.data);
      store.setState({ spotAccountId: spot?.id ?? null, accounts: accounts.data, loadError: null });
      await Promise.all([reloadBalance(), reloadOrders()]);
    })();
    return () => {
      active = false;
    };
  }, [loggedIn, store, reloadBalance, reloadOrders]);

  // Another exchange type (or the accounts arriving) selects another account: its balance and orders.
  useEffect(() => {
    if (!loggedIn) return;
    return store.subscribe((state, previous) => {
      if (state.accounts === null || activeAccountId(state, symbol) === activeAccountId(previous, symbol)) return;
      if (activeAccountId(state, symbol) === null) store.setState({ openOrders: [] });
      void reloadBalance();
      void reloadOrders();
    });
  }, [loggedIn, store, symbol, reloadBalance, reloadOrders]);

  useEffect(() => {
    if (!loggedIn) return;
    const socket = getAccountSocket(accountSocketUrl, () => fetchAccountSocketTicket());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offBalances = socket.subscribe(accountsUpdateTopic(2), (update) => {
      if (update.kind !== 'push') return;
      const change = toBalanceChange(update.data);
      if (change) applyAccountChange(store, change);
    });
    const offOrders = socket.subscribe(ordersTopic(symbol), (update) => {
      if (update.kind !== 'push') return;
      clearTimeout(timer);
      timer = setTimeout(() => void reloadOrders(), ORDERS_RELOAD_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      offBalances();
      offOrders();
    };
  }, [loggedIn, store, symbol, accountSocketUrl, reloadOrders]);

  return { reloadOrders, reloadBalance };
}
