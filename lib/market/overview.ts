// The home page's market overview (exchange-wallet-fiat.md sections 2, 3, 4 and 9): which pairs
// it shows, how often it polls, how a polled feed backs off after failures, and the display
// model of one spot row.

import { type Decimal, DEFAULT_PRECISION, formatChangeRatio, formatNumber, toDecimal } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import type { MarketTicker } from './types';

/** The anchor of the overview on the home page (the header's 行情 leads there). */
export const MARKETS_ANCHOR = 'markets';

/** BTC, ETH, EOS and HT against USDT, in display order. */
export const OVERVIEW_SPOT_SYMBOLS = ['btcusdt', 'ethusdt', 'eosusdt', 'htusdt'] as const;

/** Section 9: market refresh 15 s; retry after 5 s up to 3 times. */
export const MARKET_REFRESH_MS = 15_000;
export const MARKET_RETRY_MS = 5_000;
export const MARKET_MAX_RETRIES = 3;
/** Section 4: a contract ticker shows maintenance after more than 3 consecutive failures. */
export const MAINTENANCE_AFTER_FAILURES = 3;

/** Shown for a value that is unknown or under maintenance. */
export const EMPTY_VALUE = EMPTY_PLACEHOLDER;

export type PollOutcome = 'success' | 'failure';

export interface PollState {
  /** Wait before the next request. */
  delayMs: number;
  /** Consecutive failed requests. */
  failures: number;
  /** Quick retries used in the current run of failures. */
  retries: number;
  /** More than MAINTENANCE_AFTER_FAILURES consecutive failures. */
  maintenance: boolean;
}

export const INITIAL_POLL_STATE: PollState = { delayMs: MARKET_REFRESH_MS, failures: 0, retries: 0, maintenance: false };

/**
 * The state after one request. A success returns to the 15 s cadence with the counters reset.
 * A failure retries after 5 s up to 3 times; the failure after those waits the full 15 s and
 * starts a new round of retries, so a long outage costs four requests per round, not one per 5 s.
 */
export function nextPoll(state: PollState, outcome: PollOutcome): PollState {
  if (outcome === 'success') return INITIAL_POLL_STATE;
  const failures = state.failures + 1;
  const maintenance = failures > MAINTENANCE_AFTER_FAILURES;
  if (state.retries < MARKET_MAX_RETRIES) {
    return { delayMs: MARKET_RETRY_MS, failures, retries: state.retries + 1, maintenance };
  }
  return { delayMs: MARKET_REFRESH_MS, failures, retries: 0, maintenance };
}

/** Quotes a spot symbol may end with, longest first so `husd` is not read as `...h` + `usd`. */
const KNOWN_QUOTES = ['usdt', 'husd', 'btc', 'eth', 'ht'] as const;

export interface SpotPair {
  base: string;
  quote: string;
}

/** `btcusdt` → {base:'btc', quote:'usdt'}; null when no known quote ends it. */
export function splitSymbol(symbol: string): SpotPair | null {
  const lower = symbol.toLowerCase();
  for (const quote of KNOWN_QUOTES) {
    if (lower.length > quote.length && lower.endsWith(quote)) return { base: lower.slice(0, -quote.length), quote };
  }
  return null;
}

/** The exchange page of a pair: /zh-cn/exchange/btc_usdt/. */
export function exchangePagePath(pair: SpotPair, lang = 'zh-cn'): string {
  return `/${lang}/exchange/${pair.base}_${pair.quote}/`;
}

export type PriceDirection = 'up' | 'down' | 'flat';

export interface OverviewRowOptions {
  /** Decimal places of the price; absent = the ticker's own digits, at most 8 (section 9). */
  pricePrecision?: number;
  /** Decimal places of the 24 h amount. */
  amountPrecision?: number;
  lang?: string;
}

export interface OverviewRow {
  symbol: string;
  /** `BTC/USDT`. */
  label: string;
  /** Exchange page of the pair, or null for a symbol without a known quote. */
  href: string | null;
  close: string;
  /** Signed percentage, `+1.25%`, `-0.50%`, `0.00%`, or `--` when open is zero. */
  change: string;
  direction: PriceDirection;
  high: string;
  low: string;
  amount: string;
}

const DEFAULT_AMOUNT_PRECISION = 4;
const ZERO_CHANGE = '0.00%';

/** Rounded down to `places` with zeros padded, or to `fallbackPlaces` with trailing zeros dropped. */
function formatRoundDown(value: string | undefined, places: number | undefined, fallbackPlaces: number): string {
  if (toDecimal(value) === null) return EMPTY_VALUE;
  return places !== undefined ? formatNumber(value, places) : formatNumber(value, fallbackPlaces, { padZeros: false });
}

/** r = (close - open) / open; null when either is missing or open is zero. */
export function changeRatio(open: string | undefined, close: string | undefined): Decimal | null {
  const from = toDecimal(open);
  const to = toDecimal(close);
  if (from === null || to === null || from.isZero()) return null;
  return to.minus(from).dividedBy(from);
}

export function priceDirection(ratio: Decimal | null): PriceDirection {
  if (ratio === null || ratio.isZero()) return 'flat';
  return ratio.isPositive() ? 'up' : 'down';
}

function pairLabel(symbol: string, pair: SpotPair | null): string {
  return pair ? `${pair.base}/${pair.quote}`.toUpperCase() : symbol.toUpperCase();
}

/** The display model of one spot row; any missing or malformed value shows as `--`. */
export function overviewRow(ticker: MarketTicker, options: OverviewRowOptions = {}): OverviewRow {
  const pair = splitSymbol(ticker.symbol);
  const change = formatChangeRatio(ticker.open, ticker.close);
  // A move too small to show (0.00%) is not coloured either.
  const direction = change === ZERO_CHANGE ? 'flat' : priceDirection(changeRatio(ticker.open, ticker.close));
  return {
    symbol: ticker.symbol,
    label: pairLabel(ticker.symbol, pair),
    href: pair ? exchangePagePath(pair, options.lang) : null,
    close: formatRoundDown(ticker.close, options.pricePrecision, DEFAULT_PRECISION),
    change,
    direction,
    high: formatRoundDown(ticker.high, options.pricePrecision, DEFAULT_PRECISION),
    low: formatRoundDown(ticker.low, options.pricePrecision, DEFAULT_PRECISION),
    amount: formatRoundDown(ticker.amount, options.amountPrecision, DEFAULT_AMOUNT_PRECISION),
  };
}

/** The row of a symbol whose ticker is missing from the answer: its link and `--` values. */
export function emptyOverviewRow(symbol: string, lang?: string): OverviewRow {
  const pair = splitSymbol(symbol);
  return {
    symbol,
    label: pairLabel(symbol, pair),
    href: pair ? exchangePagePath(pair, lang) : null,
    close: EMPTY_VALUE,
    change: EMPTY_VALUE,
    direction: 'flat',
    high: EMPTY_VALUE,
    low: EMPTY_VALUE,
    amount: EMPTY_VALUE,
  };
}

/** The overview's rows in OVERVIEW_SPOT_SYMBOLS order, picked from a full ticker list. */
export function overviewRows(
  tickers: readonly MarketTicker[],
  symbols: readonly string[] = OVERVIEW_SPOT_SYMBOLS,
  options: OverviewRowOptions = {},
): OverviewRow[] {
  const bySymbol = new Map(tickers.map((ticker) => [ticker.symbol.toLowerCase(), ticker]));
  return symbols.map((symbol) => {
    const ticker = bySymbol.get(symbol);
    return ticker ? overviewRow(ticker, options) : emptyOverviewRow(symbol, options.lang);
  });
}
