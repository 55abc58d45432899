// Balance rows to per-currency balances (exchange-wallet-fiat.md section 3 "Balances";
// PROTOCOL.md 4.5: `GET /v1/account/accounts/{id}/balance` sends one row per currency per type),
// and the live `accounts.update` merge.
//
// What a currency's balance means here:
// - total: every counted type summed (trade, frozen, loan, lock, interest, bank, lending,
//   earnings). Loan and interest rows are debts sent negative, so the total is net of them.
// - all: the wallet store's total, trade + frozen + loan + lock + interest.
// - available: the `trade` row, what orders, transfers and withdrawals can use now.
// - frozen: `frozen` + `lock`. Both are owned but cannot move now (held by open orders, or
//   locked by a product or a parent account); the screens have one 冻结 column for both.
//
// A row with an empty currency or an amount that is not plain decimal text (empty, full-width
// digits, 'invalid') is skipped: the wire sends ASCII decimal strings, and guessing would show
// money that is not there.

import { Decimal, decimalText, toDecimal } from '@/lib/decimal';
import type { BalanceChange } from '@/lib/protocol/account-updates';

/** Section 9: balances refresh every 15 s (while the page is shown). */
export const BALANCE_REFRESH_MS = 15_000;

/** Types counted toward a currency's total. */
export const CURRENCY_TOTAL_TYPES = ['trade', 'frozen', 'loan', 'lock', 'interest', 'bank', 'lending', 'earnings'] as const;
/** Types the store total 'all' sums. */
export const STORE_TOTAL_TYPES = ['trade', 'frozen', 'loan', 'lock', 'interest'] as const;

export type BalanceType = (typeof CURRENCY_TOTAL_TYPES)[number];

/** One wire row. */
export interface BalanceRow {
  currency: string;
  type: string;
  balance: string;
}

export interface AssetBalance {
  /** Lower-case code. */
  currency: string;
  /** The counted types present, each summed, as decimal text. */
  byType: Readonly<Partial<Record<BalanceType, string>>>;
  total: string;
  all: string;
  available: string;
  frozen: string;
  /** Epoch ms of the last live change applied; null when the values come from a REST load. */
  changeTime: number | null;
}

/** Currency → balance. */
export type AssetBalances = Readonly<Record<string, AssetBalance>>;

function isBalanceType(type: string): type is BalanceType {
  return (CURRENCY_TOTAL_TYPES as readonly string[]).includes(type);
}

function sumOf(byType: Partial<Record<BalanceType, string>>, types: readonly BalanceType[]): string {
  let sum = new Decimal(0);
  for (const type of types) {
    const value = byType[type];
    if (value !== undefined) sum = sum.plus(value);
  }
  return decimalText(sum);
}

/** The balance of one currency from its per-type amounts (decimal text). */
export function toAssetBalance(currency: string, byType: Partial<Record<BalanceType, string>>, changeTime: number | null = null): AssetBalance {
  return {
    currency,
    byType,
    total: sumOf(byType, CURRENCY_TOTAL_TYPES),
    all: sumOf(byType, STORE_TOTAL_TYPES),
    available: sumOf(byType, ['trade']),
    frozen: sumOf(byType, ['frozen', 'lock']),
    changeTime,
  };
}

/** Wire rows to balances by currency; rows of a type not counted (e.g. `debt`) are left out. */
export function aggregateBalances(rows: readonly BalanceRow[]): AssetBalances {
  const byCurrency = new Map<string, Partial<Record<BalanceType, string>>>();
  for (const row of rows) {
    const currency = row.currency.trim().toLowerCase();
    const type = row.type.trim().toLowerCase();
    const amount = toDecimal(row.balance);
    if (currency === '' || amount === null || !isBalanceType(type)) continue;
    const byType = byCurrency.get(currency) ?? {};
    // A type sent twice for one currency counts twice.
    const before = byType[type];
    byType[type] = decimalText(before === undefined ? amount : amount.plus(before));
    byCurrency.set(currency, byType);
  }
  const balances: Record<string, AssetBalance> = {};
  for (const [currency, byType] of byCurrency) balances[currency] = toAssetBalance(currency, byType);
  return balances;
}

/** The per-currency sum of several balance sets (all symbols of a margin account, say). */
export function sumBalances(sets: readonly AssetBalances[]): AssetBalances {
  const byCurrency = new Map<string, Partial<Record<BalanceType, string>>>();
  for (const set of sets) {
    for (const balance of Object.values(set)) {
      const byType = byCurrency.get(balance.currency) ?? {};
      for (const [type, value] of Object.entries(balance.byType) as [BalanceType, string][]) {
        const before = byType[type];
        byType[type] = before === undefined ? value : decimalText(new Decimal(before).plus(value));
      }
      byCurrency.set(balance.currency, byType);
    }
  }
  const balances: Record<string, AssetBalance> = {};
  for (const [currency, byType] of byCurrency) balances[currency] = toAssetBalance(currency, byType);
  return balances;
}

function sameBalance(a: AssetBalance, b: AssetBalance): boolean {
  if (a.currency !== b.currency || a.changeTime !== b.changeTime) return false;
  const types = new Set([...Object.keys(a.byType), ...Object.keys(b.byType)] as BalanceType[]);
  for (const type of types) {
    // A type missing on one side reads as zero (a push writes frozen '0' where REST sent none).
    if (!new Decimal(a.byType[type] ?? 0).eq(b.byType[type] ?? 0)) return false;
  }
  return true;
}

/**
 * A fresh REST load over the shown balances: an unchanged currency keeps its object, so only
 * changed rows re-render; `previous` itself is returned when nothing changed at all.
 */
export function mergeBalances(previous: AssetBalances, next: AssetBalances): AssetBalances {
  const merged: Record<string, AssetBalance> = {};
  let changed = Object.keys(previous).length !== Object.keys(next).length;
  for (const [currency, balance] of Object.entries(next)) {
    const before = previous[currency];
    // Compared without the change time: a REST load has none.
    if (before !== undefined && sameBalance({ ...before, changeTime: null }, balance)) {
      merged[currency] = before;
    } else {
      // The last push's time stays, so a push older than it that arrives late is still refused.
      merged[currency] = before?.changeTime != null && balance.changeTime === null ? { ...balance, changeTime: before.changeTime } : balance;
      changed = true;
    }
  }
  return changed ? merged : previous;
}

/**
 * One `accounts.update` push over the balances of account `accountId`. A push of another
 * account, or older than the currency's last applied change (an out-of-order delivery), changes
 * nothing; pushes of the same time are applied (mode 1 sends balance and available apart).
 * The snapshot pushes after the subscription (no change time) are applied as current values.
 *
 * A `trade` push carries `available` (the trade row) and `balance` (trade + frozen of the
 * currency); frozen is derived as balance − available, so the two halves of mode 1 can arrive in
 * either order (between the two, frozen may read negative for a moment; mode 2 sends both in
 * one message). A `loan`, `interest` or other counted type's push sets that type's balance.
 * Returns `balances` itself when nothing changed (a newer change time alone is a change: it is
 * what refuses the older pushes still on their way), and keeps every other currency's object.
 */
export function applyBalancePush(balances: AssetBalances, accountId: string, push: BalanceChange): AssetBalances {
  if (String(push.accountId) !== accountId.trim()) return balances;
  const current = balances[push.currency];
  if (current?.changeTime != null && push.changeTime !== null && push.changeTime < current.changeTime) return balances;
  const type = push.accountType === '' ? 'trade' : push.accountType;
  if (!isBalanceType(type)) return balances;
  // Only a trade push's `available` is a row of its own; other types change by their balance.
  if (push.balance === undefined && (type !== 'trade' || push.available === undefined)) return balances;
  const byType: Partial<Record<BalanceType, string>> = { ...current?.byType };
  if (type === 'trade') {
    const trade = push.available ?? byType.trade ?? '0';
    const held = push.balance ?? sumOf(byType, ['trade', 'frozen']);
    byType.trade = decimalText(new Decimal(trade));
    byType.frozen = decimalText(new Decimal(held).minus(trade));
  } else if (push.balance !== undefined) {
    byType[type] = decimalText(new Decimal(push.balance));
  }
  const changeTime = push.changeTime ?? current?.changeTime ?? null;
  const next = toAssetBalance(push.currency, byType, changeTime);
  if (current !== undefined && sameBalance(current, next)) return balances;
  return { ...balances, [push.currency]: next };
}

/** A currency's figures as the assets screens show them (decimal text). */
export interface CurrencyFigures {
  currency: string;
  total: string;
  available: string;
  frozen: string;
}

/**
 * Rows of several accounts of one kind, one per currency: the U本位 kind's isolated accounts
 * (one per contract) and its cross account all hold USDT, and its card, detail row and total
 * show their sum. In first-seen order.
 */
export function sumRowsByCurrency(rows: readonly CurrencyFigures[]): CurrencyFigures[] {
  const sums = new Map<string, { total: Decimal; available: Decimal; frozen: Decimal }>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? { total: new Decimal(0), available: new Decimal(0), frozen: new Decimal(0) };
    sums.set(row.currency, { total: sum.total.plus(row.total), available: sum.available.plus(row.available), frozen: sum.frozen.plus(row.frozen) });
  }
  return [...sums].map(([currency, sum]) => ({ currency, total: decimalText(sum.total), available: decimalText(sum.available), frozen: decimalText(sum.frozen) }));
}
