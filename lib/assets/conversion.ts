// The user's conversion (display fiat) currency: which one (shell-and-account.md section 3,
// options.conversion_currency), its decimals (section 9), and how an amount in it is written,
// or hidden.

import { formatNumber, toDecimal } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { DEFAULT_FIAT_CURRENCY } from '@/lib/settings/rates';

/** What a hidden amount shows (the eye switch of the Assets pages). */
export const HIDDEN_AMOUNT = '****';

/** Section 9: the currencies whose amounts are not written with 2 decimals. */
export const CONVERSION_DECIMALS: Readonly<Record<string, number>> = { jpy: 1, krw: 0, rub: 1, twd: 1, vnd: 0 };

/** Every other fiat: cents (exchange-wallet-fiat.md section 9 writes rates with 2 decimals). */
export const DEFAULT_CONVERSION_DECIMALS = 2;

/** An entry of the conversion currency list (symbol, name, abbreviation, languages, decimals). */
export interface ConversionCurrencyInfo {
  /** E.g. `¥`. */
  symbol?: string | null;
  /** E.g. `CNY`. */
  abbreviation?: string | null;
  decimals?: number | string | null;
}

/** Units shown when neither the list nor the user's info names one. */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = {
  usd: '$',
  cny: '¥',
  jpy: '¥',
  krw: '₩',
  eur: '€',
  gbp: '£',
  rub: '₽',
  twd: 'NT$',
  vnd: '₫',
  hkd: 'HK$',
  try: '₺',
};

/** The user's conversion currency, lower case; usd when the user has none. */
export function conversionCurrencyOf(user: { options?: { conversion_currency?: string | null } | null } | null | undefined): string {
  const currency = user?.options?.conversion_currency?.trim().toLowerCase();
  return currency ? currency : DEFAULT_FIAT_CURRENCY;
}

function wholeDecimals(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 8 ? number : null;
}

/**
 * Decimals of an amount in `currency`: the section 9 table (JPY 1, KRW 0, RUB 1, TWD 1, VND 0)
 * first, as the specification's constant; then the list entry's decimals; then 2.
 */
export function conversionDecimals(currency: string, info?: ConversionCurrencyInfo | null): number {
  const code = currency.trim().toLowerCase();
  return CONVERSION_DECIMALS[code] ?? wholeDecimals(info?.decimals) ?? DEFAULT_CONVERSION_DECIMALS;
}

export interface FiatFormatOptions {
  /** The list entry of the currency, for its symbol and decimals. */
  info?: ConversionCurrencyInfo | null;
  /** The eye switch is off: `****`. */
  hidden?: boolean;
}

/**
 * An amount in a fiat currency, rounded down at its decimals with thousands separators:
 * `¥1,234.56`, `₩1,234`; with no known symbol the upper-case code follows (`1,234.56 AED`).
 * `****` when hidden; `--` when the amount is unknown or not a number.
 */
export function formatFiatAmount(amount: string | null | undefined, currency: string, options: FiatFormatOptions = {}): string {
  if (options.hidden) return HIDDEN_AMOUNT;
  if (amount === null || amount === undefined || toDecimal(amount) === null) return EMPTY_PLACEHOLDER;
  const code = currency.trim().toLowerCase();
  const number = formatNumber(amount, conversionDecimals(code, options.info), { thousands: true, maxLength: Infinity });
  const symbol = options.info?.symbol?.trim() || KNOWN_SYMBOLS[code];
  if (symbol === undefined) return `${number} ${(options.info?.abbreviation?.trim() || code).toUpperCase()}`;
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}

/** `text`, or `****` when hidden: for crypto amounts already formatted by the caller. */
export function maskAmount(text: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : text;
}
