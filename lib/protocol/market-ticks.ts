// Wire ticks (PROTOCOL.md 1.6) to the UI's market shapes. Prices and amounts arrive as JSON
// numbers and leave as decimal strings (`toFixed()` so 1e-7 reads 0.0000001); a tick of the
// wrong shape gives null, which the caller counts as a corrupt frame.

import { mul, toDecimalText } from '@/lib/decimal';
import type { DepthSnapshot, DepthStep, KlineBar, MarketTicker, MarketTrade, PriceLevel } from '@/lib/market/types';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function toLevel(value: unknown): PriceLevel | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const price = toDecimalText(value[0]);
  const amount = toDecimalText(value[1]);
  return price === null || amount === null ? null : [price, amount];
}

function toLevels(value: unknown): PriceLevel[] | null {
  if (!Array.isArray(value)) return null;
  const levels: PriceLevel[] = [];
  for (const item of value) {
    const level = toLevel(item);
    if (!level) return null;
    levels.push(level);
  }
  return levels;
}

/** depth.stepN pushes are complete books; `tick.ts` is the quote time. */
export function toDepthSnapshot(symbol: string, step: DepthStep, tick: unknown): DepthSnapshot | null {
  if (!isObject(tick) || !isTime(tick.version) || !isTime(tick.ts)) return null;
  const bids = toLevels(tick.bids);
  const asks = toLevels(tick.asks);
  if (!bids || !asks) return null;
  return { symbol, step, bids, asks, version: tick.version, ts: tick.ts };
}

function toTrade(value: unknown): MarketTrade | null {
  if (!isObject(value) || !isTime(value.tradeId) || !isTime(value.ts)) return null;
  if (value.direction !== 'buy' && value.direction !== 'sell') return null;
  const price = toDecimalText(value.price);
  const amount = toDecimalText(value.amount);
  if (price === null || amount === null) return null;
  // `id` (about 1e26) is not exact after JSON.parse; `tradeId` is the unique one.
  return { tradeId: value.tradeId, ts: value.ts, price, amount, direction: value.direction };
}

/** trade.detail: `tick.data` holds the trades of this push, in the server's order. */
export function toTrades(tick: unknown): MarketTrade[] | null {
  if (!isObject(tick) || !Array.isArray(tick.data)) return null;
  const trades: MarketTrade[] = [];
  for (const item of tick.data) {
    const trade = toTrade(item);
    if (!trade) return null;
    trades.push(trade);
  }
  return trades;
}

type DecimalFields<K extends string> = Record<K, string>;

function decimalFields<K extends string>(source: JsonObject, keys: readonly K[]): DecimalFields<K> | null {
  const result = {} as DecimalFields<K>;
  for (const key of keys) {
    const text = toDecimalText(source[key]);
    if (text === null) return null;
    result[key] = text;
  }
  return result;
}

const BAR_FIELDS = ['open', 'close', 'low', 'high', 'amount', 'vol'] as const;
const SUMMARY_FIELDS = ['open', 'close', 'high', 'low', 'amount', 'vol'] as const;

/** Kline `id` is the bar's open time in epoch seconds; bars are upserted by it. */
export function toKlineBar(tick: unknown): KlineBar | null {
  if (!isObject(tick) || !isTime(tick.id) || !isTime(tick.count)) return null;
  const fields = decimalFields(tick, BAR_FIELDS);
  return fields ? { id: tick.id, ...fields, count: tick.count } : null;
}

/** Bars of a kline `req` reply, oldest first; null when any bar is malformed. */
export function toKlineBars(data: unknown): KlineBar[] | null {
  if (!Array.isArray(data)) return null;
  const bars: KlineBar[] = [];
  for (const item of data) {
    const bar = toKlineBar(item);
    if (!bar) return null;
    bars.push(bar);
  }
  return bars.sort((a, b) => a.id - b.id);
}

function optionalDecimal(source: JsonObject, key: string): { ok: boolean; value?: string } {
  if (source[key] === undefined) return { ok: true };
  const value = toDecimalText(source[key]);
  return value === null ? { ok: false } : { ok: true, value };
}

/** ticker and detail pushes (and overview entries) share the 24 h summary fields. */
export function toTicker(symbol: string, tick: unknown): MarketTicker | null {
  if (!isObject(tick)) return null;
  const fields = decimalFields(tick, SUMMARY_FIELDS);
  if (!fields) return null;
  if (tick.count !== undefined && !isTime(tick.count)) return null;
  const bid = optionalDecimal(tick, 'bid');
  const ask = optionalDecimal(tick, 'ask');
  if (!bid.ok || !ask.ok) return null;
  return {
    symbol,
    ...fields,
    ...(isTime(tick.count) ? { count: tick.count } : {}),
    ...(bid.value !== undefined ? { bid: bid.value } : {}),
    ...(ask.value !== undefined ? { ask: ask.value } : {}),
  };
}

/**
 * The keys of one market.overview entry: the spelled-out ticker keys, or the abbreviated ones
 * the spec names (exchange-wallet-fiat.md section 3: o open, c close, h high, l low, r change
 * ratio, a amount; `v` the quote volume when sent).
 */
const OVERVIEW_ABBREVIATIONS: Readonly<Record<string, string>> = { o: 'open', c: 'close', h: 'high', l: 'low', a: 'amount', v: 'vol', r: 'ratio' };

function expandOverviewEntry(entry: JsonObject): JsonObject {
  const expanded: JsonObject = { ...entry };
  for (const [short, long] of Object.entries(OVERVIEW_ABBREVIATIONS)) {
    if (expanded[long] === undefined && entry[short] !== undefined) expanded[long] = entry[short];
  }
  return expanded;
}

const OVERVIEW_REQUIRED = ['open', 'close', 'high', 'low', 'amount'] as const;

/**
 * One market.overview entry, spelled out or abbreviated; null when it is malformed. An entry
 * without the quote volume leaves `vol` out, so the list keeps the last one it had.
 */
export function toOverviewEntry(item: unknown): MarketTicker | OverviewTicker | null {
  if (!isObject(item) || typeof item.symbol !== 'string' || item.symbol === '') return null;
  const entry = expandOverviewEntry(item);
  if (entry.vol !== undefined) return toTicker(item.symbol, entry);
  const fields = decimalFields(entry, OVERVIEW_REQUIRED);
  if (!fields) return null;
  if (entry.count !== undefined && !isTime(entry.count)) return null;
  if (entry.ratio !== undefined && toDecimalText(entry.ratio) === null) return null;
  return { symbol: item.symbol, ...fields, ...(isTime(entry.count) ? { count: entry.count } : {}) };
}

/** A market.overview entry may lack the quote volume (the abbreviated form has none). */
export type OverviewTicker = Omit<MarketTicker, 'vol'> & { vol?: string };

/**
 * market.overview `data`: one summary per symbol, each read on its own, so a malformed entry is
 * skipped and the rest still arrive; null only when `data` is not a list.
 */
export function toOverview(data: unknown): { tickers: OverviewTicker[]; skipped: number } | null {
  if (!Array.isArray(data)) return null;
  const tickers: OverviewTicker[] = [];
  let skipped = 0;
  for (const item of data) {
    const ticker = toOverviewEntry(item);
    if (ticker) tickers.push(ticker);
    else skipped += 1;
  }
  return { tickers, skipped };
}

/**
 * An overview entry over the ticker the list already has: the entry's fields win; a missing
 * quote volume keeps the last one, or without one is estimated as amount × close until a
 * summary that carries it arrives.
 */
export function mergeOverviewTicker(previous: MarketTicker | undefined, update: OverviewTicker): MarketTicker {
  const vol = update.vol ?? previous?.vol ?? mul(update.amount, update.close);
  return { ...previous, ...update, vol };
}
