// Wire records of the margin lending calls → the models of the margin panel. A converter
// returns null for a record it cannot trust (the list drops it, a single call fails).

import { add, decimalText, toDecimal, toDecimalText } from '@/lib/decimal';
import { loanBounds, type LoanBounds } from '@/lib/trading';
import { toIdText } from './convert';
import { rawLoanRuleSchema, type RawLoan, type RawLoanRule, type RawMarginAccount, type RawSuperMarginCurrency, type RawSymbolLoanInfo } from '@/lib/contracts/pro/margin';

/** One currency's loan rule (margin settings by symbol, cross-margin loan info). */
export interface LoanRule {
  currency: string;
  /** Hourly rate as sent; null when absent. */
  interestRate: string | null;
  /** min-loan-amt and max-loan-amt (max null: unlimited). */
  bounds: LoanBounds;
  /** What can still be borrowed now. */
  loanable: string;
}

export interface SymbolLoanInfo {
  symbol: string;
  currencies: LoanRule[];
}

export interface MarginCurrencyBalance {
  /** The trade row. */
  available: string;
  frozen: string;
  /** Principal owed (the wire's loan row is negative; this is its size). */
  loan: string;
  /** Interest owed. */
  interest: string;
}

export interface MarginBalance {
  accountId: string;
  /** The pair of an isolated account; '' for the cross-margin account. */
  symbol: string;
  currencies: Record<string, MarginCurrencyBalance>;
}

export const LOAN_STATES = ['created', 'accrual', 'cleared', 'invalid'] as const;

export interface MarginLoan {
  id: string;
  symbol: string;
  currency: string;
  amount: string;
  loanBalance: string;
  interestBalance: string;
  interestAmount: string;
  state: string;
  createdAt: number;
  accruedAt: number | null;
}

export interface SuperMarginCurrency {
  currency: string;
  state: string;
  loanable: boolean;
  loanCurrency: boolean;
  /** user-loan-min-amount; '0' when absent. */
  minAmount: string;
  /** remain-loan-quota; null when absent. */
  remainQuota: string | null;
}

function currencyOf(value: string): string {
  return value.trim().toLowerCase();
}

/** The size of a signed decimal (loan and interest rows are negative on the wire). */
function sizeOf(value: unknown): string | null {
  const number = toDecimal(value);
  return number === null ? null : decimalText(number.abs());
}

function optionalText(value: unknown): string | null {
  return value === null || value === undefined ? null : toDecimalText(value);
}

export function toLoanRule(raw: RawLoanRule): LoanRule | null {
  const currency = currencyOf(raw.currency);
  if (currency === '') return null;
  return {
    currency,
    interestRate: optionalText(raw['interest-rate']),
    bounds: loanBounds({ 'min-loan-amt': raw['min-loan-amt'], 'max-loan-amt': raw['max-loan-amt'] }),
    loanable: optionalText(raw['loanable-amt']) ?? '0',
  };
}

export function toSymbolLoanInfo(raw: RawSymbolLoanInfo): SymbolLoanInfo | null {
  const symbol = raw.symbol.trim().toLowerCase();
  if (symbol === '') return null;
  const currencies: LoanRule[] = [];
  for (const entry of raw.currencies) {
    const parsed = rawLoanRuleSchema.safeParse(entry);
    const rule = parsed.success ? toLoanRule(parsed.data) : null;
    if (rule) currencies.push(rule);
  }
  return { symbol, currencies };
}

function emptyRow(): MarginCurrencyBalance {
  return { available: '0', frozen: '0', loan: '0', interest: '0' };
}

const ROW_FIELDS: Readonly<Record<string, keyof MarginCurrencyBalance>> = { trade: 'available', frozen: 'frozen', loan: 'loan', interest: 'interest' };

/** A margin account's rows by currency; an unreadable amount fails the whole balance. */
export function toMarginBalance(raw: RawMarginAccount): MarginBalance | null {
  const accountId = toIdText(raw.id);
  if (accountId === null) return null;
  const currencies: Record<string, MarginCurrencyBalance> = {};
  for (const row of raw.list) {
    const field = ROW_FIELDS[row.type.trim().toLowerCase()];
    if (!field) continue;
    const currency = currencyOf(row.currency);
    const size = sizeOf(row.balance);
    if (currency === '' || size === null) return null;
    const entry = currencies[currency] ?? emptyRow();
    entry[field] = add(entry[field], size);
    currencies[currency] = entry;
  }
  return { accountId, symbol: raw.symbol?.trim().toLowerCase() ?? '', currencies };
}

export function toMarginLoan(raw: RawLoan): MarginLoan | null {
  const id = toIdText(raw.id);
  const currency = currencyOf(raw.currency);
  const amount = optionalText(raw['loan-amount'] ?? raw.amount);
  const loanBalance = toDecimalText(raw['loan-balance']);
  const interestBalance = toDecimalText(raw['interest-balance']);
  if (id === null || currency === '' || amount === null || loanBalance === null || interestBalance === null) return null;
  return {
    id,
    symbol: raw.symbol?.trim().toLowerCase() ?? '',
    currency,
    amount,
    loanBalance,
    interestBalance,
    interestAmount: optionalText(raw['interest-amount']) ?? interestBalance,
    state: raw.state.trim().toLowerCase(),
    createdAt: raw['created-at'],
    accruedAt: raw['accrued-at'] ?? null,
  };
}

function flag(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'true' || value === '1';
}

export function toSuperMarginCurrency(raw: RawSuperMarginCurrency): SuperMarginCurrency | null {
  const currency = currencyOf(raw.currency);
  if (currency === '') return null;
  return {
    currency,
    state: raw.state?.trim().toLowerCase() ?? '',
    loanable: flag(raw.loanable),
    loanCurrency: flag(raw['loan-currency']),
    minAmount: optionalText(raw['user-loan-min-amount']) ?? '0',
    remainQuota: optionalText(raw['remain-loan-quota']),
  };
}
