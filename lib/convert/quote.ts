// When a quote may still be confirmed. A quote is good until its expiresAt (server clock); the
// screen refetches it a little before (QUOTE_REFRESH_MARGIN_MS) and whenever the selection or
// amount it was made for changed, and never converts with a stale one.

import { QUOTE_REFRESH_MARGIN_MS } from './modes';
import { sourcesKey, type ConvertSource } from './small-balance';

export interface QuoteLike {
  expiresAt: number;
  sources: readonly ConvertSource[];
  target: string;
}

/** Milliseconds left (never below 0). `offsetMs` is the server clock minus the local one. */
export function quoteRemainingMs(quote: Pick<QuoteLike, 'expiresAt'>, nowMs: number, offsetMs = 0): number {
  return Math.max(0, quote.expiresAt - (nowMs + offsetMs));
}

/** Whole seconds left, for the countdown. */
export function quoteRemainingSeconds(quote: Pick<QuoteLike, 'expiresAt'>, nowMs: number, offsetMs = 0): number {
  return Math.ceil(quoteRemainingMs(quote, nowMs, offsetMs) / 1000);
}

/** Expired, or about to (within the margin): do not confirm it, fetch a new one. */
export function isQuoteStale(quote: Pick<QuoteLike, 'expiresAt'>, nowMs: number, offsetMs = 0, marginMs = QUOTE_REFRESH_MARGIN_MS): boolean {
  return quoteRemainingMs(quote, nowMs, offsetMs) <= marginMs;
}

/** Whether the quote was made for these sources and this target. */
export function quoteMatches(quote: QuoteLike, sources: readonly ConvertSource[], target: string): boolean {
  return quote.target.toLowerCase() === target.trim().toLowerCase() && sourcesKey(quote.sources) === sourcesKey(sources);
}

/** A usable quote: made for this request and not stale. */
export function isQuoteUsable(quote: QuoteLike | null | undefined, sources: readonly ConvertSource[], target: string, nowMs: number, offsetMs = 0): quote is QuoteLike {
  return quote !== null && quote !== undefined && quoteMatches(quote, sources, target) && !isQuoteStale(quote, nowMs, offsetMs);
}
