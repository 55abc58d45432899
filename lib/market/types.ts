// Market data as the UI sees it (exchange-wallet-fiat.md sections 3 and 4; PROTOCOL.md 1.6).
// The feed sends JSON numbers; at the service boundary every price, amount and value becomes a
// decimal string (decimal.js toFixed(): the number's digits, never exponent notation), so no
// component does arithmetic on floats. Times stay numbers (ms, or s where noted).

export const DEPTH_STEPS = ['step0', 'step1', 'step2', 'step3', 'step4', 'step5'] as const;
export type DepthStep = (typeof DEPTH_STEPS)[number];
/** Section 9: default market symbol, period and depth step. */
export const DEFAULT_SYMBOL = 'btcusdt';
export const DEFAULT_DEPTH_STEP: DepthStep = 'step0';

/** PROTOCOL.md 1.4, in the order the chart offers them (1min is the default, section 9). */
export const KLINE_PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];
export const DEFAULT_KLINE_PERIOD: KlinePeriod = '1min';

/** A book level: price and amount as decimal strings. */
export type PriceLevel = readonly [price: string, amount: string];

/** A complete depth snapshot (depth.stepN pushes replace the book, never merge). */
export interface DepthSnapshot {
  symbol: string;
  step: DepthStep;
  bids: PriceLevel[];
  asks: PriceLevel[];
  version: number;
  /** Quote time (tick.ts, ms). */
  ts: number;
}

export interface MarketTrade {
  /** `tradeId`: the 1e26 `id` does not survive JSON.parse. */
  tradeId: number;
  ts: number;
  price: string;
  amount: string;
  /** The taker's side. */
  direction: 'buy' | 'sell';
}

export interface KlineBar {
  /** Bar open time in epoch seconds (PROTOCOL.md 1.6); upsert by it. */
  id: number;
  open: string;
  close: string;
  low: string;
  high: string;
  /** Base volume. */
  amount: string;
  /** Quote value. */
  vol: string;
  count: number;
}

/** 24 h summary of one symbol (ticker / detail / REST tickers / overview). */
export interface MarketTicker {
  symbol: string;
  open: string;
  close: string;
  high: string;
  low: string;
  amount: string;
  vol: string;
  count?: number;
  bid?: string;
  ask?: string;
}

/** The market socket's state as shown on the page. */
export type MarketConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'stale';

export interface MarketConnectionState {
  status: MarketConnectionStatus;
  /** When the current status began (ms): "stale since" shows it. */
  since: number;
  /** Reconnect attempt in progress (0 while live). */
  attempt: number;
  /** Time of the last data frame received (ms), 0 before the first. */
  lastMessageAt: number;
  /** Frames that failed to decode and were dropped. */
  corruptFrames: number;
  /** Where the connection and its decoding run: a Web Worker, or the page's main thread as a fall-back. */
  transport?: 'worker' | 'main-thread';
}
