// Currency codes of the benchmark trader's spot account: the market's currencies first, then
// generated codes (tk001, tk002, …) that no pair trades, up to the count asked for.

import { MARKET_CURRENCIES } from './market-data';

/** How many currencies the benchmark trader's spot account holds. */
export const MANY_CURRENCIES_COUNT = 320;

export function manyCurrencyCodes(count: number): string[] {
  const known = MARKET_CURRENCIES.map((currency) => currency.cc);
  const generated = Array.from({ length: Math.max(0, count - known.length) }, (_, index) => `tk${String(index + 1).padStart(3, '0')}`);
  return [...known, ...generated].slice(0, count);
}
