// State of the simulated spot market, shared by the REST handlers and the socket feed: every
// pair follows its deterministic price path (price-path.ts); trades, the forming kline bars,
// the book and the 24 h summary are read from it. A pair's live state (last trade, trade ids,
// forming bars) is created the first time somebody asks for it, so an idle server does nothing.
// Prices are integers of ticks and amounts integers of units until they become wire numbers.

import { Decimal } from 'decimal.js';
import type { KlinePeriod } from '@/lib/market/types';
import { findMarketSymbol, type MarketSymbol } from '../db/market-data';
import { createSeededRandom, type SeededRandom } from '../db/random';
import { barOpen, barOpensBetween, nextBarOpen } from './kline-periods';
import { depthBook, type BookLevel } from './order-book';
import { decimalToUnits, hashString, hashUnit, priceTicksAt, unitsToNumber, valueNoise, type PricePath } from './price-path';

/** Typical value of one trade in the quote currency; sets amounts of trades, levels and bars. */
const TYPICAL_TRADE_VALUE: Record<string, string> = { usdt: '200', husd: '200', btc: '0.004', eth: '0.06', ht: '25' };
/** Trades per second the history assumes (bar amounts and counts). */
const HISTORIC_TRADES_PER_SEC = 0.4;
/** Inner samples of the path per bar for its high and low. */
const BAR_SAMPLES = 12;
const DAY_MS = 86_400_000;
/** Trades kept per pair for req trade.detail (PROTOCOL.md 1.4: the last 300). */
export const RECENT_TRADES_KEPT = 300;
/** A forming bar not updated for this long is rebuilt from the path (nobody drove its trades). */
const STALE_BAR_MS = 2_000;

export interface SimulatedPair {
  symbol: string;
  pricePrecision: number;
  amountPrecision: number;
  totalPrecision: number;
  path: PricePath;
  typicalUnits: number;
  /** 10^(price + amount precision): ticks × units / this = quote value. */
  valueDivisor: Decimal;
}

export interface Bar {
  id: number;
  open: number;
  close: number;
  high: number;
  low: number;
  amountUnits: number;
  vol: Decimal;
  count: number;
  updatedAt: number;
}

export interface WireBar {
  id: number;
  open: number;
  close: number;
  low: number;
  high: number;
  amount: number;
  vol: number;
  count: number;
}

export interface WireTrade {
  id: number;
  ts: number;
  tradeId: number;
  amount: number;
  price: number;
  direction: 'buy' | 'sell';
}

export interface WireBook {
  bids: Array<[number, number]>;
  asks: Array<[number, number]>;
  version: number;
  ts: number;
}

export interface WireSummary {
  id: number;
  version: number;
  open: number;
  close: number;
  high: number;
  low: number;
  amount: number;
  vol: number;
  count: number;
  bid: number;
  bidSize: number;
  ask: number;
  askSize: number;
  lastPrice: number;
  lastSize: number;
}

interface Trade {
  tradeId: number;
  ts: number;
  priceTicks: number;
  amountUnits: number;
  direction: 'buy' | 'sell';
}

interface LivePair {
  random: SeededRandom;
  nextTradeId: number;
  version: number;
  recent: Trade[];
  forming: Map<KlinePeriod, Bar>;
}

export function simulatedPair(symbol: MarketSymbol): SimulatedPair {
  const { sc, tpp, tap, ttp, qc } = symbol.v2;
  const tradeValue = new Decimal(TYPICAL_TRADE_VALUE[qc] ?? '100');
  const typicalUnits = tradeValue.div(symbol.initialPrice).times(new Decimal(10).pow(tap)).round().toNumber();
  return {
    symbol: sc,
    pricePrecision: tpp,
    amountPrecision: tap,
    totalPrecision: ttp,
    path: { seed: hashString(sc), initialTicks: decimalToUnits(symbol.initialPrice, tpp) },
    typicalUnits: Math.max(1, typicalUnits),
    valueDivisor: new Decimal(10).pow(tpp + tap),
  };
}

/** Quote value of `amountUnits` at `priceTicks`, exact. */
export function quoteValue(pair: SimulatedPair, priceTicks: number, amountUnits: number): Decimal {
  return new Decimal(priceTicks).times(amountUnits).div(pair.valueDivisor);
}

/** A bar read from the path alone, from its open to `untilMs` (or its close, if earlier). */
export function pathBar(pair: SimulatedPair, period: KlinePeriod, openSec: number, untilMs: number): Bar {
  const startMs = openSec * 1000;
  const endMs = Math.max(startMs, Math.min(untilMs, nextBarOpen(period, openSec) * 1000));
  const open = priceTicksAt(pair.path, startMs);
  const close = priceTicksAt(pair.path, endMs);
  let high = Math.max(open, close);
  let low = Math.min(open, close);
  for (let i = 1; i < BAR_SAMPLES; i += 1) {
    const price = priceTicksAt(pair.path, startMs + ((endMs - startMs) * i) / BAR_SAMPLES);
    high = Math.max(high, price);
    low = Math.min(low, price);
  }
  const activity = 0.5 + hashUnit(pair.path.seed ^ hashString(period), openSec);
  const seconds = (endMs - startMs) / 1000;
  const amountUnits = Math.round(pair.typicalUnits * HISTORIC_TRADES_PER_SEC * seconds * activity);
  const count = amountUnits === 0 ? 0 : Math.max(1, Math.round(HISTORIC_TRADES_PER_SEC * seconds * activity));
  const averageTicks = Math.round((open + close + high + low) / 4);
  return { id: openSec, open, close, high, low, amountUnits, vol: quoteValue(pair, averageTicks, amountUnits), count, updatedAt: untilMs };
}

function applyTrade(bar: Bar, pair: SimulatedPair, trade: Trade): void {
  bar.close = trade.priceTicks;
  bar.high = Math.max(bar.high, trade.priceTicks);
  bar.low = Math.min(bar.low, trade.priceTicks);
  bar.amountUnits += trade.amountUnits;
  bar.vol = bar.vol.plus(quoteValue(pair, trade.priceTicks, trade.amountUnits));
  bar.count += 1;
  bar.updatedAt = trade.ts;
}

export class MarketSimulation {
  private readonly pairs = new Map<string, SimulatedPair>();
  private readonly live = new Map<string, LivePair>();

  /** The simulated pair of a symbol code, or undefined for an unknown symbol. */
  pair(symbol: string): SimulatedPair | undefined {
    let pair = this.pairs.get(symbol);
    if (!pair) {
      const record = findMarketSymbol(symbol);
      if (!record) return undefined;
      pair = simulatedPair(record);
      this.pairs.set(symbol, pair);
    }
    return pair;
  }

  /** Forgets all live state (trade ids and forming bars start over). */
  reset(): void {
    this.live.clear();
  }

  private livePair(pair: SimulatedPair, nowMs: number): LivePair {
    let live = this.live.get(pair.symbol);
    if (!live) {
      const seed = pair.path.seed;
      live = {
        random: createSeededRandom(seed),
        nextTradeId: 100_000_000_000 + (seed % 1_000_000_000),
        version: 100_000_000_000 + (seed % 1_000_000),
        recent: [],
        forming: new Map(),
      };
      this.live.set(pair.symbol, live);
      // A pair that just came to life has a short past of trades to show.
      this.trade(pair, 30, nowMs - 1000, 60_000);
    }
    return live;
  }

  /** Current price in ticks: the last trade when recent, else the path. */
  lastPriceTicks(pair: SimulatedPair, nowMs: number): number {
    const last = this.live.get(pair.symbol)?.recent.at(-1);
    return last && nowMs - last.ts < STALE_BAR_MS ? last.priceTicks : priceTicksAt(pair.path, nowMs);
  }

  /**
   * `count` trades spread evenly over the `spanMs` ending at `endMs`, recorded in the pair's
   * recent trades and forming bars; returned as wire trades.
   */
  trade(pair: SimulatedPair, count: number, endMs: number, spanMs: number): WireTrade[] {
    const live = this.livePair(pair, endMs);
    const trades: WireTrade[] = [];
    for (let i = 1; i <= count; i += 1) {
      const ts = Math.round(endMs - spanMs + (spanMs * i) / count);
      const pathTicks = priceTicksAt(pair.path, ts);
      const direction = live.random.next() < 0.5 ? 'buy' : 'sell';
      const spread = Math.max(1, Math.round(pathTicks * 0.00005));
      const offset = live.random.int(0, spread);
      const priceTicks = Math.max(1, direction === 'buy' ? pathTicks + offset : pathTicks - offset);
      const r = live.random.next();
      const amountUnits = Math.max(1, Math.round(pair.typicalUnits * (0.05 + r * r * 3)));
      const trade: Trade = { tradeId: live.nextTradeId, ts, priceTicks, amountUnits, direction };
      live.nextTradeId += 1;
      live.recent.push(trade);
      for (const [period, bar] of live.forming) {
        this.freshBar(pair, live, period, bar, ts);
        applyTrade(live.forming.get(period) as Bar, pair, trade);
      }
      trades.push(this.wireTrade(pair, trade));
    }
    if (live.recent.length > RECENT_TRADES_KEPT) live.recent.splice(0, live.recent.length - RECENT_TRADES_KEPT);
    return trades;
  }

  private wireTrade(pair: SimulatedPair, trade: Trade): WireTrade {
    return {
      // The real feed's old id is a ~1e26 float; the same kind of number here.
      id: trade.tradeId * 1e15 + 929,
      ts: trade.ts,
      tradeId: trade.tradeId,
      amount: unitsToNumber(trade.amountUnits, pair.amountPrecision),
      price: unitsToNumber(trade.priceTicks, pair.pricePrecision),
      direction: trade.direction,
    };
  }

  /** The last trades, oldest first (at most RECENT_TRADES_KEPT). */
  recentTrades(pair: SimulatedPair, nowMs: number, limit = RECENT_TRADES_KEPT): WireTrade[] {
    const live = this.livePair(pair, nowMs);
    return live.recent.slice(-limit).map((trade) => this.wireTrade(pair, trade));
  }

  /** Replaces a forming bar that rolled over or went stale by the path's bar up to `atMs`. */
  private freshBar(pair: SimulatedPair, live: LivePair, period: KlinePeriod, bar: Bar | undefined, atMs: number): Bar {
    const open = barOpen(period, Math.floor(atMs / 1000));
    if (bar && bar.id === open && atMs - bar.updatedAt < STALE_BAR_MS) return bar;
    const fresh = pathBar(pair, period, open, atMs);
    live.forming.set(period, fresh);
    return fresh;
  }

  /** The bar forming now (from then on updated by every trade). */
  formingBar(pair: SimulatedPair, period: KlinePeriod, nowMs: number): WireBar {
    const live = this.livePair(pair, nowMs);
    return this.wireBar(pair, this.freshBar(pair, live, period, live.forming.get(period), nowMs));
  }

  /** Bars opening from `fromSec` to `toSec` (clamped to now), oldest first, the newest `limit`. */
  bars(pair: SimulatedPair, period: KlinePeriod, fromSec: number, toSec: number, limit: number, nowMs: number): WireBar[] {
    const nowSec = Math.floor(nowMs / 1000);
    const formingOpen = barOpen(period, nowSec);
    return barOpensBetween(period, fromSec, Math.min(toSec, nowSec), limit).map((open) =>
      open === formingOpen ? this.formingBar(pair, period, nowMs) : this.wireBar(pair, pathBar(pair, period, open, nowMs)),
    );
  }

  wireBar(pair: SimulatedPair, bar: Bar): WireBar {
    const price = (ticks: number) => unitsToNumber(ticks, pair.pricePrecision);
    return {
      id: bar.id,
      open: price(bar.open),
      close: price(bar.close),
      low: price(bar.low),
      high: price(bar.high),
      amount: unitsToNumber(bar.amountUnits, pair.amountPrecision),
      vol: bar.vol.toDecimalPlaces(pair.totalPrecision).toNumber(),
      count: bar.count,
    };
  }

  /** A complete book snapshot of a depth step (PROTOCOL.md 1.6), `levels` a side at most. */
  depth(pair: SimulatedPair, step: number, levels: number, nowMs: number): WireBook {
    const live = this.livePair(pair, nowMs);
    live.version += 1;
    const book = depthBook(this.lastPriceTicks(pair, nowMs), step, levels, pair.typicalUnits, live.random);
    const toWire = ([price, amount]: BookLevel): [number, number] => [
      unitsToNumber(price, pair.pricePrecision),
      unitsToNumber(amount, pair.amountPrecision),
    ];
    return { bids: book.bids.map(toWire), asks: book.asks.map(toWire), version: live.version, ts: nowMs };
  }

  /** Rolling 24 h summary with the best bid/ask and the last trade. */
  summary(pair: SimulatedPair, nowMs: number): WireSummary {
    const live = this.livePair(pair, nowMs);
    const close = this.lastPriceTicks(pair, nowMs);
    const open = priceTicksAt(pair.path, nowMs - DAY_MS);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    for (let i = 1; i < 144; i += 1) {
      const price = priceTicksAt(pair.path, nowMs - DAY_MS + i * 600_000);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const activity = 1 + 0.3 * valueNoise(pair.path.seed ^ 0x5eed, nowMs / 3_600_000);
    const amountUnits = Math.round(pair.typicalUnits * HISTORIC_TRADES_PER_SEC * 86_400 * activity);
    const vol = quoteValue(pair, Math.round((open + close + high + low) / 4), amountUnits);
    const last = live.recent.at(-1);
    const price = (ticks: number) => unitsToNumber(ticks, pair.pricePrecision);
    const amount = (units: number) => unitsToNumber(units, pair.amountPrecision);
    const bid = Math.max(1, close - 1);
    return {
      id: live.version,
      version: live.version,
      open: price(open),
      close: price(close),
      high: price(high),
      low: price(low),
      amount: amount(amountUnits),
      vol: vol.toDecimalPlaces(pair.totalPrecision).toNumber(),
      count: Math.round(HISTORIC_TRADES_PER_SEC * 86_400 * activity),
      bid: price(bid),
      bidSize: amount(pair.typicalUnits * (1 + (live.version % 7))),
      ask: price(bid + 1),
      askSize: amount(pair.typicalUnits * (1 + (live.version % 5))),
      lastPrice: price(close),
      lastSize: amount(last?.amountUnits ?? pair.typicalUnits),
    };
  }
}

/** The one simulated market of the process (REST handlers and the socket feed share it). */
export const marketSimulation = new MarketSimulation();
