// Margin lending state of the mock backend (exchange-wallet-fiat.md sections 3 "Lending", 7
// "Margin and super-margin loan, repay, transfer, history"): the loan rules per isolated-margin
// symbol and currency, the super-margin (cross) currencies with their quotas, and the loans of
// every user. Interest is simple interest per whole hour of the mock clock, charged for the
// first hour when the loan is made and then computed on read (accrue()), so moving the clock
// or the control API's margin/accrue makes it grow. Seeded empty on every reset.

import { Decimal } from 'decimal.js';
import { HOUR_MS, interestFor, splitRepay, wholeHours } from '@/lib/trading/margin-loans';

export type LoanKind = 'margin' | 'cross';
export type LoanState = 'accrual' | 'cleared';

export interface MarginLoan {
  id: number;
  uid: number;
  kind: LoanKind;
  accountId: number;
  /** The isolated pair (e.g. btcusdt); '' for cross-margin loans. */
  symbol: string;
  currency: string;
  /** Hourly rate fixed when the loan was made. */
  rate: Decimal;
  /** What was borrowed. */
  amount: Decimal;
  /** Principal still owed. */
  loanBalance: Decimal;
  /** Interest still owed. */
  interestBalance: Decimal;
  /** All interest charged so far. */
  interestAmount: Decimal;
  state: LoanState;
  createdAt: number;
  /** Interest is charged up to here. */
  accruedAt: number;
}

export interface CurrencyLoanRule {
  /** Hourly interest rate. */
  rate: string;
  min: string;
  /** Absent: no upper bound (the app shows 不限). */
  max?: string;
  /** What one account may owe at most in this currency. */
  limit: string;
}

/**
 * Isolated-margin loan rules per symbol and currency. btcusdt's usdt has no max-loan-amt, so
 * the dialog shows 不限 for it.
 */
export const MARGIN_LOAN_RULES: Readonly<Record<string, Readonly<Record<string, CurrencyLoanRule>>>> = {
  btcusdt: {
    btc: { rate: '0.0001', min: '0.001', max: '2', limit: '5' },
    usdt: { rate: '0.00005', min: '10', limit: '20000' },
  },
  ethusdt: {
    eth: { rate: '0.0001', min: '0.01', max: '50', limit: '100' },
    usdt: { rate: '0.00005', min: '10', max: '20000', limit: '20000' },
  },
};

export interface SuperMarginCurrency {
  currency: string;
  state: 'active' | 'suspend';
  /** May be borrowed. */
  loanable: boolean;
  /** Counts as a loan currency (may be repaid and shows in the loan lists). */
  loanCurrency: boolean;
  rate: string;
  /** user-loan-min-amount. */
  min: string;
  max?: string;
  /** A user's whole quota; remain-loan-quota is this less what they owe. */
  quota: string;
}

export const SUPER_MARGIN_CURRENCIES: readonly SuperMarginCurrency[] = [
  { currency: 'usdt', state: 'active', loanable: true, loanCurrency: true, rate: '0.00005', min: '10', max: '50000', quota: '50000' },
  { currency: 'btc', state: 'active', loanable: true, loanCurrency: true, rate: '0.0001', min: '0.001', quota: '3' },
  { currency: 'eth', state: 'active', loanable: true, loanCurrency: true, rate: '0.0001', min: '0.01', max: '100', quota: '100' },
];

export interface MarginState {
  loans: MarginLoan[];
  nextLoanId: number;
  nextTransferId: number;
  /** Auto-close orders (trade-purpose=close): their proceeds repay the received currency's loans. */
  autoCloseOrders: Set<number>;
}

export function createMarginState(): MarginState {
  return { loans: [], nextLoanId: 7_000_001, nextTransferId: 9_000_001, autoCloseOrders: new Set() };
}

export { HOUR_MS };

/** Charges the interest of every whole hour since a loan's accruedAt (loans of one user, or all). */
export function accrue(state: MarginState, at: number, uid?: number): void {
  for (const loan of state.loans) {
    if (loan.state !== 'accrual' || (uid !== undefined && loan.uid !== uid)) continue;
    const hours = wholeHours(loan.accruedAt, at);
    if (hours <= 0) continue;
    const interest = new Decimal(interestFor(loan.loanBalance, loan.rate, hours));
    loan.interestBalance = loan.interestBalance.plus(interest);
    loan.interestAmount = loan.interestAmount.plus(interest);
    loan.accruedAt += hours * HOUR_MS;
  }
}

/** Open loans of a user in one account and currency, oldest first. */
export function openLoans(state: MarginState, accountId: number, currency: string): MarginLoan[] {
  return state.loans
    .filter((loan) => loan.accountId === accountId && loan.currency === currency && loan.state === 'accrual')
    .sort((a, b) => a.id - b.id);
}

/** Principal a user still owes in one account and currency. */
export function owedPrincipal(state: MarginState, accountId: number, currency: string): Decimal {
  return openLoans(state, accountId, currency).reduce((sum, loan) => sum.plus(loan.loanBalance), new Decimal(0));
}

/** Interest a user still owes in one account and currency. */
export function owedInterest(state: MarginState, accountId: number, currency: string): Decimal {
  return openLoans(state, accountId, currency).reduce((sum, loan) => sum.plus(loan.interestBalance), new Decimal(0));
}

/** Principal a user owes on cross-margin loans of a currency (what their quota has used). */
export function crossOwed(state: MarginState, uid: number, currency: string): Decimal {
  return state.loans
    .filter((loan) => loan.uid === uid && loan.kind === 'cross' && loan.currency === currency && loan.state === 'accrual')
    .reduce((sum, loan) => sum.plus(loan.loanBalance), new Decimal(0));
}

/** Creates a loan; the first hour's interest is charged at once. */
export function addLoan(
  state: MarginState,
  fields: Pick<MarginLoan, 'uid' | 'kind' | 'accountId' | 'symbol' | 'currency' | 'amount'> & { rate: Decimal },
  at: number,
): MarginLoan {
  const interest = fields.amount.times(fields.rate);
  const loan: MarginLoan = {
    ...fields,
    id: state.nextLoanId,
    loanBalance: fields.amount,
    interestBalance: interest,
    interestAmount: interest,
    state: 'accrual',
    createdAt: at,
    accruedAt: at,
  };
  state.nextLoanId += 1;
  state.loans.push(loan);
  return loan;
}

/** Pays `amount` (≤ what the loan owes) into a loan, interest first; a loan paid off is cleared. */
export function payLoan(loan: MarginLoan, amount: Decimal): { interest: Decimal; principal: Decimal } {
  const split = splitRepay(amount, { interest: loan.interestBalance, principal: loan.loanBalance });
  const interest = new Decimal(split.interest);
  const principal = new Decimal(split.principal);
  loan.interestBalance = loan.interestBalance.minus(interest);
  loan.loanBalance = loan.loanBalance.minus(principal);
  if (loan.interestBalance.isZero() && loan.loanBalance.isZero()) loan.state = 'cleared';
  return { interest, principal };
}
