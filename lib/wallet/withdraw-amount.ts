// The withdraw amount field: the message to show (or null) and the amount 全部 fills in.
// Typed text goes through lib/decimal's amount reader, so full-width digits and points and
// thousands separators are normalised (not refused), as every amount field of the product does;
// letters, minus signs and a second point are refused with that reader's texts.
//
// Checks, in order: empty, not a number, zero, decimals beyond the precision, below the minimum,
// above the per-request maximum, above the available balance, above the quota left (today's,
// this year's, the lifetime one; '-1' = no limit, WALLET.md section 4), and amount + fee within the
// available balance. The amount is what arrives and what is sent; the fee is charged on top
// (./fee), so the minimum, the maximum and the quota are checked on the very figure the create
// call sends, and the mock runs this same reading on what it receives (`kind` names the check
// that failed, for its error code).

import { DEFAULT_PRECISION, Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import { proportionFee } from './fee';
import type { DecimalString, WithdrawFeeRule, Quota } from './types';

export const WITHDRAW_AMOUNT_TEXTS = {
  required: '请输入提币数量',
  zero: '提币数量必须大于 0',
  insufficient: '可用余额不足',
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
  /** Available balance; null where it is not checked (a limit check on its own). */
  available: DecimalString | null;
  quota?: Quota | null;
  /** The fee in effect (from ./fee `withdrawFee`), charged on top; null while unknown. */
  fee?: DecimalString | null;
  /** The chain's fee rule: lets 全部 solve amount + fee for a proportional fee. */
  feeRule?: WithdrawFeeRule | null;
}

/** Which check an amount failed (the mock answers each with its error code). */
export type AmountProblem = 'required' | 'invalid' | 'zero' | 'precision' | 'minimum' | 'maximum' | 'insufficient' | 'quota';

export type WithdrawAmountReading = { ok: true; amount: DecimalString } | { ok: false; kind: AmountProblem; message: string };

function places(precision: number): number {
  return Number.isInteger(precision) && precision >= 0 ? precision : DEFAULT_PRECISION;
}

/** A limit, or null for none: absent, unreadable or negative ('-1' = no limit). */
function limit(value: DecimalString | null | undefined): Decimal | null {
  const decimal = toDecimal(value);
  return decimal !== null && !decimal.isNegative() ? decimal : null;
}

/** The tightest quota left, or null when no quota applies. */
export function remainingQuota(quota: Quota | null | undefined): { kind: QuotaKind; remain: DecimalString } | null {
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
  const fail = (kind: AmountProblem, message: string): WithdrawAmountReading => ({ ok: false, kind, message });
  const reading = readAmountText(typed);
  if (reading.kind === 'empty') return fail('required', WITHDRAW_AMOUNT_TEXTS.required);
  if (reading.kind === 'invalid') return fail('invalid', reading.message);
  const amount = toDecimal(reading.text);
  if (amount === null) return fail('required', WITHDRAW_AMOUNT_TEXTS.required);
  if (amount.isZero()) return fail('zero', WITHDRAW_AMOUNT_TEXTS.zero);
  const allowed = places(rules.precision);
  if (amount.decimalPlaces() > allowed) return fail('precision', amountPrecisionText(allowed));
  const min = limit(rules.minAmount);
  if (min !== null && amount.lessThan(min)) return fail('minimum', belowMinimumText(decimalText(min), rules.currency));
  const max = perRequestMax(rules);
  if (max !== null && amount.greaterThan(max)) return fail('maximum', aboveMaximumText(decimalText(max), rules.currency));
  const available = rules.available === null ? null : (toDecimal(rules.available) ?? new Decimal(0));
  if (available !== null && amount.greaterThan(available)) return fail('insufficient', WITHDRAW_AMOUNT_TEXTS.insufficient);
  const quota = remainingQuota(rules.quota);
  if (quota !== null && amount.greaterThan(quota.remain)) return fail('quota', aboveQuotaText(quota.kind, quota.remain, rules.currency));
  const fee = limit(rules.fee);
  if (fee !== null && available !== null && amount.plus(fee).greaterThan(available)) return fail('insufficient', WITHDRAW_AMOUNT_TEXTS.insufficientWithFee);
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
 * What 全部 fills in: the available balance less the fee charged on top, capped by the
 * per-request maximum and the quota left, rounded down to the precision; '0' when nothing can go.
 */
export function maxWithdrawable(rules: WithdrawAmountRules): DecimalString {
  const precision = places(rules.precision);
  const available = limit(rules.available) ?? new Decimal(0);
  let amount = rules.feeRule?.feeType === 'proportion' ? maxWithProportionalFee(available, rules.feeRule, precision) : available.minus(limit(rules.fee) ?? 0);
  const max = perRequestMax(rules);
  if (max !== null) amount = Decimal.min(amount, max);
  const quota = remainingQuota(rules.quota);
  if (quota !== null) amount = Decimal.min(amount, quota.remain);
  return decimalText(Decimal.max(amount, 0).toDecimalPlaces(precision, Decimal.ROUND_DOWN));
}
