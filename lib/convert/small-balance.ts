// Which balances small-balance conversion lists, and the selection of some or all of them. The
// rule of "small" is the one the assets pages use to hide small balances (lib/assets/valuation:
// isSmallBalance, worth less than 0.0001 BTC, spec section 9), valued the same way (valueIn from
// the market's last prices). A row nothing prices is not small (it could be real money), a row
// with nothing available has nothing to convert, and the target itself is never a source.

import { isSmallBalance, priceIn, SMALL_BALANCE_BTC, valueIn, type ValuationMarket } from '@/lib/assets/valuation';
import { Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { CONVERT_ERRORS } from './modes';

/** What the UI says "small" means. */
export const SMALL_BALANCE_NOTE = `估值低于 ${SMALL_BALANCE_BTC} BTC 的资产为小额资产（与“隐藏小额资产”相同）`;

export interface BalanceLike {
  currency: string;
  /** What the row is worth counts the whole balance, as the assets pages do. */
  total: string;
  available: string;
}

export interface SmallBalanceCandidate {
  currency: string;
  /** The available amount, all of which converts. */
  amount: string;
  btc: string;
  /** Null when nothing prices it in USDT. */
  usdt: string | null;
}

export interface ConvertSource {
  currency: string;
  amount: string;
}

/** The balances that may be converted into `target`, ordered by value, largest first. */
export function smallBalanceCandidates(rows: readonly BalanceLike[], market: ValuationMarket, target: string): SmallBalanceCandidate[] {
  const targetCode = target.trim().toLowerCase();
  const candidates: SmallBalanceCandidate[] = [];
  for (const row of rows) {
    const currency = row.currency.trim().toLowerCase();
    const available = toDecimal(row.available);
    if (currency === targetCode || available === null || available.lte(0)) continue;
    const btc = valueIn(row.total, currency, 'btc', market);
    if (btc === null || !isSmallBalance(btc)) continue;
    candidates.push({ currency, amount: row.available.trim(), btc, usdt: valueIn(row.available, currency, 'usdt', market) });
  }
  return candidates.sort((a, b) => (toDecimal(b.btc)?.comparedTo(toDecimal(a.btc) ?? 0) ?? 0) || a.currency.localeCompare(b.currency));
}

export type Selection = ReadonlySet<string>;

export function toggleSelected(selection: Selection, currency: string): Selection {
  const next = new Set(selection);
  if (next.has(currency)) next.delete(currency);
  else next.add(currency);
  return next;
}

/** 全选: every candidate; when all are selected already, none. */
export function toggleAll(selection: Selection, candidates: readonly SmallBalanceCandidate[]): Selection {
  return isAllSelected(selection, candidates) ? new Set() : new Set(candidates.map((candidate) => candidate.currency));
}

export function isAllSelected(selection: Selection, candidates: readonly SmallBalanceCandidate[]): boolean {
  return candidates.length > 0 && candidates.every((candidate) => selection.has(candidate.currency));
}

/** The selected candidates as sources, in the candidates' order; a currency no longer listed drops out. */
export function selectedSources(selection: Selection, candidates: readonly SmallBalanceCandidate[]): ConvertSource[] {
  return candidates.filter((candidate) => selection.has(candidate.currency)).map(({ currency, amount }) => ({ currency, amount }));
}

/** Null when the sources can be quoted; else why not (nothing selected). */
export function checkSources(sources: readonly ConvertSource[]): string | null {
  return sources.length === 0 ? CONVERT_ERRORS.nothingSelected.message : null;
}

/** A stable text of the sources, to tell whether a quote was made for the current selection. */
export function sourcesKey(sources: readonly ConvertSource[]): string {
  return [...sources]
    .map((source) => `${source.currency.toLowerCase()}:${toDecimal(source.amount)?.toFixed() ?? source.amount}`)
    .sort()
    .join(',');
}

/** What the selected candidates are worth in `target` before the fee; null when nothing prices the target. */
export function estimateInTarget(candidates: readonly SmallBalanceCandidate[], selection: Selection, target: string, market: ValuationMarket): string | null {
  const targetPrice = toDecimal(priceIn(target, 'usdt', market));
  if (targetPrice === null || targetPrice.lte(0)) return null;
  let usdt = new Decimal(0);
  for (const candidate of candidates) {
    if (!selection.has(candidate.currency)) continue;
    const value = toDecimal(candidate.usdt);
    if (value === null) return null;
    usdt = usdt.plus(value);
  }
  return decimalText(usdt.dividedBy(targetPrice));
}
