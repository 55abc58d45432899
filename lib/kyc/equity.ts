// What each KYC level allows (exchange-wallet-fiat.md section 3 "equityConfig"; the figures
// are the mock's, the shape this project's): the daily withdraw limit in USDT as decimal text,
// formatted with decimal.js, and the features the level opens.

import { formatNumber, toDecimal } from '@/lib/decimal';

/** '0' reads 不可提币; anything else the amount with thousands separators and its unit. */
export function withdrawLimitText(limit: string, currency: string): string {
  const value = toDecimal(limit);
  if (value === null) return formatNumber(limit);
  if (value.isZero()) return '不可提币';
  return `${formatNumber(limit, 8, { padZeros: false, thousands: true, maxLength: Infinity })} ${currency.toUpperCase()}`;
}
