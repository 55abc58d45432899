// Arithmetic on decimal strings for the UI (spec section 5): the result is a decimal string,
// 'NaN' when an operand is not a number, '---' for a division by zero.

import { type Decimal, decimalText, toDecimal } from './decimal';

export const NOT_A_NUMBER = 'NaN';
export const DIVISION_BY_ZERO = '---';

function apply(a: unknown, b: unknown, operation: (x: Decimal, y: Decimal) => Decimal): string {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (x === null || y === null) return NOT_A_NUMBER;
  return decimalText(operation(x, y));
}

export function add(a: unknown, b: unknown): string {
  return apply(a, b, (x, y) => x.plus(y));
}

export function sub(a: unknown, b: unknown): string {
  return apply(a, b, (x, y) => x.minus(y));
}

export function mul(a: unknown, b: unknown): string {
  return apply(a, b, (x, y) => x.times(y));
}

export function div(a: unknown, b: unknown): string {
  const y = toDecimal(b);
  if (y !== null && y.isZero() && toDecimal(a) !== null) return DIVISION_BY_ZERO;
  return apply(a, b, (x, divisor) => x.dividedBy(divisor));
}
