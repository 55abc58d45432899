// The market socket's data (PROTOCOL.md 1.4-1.7): pushes `{ch, ts, tick}` for the topics that
// somebody subscribed, at configurable rates, and answers `req`. Every push is built once and
// gzipped once by the registry, whatever the number of subscribers; with no subscriber a timer
// fire costs one scan of the open connections' topics.

import { KLINE_PERIODS } from '@/lib/market/types';
import { tradableSymbols } from '../db/market-data';
import { marketError } from '../sockets/frames';
import { sendMarket } from '../sockets/market-socket';
import type { SocketConnection, SocketRegistry } from '../sockets/registry';
import { marketSimulation, RECENT_TRADES_KEPT, type MarketSimulation, type SimulatedPair } from './market-simulation';
import { OVERVIEW_TOPIC, parseMarketTopic, type MarketTopic } from './market-topics';
import { stepNumber } from './order-book';
import { startRateClock, takeDue, timerPeriodMs, type RateClock } from './rate-clock';

export interface MarketRates {
  /** Depth snapshots per second per subscribed depth topic. */
  depthPerSec: number;
  /** Trades per second per active pair (pushed in batches). */
  tradesPerSec: number;
  /** ticker and detail pushes per second per subscribed topic. */
  tickersPerSec: number;
  /** Levels a side of depth.step0 (step1-5 send at most 20). */
  depthLevels: number;
  /** market.overview pushes once a second while true; false silences it (benchmarks). */
  overview: boolean;
}

/** Light enough that an idle development machine stays quiet. */
export const DEFAULT_MARKET_RATES: Readonly<MarketRates> = { depthPerSec: 2, tradesPerSec: 5, tickersPerSec: 2, depthLevels: 150, overview: true };
/** PROTOCOL.md 1.4: step1-5 carry up to 20 levels. */
export const AGGREGATED_DEPTH_LEVELS = 20;
/** Trades go out at most once per this many ms per pair, batched. */
export const TRADE_BATCH_MS = 50;
export const OVERVIEW_INTERVAL_MS = 1000;
/** PROTOCOL.md 1.5: at most 300 bars per kline req. */
export const KLINE_REQ_MAX_BARS = 300;

export interface MarketFeed {
  readonly rates: Readonly<MarketRates>;
  setRates(patch: Partial<MarketRates>): Readonly<MarketRates>;
  /** Error text for a topic that cannot be subscribed, undefined when it can. */
  validateTopic(topic: string): string | undefined;
  /** Answers a `req`; false for messages that are not the feed's. */
  handleMessage(connection: SocketConnection, message: Record<string, unknown>): boolean;
  /** Default rates, live market state forgotten. */
  reset(): void;
  stop(): void;
}

export interface MarketFeedOptions {
  registry: SocketRegistry;
  simulation?: MarketSimulation;
  rates?: Partial<MarketRates>;
  now?: () => number;
}

/** `err-msg` of a topic the feed does not serve, or undefined. */
export function topicError(topic: string, simulation: MarketSimulation): string | undefined {
  const parsed = parseMarketTopic(topic);
  if (!parsed) return `invalid topic ${topic}`;
  if (parsed.kind !== 'overview' && !simulation.pair(parsed.symbol)) return `invalid symbol ${parsed.symbol}`;
  return undefined;
}

function subscribedTopics(registry: SocketRegistry): Set<string> {
  const topics = new Set<string>();
  for (const connection of registry.list()) {
    if (connection.kind !== 'market') continue;
    for (const topic of connection.topics) topics.add(topic);
  }
  return topics;
}

export function createMarketFeed(options: MarketFeedOptions): MarketFeed {
  const { registry } = options;
  const simulation = options.simulation ?? marketSimulation;
  const now = options.now ?? Date.now;
  let rates: MarketRates = { ...DEFAULT_MARKET_RATES, ...options.rates };
  let timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const push = (topic: string, tick: unknown) => registry.publish('market', topic, { ch: topic, ts: now(), tick });

  function pushDepth(topic: string, pair: SimulatedPair, step: number): void {
    const levels = step === 0 ? rates.depthLevels : Math.min(AGGREGATED_DEPTH_LEVELS, rates.depthLevels);
    push(topic, simulation.depth(pair, step, levels, now()));
  }

  function pushSummary(topic: string, kind: 'detail' | 'ticker', pair: SimulatedPair): void {
    push(topic, summaryTick(kind, simulation, pair, now()));
  }

  function pushOverview(): void {
    const at = now();
    registry.publish('market', OVERVIEW_TOPIC, { ch: OVERVIEW_TOPIC, ts: at, status: 'ok', data: overviewRows(simulation, at) });
  }

  /** Fires `each` for the subscribed topics of the wanted kinds, with the topic's pair. */
  function forTopics(kinds: ReadonlyArray<MarketTopic['kind']>, each: (topic: string, parsed: MarketTopic, pair: SimulatedPair) => void): void {
    for (const topic of subscribedTopics(registry)) {
      const parsed = parseMarketTopic(topic);
      if (!parsed || parsed.kind === 'overview' || !kinds.includes(parsed.kind)) continue;
      const pair = simulation.pair(parsed.symbol);
      if (pair) each(topic, parsed, pair);
    }
  }

  function tradeTick(clock: RateClock): void {
    const at = now();
    const due = takeDue(clock, at, rates.tradesPerSec, Math.max(1, rates.tradesPerSec));
    if (due === 0) return;
    // Trades run for every pair someone watches through a trade-driven topic.
    const active = new Map<string, { pair: SimulatedPair; topics: Set<string> }>();
    forTopics(['trade', 'kline', 'detail', 'ticker'], (topic, _parsed, pair) => {
      const entry = active.get(pair.symbol) ?? { pair, topics: new Set<string>() };
      entry.topics.add(topic);
      active.set(pair.symbol, entry);
    });
    const span = timerPeriodMs(rates.tradesPerSec, TRADE_BATCH_MS, 1000);
    for (const { pair, topics } of active.values()) {
      const trades = simulation.trade(pair, due, at, span);
      const tradeTopic = `market.${pair.symbol}.trade.detail`;
      if (topics.has(tradeTopic)) {
        const last = trades[trades.length - 1];
        push(tradeTopic, { id: last?.tradeId ?? 0, ts: last?.ts ?? at, data: trades });
      }
      for (const period of KLINE_PERIODS) {
        const klineTopic = `market.${pair.symbol}.kline.${period}`;
        if (topics.has(klineTopic)) push(klineTopic, simulation.formingBar(pair, period, at));
      }
    }
  }

  function start(): void {
    const depthClock = startRateClock(now());
    const tradeClock = startRateClock(now());
    const tickerClock = startRateClock(now());
    const every = (ms: number, fire: () => void) => {
      const timer = setInterval(fire, ms);
      // The sockets keep the process alive; the feed alone must not.
      timer.unref();
      timers.push(timer);
    };
    every(timerPeriodMs(rates.depthPerSec, 5, 1000), () => {
      const due = takeDue(depthClock, now(), rates.depthPerSec, 4);
      for (let i = 0; i < due; i += 1) {
        forTopics(['depth'], (topic, parsed, pair) => {
          if (parsed.kind === 'depth') pushDepth(topic, pair, stepNumber(parsed.step));
        });
      }
    });
    every(timerPeriodMs(rates.tradesPerSec, TRADE_BATCH_MS, 1000), () => tradeTick(tradeClock));
    every(timerPeriodMs(rates.tickersPerSec, 5, 1000), () => {
      const due = takeDue(tickerClock, now(), rates.tickersPerSec, 4);
      for (let i = 0; i < due; i += 1) {
        forTopics(['detail', 'ticker'], (topic, parsed, pair) => {
          if (parsed.kind === 'detail' || parsed.kind === 'ticker') pushSummary(topic, parsed.kind, pair);
        });
      }
    });
    every(OVERVIEW_INTERVAL_MS, () => {
      if (rates.overview && registry.subscribers('market', OVERVIEW_TOPIC).length > 0) pushOverview();
    });
  }

  function restart(): void {
    for (const timer of timers) clearInterval(timer);
    timers = [];
    if (!stopped) start();
  }

  function answerReq(connection: SocketConnection, message: Record<string, unknown>): void {
    const { id, req } = message;
    const reply = (data: unknown) => sendMarket(connection.socket, { id, rep: req, status: 'ok', ts: now(), data });
    const error = typeof req === 'string' ? topicError(req, simulation) : `invalid topic ${String(req)}`;
    if (error !== undefined || typeof req !== 'string') {
      sendMarket(connection.socket, marketError(error ?? 'invalid topic', id));
      return;
    }
    const parsed = parseMarketTopic(req) as MarketTopic;
    const at = now();
    if (parsed.kind === 'overview') {
      reply(overviewRows(simulation, at));
      return;
    }
    const pair = simulation.pair(parsed.symbol) as SimulatedPair;
    switch (parsed.kind) {
      case 'kline': {
        const range = klineRange(message, at);
        if (typeof range === 'string') {
          sendMarket(connection.socket, marketError(range, id));
          return;
        }
        reply(simulation.bars(pair, parsed.period, range.from, range.to, KLINE_REQ_MAX_BARS, at));
        return;
      }
      case 'depth': {
        const step = stepNumber(parsed.step);
        reply(simulation.depth(pair, step, step === 0 ? rates.depthLevels : AGGREGATED_DEPTH_LEVELS, at));
        return;
      }
      case 'trade':
        reply(simulation.recentTrades(pair, at, RECENT_TRADES_KEPT));
        return;
      case 'detail':
      case 'ticker':
        reply(summaryTick(parsed.kind, simulation, pair, at));
        return;
    }
  }

  start();
  return {
    get rates() {
      return rates;
    },
    setRates(patch) {
      rates = { ...rates, ...patch };
      restart();
      return rates;
    },
    validateTopic: (topic) => topicError(topic, simulation),
    handleMessage(connection, message) {
      if (!('req' in message)) return false;
      answerReq(connection, message);
      return true;
    },
    reset() {
      simulation.reset();
      rates = { ...DEFAULT_MARKET_RATES, ...options.rates };
      restart();
    },
    stop() {
      stopped = true;
      restart();
    },
  };
}

/** `from`/`to` of a kline req in seconds: the last 300 bars up to now when absent. */
export function klineRange(message: Record<string, unknown>, nowMs: number): { from: number; to: number } | string {
  const { from, to } = message;
  const valid = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0);
  if (!valid(from) || !valid(to)) return 'invalid from/to';
  return { from: (from as number | undefined) ?? 0, to: (to as number | undefined) ?? Math.floor(nowMs / 1000) };
}

/** detail: {id, open, close, high, low, amount, vol, count, version}; ticker adds bid/ask/last. */
export function summaryTick(kind: 'detail' | 'ticker', simulation: MarketSimulation, pair: SimulatedPair, nowMs: number) {
  const s = simulation.summary(pair, nowMs);
  if (kind === 'detail') {
    return { id: s.id, low: s.low, high: s.high, open: s.open, close: s.close, vol: s.vol, amount: s.amount, version: s.version, count: s.count };
  }
  return {
    open: s.open,
    high: s.high,
    low: s.low,
    close: s.close,
    amount: s.amount,
    vol: s.vol,
    count: s.count,
    bid: s.bid,
    bidSize: s.bidSize,
    ask: s.ask,
    askSize: s.askSize,
    lastPrice: s.lastPrice,
    lastSize: s.lastSize,
  };
}

/** market.overview rows of every listed pair (PROTOCOL.md 1.4). */
export function overviewRows(simulation: MarketSimulation, nowMs: number) {
  return tradableSymbols().flatMap((symbol) => {
    const pair = simulation.pair(symbol.v2.sc);
    if (!pair) return [];
    const s = simulation.summary(pair, nowMs);
    return [{ symbol: pair.symbol, open: s.open, close: s.close, low: s.low, high: s.high, amount: s.amount, vol: s.vol, count: s.count }];
  });
}

