// Wire records of the trading calls → the models the trading pages use. Every conversion lives
// here; the call functions only pick a schema and one of these. A converter returns null for a
// record it cannot trust, which the call turns into a dropped list entry or a failed call.

import { add, toDecimalText } from '@/lib/decimal';
// The modules, not the lib/trading index: the wallet's pages load this file for the accounts
// list and must not carry the order form's rules.
import { toOrder } from '@/lib/trading/orders';
import type { Order, OrderSide } from '@/lib/trading/types';
import type { RawBalance, RawBatchCancel, RawMatchResult, RawOrder } from '@/lib/contracts/pro/trading';
import { toIdText } from './account-convert';

export { toIdText, toTradingAccount, WORKING_ACCOUNT_STATE, type TradingAccount } from './account-convert';



export interface CurrencyBalance {
  /** The `trade` row: what orders can still use. */
  available: string;
  /** The `frozen` row: held by open orders. */
  frozen: string;
  /** available + frozen. */
  total: string;
  /** The rows' sequence number (per currency on the wire), when sent. */
  seqNum?: string;
}

export interface AccountBalance {
  accountId: string;
  /** Keyed by lower-case currency code. */
  currencies: Record<string, CurrencyBalance>;
}

export interface BatchCancelResult {
  successCount: number;
  failedCount: number;
  /** Where a further batch would continue; null when the server names none. */
  nextId: string | null;
}

export type MatchRole = 'maker' | 'taker';

/** One fill of an order. */
export interface MatchResult {
  id: string;
  orderId: string;
  symbol: string;
  /** The wire order type, e.g. `buy-limit`. */
  type: string;
  side: OrderSide;
  price: string;
  filledAmount: string;
  filledFees: string;
  feeCurrency: string;
  /** Epoch ms. */
  createdAt: number;
  /** Null when the server does not say. */
  role: MatchRole | null;
  /** Fees paid in points instead of `feeCurrency`; '0' when none. */
  filledPoints: string;
  feeDeductCurrency: string | null;
}



function emptyBalance(): CurrencyBalance {
  return { available: '0', frozen: '0', total: '0' };
}

/**
 * One entry per currency from the wire's one row per currency and type. Only `trade` and
 * `frozen` make up a spot balance; other row types (a margin account's loan and interest) are
 * not part of this model and are skipped. A trade or frozen row whose balance is not a
 * non-negative decimal makes the whole balance untrustworthy, so the conversion fails.
 */
export function toAccountBalance(raw: RawBalance): AccountBalance | null {
  const accountId = toIdText(raw.id);
  if (accountId === null) return null;
  const currencies: Record<string, CurrencyBalance> = {};
  for (const row of raw.list) {
    const type = row.type.trim().toLowerCase();
    if (type !== 'trade' && type !== 'frozen') continue;
    const currency = row.currency.trim().toLowerCase();
    const balance = toDecimalText(row.balance);
    if (currency === '' || balance === null) return null;
    const entry = currencies[currency] ?? emptyBalance();
    // A currency sends each type once; should one repeat, both rows count.
    if (type === 'trade') entry.available = add(entry.available, balance);
    else entry.frozen = add(entry.frozen, balance);
    entry.total = add(entry.available, entry.frozen);
    const seqNum = row['seq-num'] === null || row['seq-num'] === undefined ? null : toDecimalText(row['seq-num']);
    if (seqNum !== null) entry.seqNum = seqNum;
    currencies[currency] = entry;
  }
  return { accountId, currencies };
}

/** `toOrder` of lib/trading reads both `filled-*` and legacy `field-*` keys. */
export function toOrderModel(raw: RawOrder): Order | null {
  return toOrder(raw);
}

export function toOrderId(raw: string | number): string | null {
  return toIdText(raw);
}

export function toBatchCancelResult(raw: RawBatchCancel): BatchCancelResult | null {
  const { 'success-count': successCount, 'failed-count': failedCount } = raw;
  if (!Number.isSafeInteger(successCount) || !Number.isSafeInteger(failedCount) || successCount < 0 || failedCount < 0) return null;
  const nextId = raw['next-id'] === null || raw['next-id'] === undefined ? null : toIdText(raw['next-id']);
  return { successCount, failedCount, nextId };
}

function roleOf(value: string | null | undefined): MatchRole | null {
  const role = value?.trim().toLowerCase();
  return role === 'maker' || role === 'taker' ? role : null;
}

function sideOf(type: string): OrderSide | null {
  if (type.startsWith('buy-')) return 'buy';
  if (type.startsWith('sell-')) return 'sell';
  return null;
}

/** Null without ids, a symbol, a sided type or decimal amounts. */
export function toMatchResult(raw: RawMatchResult): MatchResult | null {
  const id = toIdText(raw.id);
  const orderId = toIdText(raw['order-id']);
  const symbol = raw.symbol.trim().toLowerCase();
  const type = raw.type.trim().toLowerCase();
  const side = sideOf(type);
  const price = toDecimalText(raw.price);
  const filledAmount = toDecimalText(raw['filled-amount']);
  const filledFees = toDecimalText(raw['filled-fees']);
  if (id === null || orderId === null || symbol === '' || side === null || price === null || filledAmount === null || filledFees === null) return null;
  const points = raw['filled-points'];
  const feeDeductCurrency = raw['fee-deduct-currency']?.trim().toLowerCase();
  return {
    id,
    orderId,
    symbol,
    type,
    side,
    price,
    filledAmount,
    filledFees,
    feeCurrency: raw['fee-currency'].trim().toLowerCase(),
    createdAt: raw['created-at'],
    role: roleOf(raw.role),
    filledPoints: (points === null || points === undefined ? null : toDecimalText(points)) ?? '0',
    feeDeductCurrency: feeDeductCurrency ? feeDeductCurrency : null,
  };
}
