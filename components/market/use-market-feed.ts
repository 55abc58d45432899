'use client';

// Connects one exchange page's store to the market socket: the pair's depth (by step),
// trades, detail (the header's ticker) and kline (history by `req`, then live bars), the
// overview channel for the market list, and the connection state. Each topic has its own
// effect, so changing the depth step resubscribes the book only. After a reconnect the kline
// history is loaded again, since bars formed while the socket was down were never pushed.

import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { untilAborted } from '@/lib/async/until-aborted';
import { klineRange } from '@/lib/market/kline';
import { depthTopic, detailTopic, klineTopic, OVERVIEW_TOPIC, tradeTopic } from '@/lib/protocol/topics';
import { toKlineBars } from '@/lib/protocol/market-ticks';
import type { KlineBar } from '@/lib/market/types';
import { getMarketSocket } from '@/services/ws/market-socket';
import {
  applyDepth,
  applyKline,
  applyTicker,
  applyTickers,
  applyTrades,
  setConnection,
  setKlineError,
  setKlineHistory,
  type MarketStore,
} from '@/stores/market-store';

/** Bars of history loaded per period (one `req`; the protocol allows at most 300). */
export const KLINE_HISTORY_BARS = 300;
export const KLINE_HISTORY_ERROR = 'K线数据加载失败，稍后将自动重试';

function isBarList(data: unknown): data is KlineBar[] {
  return Array.isArray(data) && data.every((bar) => typeof bar === 'object' && bar !== null && typeof (bar as KlineBar).open === 'string');
}

export function useMarketFeed(store: MarketStore, socketUrl: string): void {
  const symbol = useStore(store, (state) => state.symbol);
  const step = useStore(store, (state) => state.step);
  const period = useStore(store, (state) => state.kline.period);
  const epochOfConnection = useRef(0);

  useEffect(() => {
    const socket = getMarketSocket(socketUrl);
    setConnection(store, socket.getState());
    let wasLive = socket.getState().status === 'live';
    let everLive = wasLive;
    return socket.onState((state) => {
      setConnection(store, state);
      const live = state.status === 'live';
      // Counts reconnections only: the first connection serves the requests queued for it.
      if (live && !wasLive && everLive) epochOfConnection.current += 1;
      everLive ||= live;
      wasLive = live;
    });
  }, [store, socketUrl]);

  useEffect(() => {
    const socket = getMarketSocket(socketUrl);
    return socket.subscribe(depthTopic(symbol, step), (update) => {
      if (update.kind === 'depth') applyDepth(store, update.depth);
    });
  }, [store, socketUrl, symbol, step]);

  useEffect(() => {
    const socket = getMarketSocket(socketUrl);
    const offTrades = socket.subscribe(tradeTopic(symbol), (update) => {
      if (update.kind === 'trades') applyTrades(store, update.trades);
    });
    const offDetail = socket.subscribe(detailTopic(symbol), (update) => {
      if (update.kind === 'ticker') applyTicker(store, update.ticker);
    });
    const offOverview = socket.subscribe(OVERVIEW_TOPIC, (update) => {
      if (update.kind === 'overview') applyTickers(store, update.tickers);
    });
    return () => {
      offTrades();
      offDetail();
      offOverview();
    };
  }, [store, socketUrl, symbol]);

  useEffect(() => {
    const socket = getMarketSocket(socketUrl);
    const topic = klineTopic(symbol, period);
    // A history request cannot be cancelled: its answer is bound to this effect's lifetime, so
    // a late one (another pair or period, or after unmount) neither lands nor schedules a retry.
    const scope = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let loadedAtEpoch = -1;

    const load = () => {
      loadedAtEpoch = epochOfConnection.current;
      const range = klineRange(period, KLINE_HISTORY_BARS, Math.floor(Date.now() / 1000));
      socket.request(topic, range).then(
        untilAborted(scope.signal, (data: unknown) => {
          // The socket hands kline replies over as bars already; anything else is converted.
          const bars = isBarList(data) ? data : (toKlineBars(data) ?? []);
          setKlineHistory(store, period, bars);
        }),
        untilAborted(scope.signal, () => {
          setKlineError(store, period, KLINE_HISTORY_ERROR);
          retry = setTimeout(load, 5000);
        }),
      );
    };
    load();
    const offLive = socket.subscribe(topic, (update) => {
      if (update.kind === 'kline') applyKline(store, period, update.bars);
    });
    const offReload = socket.onState((state) => {
      if (state.status === 'live' && loadedAtEpoch !== epochOfConnection.current) load();
    });
    return () => {
      scope.abort();
      clearTimeout(retry);
      offLive();
      offReload();
    };
  }, [store, socketUrl, symbol, period]);
}
