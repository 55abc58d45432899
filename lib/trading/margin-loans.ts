// Money rules of margin loans (exchange-wallet-fiat.md sections 3 "Lending", 5 "Loan bounds",
// 7 "Margin and super-margin loan, repay, transfer"): interest per hour, a repayment paid
// interest first and spread over the oldest loans first, the most that can be repaid, and the
// checks of the loan, repay and transfer dialogs' amount field. Decimal strings in and out.

import { Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import { INVALID_NUMBER } from './input-messages';
import type { LoanBounds } from './margin';

/** Shown for a loan bound the server leaves out (max-loan-amt missing). */
export const UNLIMITED_TEXT = '不限';

export const LOAN_AMOUNT_REQUIRED = '请输入数量';
export const LOAN_AMOUNT_NOT_POSITIVE = '数量必须大于0';
export const ABOVE_AVAILABLE = '超出可用数量';

export function belowMinMessage(min: string): string {
  return `数量不能小于最小值 ${min}`;
}

export function aboveMaxMessage(max: string): string {
  return `数量不能大于最大值 ${max}`;
}

/** Loans charge interest per whole hour. */
export const HOUR_MS = 3_600_000;

function nonNegative(value: unknown): Decimal {
  const number = toDecimal(value);
  return number === null || number.isNegative() ? new Decimal(0) : number;
}

/** The bounds as the dialog shows them: 最小 min, 最大 max or 不限. */
export function loanBoundsText(bounds: LoanBounds): { min: string; max: string } {
  return { min: bounds.min, max: bounds.max ?? UNLIMITED_TEXT };
}

/** Whole hours between two instants (epoch ms); never negative. */
export function wholeHours(from: number, to: number): number {
  return to > from ? Math.floor((to - from) / HOUR_MS) : 0;
}

/** Simple interest of `principal` at `hourlyRate` for `hours` hours. */
export function interestFor(principal: unknown, hourlyRate: unknown, hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) return '0';
  return decimalText(nonNegative(principal).times(nonNegative(hourlyRate)).times(Math.floor(hours)));
}

export interface RepaySplit {
  interest: string;
  principal: string;
  /** What is left of the amount once both are paid (a repayment above what is owed). */
  rest: string;
}

/** A repayment pays the interest first, then the principal. */
export function splitRepay(amount: unknown, owed: { interest: unknown; principal: unknown }): RepaySplit {
  let left = nonNegative(amount);
  const interest = Decimal.min(left, nonNegative(owed.interest));
  left = left.minus(interest);
  const principal = Decimal.min(left, nonNegative(owed.principal));
  left = left.minus(principal);
  return { interest: decimalText(interest), principal: decimalText(principal), rest: decimalText(left) };
}

/** The most that can be repaid: what is owed, but no more than what is available. */
export function maxRepay(owed: unknown, available: unknown): string {
  return decimalText(Decimal.min(nonNegative(owed), nonNegative(available)));
}

export interface OwedLoan {
  id: string;
  /** Principal still owed. */
  loanBalance: string;
  /** Interest still owed. */
  interestBalance: string;
  /** Epoch ms; the oldest is repaid first. */
  createdAt: number;
}

/** What one loan owes in all. */
export function owedOf(loan: Pick<OwedLoan, 'loanBalance' | 'interestBalance'>): string {
  return decimalText(nonNegative(loan.loanBalance).plus(nonNegative(loan.interestBalance)));
}

/** What a list of loans owes in all. */
export function totalOwed(loans: readonly Pick<OwedLoan, 'loanBalance' | 'interestBalance'>[]): string {
  return decimalText(loans.reduce((sum, loan) => sum.plus(owedOf(loan)), new Decimal(0)));
}

/** One repayment spread over the loans, oldest first; loans that get nothing are left out. */
export function repayPlan(amount: unknown, loans: readonly OwedLoan[]): { id: string; amount: string }[] {
  let left = nonNegative(amount);
  const plan: { id: string; amount: string }[] = [];
  for (const loan of [...loans].sort((a, b) => a.createdAt - b.createdAt)) {
    if (left.isZero()) break;
    const part = Decimal.min(left, owedOf(loan));
    if (part.isZero()) continue;
    plan.push({ id: loan.id, amount: decimalText(part) });
    left = left.minus(part);
  }
  return plan;
}

export interface AmountLimits {
  /** Lower bound (inclusive); absent or '0' for none. */
  min?: string | null;
  /** Upper bound (inclusive); null for none. */
  max?: string | null;
  /** What may be used at most (loanable, owed or available); null while unknown. */
  available?: string | null;
}

export type AmountCheck = { ok: true; amount: string } | { ok: false; message: string };

/** The dialogs' amount field: empty, not a number, not positive, below min, above max, above available. */
export function checkAmount(typed: string, { min, max, available }: AmountLimits): AmountCheck {
  const input = readAmountText(typed);
  if (input.kind === 'empty') return { ok: false, message: LOAN_AMOUNT_REQUIRED };
  if (input.kind === 'invalid') return { ok: false, message: input.reason === 'negative' ? LOAN_AMOUNT_NOT_POSITIVE : INVALID_NUMBER };
  const value = new Decimal(input.text);
  if (!value.gt(0)) return { ok: false, message: LOAN_AMOUNT_NOT_POSITIVE };
  const low = toDecimal(min);
  if (low !== null && value.lt(low)) return { ok: false, message: belowMinMessage(decimalText(low)) };
  const high = toDecimal(max);
  if (high !== null && value.gt(high)) return { ok: false, message: aboveMaxMessage(decimalText(high)) };
  const most = toDecimal(available);
  if (most !== null && value.gt(most)) return { ok: false, message: ABOVE_AVAILABLE };
  return { ok: true, amount: decimalText(value) };
}

/** Loanable of a currency: what the server offers, floored at zero; '0' when unknown. */
export function loanableAmount(value: unknown): string {
  return decimalText(nonNegative(value));
}

/** Loan order states of the loan history (借贷记录). */
export const LOAN_STATE_LABELS: Readonly<Record<string, string>> = {
  created: '未放款',
  accrual: '已放款',
  cleared: '已还清',
  invalid: '失效',
};

/** The label of a loan state; an unknown state shows as sent. */
export function loanStateLabel(state: string): string {
  return Object.hasOwn(LOAN_STATE_LABELS, state) ? (LOAN_STATE_LABELS[state] as string) : state;
}
