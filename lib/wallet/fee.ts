// The withdraw fee of a chain (exchange-wallet-fiat.md section 3, WALLET.md section 6 and 13.3)
// and the amount that arrives (到账数量):
//
// - fixed: the chain's fee (`transactFeeWithdraw`).
// - range (wire `circulated`): the user picks a fee between the minimum and the maximum, in steps
//   of the fee precision; the minimum is preselected.
// - proportion (wire `ratio`): amount × rate, kept between the minimum and the maximum when the
//   chain gives them. It is rounded UP to the fee precision: a fee rounded down would fall below
//   the exchange's own figure and be refused (`base-withdraw-fee-error`).
// - An internal transfer (toExchange, to another user of the exchange) pays no chain fee.
//
// The fee is charged on top of the amount (WALLET.md 13.3; the specification says nothing
// otherwise for coin withdrawals): the amount typed is what arrives at the address and what the
// create call sends as `amount`, the proportional fee is worked out on that same amount, and the
// account is debited amount + fee. The form, the create body and the mock's check read the same
// figures, so what the form accepts the server accepts (feeFits is the mock's check).

import { DEFAULT_PRECISION, Decimal, decimalText, toDecimal } from '@/lib/decimal';
import type { DecimalString, WithdrawFeeRule, WithdrawFeeType } from './types';

export const FEE_TEXTS = {
  required: '请输入手续费',
  invalid: '请输入有效的手续费',
} as const;

/** '手续费不能低于 0.0005 BTC' */
export function feeBelowMinText(min: DecimalString, currency: string): string {
  return `手续费不能低于 ${min} ${currency.toUpperCase()}`;
}

/** '手续费不能高于 0.001 BTC' */
export function feeAboveMaxText(max: DecimalString, currency: string): string {
  return `手续费不能高于 ${max} ${currency.toUpperCase()}`;
}

/** '手续费最多 4 位小数' */
export function feePrecisionText(places: number): string {
  return places === 0 ? '手续费只能为整数' : `手续费最多 ${places} 位小数`;
}

const FEE_TYPE_NAMES: Readonly<Record<string, WithdrawFeeType>> = {
  fixed: 'fixed',
  eth: 'fixed',
  range: 'range',
  circulated: 'range',
  interval: 'range',
  btc: 'range',
  proportion: 'proportion',
  ratio: 'proportion',
  husd: 'proportion',
};

/** The fee type from any wire spelling (fixed/circulated/ratio, eth/btc/husd); null if unknown. */
export function toWithdrawFeeType(value: unknown): WithdrawFeeType | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(FEE_TYPE_NAMES, key) ? (FEE_TYPE_NAMES[key] ?? null) : null;
}

function wholePlaces(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Decimal places of the fee: the rule's fee precision, else the withdraw precision, else 8. */
export function feePlaces(rule: Pick<WithdrawFeeRule, 'feePrecision'>, withdrawPrecision?: number | null): number {
  return wholePlaces(rule.feePrecision) ?? wholePlaces(withdrawPrecision) ?? DEFAULT_PRECISION;
}

/** The smallest fee step: 10^-places ('0.0001' at 4). */
export function feeStep(places: number): DecimalString {
  return decimalText(new Decimal(10).pow(-Math.max(0, Math.trunc(places))));
}

function nonNegative(value: unknown): Decimal | null {
  const decimal = toDecimal(value);
  return decimal !== null && !decimal.isNegative() ? decimal : null;
}

export interface FeeRange {
  min: DecimalString;
  max: DecimalString;
  /** The slider step. */
  step: DecimalString;
}

/**
 * The range a range-type fee may take; null for other types or when the chain gives no usable
 * bounds. A missing maximum (or one below the minimum) collapses the range to the minimum.
 */
export function feeRange(rule: WithdrawFeeRule, withdrawPrecision?: number | null): FeeRange | null {
  if (rule.feeType !== 'range') return null;
  const min = nonNegative(rule.minFee);
  if (min === null) return null;
  const maxRaw = nonNegative(rule.maxFee);
  const max = maxRaw === null || maxRaw.lessThan(min) ? min : maxRaw;
  return { min: decimalText(min), max: decimalText(max), step: feeStep(feePlaces(rule, withdrawPrecision)) };
}

/** A chosen range fee kept within the range and cut to the fee precision; the minimum when unreadable. */
export function clampRangeFee(rule: WithdrawFeeRule, chosen: unknown, withdrawPrecision?: number | null): DecimalString | null {
  const range = feeRange(rule, withdrawPrecision);
  if (range === null) return null;
  const fee = toDecimal(chosen);
  if (fee === null) return range.min;
  const cut = fee.toDecimalPlaces(feePlaces(rule, withdrawPrecision), Decimal.ROUND_DOWN);
  return decimalText(Decimal.min(Decimal.max(cut, range.min), range.max));
}

/** A typed range fee: the message to show, or null when valid. */
export function validateRangeFee(rule: WithdrawFeeRule, typed: string, currency: string, withdrawPrecision?: number | null): string | null {
  const range = feeRange(rule, withdrawPrecision);
  if (range === null) return null;
  const text = typed.trim();
  if (text === '') return FEE_TEXTS.required;
  const fee = toDecimal(text);
  if (fee === null || fee.isNegative()) return FEE_TEXTS.invalid;
  const places = feePlaces(rule, withdrawPrecision);
  if (fee.decimalPlaces() > places) return feePrecisionText(places);
  if (fee.lessThan(range.min)) return feeBelowMinText(range.min, currency);
  if (fee.greaterThan(range.max)) return feeAboveMaxText(range.max, currency);
  return null;
}

/** amount × rate, rounded up to the fee precision, kept within min and max; null without a rate or amount. */
export function proportionFee(rule: WithdrawFeeRule, amount: unknown, withdrawPrecision?: number | null): DecimalString | null {
  const rate = nonNegative(rule.feeRate);
  const value = nonNegative(amount);
  if (rate === null || value === null) return null;
  let fee = value.times(rate).toDecimalPlaces(feePlaces(rule, withdrawPrecision), Decimal.ROUND_UP);
  const min = nonNegative(rule.minFee);
  const max = nonNegative(rule.maxFee);
  if (min !== null) fee = Decimal.max(fee, min);
  if (max !== null && (min === null || max.greaterThanOrEqualTo(min))) fee = Decimal.min(fee, max);
  return decimalText(fee);
}

export interface WithdrawFeeInput {
  /** The amount typed (proportion fees depend on it). */
  amount?: unknown;
  /** The fee the user picked (range fees). */
  chosenFee?: unknown;
  /** An internal transfer to another user of the exchange: no chain fee. */
  toExchange?: boolean;
  withdrawPrecision?: number | null;
}

/**
 * The fee of a withdrawal; null when it cannot be worked out yet (a proportion fee before an
 * amount is typed, or a chain without its fee data).
 */
export function withdrawFee(rule: WithdrawFeeRule, input: WithdrawFeeInput = {}): DecimalString | null {
  if (input.toExchange === true) return '0';
  switch (rule.feeType) {
    case 'fixed': {
      const fee = nonNegative(rule.fixedFee);
      return fee === null ? null : decimalText(fee);
    }
    case 'range':
      return clampRangeFee(rule, input.chosenFee, input.withdrawPrecision);
    case 'proportion':
      return proportionFee(rule, input.amount, input.withdrawPrecision);
  }
}

/** What leaves the balance: amount + fee; null when either is unreadable. */
export function totalDebit(amount: unknown, fee: unknown): DecimalString | null {
  const value = nonNegative(amount);
  const charge = nonNegative(fee);
  return value === null || charge === null ? null : decimalText(value.plus(charge));
}

/**
 * Whether a fee sent with `amount` fits the chain's rule (the server's check, WALLET.md 5.1
 * `base-withdraw-fee-error`): fixed, the chain's fee; range, within [min, max] at the fee
 * precision; proportion, exactly the fee worked out on `amount`.
 */
export function feeFits(rule: WithdrawFeeRule, amount: unknown, fee: unknown, withdrawPrecision?: number | null): boolean {
  const sent = nonNegative(fee);
  if (sent === null) return false;
  if (rule.feeType === 'range') return validateRangeFee(rule, decimalText(sent), 'x', withdrawPrecision) === null;
  const expected = toDecimal(withdrawFee(rule, { amount, withdrawPrecision }));
  return expected !== null && expected.equals(sent);
}

/** The fee rule of a chain; null when the chain does not say its fee type. */
export function feeRuleOf(chain: Partial<WithdrawFeeRule>): WithdrawFeeRule | null {
  if (chain.feeType === undefined) return null;
  return {
    feeType: chain.feeType,
    fixedFee: chain.fixedFee ?? null,
    minFee: chain.minFee ?? null,
    maxFee: chain.maxFee ?? null,
    feeRate: chain.feeRate ?? null,
    feePrecision: chain.feePrecision ?? null,
  };
}
