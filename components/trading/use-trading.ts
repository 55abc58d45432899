'use client';

// Loads a logged-in user's spot account, balance and open orders for the pair, and keeps them
// live with the account socket: accounts.update#2 changes balances in place, an orders push for
// the pair reloads the open orders (a fill or cancel changes more than the pushed fields say).

import { useCallback, useEffect } from 'react';
import { accountsUpdateTopic, ordersTopic } from '@/lib/protocol/account-topics';
import { toBalanceChange } from '@/lib/protocol/account-updates';
import { failureText } from '@/services/http';
import { spotAccountOf, fetchAccounts, fetchBalance } from '@/services/trading/accounts';
import { fetchOpenOrders } from '@/services/trading/orders';
import { getAccountSocket } from '@/services/ws/account-socket';
import { fetchAccountSocketTicket } from '@/services/ws/account-ticket';
import { applyAccountChange, setAccountBalance, type TradingStore } from '@/stores/trading-store';

/** Open orders are reloaded this long after the last orders push (pushes come in bursts). */
export const ORDERS_RELOAD_DELAY_MS = 150;

export function useTrading(store: TradingStore, { loggedIn, symbol, accountSocketUrl }: { loggedIn: boolean; symbol: string; accountSocketUrl: string }) {
  const reloadOrders = useCallback(async () => {
    const accountId = store.getState().spotAccountId;
    if (!accountId) return;
    const result = await fetchOpenOrders({ accountId, symbol }, { silent: true });
    if (result.success) store.setState({ openOrders: result.data });
  }, [store, symbol]);

  const reloadBalance = useCallback(async () => {
    const accountId = store.getState().spotAccountId;
    if (!accountId) return;
    const result = await fetchBalance(accountId, { silent: true });
    if (result.success) setAccountBalance(store, result.data);
  }, [store]);

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
      store.setState({ spotAccountId: spot?.id ?? null, loadError: null });
      await Promise.all([reloadBalance(), reloadOrders()]);
    })();
    return () => {
      active = false;
    };
  }, [loggedIn, store, reloadBalance, reloadOrders]);

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
