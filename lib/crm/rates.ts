// Commission rates of the market-recruitment programme travel as decimal fractions ('0.3' is
// 30 % of the trading fees the referred users pay). Shown as percent text with decimal.js, never
// through a float: '0.35' → '35%', '0.125' → '12.5%', '0.0005' → '0.05%'.

import { formatNumber, NOT_A_NUMBER, toDecimal } from '@/lib/decimal';

/** Places of the percent figure (0.001 % is the finest a rate table names). */
export const RATE_PERCENT_DECIMALS = 3;

/** A fraction as percent text without trailing zeros; NaN text for anything that is not a decimal. */
export function formatCommissionRate(rate: unknown): string {
  const fraction = toDecimal(rate);
  if (fraction === null) return NOT_A_NUMBER;
  const percent = fraction.times(100);
  return `${formatNumber(percent, RATE_PERCENT_DECIMALS, { padZeros: false, maxLength: Infinity })}%`;
}

/** Follower thresholds as grouped integers: '100000' → '100,000'. */
export function formatFollowers(count: unknown): string {
  return formatNumber(count, 0, { thousands: true, maxLength: Infinity });
}
