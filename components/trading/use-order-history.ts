'use client';

// The pair's finished orders for 历史委托 (exchange-wallet-fiat.md sections 2 and 7: orders list
// with params). Loads while the tab is shown: when it opens and when the filter changes. It
// sits under the pair's orders key, so whatever reloads the open orders (the account socket's
// orders push, an own order placed or cancelled) reloads it too, and a finished order shows up.

import { useCallback } from 'react';
import type { HistoryFilter, Order } from '@/lib/trading';
import { queryErrorText } from '@/queries/failure';
import { useOrderHistoryQuery } from '@/queries/trading';

export type HistoryStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface OrderHistoryState {
  orders: readonly Order[];
  status: HistoryStatus;
  /** The server's message (or a clear one) after a failed load. */
  error: string | null;
}

const NO_ORDERS: readonly Order[] = [];

export function useOrderHistory({ symbol, filter, active }: { symbol: string; filter: HistoryFilter; active: boolean }) {
  const query = useOrderHistoryQuery(symbol, filter, active);
  const { refetch } = query;
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);
  // Until the answer for this pair and filter arrives, the list is loading (and shows nothing of another filter).
  const state: OrderHistoryState = query.isError
    ? { orders: query.data ?? NO_ORDERS, status: 'error', error: queryErrorText(query.error) }
    : query.data
      ? { orders: query.data, status: 'loaded', error: null }
      : { orders: NO_ORDERS, status: active ? 'loading' : 'idle', error: null };
  return { ...state, reload };
}
