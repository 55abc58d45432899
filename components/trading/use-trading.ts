'use client';

// A logged-in user's trading data on the exchange page: the accounts, and the balance and open
// orders of the account the order form's exchange type selects (spot first), from the query
// layer into the page's trading store, which the account socket then keeps live:
// accounts.update#2 changes balances in place, an orders push for the pair reloads the pair's
// orders (a fill or cancel changes more than the pushed fields say). Both channels go through
// useAccountChannel, so the page's other panels on the same channel share one subscription.

import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAccountChannel } from '@/hooks/use-account-channel';
import { accountsUpdateTopic, ordersTopic } from '@/lib/protocol/account-topics';
import { queryErrorText } from '@/queries/failure';
import { useAccounts, useBalance, useDelayedOrdersReload, useOpenOrders, useRefreshTrading } from '@/queries/trading';
import { spotAccountOf } from '@/services/trading/accounts';
import { activeAccountId, applyAccountChange, setAccountBalance, setAccounts, setAccountsFailure, setOpenOrders, type TradingStore } from '@/stores/trading-store';

/** Open orders are reloaded this long after the last orders push (pushes come in bursts). */
export const ORDERS_RELOAD_DELAY_MS = 150;

export function useTrading(store: TradingStore, { loggedIn, symbol, accountSocketUrl }: { loggedIn: boolean; symbol: string; accountSocketUrl: string }) {
  const accounts = useAccounts(loggedIn);
  const accountId = useStore(store, (state) => (loggedIn ? activeAccountId(state, symbol) : null));
  const balance = useBalance(accountId);
  const orders = useOpenOrders(symbol, accountId);
  const refresh = useRefreshTrading(symbol);

  useEffect(() => {
    if (accounts.data) {
      setAccounts(store, accounts.data, spotAccountOf(accounts.data)?.id ?? null);
    } else if (accounts.isError) {
      setAccountsFailure(store, queryErrorText(accounts.error));
    }
  }, [store, accounts.data, accounts.isError, accounts.error]);

  // Each REST answer replaces the account's rows, and the open orders (with any 撤单中 mark
  // the page put on them); pushes in between change them in place. Keyed by the answer's time:
  // an answer equal to the last one is still newer than what the page did since.
  const balanceAt = balance.dataUpdatedAt;
  useEffect(() => {
    if (balance.data) setAccountBalance(store, balance.data);
  }, [store, balance.data, balanceAt]);

  const ordersAt = orders.dataUpdatedAt;
  useEffect(() => {
    if (accountId === null) setOpenOrders(store, []);
    else if (orders.data) setOpenOrders(store, orders.data);
  }, [store, accountId, orders.data, ordersAt]);

  useAccountChannel(
    accountsUpdateTopic(2),
    (message) => {
      if (message.kind === 'balance') applyAccountChange(store, message.change);
    },
    { url: accountSocketUrl, enabled: loggedIn },
  );

  const ordersReload = useDelayedOrdersReload(symbol, ORDERS_RELOAD_DELAY_MS);
  useEffect(() => ordersReload.cancel, [ordersReload]);
  useAccountChannel(
    ordersTopic(symbol),
    (message) => {
      if (message.kind === 'order') ordersReload.schedule();
    },
    { url: accountSocketUrl, enabled: loggedIn },
  );

  return { refresh };
}
