// Margin money moves of the mock exchange (exchange-wallet-fiat.md sections 3 "Lending", 5
// "Loan bounds", 7 "Margin and super-margin loan, repay, transfer"): checks and effects of a
// loan, a repayment (interest first, oldest loan first) and a transfer between the spot account
// and a margin account; and the auto-borrow / auto-repay of margin AUTO orders. Every balance
// change goes through changeBalance, so the account socket pushes it. Wire shapes at the end.

import { Decimal } from 'decimal.js';
import {
  accrue,
  addLoan,
  crossOwed,
  MARGIN_LOAN_RULES,
  openLoans,
  owedPrincipal,
  payLoan,
  SUPER_MARGIN_CURRENCIES,
  type CurrencyLoanRule,
  type LoanKind,
  type MarginLoan,
  type MarginState,
} from '../db/margin';
import { accountsOf, balancesOf, changeBalance, listenTrading, type TradingAccount, type TradingState } from '../db/trading';
import { readDecimal, symbolRules, tradeError, type TradeError } from './order-rules';
import { MAKER_FEE_RATE, TAKER_FEE_RATE } from './orders';
import { wireDecimal } from './wire';

export interface LoanRule {
  rate: Decimal;
  min: Decimal;
  max?: Decimal;
  /** What may still be borrowed now (limit or quota less what is owed, floored at 0). */
  loanable: Decimal;
}

/** The user's isolated-margin account of a symbol, or the super-margin account. */
export function marginAccount(trading: TradingState, uid: number, kind: LoanKind, symbol = ''): TradingAccount | undefined {
  return accountsOf(trading, uid).find((account) =>
    kind === 'cross' ? account.type === 'super-margin' : account.type === 'margin' && account.subtype === symbol,
  );
}

export function spotAccount(trading: TradingState, uid: number): TradingAccount | undefined {
  return accountsOf(trading, uid).find((account) => account.type === 'spot');
}

function isolatedRule(margin: MarginState, account: TradingAccount, currency: string, rule: CurrencyLoanRule): LoanRule {
  const loanable = Decimal.max(0, new Decimal(rule.limit).minus(owedPrincipal(margin, account.id, currency)));
  return { rate: new Decimal(rule.rate), min: new Decimal(rule.min), ...(rule.max ? { max: new Decimal(rule.max) } : {}), loanable };
}

/** The loan rule of a currency in a margin account now, or undefined when it cannot be borrowed there. */
export function loanRuleOf(margin: MarginState, account: TradingAccount, currency: string): LoanRule | undefined {
  if (account.type === 'margin') {
    const rule = MARGIN_LOAN_RULES[account.subtype ?? '']?.[currency];
    return rule ? isolatedRule(margin, account, currency, rule) : undefined;
  }
  const entry = SUPER_MARGIN_CURRENCIES.find((item) => item.currency === currency);
  if (!entry || !entry.loanable || entry.state !== 'active') return undefined;
  const remain = Decimal.max(0, new Decimal(entry.quota).minus(crossOwed(margin, account.uid, currency)));
  return { rate: new Decimal(entry.rate), min: new Decimal(entry.min), ...(entry.max ? { max: new Decimal(entry.max) } : {}), loanable: remain };
}

/** A positive amount field, or the error to answer with. */
export function readAmount(value: unknown): Decimal | TradeError {
  const amount = readDecimal(value);
  if (amount === undefined) return tradeError('validation-constraints-required', 'Field is missing: amount');
  if (!amount.gt(0)) return tradeError('invalid-amount', 'amount must be greater than 0');
  return amount;
}

/** Checks a loan against the rule's bounds and what is still loanable. */
export function checkLoan(rule: LoanRule, amount: Decimal): TradeError | undefined {
  if (amount.lt(rule.min)) return tradeError('loan-amount-min-limit', `loan amount is less than the minimum: \`${rule.min.toFixed()}\``);
  if (rule.max && amount.gt(rule.max)) return tradeError('loan-amount-max-limit', `loan amount exceeds the maximum: \`${rule.max.toFixed()}\``);
  if (amount.gt(rule.loanable)) return tradeError('loan-amount-exceed-loanable', `loan amount exceeds the loanable amount: \`${rule.loanable.toFixed()}\``);
  return undefined;
}

/** Borrows into a margin account: checks, records the loan, credits the balance. */
export function borrow(
  trading: TradingState,
  margin: MarginState,
  account: TradingAccount,
  currency: string,
  amount: Decimal,
  at: number,
  checkBounds = true,
): MarginLoan | TradeError {
  accrue(margin, at, account.uid);
  const rule = loanRuleOf(margin, account, currency);
  if (!rule) return tradeError('loan-currency-invalid', `currency \`${currency}\` cannot be borrowed`);
  const broken = checkBounds
    ? checkLoan(rule, amount)
    : amount.gt(rule.loanable)
      ? tradeError('loan-amount-exceed-loanable', `loan amount exceeds the loanable amount: \`${rule.loanable.toFixed()}\``)
      : undefined;
  if (broken) return broken;
  const loan = addLoan(
    margin,
    { uid: account.uid, kind: account.type === 'margin' ? 'margin' : 'cross', accountId: account.id, symbol: account.subtype ?? '', currency, amount, rate: rule.rate },
    at,
  );
  changeBalance(trading, account, currency, { trade: amount }, 'margin.loan', at);
  return loan;
}

function available(trading: TradingState, account: TradingAccount, currency: string): Decimal {
  return balancesOf(trading, account.id).get(currency)?.trade ?? new Decimal(0);
}

/** Repays one loan: no more than it owes, and only from the account's available balance. */
export function repayLoan(trading: TradingState, margin: MarginState, loan: MarginLoan, amount: Decimal, account: TradingAccount, at: number): TradeError | undefined {
  accrue(margin, at, loan.uid);
  if (loan.state !== 'accrual') return tradeError('loan-order-state-error', 'the loan is already cleared');
  const owed = loan.loanBalance.plus(loan.interestBalance);
  if (amount.gt(owed)) return tradeError('loan-repay-max-limit', `repay amount exceeds the amount owed: \`${owed.toFixed()}\``);
  const own = available(trading, account, loan.currency);
  if (amount.gt(own)) return tradeError('account-balance-insufficient-error', `balance insufficient, available: \`${own.toFixed()}\``);
  payLoan(loan, amount);
  changeBalance(trading, account, loan.currency, { trade: amount.neg() }, 'margin.repay', at);
  return undefined;
}

/** Moves `amount` from one account's available balance to another's. */
export function transfer(trading: TradingState, from: TradingAccount, to: TradingAccount, currency: string, amount: Decimal, at: number): TradeError | undefined {
  const own = available(trading, from, currency);
  if (amount.gt(own)) return tradeError('account-transfer-balance-insufficient-error', `account balance insufficient, available: \`${own.toFixed()}\``);
  changeBalance(trading, from, currency, { trade: amount.neg() }, 'margin.transfer', at);
  changeBalance(trading, to, currency, { trade: amount }, 'margin.transfer', at);
  return undefined;
}

/**
 * Auto-repay of a close-mode order's fill: from what this fill brought in, the loans of the
 * received currency in the order's account are repaid, oldest first, as far as it reaches.
 */
export function repayFromProceeds(trading: TradingState, margin: MarginState, account: TradingAccount, currency: string, proceeds: Decimal, at: number): void {
  accrue(margin, at, account.uid);
  let left = Decimal.min(proceeds, available(trading, account, currency));
  for (const loan of openLoans(margin, account.id, currency)) {
    if (!left.gt(0)) break;
    const part = Decimal.min(left, loan.loanBalance.plus(loan.interestBalance));
    if (repayLoan(trading, margin, loan, part, account, at)) break;
    left = left.minus(part);
  }
}

let autoCloseListening = false;

/**
 * Listens (once per process) for fills of auto-close orders; `state` returns the current
 * stores, as a reset replaces them.
 */
export function listenAutoClose(state: () => { trading: TradingState; margin: MarginState }): void {
  if (autoCloseListening) return;
  autoCloseListening = true;
  listenTrading({
    order(event) {
      if (event.eventType !== 'trade' || !event.trade) return;
      const { trading, margin } = state();
      const order = event.order;
      if (!margin.autoCloseOrders.has(order.id)) return;
      const account = trading.accounts.find((item) => item.id === order.accountId);
      if (!account) return;
      const fee = event.trade.role === 'maker' ? MAKER_FEE_RATE : TAKER_FEE_RATE;
      const rules = symbolRules(order.symbol);
      if (!rules) return;
      const received = order.side === 'buy' ? event.trade.amount : event.trade.amount.times(event.trade.price);
      const currency = order.side === 'buy' ? rules.base : rules.quote;
      repayFromProceeds(trading, margin, account, currency, received.times(new Decimal(1).minus(fee)), event.at);
    },
  });
}

// ---- wire shapes ----

export function loanRuleJson(currency: string, rule: LoanRule) {
  return {
    currency,
    'interest-rate': rule.rate.toFixed(),
    'min-loan-amt': rule.min.toFixed(),
    ...(rule.max ? { 'max-loan-amt': rule.max.toFixed() } : {}),
    'loanable-amt': rule.loanable.toFixed(),
    'actual-rate': rule.rate.toFixed(),
  };
}

export function loanJson(loan: MarginLoan) {
  return {
    id: loan.id,
    'user-id': loan.uid,
    'account-id': loan.accountId,
    symbol: loan.symbol,
    currency: loan.currency,
    'loan-amount': wireDecimal(loan.amount),
    'loan-balance': wireDecimal(loan.loanBalance),
    'interest-rate': loan.rate.toFixed(),
    'interest-amount': wireDecimal(loan.interestAmount),
    'interest-balance': wireDecimal(loan.interestBalance),
    state: loan.state,
    'created-at': loan.createdAt,
    'accrued-at': loan.accruedAt,
  };
}

/** Balance rows of a margin account: trade and frozen, then loan and interest as negatives, as the real service sends them. */
export function marginBalanceList(trading: TradingState, margin: MarginState, account: TradingAccount, currencies: readonly string[]) {
  const rows = balancesOf(trading, account.id);
  const all = [...new Set([...rows.keys(), ...currencies])];
  return all.flatMap((currency) => {
    const row = rows.get(currency);
    const loans = openLoans(margin, account.id, currency);
    const loan = loans.reduce((sum, item) => sum.plus(item.loanBalance), new Decimal(0));
    const interest = loans.reduce((sum, item) => sum.plus(item.interestBalance), new Decimal(0));
    return [
      { currency, type: 'trade', balance: wireDecimal(row?.trade ?? new Decimal(0)) },
      { currency, type: 'frozen', balance: wireDecimal(row?.frozen ?? new Decimal(0)) },
      { currency, type: 'loan', balance: wireDecimal(loan.neg()) },
      { currency, type: 'interest', balance: wireDecimal(interest.neg()) },
    ];
  });
}
