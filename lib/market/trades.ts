// The latest-trades list: newest first, each trade once, at most `max` rows.

import type { MarketTrade } from './types';

export const MAX_TRADES = 50;

function newerFirst(a: MarketTrade, b: MarketTrade): number {
  return b.ts - a.ts || b.tradeId - a.tradeId;
}

/** Adds pushed trades to the list; a trade seen again (re-sent after a reconnect) replaces the old copy. */
export function mergeTrades(current: readonly MarketTrade[], incoming: readonly MarketTrade[], max: number = MAX_TRADES): MarketTrade[] {
  const byId = new Map<number, MarketTrade>();
  for (const trade of current) byId.set(trade.tradeId, trade);
  for (const trade of incoming) byId.set(trade.tradeId, trade);
  const limit = Number.isFinite(max) ? Math.max(0, Math.trunc(max)) : MAX_TRADES;
  return [...byId.values()].sort(newerFirst).slice(0, limit);
}
