// The user's conversion currency for the Assets figures (shell-and-account.md section 3
// "options.conversion_currency"; section 9 "Currency decimals for conversion: JPY 1, KRW 0,
// RUB 1, TWD 1, VND 0"; exchange-wallet-fiat.md section 9 "Exchange rate defaults usd; cny
// uses usdt_cny then usd_cny", "rate display 2 decimals"). USDT amounts from the finance and
// custody calls become the conversion currency here, rounded down like every displayed number.

import { Decimal } from '@/lib/decimal';
import { DEFAULT_FIAT_CURRENCY, toFiat, type ExchangeRate } from '@/lib/settings/rates';

/** Decimals of a converted amount where section 9 names them; other currencies use the rate display's 2. */
export const CONVERSION_DECIMALS: Readonly<Record<string, number>> = { jpy: 1, krw: 0, rub: 1, twd: 1, vnd: 0 };
export const DEFAULT_CONVERSION_DECIMALS = 2;

/** The user's conversion currency in lower case; usd when the user has none. */
export function conversionCurrencyOf(user: { options?: { conversion_currency?: string } | undefined } | null | undefined): string {
  const currency = user?.options?.conversion_currency?.trim().toLowerCase();
  return currency ? currency : DEFAULT_FIAT_CURRENCY;
}

export function conversionDecimals(currency: string): number {
  return CONVERSION_DECIMALS[currency.trim().toLowerCase()] ?? DEFAULT_CONVERSION_DECIMALS;
}

/** A USDT amount in `currency`, rounded down to its decimals (sign kept); null without a rate or a number. */
export function toConversionAmount(amountUsdt: unknown, rates: readonly ExchangeRate[], currency: string): string | null {
  const value = toFiat(amountUsdt, rates, currency.trim().toLowerCase());
  if (value === null) return null;
  return new Decimal(value).toDecimalPlaces(conversionDecimals(currency), Decimal.ROUND_DOWN).toFixed(conversionDecimals(currency));
}
