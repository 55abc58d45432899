// A price in the display fiat currency (the market list's price switch): the price in its quote
// currency, converted to USDT through the quote's own USDT pair when the quote is not a
// stable coin, then to fiat with the exchange rate (cny via usdt_cny, then usd_cny).

import Decimal from 'decimal.js';
import type { MarketTicker } from './types';

const USD_STABLE_QUOTES = new Set(['usdt', 'husd', 'usdc']);

/** USDT value of one unit of `quote`, or null when no pair prices it. */
export function quoteInUsdt(quote: string, tickers: Readonly<Record<string, MarketTicker | undefined>>): string | null {
  if (USD_STABLE_QUOTES.has(quote)) return '1';
  const close = tickers[`${quote}usdt`]?.close;
  return close && Number.isFinite(Number(close)) ? close : null;
}

/** `price × quote→USDT × USDT→fiat`, or null when a factor is unknown or the input is not a number. */
export function fiatValue(price: string, quote: string, tickers: Readonly<Record<string, MarketTicker | undefined>>, usdtToFiat: string | null): string | null {
  const perQuote = quoteInUsdt(quote, tickers);
  if (perQuote === null || usdtToFiat === null) return null;
  try {
    const value = new Decimal(price).mul(perQuote).mul(usdtToFiat);
    return value.isFinite() ? value.toFixed() : null;
  } catch {
    return null;
  }
}
