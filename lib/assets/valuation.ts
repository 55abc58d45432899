// What the assets are worth (exchange-wallet-fiat.md section 9; WALLET.md 8): each currency
// valued in BTC and in USDT from the market's last prices, totals over rows, the value in the
// user's display fiat, the crypto-loans total and the small-balance rule.
//
// A currency's price in BTC or USDT: the direct pair (`ethbtc`, or `btcusdt` read backwards for
// usdt in btc), then through the other of btc and usdt (`ethbtc` × `btcusdt`), then, for a
// currency with no market (a fiat held in the otc or fiat wallet, a delisted coin), through the
// exchange-rate list's USD rates (usdtPerUnitByRates). Values are exact decimal text; display
// rounds down (valuationText, fiatValuation).

import { Decimal, decimalText, formatNumber, toDecimal } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { type ExchangeRate, toFiat } from '@/lib/settings/rates';
import type { AccountKind } from './account-kinds';
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

/**
 * A price kept as a fraction, so that a price read backwards (1 / btcusdt) is divided only once,
 * at the end: 70 CNY at usdt_cny 7 is exactly 10 USDT, not 9.99…98.
 */
interface Ratio {
  num: Decimal;
  den: Decimal;
}

const ONE: Ratio = { num: new Decimal(1), den: new Decimal(1) };

function over(num: Decimal, den: Decimal = new Decimal(1)): Ratio {
  return { num, den };
}

function inverse(value: Decimal): Ratio {
  return { num: new Decimal(1), den: value };
}

function times(a: Ratio, b: Ratio): Ratio {
  return { num: a.num.times(b.num), den: a.den.times(b.den) };
}

function pairPrice(base: string, quote: string, prices: ValuationMarket['prices']): Ratio | null {
  const direct = positive(prices[`${base}${quote}`]);
  if (direct !== null) return over(direct);
  const backwards = positive(prices[`${quote}${base}`]);
  return backwards === null ? null : inverse(backwards);
}

function rateOf(rates: readonly ExchangeRate[], name: string): Decimal | null {
  const entry = rates.find((rate) => rate.name.trim().toLowerCase() === name);
  return positive(entry?.rate);
}

/** USDT per USD: 1 / usdt_usd when listed, else par. */
function usdInUsdt(rates: readonly ExchangeRate[]): Ratio {
  const usdtUsd = rateOf(rates, 'usdt_usd');
  return usdtUsd === null ? ONE : inverse(usdtUsd);
}

function priceRatio(currency: string, unit: ValuationUnit, market: ValuationMarket): Ratio | null {
  const code = currency.trim().toLowerCase();
  if (code === '') return null;
  if (code === unit) return ONE;
  const direct = pairPrice(code, unit, market.prices);
  if (direct !== null) return direct;
  const other: ValuationUnit = unit === 'btc' ? 'usdt' : 'btc';
  const otherPerUnit = pairPrice(other, unit, market.prices);
  if (code === other) return otherPerUnit;
  const viaOther = otherPerUnit === null ? null : pairPrice(code, other, market.prices);
  if (viaOther !== null && otherPerUnit !== null) return times(viaOther, otherPerUnit);
  const inUsdt = usdtPerUnitByRates(code, market.rates ?? []);
  if (inUsdt === null) return null;
  if (unit === 'usdt') return inUsdt;
  const usdtInBtc = pairPrice('usdt', 'btc', market.prices);
  return usdtInBtc === null ? null : times(inUsdt, usdtInBtc);
}

/**
 * USDT per unit of a currency no market prices, from the exchange-rate list: its USD price
 * (`eos_usd`), else a fiat's own rate read backwards (`usdt_try`, then `usd_try`: units per
 * USDT or USD). USD is taken as USDT through `usdt_usd` when listed, at par otherwise.
 */
function usdtPerUnitByRates(code: string, rates: readonly ExchangeRate[]): Ratio | null {
  if (code === 'usd') return usdInUsdt(rates);
  const usdPerUnit = rateOf(rates, `${code}_usd`);
  if (usdPerUnit !== null) return times(over(usdPerUnit), usdInUsdt(rates));
  const perUsdt = rateOf(rates, `usdt_${code}`);
  if (perUsdt !== null) return inverse(perUsdt);
  const perUsd = rateOf(rates, `usd_${code}`);
  return perUsd === null ? null : times(inverse(perUsd), usdInUsdt(rates));
}

/** Price of one unit of `currency` in btc or usdt, as decimal text; null when nothing prices it. */
export function priceIn(currency: string, unit: ValuationUnit, market: ValuationMarket): string | null {
  const price = priceRatio(currency, unit, market);
  return price === null ? null : decimalText(price.num.dividedBy(price.den));
}

/**
 * `amount` of `currency` in `unit`; null when the amount is not a number or nothing prices the
 * currency. A zero amount is worth 0 whatever its price.
 */
export function valueIn(amount: string, currency: string, unit: ValuationUnit, market: ValuationMarket): string | null {
  const quantity = toDecimal(amount);
  if (quantity === null) return null;
  if (quantity.isZero()) return '0';
  const price = priceRatio(currency, unit, market);
  return price === null ? null : decimalText(quantity.times(price.num).dividedBy(price.den));
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

/** What one account kind is worth: its value, or null while unknown (loading, failed, unpriced). */
export interface KindWorth {
  kind: AccountKind;
  value: AssetValue | null;
  /** The kind's balance call failed (a dead wallet): its worth is not known, not zero. */
  failed?: boolean;
}

export interface WalletTotal {
  /** Null when a counted kind failed: a sum without it would show money missing as if it were not there. */
  btc: string | null;
  usdt: string | null;
  /** False when a counted kind's value is unknown: the sum leaves it out, and the page says so. */
  complete: boolean;
  /** Every counted kind's balance failed or is unknown, one call failing at least: nothing is known and the total reads 估值失败, never a zero. */
  failed: boolean;
}

/** What a total or a card shows for a worth whose balance call failed. */
export const VALUATION_FAILED_TEXT = '估值失败';

/** Point cards are not money: the point account is shown in points and never in a total. */
export function countsInTotal(kind: AccountKind): boolean {
  return kind !== 'point';
}

/**
 * The user's total over the kinds their page shows: every page that shows a total (the
 * overview, the custody statement, the account page) reads this one sum of the same kinds'
 * values, so the figure at the top is the sum of the rows below it. A kind that failed is left
 * out of the sum, which the page marks incomplete (部分账户未能估值, the failed card itself reads
 * 估值失败); when nothing could be valued and a call failed, the total is unknown (btc and usdt
 * null, `failed`) and reads 估值失败, never `0.00000000 BTC ≈ ¥0.00`.
 */
export function walletTotal(worths: readonly KindWorth[]): WalletTotal {
  let btc = new Decimal(0);
  let usdt = new Decimal(0);
  let complete = true;
  let failed = false;
  let valued = 0;
  for (const { kind, value, failed: kindFailed } of worths) {
    if (!countsInTotal(kind)) continue;
    if (kindFailed) failed = true;
    if (kindFailed || value === null || value.btc === null || value.usdt === null) {
      complete = false;
      continue;
    }
    valued += 1;
    btc = btc.plus(value.btc);
    usdt = usdt.plus(value.usdt);
  }
  if (failed && valued === 0) return { btc: null, usdt: null, complete: false, failed: true };
  return { btc: decimalText(btc), usdt: decimalText(usdt), complete, failed: false };
}

/** The total's btc or usdt figure as a page shows it: 估值失败 when nothing could be valued, else valuationText. */
export function walletTotalText(total: WalletTotal, unit: ValuationUnit): string {
  return total.failed ? VALUATION_FAILED_TEXT : valuationText(total[unit], unit);
}

/** The items of a balance set: each currency's total (net of loan and interest). */
export function valuationItems(balances: AssetBalances): ValuationItem[] {
  return Object.values(balances).map((balance) => ({ currency: balance.currency, amount: balance.total }));
}

/** A btc or usdt value for display, rounded down at 8 decimals unless told (`0.00012345`); `--` when unknown. */
export function valuationText(value: string | null, unit: ValuationUnit, decimals: number = VALUATION_DECIMALS[unit]): string {
  if (value === null || toDecimal(value) === null) return EMPTY_PLACEHOLDER;
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
