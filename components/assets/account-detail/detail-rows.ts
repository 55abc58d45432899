// The account detail page's rows: each balance row with its value in BTC, USDT and the user's
// fiat (lib/assets rules), the search by currency code, the small-balance switch and the
// per-row links (充币, 提币, 划转, 交易) built from the route manifest. Pure: no React.

import { assetValue, fiatValuation, type ValuationMarket } from '@/lib/assets/valuation';
import { withoutSmallBalances } from '@/lib/assets/valuation';
import type { AccountKind } from '@/lib/assets/account-kinds';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { ExchangeRate } from '@/lib/settings/rates';
import type { BalanceRow } from '@/services/wallet/convert';

/** One row as the table shows it: amounts and values as decimal text (null: unknown). */
export interface AssetRowView {
  currency: string;
  total: string;
  available: string;
  frozen: string;
  btc: string | null;
  usdt: string | null;
  /** The value in the user's conversion currency. */
  fiat: string | null;
}

export interface RowMarket extends ValuationMarket {
  rates: readonly ExchangeRate[];
  /** The user's conversion currency (lib/assets conversionCurrencyOf). */
  fiat: string;
}

export function toRowView(row: BalanceRow, market: RowMarket): AssetRowView {
  const value = assetValue(row.total, row.currency, market);
  return {
    currency: row.currency,
    total: row.total,
    available: row.available,
    frozen: row.frozen,
    btc: value.btc,
    usdt: value.usdt,
    fiat: fiatValuation(value.usdt, market.rates, market.fiat),
  };
}

/** Same shown figures: a refresh that changed nothing renders no row again. */
export function sameRowView(previous: AssetRowView, next: AssetRowView): boolean {
  return (
    previous.currency === next.currency &&
    previous.total === next.total &&
    previous.available === next.available &&
    previous.frozen === next.frozen &&
    previous.btc === next.btc &&
    previous.usdt === next.usdt &&
    previous.fiat === next.fiat
  );
}

/** The search text as a currency code: full-width letters and digits made plain, trimmed, lower case. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/** The rows whose currency code contains the search text (all when it is empty). */
export function searchRows<T extends { currency: string }>(rows: readonly T[], text: string): readonly T[] {
  const query = normaliseSearch(text);
  if (query === '') return rows;
  return rows.filter((row) => row.currency.toLowerCase().includes(query));
}

/** Search, then (when asked) without the rows worth less than 0.0001 BTC; an unknown value stays. */
export function shownRows(rows: readonly AssetRowView[], { search, hideSmall }: { search: string; hideSmall: boolean }): readonly AssetRowView[] {
  const found = searchRows(rows, search);
  return hideSmall ? withoutSmallBalances(found, (row) => row.btc) : found;
}

function pathOr(routeId: string, params: Record<string, string>): string | null {
  try {
    return buildPath(getRoute(routeId), params);
  } catch {
    // A currency the route does not accept (a contract code such as BTC-USD): no link.
    return null;
  }
}

export interface RowLinks {
  deposit: string | null;
  withdraw: string | null;
  transfer: string | null;
  trade: string | null;
}

/** The kinds whose rows can be moved to another account (资金划转). */
const TRANSFERABLE: ReadonlySet<AccountKind> = new Set<AccountKind>(['spot', 'margin', 'superMargin', 'otc', 'dm', 'swap', 'linear', 'option', 'c2cBorrow']);
/** The kinds whose rows are traded on the exchange page. */
const TRADED: ReadonlySet<AccountKind> = new Set<AccountKind>(['spot', 'margin', 'superMargin']);

/** Which actions a kind's rows offer at all: deposit and withdraw belong to the spot account. */
export function kindActions(kind: AccountKind): { depositWithdraw: boolean; transfer: boolean; trade: boolean } {
  return { depositWithdraw: kind === 'spot', transfer: TRANSFERABLE.has(kind), trade: TRADED.has(kind) };
}

/** The account a row's 划转 starts from: its kind, and the pair of an isolated-margin section. */
export interface TransferOrigin {
  kind: AccountKind;
  /** The isolated pair (e.g. btcusdt); only for margin rows. */
  symbol?: string | null;
}

function transferQueryOf(code: string, from: TransferOrigin | undefined): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from.kind);
  query.set('currency', code);
  if (from?.kind === 'margin' && from.symbol) query.set('symbol', from.symbol.replace(/[^a-z0-9]/gi, '').toLowerCase());
  return query.toString();
}

/**
 * The links of one currency's actions; null where the route does not take the currency or pair.
 * 划转 opens the transfer screen with the row's account as the from-account and its currency.
 */
export function rowLinks(lang: string, currency: string, pairSlug: string | null, from?: TransferOrigin): RowLinks {
  const code = currency.trim().toLowerCase();
  const transfer = pathOr('finance/transfer', { lang });
  return {
    deposit: pathOr('finance/deposit/{currency}', { lang, currency: code }),
    withdraw: pathOr('cn/finance/withdraw/{currency}', { lang, currency: code }),
    transfer: transfer === null ? null : `${transfer}?${transferQueryOf(code, from)}`,
    trade: pairSlug === null ? null : pathOr('exchange/{pair}', { lang, pair: pairSlug }),
  };
}
