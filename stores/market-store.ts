// Live market state of one exchange page: the pair's book, trades, ticker and kline, the
// tickers of the market list, and the socket's connection state. One store per page instance
// (created by the page's provider), so a server render never shares it between requests.
// Updates arrive in batches of at most one per animation frame; each action replaces only
// the slice it owns, so a component selecting the book re-renders only for a new book.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { mergeOverviewTicker, type OverviewTicker } from '@/lib/protocol/market-ticks';
import { mergeTrades } from '@/lib/market/trades';
import { upsertBars } from '@/lib/market/kline';
import {
  DEFAULT_DEPTH_STEP,
  DEFAULT_KLINE_PERIOD,
  type DepthSnapshot,
  type DepthStep,
  type KlineBar,
  type KlinePeriod,
  type MarketConnectionState,
  type MarketTicker,
  type MarketTrade,
} from '@/lib/market/types';

/** Trades kept for the list (newest first). */
export const TRADES_KEPT = 60;

export interface KlineState {
  period: KlinePeriod;
  bars: readonly KlineBar[];
  /** Bars changed by the last live update (the chart updates just these). */
  live: readonly KlineBar[];
  /** Bumped whenever the history is replaced (new symbol or period, reload after reconnect). */
  epoch: number;
  loading: boolean;
  error: string | null;
}

export interface MarketPageState {
  symbol: string;
  step: DepthStep;
  depth: DepthSnapshot | null;
  trades: readonly MarketTrade[];
  ticker: MarketTicker | null;
  kline: KlineState;
  /** Tickers of every symbol for the market list (REST first, then the overview channel). */
  tickers: Readonly<Record<string, MarketTicker>>;
  connection: MarketConnectionState;
  /** A price picked from the book, handed to the order form (`at` makes a repeat pick visible). */
  pickedPrice: { price: string; at: number } | null;
}

export type MarketStore = StoreApi<MarketPageState>;

export const INITIAL_CONNECTION: MarketConnectionState = { status: 'connecting', since: 0, attempt: 0, lastMessageAt: 0, corruptFrames: 0 };

export function createMarketStore(initial: {
  symbol: string;
  step?: DepthStep;
  period?: KlinePeriod;
  ticker?: MarketTicker | null;
  depth?: DepthSnapshot | null;
  tickers?: Record<string, MarketTicker>;
}): MarketStore {
  return createStore<MarketPageState>(() => ({
    symbol: initial.symbol,
    step: initial.step ?? DEFAULT_DEPTH_STEP,
    depth: initial.depth ?? null,
    trades: [],
    ticker: initial.ticker ?? null,
    kline: { period: initial.period ?? DEFAULT_KLINE_PERIOD, bars: [], live: [], epoch: 0, loading: true, error: null },
    tickers: initial.tickers ?? {},
    connection: INITIAL_CONNECTION,
    pickedPrice: null,
  }));
}

export function setDepthStep(store: MarketStore, step: DepthStep): void {
  // The old step's book is not this step's: show placeholders until the new snapshot.
  store.setState({ step, depth: null });
}

export function applyDepth(store: MarketStore, snapshot: DepthSnapshot): void {
  const { symbol, step, depth } = store.getState();
  if (snapshot.symbol !== symbol || snapshot.step !== step) return;
  // A snapshot replaces the book; an older version arriving late is ignored.
  if (depth && depth.version > snapshot.version) return;
  store.setState({ depth: snapshot });
}

export function applyTrades(store: MarketStore, incoming: readonly MarketTrade[]): void {
  if (incoming.length === 0) return;
  store.setState((state) => ({ trades: mergeTrades([...state.trades], [...incoming], TRADES_KEPT) }));
}

export function applyTicker(store: MarketStore, ticker: MarketTicker): void {
  store.setState((state) => ({
    ticker: ticker.symbol === state.symbol ? ticker : state.ticker,
    tickers: { ...state.tickers, [ticker.symbol]: ticker },
  }));
}

export function applyTickers(store: MarketStore, tickers: readonly OverviewTicker[]): void {
  if (tickers.length === 0) return;
  store.setState((state) => {
    const next = { ...state.tickers };
    for (const ticker of tickers) next[ticker.symbol] = mergeOverviewTicker(next[ticker.symbol], ticker);
    const own = next[state.symbol];
    return { tickers: next, ticker: own ?? state.ticker };
  });
}

export function setKlinePeriod(store: MarketStore, period: KlinePeriod): void {
  store.setState((state) => ({ kline: { period, bars: [], live: [], epoch: state.kline.epoch + 1, loading: true, error: null } }));
}

/** History from a `req`; live bars that came first are fresher than the history's copies. */
export function setKlineHistory(store: MarketStore, period: KlinePeriod, bars: readonly KlineBar[]): void {
  store.setState((state) =>
    state.kline.period !== period
      ? {}
      : { kline: { period, bars: upsertBars([...bars], [...state.kline.bars]), live: [], epoch: state.kline.epoch + 1, loading: false, error: null } },
  );
}

export function setKlineError(store: MarketStore, period: KlinePeriod, error: string): void {
  store.setState((state) => (state.kline.period !== period ? {} : { kline: { ...state.kline, loading: false, error } }));
}

export function applyKline(store: MarketStore, period: KlinePeriod, bars: readonly KlineBar[]): void {
  if (bars.length === 0) return;
  store.setState((state) =>
    state.kline.period !== period ? {} : { kline: { ...state.kline, bars: upsertBars([...state.kline.bars], [...bars]), live: bars } },
  );
}

export function setConnection(store: MarketStore, connection: MarketConnectionState): void {
  store.setState({ connection });
}

export function pickPrice(store: MarketStore, price: string, at: number = Date.now()): void {
  store.setState({ pickedPrice: { price, at } });
}
