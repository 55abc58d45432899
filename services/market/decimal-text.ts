// JSON numbers from the feed as decimal strings: Decimal's toFixed() never uses exponent
// notation (String(1e-7) would give "1e-7"), and keeps every digit the number carries.

import Decimal from 'decimal.js';

export function decimalText(value: number): string {
  return new Decimal(value).toFixed();
}
