// The profit chart's numbers: the daily profits of a range (decimal strings, any order, a
// day possibly missing) as a time-ordered series of the running total, and the range's sum.
// decimal.js throughout; an unreadable day counts as zero and is reported, not guessed.

import { Decimal, toDecimal } from '@/lib/decimal';

export interface DailyProfit {
  /** Epoch ms of the day. */
  time: number;
  /** The day's profit in the valuation currency, a decimal string (may be negative). */
  profit: string;
}

export interface ProfitSeriesPoint {
  time: number;
  /** Running total up to and including this day. */
  cumulative: string;
  daily: string;
}

export interface ProfitSeries {
  points: ProfitSeriesPoint[];
  total: string;
  /** Days whose profit was not a number (counted as zero). */
  unreadable: number;
}

export function profitSeries(days: readonly DailyProfit[]): ProfitSeries {
  const ordered = [...days].filter((day) => Number.isFinite(day.time)).sort((a, b) => a.time - b.time);
  let running = new Decimal(0);
  let unreadable = 0;
  const points: ProfitSeriesPoint[] = [];
  for (const day of ordered) {
    const value = toDecimal(day.profit);
    if (value === null) unreadable += 1;
    const daily = value ?? new Decimal(0);
    running = running.plus(daily);
    // One point per day: a repeated day replaces the earlier one's contribution.
    const previous = points.at(-1);
    if (previous && previous.time === day.time) {
      running = running.minus(new Decimal(previous.daily));
      points.pop();
    }
    points.push({ time: day.time, cumulative: running.toFixed(), daily: daily.toFixed() });
  }
  return { points, total: running.toFixed(), unreadable };
}

/** 'up', 'down' or 'flat' for colouring a profit figure. */
export function profitTrend(value: string): 'up' | 'down' | 'flat' {
  const number = toDecimal(value);
  if (number === null || number.isZero()) return 'flat';
  return number.isPos() ? 'up' : 'down';
}
