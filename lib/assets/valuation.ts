// What the assets are worth (exchange-wallet-fiat.md section 9; WALLET.md 8): each currency
// valued in BTC and in USDT from the market's last prices, totals over rows, the value in the
// user's display fiat, the crypto-loans total and the small-balance rule.
//
// A currency's price in BTC or USDT: the direct pair (`ethbtc`, or `btcusdt` read backwards for
// usdt in btc), then through the other of btc and usdt (`ethbtc` × `btcusdt`), then, for a
// currency with no market, through the fiat USD rate of the exchange-rate list (`{c}_usd`,
// with USD taken as USDT through `usdt_usd` when listed, at par otherwise). Values are exact
// decimal text; display rounds down (valuationText, fiatValuation).

import { Decimal, decimalText, formatNumber, toDecimal } from '@/lib/decimal';
import type { ExchangeRate } from '@/lib/settings/rates';
import { toFiat } from '@/lib/settings/rates';
import type { AssetBalances } from './balances';
import { type ConversionCurrencyInfo, conversionDecimals } from './conversion';

export type ValuationUnit = 'btc' | 'usdt';

export interface ValuationMarket {
  /** Symbol (`ethusdt`) → last price as decimal text. */
  prices: Readonly<Record<string, string | undefined>>;
  /** The exchange-rate list (`{ name: 'eos_usd', rate }`), for currencies without a market. */
  rates?: readonly ExchangeRate[];
}

/** Section 9: rows worth less than this many BTC are small balances. */
export const SMALL_BALANCE_BTC = '0.0001';

/** Display decimals of a valuation (spec section 9: "generally 8"). */
export const VALUATION_DECIMALS: Readonly<Record<ValuationUnit, number>> = { btc: 8, usdt: 8 };

function positive(value: string | undefined): Decimal | null {
  const decimal = value === undefined ? null : toDecimal(value);
  return decimal !== null && decimal.gt(0) ? decimal : null;
}

function pairPrice(base: string, quote: string, prices: ValuationMarket['prices']): Decimal | null {
  const direct = positive(prices[`${base}${quote}`]);
  if (direct !== null) return direct;
  const inverse = positive(prices[`${quote}${base}`]);
  return inverse === null ? null : new Decimal(1).dividedBy(inverse);
}

function rateOf(rates: readonly ExchangeRate[], name: string): Decimal | null {
  const entry = rates.find((rate) => rate.name.trim().toLowerCase() === name);
  return positive(entry?.rate);
}

/** USDT per USD: 1 / usdt_usd when listed, else par. */
function usdInUsdt(rates: readonly ExchangeRate[]): Decimal {
  const usdtUsd = rateOf(rates, 'usdt_usd');
  return usdtUsd === null ? new Decimal(1) : new Decimal(1).dividedBy(usdtUsd);
}

function priceDecimal(currency: string, unit: ValuationUnit, market: ValuationMarket): Decimal | null {
  const code = currency.trim().toLowerCase();
  if (code === '') return null;
  if (code === unit) return new Decimal(1);
  const direct = pairPrice(code, unit, market.prices);
  if (direct !== null) return direct;
  const other: ValuationUnit = unit === 'btc' ? 'usdt' : 'btc';
  const otherPerUnit = pairPrice(other, unit, market.prices);
  if (code === other) return otherPerUnit;
  const viaOther = otherPerUnit === null ? null : pairPrice(code, other, market.prices);
  if (viaOther !== null && otherPerUnit !== null) return viaOther.times(otherPerUnit);
  const rates = market.rates ?? [];
  const usd = rateOf(rates, `${code}_usd`);
  if (usd === null) return null;
  const inUsdt = usd.times(usdInUsdt(rates));
  if (unit === 'usdt') return inUsdt;
  const usdtInBtc = pairPrice('usdt', 'btc', market.prices);
  return usdtInBtc === null ? null : inUsdt.times(usdtInBtc);
}

/** Price of one unit of `currency` in btc or usdt, as decimal text; null when nothing prices it. */
export function priceIn(currency: string, unit: ValuationUnit, market: ValuationMarket): string | null {
  const price = priceDecimal(currency, unit, market);
  return price === null || price.isZero() ? null : decimalText(price);
}

/**
 * `amount` of `currency` in `unit`; null when the amount is not a number or nothing prices the
 * currency. A zero amount is worth 0 whatever its price.
 */
export function valueIn(amount: string, currency: string, unit: ValuationUnit, market: ValuationMarket): string | null {
  const quantity = toDecimal(amount);
  if (quantity === null) return null;
  if (quantity.isZero()) return '0';
  const price = priceIn(currency, unit, market);
  return price === null ? null : decimalText(quantity.times(price));
}

export interface AssetValue {
  btc: string | null;
  usdt: string | null;
}

export function assetValue(amount: string, currency: string, market: ValuationMarket): AssetValue {
  return { btc: valueIn(amount, currency, 'btc', market), usdt: valueIn(amount, currency, 'usdt', market) };
}

export interface ValuationItem {
  currency: string;
  amount: string;
}

export interface ValuationTotal {
  btc: string;
  usdt: string;
  /** Currencies left out of a total because nothing prices them (in the order met). */
  unvaluedBtc: string[];
  unvaluedUsdt: string[];
}

/** The items' sum in btc and in usdt; an item nothing prices is left out and named. */
export function totalValuation(items: readonly ValuationItem[], market: ValuationMarket): ValuationTotal {
  let btc = new Decimal(0);
  let usdt = new Decimal(0);
  const unvaluedBtc: string[] = [];
  const unvaluedUsdt: string[] = [];
  for (const item of items) {
    const value = assetValue(item.amount, item.currency, market);
    if (value.btc === null) unvaluedBtc.push(item.currency);
    else btc = btc.plus(value.btc);
    if (value.usdt === null) unvaluedUsdt.push(item.currency);
    else usdt = usdt.plus(value.usdt);
  }
  return { btc: decimalText(btc), usdt: decimalText(usdt), unvaluedBtc, unvaluedUsdt };
}

/** The items of a balance set: each currency's total (net of loan and interest). */
export function valuationItems(balances: AssetBalances): ValuationItem[] {
  return Object.values(balances).map((balance) => ({ currency: balance.currency, amount: balance.total }));
}

/** A btc or usdt value for display, rounded down at 8 decimals unless told (`0.00012345`). */
export function valuationText(value: string, unit: ValuationUnit, decimals: number = VALUATION_DECIMALS[unit]): string {
  return formatNumber(value, decimals, { maxLength: Infinity });
}

/**
 * A USDT value in the display fiat, rounded down at that currency's decimals (conversion.ts);
 * the rate defaults to usd, cny takes usdt_cny then usd_cny. Null without a rate or a number.
 */
export function fiatValuation(usdtValue: string | null, rates: readonly ExchangeRate[], fiat: string, info?: ConversionCurrencyInfo | null): string | null {
  if (usdtValue === null) return null;
  const value = toFiat(usdtValue, rates, fiat);
  if (value === null) return null;
  return decimalText(new Decimal(value).toDecimalPlaces(conversionDecimals(fiat, info), Decimal.ROUND_DOWN));
}

/**
 * Section 9: the crypto-loans account is worth what is pledged minus what is loaned (USDT). The
 * loaned amount counts as a debt whichever sign it is sent with. Null when either is unreadable.
 */
export function cryptoLoansTotal(loans: { pledgingUSDT: string | null | undefined; loaningUSDT: string | null | undefined }): string | null {
  const pledged = toDecimal(loans.pledgingUSDT);
  const loaned = toDecimal(loans.loaningUSDT);
  if (pledged === null || loaned === null) return null;
  return decimalText(pledged.minus(loaned.abs()));
}

/**
 * A small balance: worth less than 0.0001 BTC either way (a net debt of more is not small). A row
 * whose BTC value is unknown (no market, no rate) is not small: it stays visible, since hiding
 * it could hide real money.
 */
export function isSmallBalance(btcValue: string | null): boolean {
  if (btcValue === null) return false;
  const value = toDecimal(btcValue);
  return value !== null && value.abs().lt(SMALL_BALANCE_BTC);
}

/** The rows the "hide small balances" switch keeps. */
export function withoutSmallBalances<T>(rows: readonly T[], btcValueOf: (row: T) => string | null): T[] {
  return rows.filter((row) => !isSmallBalance(btcValueOf(row)));
}
