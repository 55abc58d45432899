// Validation of the order form's fields against the symbol's precisions and minimums and the
// available balance, and the balance slider. All arithmetic in decimal.

import type { MarketSymbol } from '@/lib/settings/symbols';
import { type Decimal as DecimalValue, Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import {
  AMOUNT_NOT_POSITIVE,
  AMOUNT_REQUIRED,
  amountDecimalsMessage,
  INSUFFICIENT_BALANCE,
  INVALID_NUMBER,
  minAmountMessage,
  minTotalMessage,
  PRICE_NOT_POSITIVE,
  PRICE_REQUIRED,
  priceDecimalsMessage,
  STOP_PRICE_NOT_POSITIVE,
  STOP_PRICE_REQUIRED,
  stopPriceDecimalsMessage,
  TOTAL_NOT_POSITIVE,
  TOTAL_REQUIRED,
  totalDecimalsMessage,
} from './input-messages';
import { payloadOrderType } from './payload';
import type { AlgoKind, OrderMode, OrderSide } from './types';

/** Precisions of a MarketSymbol plus the minimums of the market-symbols data (min-order-amt, min-order-value). */
export type SymbolLimits = Pick<MarketSymbol, 'pricePrecision' | 'amountPrecision' | 'totalPrecision' | 'quoteDisplayName'> & {
  minOrderAmount?: string | null;
  minOrderValue?: string | null;
};

export type OrderInputField = 'price' | 'stopPrice' | 'amount' | 'total';

export type OrderInputValues = Record<OrderInputField, string | null>;
export type OrderInputErrors = Partial<Record<OrderInputField, string>>;

export type OrderInputResult = { ok: true; values: OrderInputValues } | { ok: false; errors: OrderInputErrors };

export interface OrderInput {
  side: OrderSide;
  mode: OrderMode;
  /** Only for algo orders; limit when not given. */
  algoKind?: AlgoKind;
  price?: string | null;
  stopPrice?: string | null;
  amount?: string | null;
  total?: string | null;
  symbolLimits: SymbolLimits;
  /** Quote balance for a buy, base balance for a sell; not checked when unknown. */
  available?: string | null;
}

interface FieldRules {
  required: string;
  notPositive: string;
  decimals: (places: number) => string;
}

const FIELD_RULES: Readonly<Record<OrderInputField, FieldRules>> = {
  price: { required: PRICE_REQUIRED, notPositive: PRICE_NOT_POSITIVE, decimals: priceDecimalsMessage },
  stopPrice: { required: STOP_PRICE_REQUIRED, notPositive: STOP_PRICE_NOT_POSITIVE, decimals: stopPriceDecimalsMessage },
  amount: { required: AMOUNT_REQUIRED, notPositive: AMOUNT_NOT_POSITIVE, decimals: amountDecimalsMessage },
  total: { required: TOTAL_REQUIRED, notPositive: TOTAL_NOT_POSITIVE, decimals: totalDecimalsMessage },
};

type FieldResult = { value: DecimalValue } | { error: string };

function readField(typed: string | null | undefined, rules: FieldRules, places: number): FieldResult {
  const input = readAmountText(typed);
  if (input.kind === 'empty') return { error: rules.required };
  if (input.kind === 'invalid') return { error: input.reason === 'negative' ? rules.notPositive : INVALID_NUMBER };
  const value = new Decimal(input.text);
  if (!value.isPositive() || value.isZero()) return { error: rules.notPositive };
  // By value: '1.50' has one decimal place.
  if (value.decimalPlaces() > places) return { error: rules.decimals(places) };
  return { value };
}

/** A limit from the settings data; none when absent, not a number or not positive. */
function limitOf(value: string | null | undefined): DecimalValue | null {
  const limit = toDecimal(value);
  return limit !== null && limit.isPositive() && !limit.isZero() ? limit : null;
}

/** The fields an order of this side and mode asks for. */
export function orderInputFields(side: OrderSide, mode: OrderMode, algoKind?: AlgoKind): OrderInputField[] {
  const isMarket = payloadOrderType(mode, algoKind) === 'market';
  const fields: OrderInputField[] = [];
  if (mode === 'stop-limit' || mode === 'algo') fields.push('stopPrice');
  if (!isMarket) fields.push('price');
  fields.push(isMarket && side === 'buy' ? 'total' : 'amount');
  return fields;
}

/** The precision of a field: amount, total, or price (also the trigger price). */
export function precisionOf(field: OrderInputField, limits: SymbolLimits): number {
  if (field === 'amount') return limits.amountPrecision;
  if (field === 'total') return limits.totalPrecision;
  return limits.pricePrecision;
}

/**
 * The order's fields read and checked in decimal: required, a number, positive, within the
 * precision; then the amount against min-order-amt, the total (price × amount for a limit order)
 * against min-order-value, and what is spent (the total of a buy, the amount of a sell) against
 * the available balance. A message about the total goes to the field that is shown for it: the
 * total of a market buy, else the amount (a limit order shows no total field). One message per
 * field: the first failure wins.
 */
export function validateOrderInput(input: OrderInput): OrderInputResult {
  const { side, symbolLimits } = input;
  const errors: OrderInputErrors = {};
  const parsed: Partial<Record<OrderInputField, DecimalValue>> = {};
  const fields = orderInputFields(side, input.mode, input.algoKind);
  for (const field of fields) {
    const result = readField(input[field], FIELD_RULES[field], precisionOf(field, symbolLimits));
    if ('error' in result) errors[field] = result.error;
    else parsed[field] = result.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const { price, stopPrice, amount } = parsed;
  // A limit order's total is price × amount; a market sell's is not known before it fills.
  const total = parsed.total ?? (price && amount ? price.times(amount) : undefined);
  const totalField: OrderInputField = fields.includes('total') ? 'total' : 'amount';
  const fail = (field: OrderInputField, message: string) => {
    errors[field] ??= message;
  };

  const minAmount = limitOf(symbolLimits.minOrderAmount);
  if (amount && minAmount && amount.lessThan(minAmount)) fail('amount', minAmountMessage(decimalText(minAmount)));
  const minValue = limitOf(symbolLimits.minOrderValue);
  if (total && minValue && total.lessThan(minValue)) fail(totalField, minTotalMessage(decimalText(minValue), symbolLimits.quoteDisplayName));

  const available = toDecimal(input.available);
  if (available !== null) {
    const spent = side === 'buy' ? total : amount;
    if (spent && spent.greaterThan(available)) fail(side === 'buy' ? totalField : 'amount', INSUFFICIENT_BALANCE);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const text = (value: DecimalValue | undefined) => (value === undefined ? null : decimalText(value));
  return { ok: true, values: { price: text(price), stopPrice: text(stopPrice), amount: text(amount), total: text(total) } };
}

function wholePlaces(places: number): number {
  return Number.isFinite(places) ? Math.max(0, Math.trunc(places)) : 0;
}

function shareOf(available: unknown, percent: unknown): DecimalValue | null {
  const balance = toDecimal(available);
  const share = toDecimal(percent);
  if (balance === null || share === null || balance.isNegative()) return null;
  return balance.times(Decimal.min(Decimal.max(share, 0), 100)).dividedBy(100);
}

function roundDown(value: DecimalValue, precision: number): string {
  return decimalText(value.toDecimalPlaces(wholePlaces(precision), Decimal.ROUND_DOWN));
}

/** percent (0-100, clamped) of a balance, rounded down; null when either is not a number. */
export function shareOfBalance(available: unknown, percent: unknown, precision: number): string | null {
  const share = shareOf(available, percent);
  return share === null ? null : roundDown(share, precision);
}

/**
 * The amount the slider sets: a share of the base balance for a sell; for a buy a share of the
 * quote balance converted at the price. Rounded down to the amount precision so the order never
 * asks for more than the balance; null when the numbers or a buy's price are missing.
 */
export function percentOfBalance(available: unknown, percent: unknown, price: unknown, side: OrderSide, precision: number): string | null {
  if (side === 'sell') return shareOfBalance(available, percent, precision);
  const rate = toDecimal(price);
  const spend = shareOf(available, percent);
  if (rate === null || rate.isNegative() || rate.isZero() || spend === null) return null;
  return roundDown(spend.dividedBy(rate), precision);
}

/** A limit order's total shown beside price and amount, rounded down to the total precision. */
export function totalOf(price: unknown, amount: unknown, precision: number): string | null {
  const rate = toDecimal(price);
  const size = toDecimal(amount);
  return rate === null || size === null ? null : roundDown(rate.times(size), precision);
}

/** The amount a typed total buys at the price, rounded down; null without a positive price. */
export function amountFromTotal(total: unknown, price: unknown, precision: number): string | null {
  const value = toDecimal(total);
  const rate = toDecimal(price);
  if (value === null || rate === null || rate.isNegative() || rate.isZero()) return null;
  return roundDown(value.dividedBy(rate), precision);
}

/** What the confirmation dialog lists about an order. */
export interface OrderSummary {
  side: OrderSide;
  mode: OrderMode;
  algoKind: AlgoKind;
  stopPrice: string | null;
  price: string | null;
  amount: string | null;
  /** The value of a market buy. */
  total: string | null;
}

/** The summary of a checked order: a market order has no price; a market buy has a value, not an amount. */
export function orderSummaryOf(side: OrderSide, mode: OrderMode, algoKind: AlgoKind, values: OrderInputValues): OrderSummary {
  const fields = orderInputFields(side, mode, algoKind);
  const marketBuy = fields.includes('total');
  return {
    side,
    mode,
    algoKind,
    stopPrice: values.stopPrice,
    price: fields.includes('price') ? values.price : null,
    amount: marketBuy ? null : values.amount,
    total: marketBuy ? values.total : null,
  };
}

export interface BalanceShareInput {
  side: OrderSide;
  mode: OrderMode;
  algoKind?: AlgoKind;
  /** 0-100. */
  percent: number;
  /** What may be spent: the quote for a buy, the base for a sell. */
  spendable: string | null;
  /** The typed price (a limit buy converts the quote share at it). */
  price: string;
  amountPrecision: number;
  totalPrecision: number;
}

/**
 * What a balance share button fills: a market buy's value (a share of the quote); otherwise the
 * amount, a sell's share of the base or a limit buy's share of the quote at the price. Rounded
 * down; null when it cannot be worked out (no balance, no price for a limit buy).
 */
export function balanceShareFill(input: BalanceShareInput): { field: 'amount' | 'total'; value: string } | null {
  const fields = orderInputFields(input.side, input.mode, input.algoKind);
  if (fields.includes('total')) {
    const value = shareOfBalance(input.spendable, input.percent, input.totalPrecision);
    return value === null ? null : { field: 'total', value };
  }
  // A market sell's share is of the base itself: no conversion.
  const price = fields.includes('price') ? input.price : '1';
  const value = percentOfBalance(input.spendable, input.percent, price, input.side, input.amountPrecision);
  return value === null ? null : { field: 'amount', value };
}
