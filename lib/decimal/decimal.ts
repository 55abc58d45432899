// The decimal type every price, amount and value goes through (spec section 5: "numbers round
// down with 50 digits of precision"). A clone, so the library's global defaults stay untouched.

import DecimalJs from 'decimal.js';

export const Decimal = DecimalJs.clone({ precision: 50, rounding: DecimalJs.ROUND_DOWN });
export type Decimal = DecimalJs;

// Plain decimal text only: decimal.js also reads '0x10', '0b1' and 'Infinity', none of which is
// an amount the back end sends.
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite decimal from a number, a numeric string or a Decimal; null for anything else. */
export function toDecimal(value: unknown): Decimal | null {
  if (DecimalJs.isDecimal(value)) {
    return value.isFinite() ? new Decimal(value) : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? new Decimal(value) : null;
  }
  if (typeof value === 'bigint') {
    return new Decimal(value.toString());
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? new Decimal(text) : null;
  }
  return null;
}

/** Normal-notation text (never '1e-7'), without a sign on zero. */
export function decimalText(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

/**
 * A price or amount from the wire as a decimal string: a non-negative finite number or numeric
 * text, in normal notation (1e-7 → '0.0000001', '645.140' → '645.14'); null for anything else.
 */
export function toDecimalText(value: unknown): string | null {
  const decimal = typeof value === 'number' || typeof value === 'string' ? toDecimal(value) : null;
  return decimal !== null && !decimal.isNegative() ? decimalText(decimal) : null;
}
