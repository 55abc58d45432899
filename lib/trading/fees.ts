// Fee rates and fee amounts for display (exchange-wallet-fiat.md sections 5 and 9). Rates are
// ratios ('0.002' is 0.2%); a negative rate is a maker rebate.

import { Decimal, decimalText, formatNumber, PRECISION_DEFAULTS, toDecimal } from '@/lib/decimal';

export const FEE_FREE_TEXT = '免手续费';
/** Shown when the rate is not known yet. */
export const FEE_UNKNOWN_TEXT = '--';
export const FEE_RATE_DECIMALS = 4;
/** Section 9: "points fee 8 decimals" (the amount of points charged). */
export const POINTS_FEE_DECIMALS = 8;

/** Below this rate the rebate is a promotion and the rate reads as free, like a zero rate. */
const FREE_BELOW = new Decimal('-0.01');

function percentText(rate: Decimal): string {
  return `${formatNumber(rate.times(100), FEE_RATE_DECIMALS, { maxLength: Infinity })}%`;
}

/** '0.002' → '0.2000%', '-0.005' → '-0.5000%'; 免手续费 for zero or below -0.01. */
export function feeRateText(rate: unknown): string {
  const value = toDecimal(rate);
  if (value === null) return FEE_UNKNOWN_TEXT;
  if (value.isZero() || value.lessThan(FREE_BELOW)) return FEE_FREE_TEXT;
  return percentText(value);
}

/** The points deduction rate as a percent with 4 decimals. */
export function pointsFeeText(rate: unknown): string {
  const value = toDecimal(rate);
  return value === null ? FEE_UNKNOWN_TEXT : percentText(value);
}

/** Points charged, to 8 decimals. */
export function pointsAmountText(points: unknown): string {
  return toDecimal(points) === null ? FEE_UNKNOWN_TEXT : formatNumber(points, POINTS_FEE_DECIMALS, { padZeros: false });
}

/** amount × rate, rounded down to the fee precision; null when either is not a number. */
export function feeOf(amount: unknown, rate: unknown, decimals: number = PRECISION_DEFAULTS.fee): string | null {
  const value = toDecimal(amount);
  const ratio = toDecimal(rate);
  if (value === null || ratio === null) return null;
  return decimalText(value.times(ratio).toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
}
