// Margin rules of the order form (exchange-wallet-fiat.md sections 3, 5 and 6): loan bounds per
// currency, the balance an order may spend, and who may trade on margin at all.

import { decimalText, toDecimal } from '@/lib/decimal';
import type { ExchangeType, MarginMode } from './types';

export interface LoanBounds {
  min: string;
  /** null: no upper bound. */
  max: string | null;
}

// Isolated and cross margin loan info spell the bounds min-loan-amt / max-loan-amt; the super
// margin currency list gives user-loan-min-amount and remain-loan-quota.
const MIN_KEYS = ['min-loan-amt', 'user-loan-min-amount', 'minLoanAmt', 'min'];
const MAX_KEYS = ['max-loan-amt', 'remain-loan-quota', 'maxLoanAmt', 'max'];

function firstDecimal(rule: Readonly<Record<string, unknown>>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const number = toDecimal(rule[key]);
    if (number !== null && !number.isNegative()) return decimalText(number);
  }
  return null;
}

/** The per-currency loan range; min 0 and max unlimited when the rule does not give them. */
export function loanBounds(currencyRule: unknown): LoanBounds {
  const rule = typeof currencyRule === 'object' && currencyRule !== null ? (currencyRule as Record<string, unknown>) : {};
  return { min: firstDecimal(rule, MIN_KEYS) ?? '0', max: firstDecimal(rule, MAX_KEYS) };
}

/** A positive amount within the bounds (both ends included). */
export function isLoanAmountAllowed(amount: unknown, bounds: LoanBounds): boolean {
  const value = toDecimal(amount);
  if (value === null || value.isNegative() || value.isZero()) return false;
  if (value.lessThan(bounds.min)) return false;
  return bounds.max === null || value.lessThanOrEqualTo(bounds.max);
}

export interface BalanceInput {
  available: unknown;
  loanAvailable?: unknown;
  marginMode: MarginMode;
}

/** What the form may spend: in open mode the loan still available is borrowed on top. */
export function fullBalance({ available, loanAvailable, marginMode }: BalanceInput): string {
  // A balance not loaded yet counts as nothing, so the form never offers more than is there.
  const own = toDecimal(available);
  const base = own === null || own.isNegative() ? '0' : decimalText(own);
  if (marginMode !== 'open') return base;
  const loan = toDecimal(loanAvailable);
  return loan === null || loan.isNegative() ? base : decimalText(loan.plus(base));
}

/** A sub-user's authority value that enables margin. */
export const MARGIN_AUTHORITY_OPEN = 'open';

export interface MarginAccess {
  loggedIn: boolean;
  isSubUser: boolean;
  /** The sub-user's authority for the margin type; ignored for main users. */
  authority?: string | null;
}

/** Margin and cross margin: logged-in users only, and a sub-user only with authority open. */
export function marginAllowed({ loggedIn, isSubUser, authority }: MarginAccess): boolean {
  if (!loggedIn) return false;
  return !isSubUser || authority === MARGIN_AUTHORITY_OPEN;
}

/** The exchange type the form can use: a margin type without access falls back to spot. */
export function allowedExchangeType(type: ExchangeType, access: MarginAccess): ExchangeType {
  return type === 'exchange' || marginAllowed(access) ? type : 'exchange';
}

/**
 * Whether the form offers the margin modes (普通 / 自动借币 / 自动还币) for this exchange type:
 * only isolated and cross margin borrow or repay per order. C2C-lending margin takes its loans
 * on the lending side, so the modes would do nothing there but force a confirmation.
 */
export function offersMarginModes(exchangeType: ExchangeType): boolean {
  return exchangeType === 'margin' || exchangeType === 'cross-margin';
}

/**
 * How an order of this exchange type and margin mode is placed: isolated and cross margin in
 * open or close mode go through the margin auto placement (open borrows what the order lacks,
 * close repays the received currency's loans from its fills); everything else, C2C-lending
 * margin included (its loans are taken on the lending side, not per order), is a plain placement.
 */
export function placementRoute(exchangeType: ExchangeType, marginMode: MarginMode): 'plain' | 'open' | 'close' {
  if (!offersMarginModes(exchangeType)) return 'plain';
  return marginMode === 'common' ? 'plain' : marginMode;
}
