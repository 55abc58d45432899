// Rules of the profit chart's data (exchange-wallet-fiat.md section 7 "Finance: profit (period,
// or startDate/endDate in ms)"; section 8 "Finance profit: 10301 is silent; others toast the
// message"). Pure, so the query layer and the screens share them.

import { type ValuationMarket, valueIn } from '@/lib/assets/valuation';
import { PROFIT_PERIODS, type ProfitPeriod } from '@/lib/contracts/pro/finance';
import { toDecimal } from '@/lib/decimal';

/** The chart's range: one of the fixed periods (days up to yesterday), or a custom range in epoch ms. */
export type ProfitRange = { kind: 'period'; days: ProfitPeriod } | { kind: 'custom'; startDate: number; endDate: number };

/** The profit call's code for "no profit data yet": the screen shows nothing, no toast. */
export const PROFIT_SILENT_CODE = 10301;

export function isProfitPeriod(value: unknown): value is ProfitPeriod {
  return (PROFIT_PERIODS as readonly unknown[]).includes(value);
}

/**
 * The query of the profit call for a range: `{period}` or `{startDate, endDate}` (ms, as text);
 * null for a custom range that cannot be asked for (not whole non-negative ms, or start after end).
 */
export function profitQueryOf(range: ProfitRange): Record<string, string> | null {
  if (range.kind === 'period') return isProfitPeriod(range.days) ? { period: String(range.days) } : null;
  const { startDate, endDate } = range;
  if (!Number.isSafeInteger(startDate) || !Number.isSafeInteger(endDate) || startDate < 0 || startDate > endDate) return null;
  return { startDate: String(startDate), endDate: String(endDate) };
}

/** Whether a failed profit call is shown to the user (a toast of its message): all but 10301. */
export function isSilentProfitFailure(code: number | string): boolean {
  return Number(code) === PROFIT_SILENT_CODE;
}

/** A profit as the server sends it: an amount and the currency it is counted in (usdt). */
export interface ProfitFigure {
  profit: string;
  currency: string;
}

/**
 * A profit's worth in USDT, for its ≈ fiat: itself when counted in USDT, else valued at the
 * market like any holding; null while the market cannot price it. Every page that shows
 * yesterday's profit reads this one value.
 */
export function profitInUsdt(figure: ProfitFigure, market: ValuationMarket | null): string | null {
  const currency = figure.currency.trim().toLowerCase() || 'usdt';
  if (currency === 'usdt') return toDecimal(figure.profit) === null ? null : figure.profit;
  return market ? valueIn(figure.profit, currency, 'usdt', market) : null;
}
