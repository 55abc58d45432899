'use client';

// The pair's finished orders for 历史委托 (exchange-wallet-fiat.md sections 2 and 7: orders list
// with params). Loads while the tab is shown: when it opens, when the filter changes, and
// shortly after the open orders change (the account socket's orders push reloads them when an
// order of the pair is placed, fills or is cancelled, so a finished order shows up here too).
// A slower answer never overwrites a newer one.

import { useCallback, useEffect, useRef, useState } from 'react';
import { historyOrders, historyQuery, type HistoryFilter, type Order } from '@/lib/trading';
import { failureText } from '@/services/http';
import { fetchOrderHistory } from '@/services/trading/orders';
import type { TradingStore } from '@/stores/trading-store';

/** The history reloads this long after the last change of the open orders (changes come in bursts). */
export const HISTORY_RELOAD_DELAY_MS = 300;

export type HistoryStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface OrderHistoryState {
  orders: readonly Order[];
  status: HistoryStatus;
  /** The server's message (or a clear one) after a failed load. */
  error: string | null;
}

interface Loaded {
  /** The pair and filter the answer was for. */
  key: string;
  orders: readonly Order[];
  error: string | null;
}

/** One load: the orders as shown, or the failure text (orders null). */
async function loadHistory(symbol: string, filter: HistoryFilter): Promise<{ orders: Order[] | null; error: string | null }> {
  const now = Date.now();
  const result = await fetchOrderHistory(historyQuery(symbol, filter, now), { silent: true });
  return result.success ? { orders: historyOrders(result.data, filter, now), error: null } : { orders: null, error: failureText(result) };
}

export function useOrderHistory(store: TradingStore, { symbol, filter, active }: { symbol: string; filter: HistoryFilter; active: boolean }) {
  const key = `${symbol}|${filter.side}|${filter.range}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    return loadHistory(symbol, filter).then((answer) => {
      if (request !== latest.current) return;
      setLoaded((previous) => ({ key, orders: answer.orders ?? (previous?.key === key ? previous.orders : []), error: answer.error }));
    });
  }, [symbol, filter, key]);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = store.subscribe((next, previous) => {
      if (next.openOrders === previous.openOrders) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), HISTORY_RELOAD_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [active, store, reload]);

  // Until the answer for this pair and filter arrives, the list is loading (and shows nothing of another filter).
  const current = loaded?.key === key ? loaded : null;
  const state: OrderHistoryState = current
    ? { orders: current.orders, status: current.error === null ? 'loaded' : 'error', error: current.error }
    : { orders: [], status: active ? 'loading' : 'idle', error: null };
  return { ...state, reload };
}
