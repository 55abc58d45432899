// Kline bars for the chart: kept sorted by open time, the forming bar replaced on every push,
// and the time range of a history `req` (PROTOCOL.md 1.5: at most 300 bars per request).

import type { KlineBar, KlinePeriod } from './types';

export const MAX_BARS_PER_REQUEST = 300;

const PERIOD_SECONDS: Record<KlinePeriod, number> = {
  '1min': 60,
  '5min': 5 * 60,
  '15min': 15 * 60,
  '30min': 30 * 60,
  '60min': 60 * 60,
  '4hour': 4 * 60 * 60,
  '1day': 24 * 60 * 60,
  '1week': 7 * 24 * 60 * 60,
  // Calendar months differ in length; 30 days is close enough to size a request window.
  '1mon': 30 * 24 * 60 * 60,
};

export function periodSeconds(period: KlinePeriod): number {
  return PERIOD_SECONDS[period];
}

/** Bars sorted by id (open time); an incoming bar replaces the bar of the same id. */
export function upsertBars(bars: readonly KlineBar[], incoming: readonly KlineBar[]): KlineBar[] {
  const byId = new Map<number, KlineBar>();
  for (const bar of bars) byId.set(bar.id, bar);
  for (const bar of incoming) byId.set(bar.id, bar);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface KlineRange {
  /** Epoch seconds, both inclusive. */
  from: number;
  to: number;
}

/**
 * The `from`/`to` of a request for the `count` bars ending at `nowSeconds`: a window of
 * count × period seconds, less one, holds exactly `count` bar open times whatever their phase.
 */
export function klineRange(period: KlinePeriod, count: number, nowSeconds: number): KlineRange {
  const bars = Math.min(MAX_BARS_PER_REQUEST, Math.max(1, Number.isFinite(count) ? Math.trunc(count) : MAX_BARS_PER_REQUEST));
  const to = Math.floor(nowSeconds);
  return { from: to - bars * periodSeconds(period) + 1, to };
}
