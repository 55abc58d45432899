// Display text of numbers (spec sections 5 and 9): always rounded down, never in exponent form,
// at most 18 characters unless told otherwise.

import { DEFAULT_MAX_LENGTH, DEFAULT_PRECISION, PERCENT_CAP } from './constants';
import { Decimal, toDecimal } from './decimal';
import { NOT_A_NUMBER } from './math';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';

export interface FormatOptions {
  /** Longest text; fractional digits are dropped first, the integer part is never cut. */
  maxLength?: number;
  /** Group the integer part by thousands with ','. */
  thousands?: boolean;
  /** Pad the fraction with zeros to `decimals` (default); false drops trailing zeros. */
  padZeros?: boolean;
}

/** Shown when a change ratio has no meaning (open price zero or unknown). */
export const NO_RATIO = EMPTY_PLACEHOLDER;

function wholeDecimals(decimals: number): number {
  return Number.isFinite(decimals) ? Math.max(0, Math.trunc(decimals)) : DEFAULT_PRECISION;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Cuts fractional digits until the text fits; '1234.5' at 4 gives '1234', never '1234.'. */
function fitLength(head: string, fraction: string, maxLength: number): string {
  if (fraction === '') return head;
  const room = maxLength - head.length - 1;
  if (room <= 0) return head;
  return `${head}.${fraction.slice(0, room)}`;
}

export function formatNumber(value: unknown, decimals: number = DEFAULT_PRECISION, options: FormatOptions = {}): string {
  const { maxLength = DEFAULT_MAX_LENGTH, thousands = false, padZeros = true } = options;
  const number = toDecimal(value);
  if (number === null) return NOT_A_NUMBER;
  const places = wholeDecimals(decimals);
  const rounded = number.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const text = padZeros ? rounded.abs().toFixed(places) : rounded.abs().toFixed();
  const [integer = '0', fraction = ''] = text.split('.');
  const sign = rounded.isNeg() && !rounded.isZero() ? '-' : '';
  const head = sign + (thousands ? groupThousands(integer) : integer);
  return fitLength(head, fraction, Number.isNaN(maxLength) ? DEFAULT_MAX_LENGTH : maxLength);
}

/** A percentage number (45.6 → '45.60%'), capped at 100; negatives are shown as they are. */
export function formatPercent(value: unknown, decimals = 2): string {
  const percent = toDecimal(value);
  if (percent === null) return NOT_A_NUMBER;
  const capped = Decimal.min(percent, PERCENT_CAP);
  return `${formatNumber(capped, decimals, { maxLength: Infinity })}%`;
}

/**
 * The price change (close - open) / open as signed percent text: '+2.35%', '-1.20%', '0.00%'.
 * `capped`: a rise shows at most '+100.00%' (section 9, "percent display caps at 100").
 */
export function formatChangeRatio(open: unknown, close: unknown, decimals = 2, { capped = false }: { capped?: boolean } = {}): string {
  const from = toDecimal(open);
  const to = toDecimal(close);
  if (from === null || to === null || from.isZero()) return NO_RATIO;
  const ratio = to.minus(from).dividedBy(from).times(100);
  const percent = capped ? Decimal.min(ratio, PERCENT_CAP) : ratio;
  const text = formatNumber(percent, decimals, { maxLength: Infinity });
  const shownAsZero = percent.toDecimalPlaces(wholeDecimals(decimals), Decimal.ROUND_DOWN).isZero();
  const sign = percent.isPos() && !shownAsZero ? '+' : '';
  return `${sign}${text}%`;
}
