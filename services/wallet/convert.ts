// Wire records of the wallet's balance calls → the models of the assets screens. Every kind's
// rows share one shape, {currency, total, available, frozen} as decimal strings, plus the kind's
// own figures. A converter returns null for a record it cannot trust (a list drops it, a single
// call fails). Which wire types count toward a total is a lib/assets rule: the pro-account rows
// keep every type's amount for it.

import { aggregateBalances, type AssetBalance } from '@/lib/assets/balances';
import { add, sub, toDecimal, toDecimalText } from '@/lib/decimal';
import type { RawLinearCrossAccount } from '@/lib/contracts/swap';
import type { RawDerivativeAccount } from '@/lib/contracts/dm';
import type { RawOtcRow } from '@/lib/contracts/otc';
import type { RawBalance } from '@/lib/contracts/pro/trading';
import type { RawMarginAccount } from '@/lib/contracts/pro/margin';
import type {
  RawAccountBalances,
  RawAssetValuation,
  RawC2cAccount,
  RawC2cRow,
  RawFinanceAccountState,
  RawGridRow,
  RawMiningMarket,
  RawMiningSwitch,
  RawPledgeRow,
  RawPledgeTotals,
  RawPointAccount,
  RawProductRow,
  RawStableCoinInfo,
  RawValuation,
} from '@/lib/contracts/pro/wallet';
import { toIdText } from '@/services/trading/account-convert';

/** The row every account kind shows. */
export interface BalanceRow {
  currency: string;
  total: string;
  available: string;
  frozen: string;
}

/**
 * A pro account's currency: its counted types summed by the lib/assets rule (total net of loan
 * and interest, available = trade, frozen = frozen + lock), with the per-type amounts and the
 * change time a live push sets.
 */
export type AccountRow = AssetBalance;

export interface AccountBalances {
  accountId: string;
  type: string;
  /** The pair of an isolated-margin or borrow account; '' otherwise. */
  subtype: string;
  state: string;
  rows: AccountRow[];
}

/** A derivatives account (delivery, coin swap, USDT swap, option): `currency` is its margin asset. */
export interface DerivativeRow extends BalanceRow {
  symbol: string;
  contractCode: string | null;
  marginBalance: string;
}

export interface LinearCrossRow extends BalanceRow {
  marginAccount: string;
  marginBalance: string;
}

export interface OtcRow extends BalanceRow {
  coinId: string;
  borrow: string;
}

export interface GridRow extends BalanceRow {
  /** Estimated value in USDT. */
  estimateBalance: string;
}

export interface C2cRow extends BalanceRow {
  transferOutLimit: string;
  withdrawRisk: boolean;
}

export interface C2cAccount {
  accountId: string;
  state: string;
  rows: C2cRow[];
}

export interface MiningBalance {
  digitalCurrency: string;
  digitalAssetTotalAmount: string;
  digitalIncomeTotalAmount: string;
  digitalIncomeYesterdayAmount: string;
  rows: BalanceRow[];
}

export interface MiningVisibility {
  /** As sent: 1 shows the mining tab. */
  switchStatus: number;
  visible: boolean;
}

export interface PledgeTotals {
  loaningUSDT: string;
  pledgingUSDT: string;
}

/** A pledged currency: what is pledged is frozen. */
export interface PledgeRow extends BalanceRow {
  pledgingAmount: string;
}

export interface PointGroup {
  groupId: number;
  /** ms; null for termless points. */
  expiryDate: number | null;
  remainAmt: string;
}

export interface PointAccount {
  accountId: string;
  balance: string;
  status: string;
  groups: PointGroup[];
}

export interface AssetValuation {
  balance: string;
  timestamp: number;
}

export interface ValuationEntry {
  distributionType: string;
  /** accountBalance (the wire's `balance` is a float). */
  balance: string;
  success: boolean;
}

export interface Valuation {
  totalBalance: string;
  todayProfit: string;
  todayProfitRate: string;
  /** When the figures were computed; null when the server says they are stale. */
  updatedAt: number | null;
  accounts: ValuationEntry[];
}

export interface StableCoin {
  currency: string;
  exchangeEnabled: boolean;
  bidRate: string;
}

export interface StableCoinInfo {
  tradeCurrency: string;
  stableCurrencies: StableCoin[];
}

export interface FinanceAccountState {
  opened: boolean;
  state: string;
  accountId: string | null;
}

function currencyOf(value: string): string {
  return value.trim().toLowerCase();
}

/** Several amounts at once: null when any of them does not read. */
function amounts<K extends string>(values: Record<K, unknown>): Record<K, string> | null {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(values) as K[]) {
    const text = toDecimalText(values[key]);
    if (text === null) return null;
    out[key] = text;
  }
  return out;
}

function optionalAmount(value: unknown, fallback: string): string | null {
  return value === null || value === undefined ? fallback : toDecimalText(value);
}

function accountRows(list: RawBalance['list']): AccountRow[] | null {
  // A row without a currency or with an amount that is not a number makes the account
  // untrusted (the call fails) rather than showing a partial sum; loan and interest rows are
  // negative by design.
  if (list.some((entry) => currencyOf(entry.currency) === '' || toDecimal(entry.balance) === null)) return null;
  return Object.values(aggregateBalances(list.map((entry) => ({ currency: entry.currency, type: entry.type, balance: String(entry.balance) }))));
}

/** Spot balance, balance by account id, one entry of all-balance. */
export function toAccountBalances(raw: RawBalance | RawAccountBalances): AccountBalances | null {
  const accountId = toIdText(raw.id);
  const rows = accountRows(raw.list);
  if (accountId === null || rows === null) return null;
  const subtype = 'subtype' in raw ? (raw.subtype ?? '') : '';
  return { accountId, type: currencyOf(raw.type ?? ''), subtype: currencyOf(subtype), state: currencyOf(raw.state ?? ''), rows };
}

/** An isolated-margin account (subtype = its pair) or the cross-margin account. */
export function toMarginAccountBalances(raw: RawMarginAccount): AccountBalances | null {
  const accountId = toIdText(raw.id);
  const rows = accountRows(raw.list);
  if (accountId === null || rows === null) return null;
  return { accountId, type: currencyOf(raw.type ?? ''), subtype: currencyOf(raw.symbol ?? ''), state: currencyOf(raw.state ?? ''), rows };
}

export function toDerivativeRow(raw: RawDerivativeAccount): DerivativeRow | null {
  const marginBalance = toDecimalText(raw.margin_balance);
  if (marginBalance === null) return null;
  const frozen = optionalAmount(raw.margin_frozen, '0');
  const available = optionalAmount(raw.withdraw_available ?? raw.margin_available, marginBalance);
  if (frozen === null || available === null) return null;
  return {
    currency: currencyOf(raw.margin_asset ?? raw.symbol),
    symbol: raw.symbol.trim().toUpperCase(),
    contractCode: raw.contract_code?.trim().toUpperCase() || null,
    marginBalance,
    total: marginBalance,
    available,
    frozen,
  };
}

export function toLinearCrossRow(raw: RawLinearCrossAccount): LinearCrossRow | null {
  const marginBalance = toDecimalText(raw.margin_balance);
  if (marginBalance === null) return null;
  const frozen = optionalAmount(raw.margin_frozen, '0');
  const available = optionalAmount(raw.withdraw_available, marginBalance);
  if (frozen === null || available === null) return null;
  return { currency: currencyOf(raw.margin_asset), marginAccount: raw.margin_account.trim().toUpperCase(), marginBalance, total: marginBalance, available, frozen };
}

export function toOtcRow(raw: RawOtcRow): OtcRow | null {
  const coinId = toIdText(raw.coinId);
  const figures = amounts({ total: raw.total, frozen: raw.frozen, borrow: raw.borrow });
  const currency = currencyOf(raw.coinCode);
  if (coinId === null || figures === null || currency === '') return null;
  return { coinId, currency, ...figures, available: sub(figures.total, figures.frozen) };
}

export function toBalanceRow(raw: RawProductRow): BalanceRow | null {
  const figures = amounts({ total: raw.balance, available: raw.available, frozen: raw.frozen });
  const currency = currencyOf(raw.currency);
  return figures === null || currency === '' ? null : { currency, ...figures };
}

export function toGridRow(raw: RawGridRow): GridRow | null {
  const row = toBalanceRow(raw);
  const estimateBalance = toDecimalText(raw.estimateBalance);
  return row === null || estimateBalance === null ? null : { ...row, estimateBalance };
}

export function toC2cRow(raw: RawC2cRow): C2cRow | null {
  const row = toBalanceRow(raw);
  const transferOutLimit = toDecimalText(raw.transferOutLimit);
  return row === null || transferOutLimit === null ? null : { ...row, transferOutLimit, withdrawRisk: raw.withdrawRisk };
}

export function toC2cAccount(raw: RawC2cAccount): C2cAccount | null {
  const accountId = toIdText(raw.accountId);
  if (accountId === null) return null;
  return { accountId, state: currencyOf(raw.accountStatus), rows: raw.balances.map(toC2cRow).filter((row): row is C2cRow => row !== null) };
}

export function toMiningBalance(raw: RawMiningMarket): MiningBalance | null {
  const figures = amounts({
    digitalAssetTotalAmount: raw.digitalAssetTotalAmount,
    digitalIncomeTotalAmount: raw.digitalIncomeTotalAmount,
    digitalIncomeYesterdayAmount: raw.digitalIncomeYesterdayAmount,
  });
  if (figures === null) return null;
  return { digitalCurrency: currencyOf(raw.digitalCurrency), ...figures, rows: raw.list.map(toBalanceRow).filter((row): row is BalanceRow => row !== null) };
}

export function toMiningVisibility(raw: RawMiningSwitch): MiningVisibility {
  return { switchStatus: raw.switchStatus, visible: raw.switchStatus === 1 };
}

export function toPledgeTotals(raw: RawPledgeTotals): PledgeTotals | null {
  return amounts({ loaningUSDT: raw.loaningUSDT, pledgingUSDT: raw.pledgingUSDT });
}

export function toPledgeRow(raw: RawPledgeRow): PledgeRow | null {
  const pledgingAmount = toDecimalText(raw.pledgingAmount);
  const available = optionalAmount(raw.available, '0');
  const currency = currencyOf(raw.currency);
  if (pledgingAmount === null || available === null || currency === '') return null;
  return { currency, pledgingAmount, frozen: pledgingAmount, available, total: add(available, pledgingAmount) };
}

export function toPointAccount(raw: RawPointAccount): PointAccount | null {
  const accountId = toIdText(raw.accountId);
  const balance = toDecimalText(raw.acctBalance);
  if (accountId === null || balance === null) return null;
  const groups: PointGroup[] = [];
  for (const group of raw.groupIds) {
    const remainAmt = toDecimalText(group.remainAmt);
    if (remainAmt === null) return null;
    groups.push({ groupId: group.groupId, expiryDate: group.expiryDate, remainAmt });
  }
  return { accountId, balance, status: currencyOf(raw.accountStatus), groups };
}

export function toAssetValuation(raw: RawAssetValuation): AssetValuation | null {
  const balance = toDecimalText(raw.balance);
  return balance === null ? null : { balance, timestamp: raw.timestamp };
}

export function toValuation(raw: RawValuation): Valuation | null {
  const figures = amounts({ totalBalance: raw.totalBalance, todayProfit: raw.todayProfit, todayProfitRate: raw.todayProfitRate });
  if (figures === null) return null;
  const accounts: ValuationEntry[] = [];
  for (const entry of raw.profitAccountBalanceList) {
    // success false: the row's figures are 0 (WALLET.md 8.2).
    const balance = entry.success ? (toDecimalText(entry.accountBalance) ?? toDecimalText(entry.balance)) : '0';
    if (balance === null) return null;
    accounts.push({ distributionType: entry.distributionType, balance, success: entry.success });
  }
  return { ...figures, updatedAt: raw.updated.success ? raw.updated.time : null, accounts };
}

export function toStableCoinInfo(raw: RawStableCoinInfo): StableCoinInfo | null {
  const stableCurrencies: StableCoin[] = [];
  for (const coin of raw['stable-currency']) {
    const bidRate = toDecimalText(coin['bid-rate']);
    if (bidRate === null) return null;
    stableCurrencies.push({ currency: currencyOf(coin['currency-code']), exchangeEnabled: coin['exchange-enable'], bidRate });
  }
  return { tradeCurrency: currencyOf(raw['trade-currency'].currency), stableCurrencies };
}

export function toFinanceAccountState(raw: RawFinanceAccountState): FinanceAccountState {
  const accountId = raw.accountId === null || raw.accountId === undefined ? null : toIdText(raw.accountId);
  return { opened: raw.opened, state: currencyOf(raw.state), accountId };
}
