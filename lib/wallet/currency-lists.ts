// The deposit and withdraw currency lists (exchange-wallet-fiat.md section 5): which currencies
// they show, in which order (section 9: by weight, highest first), the search box and the
// "recent choices" row.
//
// - Deposit: no fiat asset, no 'try', nothing invisible.
// - Withdraw: no fiat asset, no 'try'; an invisible currency only while the user holds some.
// A fiat asset is one tagged 'fiat-asset' or of asset type 2 (fiat); both lists use the same test.

import { toDecimal } from '@/lib/decimal';
import type { DecimalString, WalletCurrency } from './types';

export const FIAT_ASSET_TAG = 'fiat-asset';
/** Asset type 2 is fiat (PROTOCOL.md 4.6 `at`). */
export const FIAT_ASSET_TYPE = 2;
/** Codes never listed for deposit or withdrawal: the lira is handled by its own fiat module. */
export const EXCLUDED_WALLET_CURRENCIES: readonly string[] = ['try'];
/** How many recent choices are kept. */
export const RECENT_LIMIT = 5;

/** Available balances by lower-case currency code. */
export type BalanceByCurrency = Readonly<Record<string, DecimalString | null | undefined>>;

function code(currency: Pick<WalletCurrency, 'currency'>): string {
  return currency.currency.trim().toLowerCase();
}

export function isFiatAsset(currency: Pick<WalletCurrency, 'tags' | 'assetType'>): boolean {
  return currency.tags.some((tag) => tag.trim().toLowerCase() === FIAT_ASSET_TAG) || currency.assetType === FIAT_ASSET_TYPE;
}

function isExcluded(currency: WalletCurrency): boolean {
  return isFiatAsset(currency) || EXCLUDED_WALLET_CURRENCIES.includes(code(currency));
}

/** Weight descending; equal weights keep their order. */
export function sortByWeight<T extends Pick<WalletCurrency, 'weight'>>(list: readonly T[]): T[] {
  const weight = (item: T) => (Number.isFinite(item.weight) ? item.weight : 0);
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => weight(b.item) - weight(a.item) || a.index - b.index)
    .map(({ item }) => item);
}

export function depositCurrencyList<T extends WalletCurrency>(list: readonly T[]): T[] {
  return sortByWeight(list.filter((currency) => currency.visible && !isExcluded(currency)));
}

function holds(balances: BalanceByCurrency, currency: WalletCurrency): boolean {
  const amount = toDecimal(balances[code(currency)]);
  return amount !== null && amount.isPositive() && !amount.isZero();
}

export function withdrawCurrencyList<T extends WalletCurrency>(list: readonly T[], balances: BalanceByCurrency): T[] {
  return sortByWeight(list.filter((currency) => !isExcluded(currency) && (currency.visible || holds(balances, currency))));
}

/**
 * The currencies matching the search text by code, display name or full name, ignoring case and
 * surrounding spaces: exact matches first, then prefixes, then the rest, each in list order.
 * Empty text matches everything.
 */
export function searchCurrencies<T extends WalletCurrency>(list: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...list];
  const rank = (currency: T): number => {
    const names = [currency.currency, currency.displayName, currency.fullName ?? ''].map((name) => name.trim().toLowerCase());
    if (names.some((name) => name === wanted)) return 0;
    if (names.some((name) => name.startsWith(wanted))) return 1;
    if (names.some((name) => name.includes(wanted))) return 2;
    return 3;
  };
  return list
    .map((currency, index) => ({ currency, index, rank: rank(currency) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.currency);
}

/** The recent choices after choosing `currency`: it first, no repeat, at most `limit`. */
export function pushRecentCurrency(recent: readonly string[], currency: string, limit: number = RECENT_LIMIT): string[] {
  const chosen = currency.trim().toLowerCase();
  const rest = recent.map((item) => item.trim().toLowerCase()).filter((item, index, all) => item !== '' && item !== chosen && all.indexOf(item) === index);
  const next = chosen === '' ? rest : [chosen, ...rest];
  return next.slice(0, Math.max(0, Math.trunc(limit)));
}

/** The recent choices still in `list` (a currency may have left the list since), in recent order. */
export function recentCurrencies<T extends WalletCurrency>(recent: readonly string[], list: readonly T[]): T[] {
  const byCode = new Map(list.map((currency) => [code(currency), currency]));
  const seen = new Set<string>();
  const found: T[] = [];
  for (const item of recent) {
    const key = item.trim().toLowerCase();
    const currency = byCode.get(key);
    if (currency !== undefined && !seen.has(key)) {
      seen.add(key);
      found.push(currency);
    }
  }
  return found;
}
