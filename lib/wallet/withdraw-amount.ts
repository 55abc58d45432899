// The withdraw amount field: the message to show (or null) and the amount 全部 fills in.
// Typed text goes through lib/decimal's amount reader, so full-width digits and points and
// thousands separators are normalised (not refused), as every amount field of the product does;
// letters, minus signs and a second point are refused with that reader's texts.
//
// Checks, in order: empty, not a number, zero, decimals beyond the precision, below the minimum,
// above the per-request maximum, above the available balance, above the quota left (today's,
// this year's, the lifetime one; '-1' = no limit, WALLET.md section 4), and the fee: with the fee
// deducted the amount must exceed it (else nothing arrives); with the fee added amount + fee must
// fit in the available balance.

import { DEFAULT_PRECISION, Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import { DEFAULT_FEE_MODE, type FeeMode, proportionFee } from './fee';
import type { DecimalString, WithdrawFeeRule, WithdrawQuota } from './types';

export const WITHDRAW_AMOUNT_TEXTS = {
  required: '请输入提币数量',
  zero: '提币数量必须大于 0',
  insufficient: '可用余额不足',
  notAboveFee: '提币数量需大于手续费',
  insufficientWithFee: '可用余额不足以支付提币数量和手续费',
} as const;

export function amountPrecisionText(places: number): string {
  return places === 0 ? '提币数量只能为整数' : `提币数量最多 ${places} 位小数`;
}

export function belowMinimumText(min: DecimalString, currency: string): string {
  return `最小提币数量为 ${min} ${currency.toUpperCase()}`;
}

export function aboveMaximumText(max: DecimalString, currency: string): string {
  return `单笔最大提币数量为 ${max} ${currency.toUpperCase()}`;
}

export type QuotaKind = 'daily' | 'yearly' | 'total';

export function aboveQuotaText(kind: QuotaKind, remain: DecimalString, currency: string): string {
  const which = kind === 'daily' ? '今日' : kind === 'yearly' ? '今年' : '';
  return `超出${which}剩余提币额度 ${remain} ${currency.toUpperCase()}`;
}

export interface WithdrawAmountRules {
  /** Currency code for the texts (shown upper-cased). */
  currency: string;
  /** Decimal places allowed (the chain's withdrawPrecision); 8 when not a whole number. */
  precision: number;
  /** Lowest amount of one withdrawal. */
  minAmount?: DecimalString | null;
  /** Highest amount of one withdrawal (chain or quota `maxWithdrawAmt`, whichever is lower). */
  maxAmount?: DecimalString | null;
  /** Available balance. */
  available: DecimalString;
  quota?: WithdrawQuota | null;
  /** The fee in effect (from ./fee `withdrawFee`); null while unknown. */
  fee?: DecimalString | null;
  feeMode?: FeeMode;
  /** The chain's fee rule: lets 全部 solve amount + fee for a proportional fee added on top. */
  feeRule?: WithdrawFeeRule | null;
}

export type WithdrawAmountReading = { ok: true; amount: DecimalString } | { ok: false; message: string };

function places(precision: number): number {
  return Number.isInteger(precision) && precision >= 0 ? precision : DEFAULT_PRECISION;
}

/** A limit, or null for none: absent, unreadable or negative ('-1' = no limit). */
function limit(value: DecimalString | null | undefined): Decimal | null {
  const decimal = toDecimal(value);
  return decimal !== null && !decimal.isNegative() ? decimal : null;
}

/** The tightest quota left, or null when no quota applies. */
export function remainingQuota(quota: WithdrawQuota | null | undefined): { kind: QuotaKind; remain: DecimalString } | null {
  if (!quota) return null;
  const entries: [QuotaKind, Decimal | null][] = [
    ['daily', limit(quota.remainDailyQuota)],
    ['yearly', limit(quota.remainYearlyQuota)],
    ['total', limit(quota.remainTotalQuota)],
  ];
  let best: { kind: QuotaKind; remain: Decimal } | null = null;
  for (const [kind, remain] of entries) {
    if (remain !== null && (best === null || remain.lessThan(best.remain))) best = { kind, remain };
  }
  return best === null ? null : { kind: best.kind, remain: decimalText(best.remain) };
}

/** The lower of the rule's and the quota's per-request maximum. */
function perRequestMax(rules: WithdrawAmountRules): Decimal | null {
  const caps = [limit(rules.maxAmount), limit(rules.quota?.maxWithdrawAmount)].filter((cap): cap is Decimal => cap !== null);
  return caps.length === 0 ? null : Decimal.min(...caps);
}

/** The typed amount as a decimal string to send, or the message to show. */
export function readWithdrawAmount(typed: string | null | undefined, rules: WithdrawAmountRules): WithdrawAmountReading {
  const reading = readAmountText(typed);
  if (reading.kind === 'empty') return { ok: false, message: WITHDRAW_AMOUNT_TEXTS.required };
  if (reading.kind === 'invalid') return { ok: false, message: reading.message };
  const amount = toDecimal(reading.text);
  if (amount === null) return { ok: false, message: WITHDRAW_AMOUNT_TEXTS.required };
  const fail = (message: string): WithdrawAmountReading => ({ ok: false, message });
  if (amount.isZero()) return fail(WITHDRAW_AMOUNT_TEXTS.zero);
  const allowed = places(rules.precision);
  if (amount.decimalPlaces() > allowed) return fail(amountPrecisionText(allowed));
  const min = limit(rules.minAmount);
  if (min !== null && amount.lessThan(min)) return fail(belowMinimumText(decimalText(min), rules.currency));
  const max = perRequestMax(rules);
  if (max !== null && amount.greaterThan(max)) return fail(aboveMaximumText(decimalText(max), rules.currency));
  const available = toDecimal(rules.available) ?? new Decimal(0);
  if (amount.greaterThan(available)) return fail(WITHDRAW_AMOUNT_TEXTS.insufficient);
  const quota = remainingQuota(rules.quota);
  if (quota !== null && amount.greaterThan(quota.remain)) return fail(aboveQuotaText(quota.kind, quota.remain, rules.currency));
  const fee = limit(rules.fee);
  if (fee !== null) {
    const mode = rules.feeMode ?? DEFAULT_FEE_MODE;
    if (mode === 'deducted' && amount.lessThanOrEqualTo(fee)) return fail(WITHDRAW_AMOUNT_TEXTS.notAboveFee);
    if (mode === 'added' && amount.plus(fee).greaterThan(available)) return fail(WITHDRAW_AMOUNT_TEXTS.insufficientWithFee);
  }
  return { ok: true, amount: decimalText(amount) };
}

/** The message for the typed amount, or null when it may be submitted. */
export function validateWithdrawAmount(typed: string | null | undefined, rules: WithdrawAmountRules): string | null {
  const reading = readWithdrawAmount(typed, rules);
  return reading.ok ? null : reading.message;
}

/** The largest amount whose proportional fee, added on top, still fits in `available`. */
function maxWithProportionalFee(available: Decimal, rule: WithdrawFeeRule, precision: number): Decimal {
  const rate = limit(rule.feeRate) ?? new Decimal(0);
  const min = limit(rule.minFee);
  const max = limit(rule.maxFee);
  let amount = available.dividedBy(rate.plus(1));
  const raw = amount.times(rate);
  if (min !== null && raw.lessThan(min)) amount = available.minus(min);
  else if (max !== null && raw.greaterThan(max)) amount = available.minus(max);
  amount = Decimal.max(amount, 0).toDecimalPlaces(precision, Decimal.ROUND_DOWN);
  // The fee is rounded up: step down until amount + fee fits.
  const step = new Decimal(10).pow(-precision);
  for (let tries = 0; tries < 100 && amount.isPositive() && !amount.isZero(); tries += 1) {
    const fee = toDecimal(proportionFee(rule, decimalText(amount), precision)) ?? new Decimal(0);
    if (amount.plus(fee).lessThanOrEqualTo(available)) break;
    amount = Decimal.max(amount.minus(step), 0);
  }
  return amount;
}

/**
 * What 全部 fills in: the available balance, less the fee when it is added on top, capped by the
 * per-request maximum and the quota left, rounded down to the precision; '0' when nothing can go.
 */
export function maxWithdrawable(rules: WithdrawAmountRules): DecimalString {
  const precision = places(rules.precision);
  const available = limit(rules.available) ?? new Decimal(0);
  let amount = available;
  if ((rules.feeMode ?? DEFAULT_FEE_MODE) === 'added') {
    if (rules.feeRule?.feeType === 'proportion') amount = maxWithProportionalFee(available, rules.feeRule, precision);
    else amount = available.minus(limit(rules.fee) ?? 0);
  }
  const max = perRequestMax(rules);
  if (max !== null) amount = Decimal.min(amount, max);
  const quota = remainingQuota(rules.quota);
  if (quota !== null) amount = Decimal.min(amount, quota.remain);
  return decimalText(Decimal.max(amount, 0).toDecimalPlaces(precision, Decimal.ROUND_DOWN));
}
