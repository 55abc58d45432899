// Matching of the mock exchange against the simulated market (market-simulation.ts): market
// orders fill at once by walking the opposite side of the book; resting limit orders fill at
// their own price (maker) once the last price reaches them, at most the best opposite level's
// amount per tick, so big orders fill in parts; stop-limit orders wait as pre-submitted until
// the last price crosses their stop, then rest as limit orders; algo (计划委托) orders, a limit
// or market order with a stop price, wait the same way and then rest or fill at once. A timer
// checks the open orders only while there are some.

import { Decimal } from 'decimal.js';
import { db, now as mockNow } from '../db';
import { listenTrading, openOrders, type Order, type OrderSide, type StopOperator, type TradingState } from '../db/trading';
import { cancelOrder, fillOrder, remainingAmount, triggerStopOrder } from '../trading/orders';
import { symbolRules } from '../trading/order-rules';
import { marketSimulation, type MarketSimulation } from './market-simulation';

export interface BookLevel {
  price: Decimal;
  amount: Decimal;
}

export interface MarketBook {
  /** Best first: bids descending, asks ascending. */
  bids: BookLevel[];
  asks: BookLevel[];
}

/** What matching needs to know of the market at one instant. */
export interface MarketView {
  lastPrice(symbol: string): Decimal | undefined;
  book(symbol: string): MarketBook | undefined;
}

export interface Fill {
  price: Decimal;
  amount: Decimal;
}

/** Levels shown to the matching; enough for any market order the balances allow. */
const MATCHING_BOOK_LEVELS = 150;
export const DEFAULT_MATCHING_INTERVAL_MS = 500;

/** A buy limit is reached when the price falls to or below it, a sell when it rises to or above. */
export function limitReached(side: OrderSide, limitPrice: Decimal, lastPrice: Decimal): boolean {
  return side === 'buy' ? lastPrice.lte(limitPrice) : lastPrice.gte(limitPrice);
}

export function stopReached(operator: StopOperator, stopPrice: Decimal, lastPrice: Decimal): boolean {
  return operator === 'gte' ? lastPrice.gte(stopPrice) : lastPrice.lte(stopPrice);
}

/** The part of a resting limit order that fills now: none until reached, then up to the best opposite level. */
export function limitFillAmount(order: Pick<Order, 'side' | 'price' | 'amount' | 'filledAmount'>, lastPrice: Decimal, book: MarketBook): Decimal {
  if (!limitReached(order.side, order.price, lastPrice)) return new Decimal(0);
  const best = (order.side === 'buy' ? book.asks : book.bids)[0];
  const remaining = order.amount.minus(order.filledAmount);
  return best ? Decimal.min(remaining, best.amount) : new Decimal(0);
}

/**
 * Fills of a market order walking the opposite side: `remaining` is the quote value to spend
 * for a buy (amounts rounded down to the pair's decimals) and the base amount for a sell.
 * `exhausted` when the book ran out before the order did.
 */
export function walkBook(side: OrderSide, book: MarketBook, remaining: Decimal, amountPrecision: number): { fills: Fill[]; exhausted: boolean } {
  const levels = side === 'buy' ? book.asks : book.bids;
  const fills: Fill[] = [];
  let left = remaining;
  for (const level of levels) {
    if (left.lte(0)) return { fills, exhausted: false };
    if (side === 'sell') {
      const amount = Decimal.min(left, level.amount);
      fills.push({ price: level.price, amount });
      left = left.minus(amount);
      continue;
    }
    const cost = level.price.times(level.amount);
    if (cost.lte(left)) {
      fills.push({ price: level.price, amount: level.amount });
      left = left.minus(cost);
      continue;
    }
    const amount = left.div(level.price).toDecimalPlaces(amountPrecision, Decimal.ROUND_DOWN);
    if (amount.gt(0)) fills.push({ price: level.price, amount });
    // What is left cannot buy one more unit at this level: the order is done.
    return { fills, exhausted: false };
  }
  return { fills, exhausted: left.gt(0) };
}

/** Fills a just placed market order against the book (taker); what the book cannot take is canceled. */
export function executeMarketOrder(state: TradingState, order: Order, book: MarketBook, at: number): void {
  const rules = symbolRules(order.symbol);
  if (!rules) return;
  const { fills, exhausted } = walkBook(order.side, book, remainingAmount(order), rules.amountPrecision);
  fills.forEach((fill, index) => fillOrder(state, order, { ...fill, role: 'taker' }, at, !exhausted && index === fills.length - 1));
  if (fills.length === 0 || exhausted) cancelOrder(state, order, at);
}

/** One pass over the open orders: stops that trigger, limits that fill. */
export function matchOpenOrders(state: TradingState, market: MarketView, at: number): void {
  for (const order of openOrders(state)) {
    const lastPrice = market.lastPrice(order.symbol);
    if (!lastPrice) continue;
    if (order.state === 'pre-submitted') {
      if (!order.stopPrice || !order.operator || !stopReached(order.operator, order.stopPrice, lastPrice)) continue;
      triggerStopOrder(order, at);
      // A triggered algo market order fills against the book at once, like a placed one.
      if (order.kind === 'market') {
        const book = market.book(order.symbol);
        if (book) executeMarketOrder(state, order, book, at);
      }
      continue;
    }
    if (order.kind === 'market') continue;
    const book = market.book(order.symbol);
    if (!book) continue;
    const amount = limitFillAmount(order, lastPrice, book);
    if (amount.gt(0)) fillOrder(state, order, { price: order.price, amount, role: 'maker' }, at);
  }
}

function levels(rows: ReadonlyArray<[number, number]>): BookLevel[] {
  return rows.map(([price, amount]) => ({ price: new Decimal(price), amount: new Decimal(amount) }));
}

/** The simulated market at `at`: last price from the price path or last trade, the step0 book around it. */
export function simulationMarketView(simulation: MarketSimulation, at: number): MarketView {
  return {
    lastPrice(symbol) {
      const pair = simulation.pair(symbol);
      return pair && new Decimal(simulation.lastPriceTicks(pair, at)).div(new Decimal(10).pow(pair.pricePrecision));
    },
    book(symbol) {
      const pair = simulation.pair(symbol);
      if (!pair) return undefined;
      const wire = simulation.depth(pair, 0, MATCHING_BOOK_LEVELS, at);
      return { bids: levels(wire.bids), asks: levels(wire.asks) };
    },
  };
}

export interface MatchingEngine {
  /** One matching pass now (tests, the control API). */
  tick(): void;
  stop(): void;
}

export interface MatchingOptions {
  simulation?: MarketSimulation;
  intervalMs?: number;
  now?: () => number;
  state?: () => TradingState;
}

/** Runs matchOpenOrders on a timer while open orders exist; a new order starts it. */
export function createMatchingEngine(options: MatchingOptions = {}): MatchingEngine {
  const simulation = options.simulation ?? marketSimulation;
  const intervalMs = options.intervalMs ?? DEFAULT_MATCHING_INTERVAL_MS;
  const now = options.now ?? mockNow;
  const state = options.state ?? (() => db.trading);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = () => {
    const at = now();
    matchOpenOrders(state(), simulationMarketView(simulation, at), at);
    if (openOrders(state()).length === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const unlisten = listenTrading({
    order(event) {
      if (stopped || timer || event.eventType !== 'creation') return;
      timer = setInterval(tick, intervalMs);
      // The server's sockets keep the process alive; matching alone must not.
      timer.unref();
    },
  });
  return {
    tick,
    stop() {
      stopped = true;
      unlisten();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
