// The tabs of the records screen and what each asks its call for. The tab is in the URL
// (`?tab=deposit|withdraw|transfer|conversion|fee|point` on finance/record; the custody area's
// set on cn/finance/record), so other screens link to a tab. Filters go to the server where the
// call takes them (currency, ledger types, start/end), so paging is over the filtered set; the
// deposit-withdraw history takes only the currency, so its state and dates narrow the loaded
// page on the client.

import { ALL, filterQuery, type RecordFilter, type RecordQuery } from '@/lib/records';

export type RecordsArea = 'pro' | 'custody';

export type RecordTab = 'deposit' | 'withdraw' | 'transfer' | 'conversion' | 'fee' | 'point' | 'deduction';

/** The call behind a tab. */
export type TabCall = 'dw' | 'ledger' | 'records' | 'custody';

export interface TabSpec {
  key: RecordTab;
  label: string;
  call: TabCall;
  /** Ledger types the tab shows (the records and custody calls); the type filter picks one of them. */
  types: readonly string[];
  /** The type filter's options (ledger types), when the tab has more than one. */
  typeOptions: readonly string[];
  /** The state filter's options (wire states), dw tabs only. */
  hasStates: boolean;
}

function spec(key: RecordTab, label: string, call: TabCall, types: readonly string[] = [], typeOptions: readonly string[] = []): TabSpec {
  return { key, label, call, types, typeOptions, hasStates: call === 'dw' };
}

export const PRO_TABS: readonly TabSpec[] = [
  spec('deposit', '充币', 'dw'),
  spec('withdraw', '提币', 'dw'),
  spec('transfer', '划转', 'ledger', ['transfer']),
  spec('conversion', '兑换', 'records', ['conversion']),
  spec('fee', '手续费', 'records', ['transact-fee', 'fee-deduction'], ['transact-fee', 'fee-deduction']),
  spec('point', '点卡划转', 'records', ['point-transfer']),
];

export const CUSTODY_TABS: readonly TabSpec[] = [
  spec('deposit', '充币', 'dw'),
  spec('withdraw', '提币', 'dw'),
  spec('point', '点卡划转', 'custody', ['point-transfer']),
  spec('deduction', '手续费抵扣', 'custody', ['fee-deduction']),
];

export function tabsOf(area: RecordsArea): readonly TabSpec[] {
  return area === 'custody' ? CUSTODY_TABS : PRO_TABS;
}

/** The tab a `?tab=` value names in the set; the first tab for a missing or unknown value. */
export function tabFromParam(tabs: readonly TabSpec[], value: string | null | undefined): TabSpec {
  const key = (value ?? '').trim().toLowerCase();
  return tabs.find((tab) => tab.key === key) ?? (tabs[0] as TabSpec);
}

/** The path with the tab in its query (other params kept). */
export function tabHref(pathname: string, search: string, tab: RecordTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `${pathname}?${params.toString()}`;
}

/** What a tab's call is asked for, from the filter (pages aside). */
export interface TabRequest {
  call: TabCall;
  /** deposit / withdraw for the dw call. */
  dwType?: 'deposit' | 'withdraw';
  currency?: string;
  /** Comma-separated ledger types (records / custody calls). */
  types?: string;
  start?: number;
  end?: number;
}

/**
 * The filter's query with a preset left open at the end: 近7天 means up to now, whenever the
 * list reloads, so a move made after the filter was chosen still shows.
 */
function openQuery(filter: RecordFilter, now: number, utcOffsetMinutes?: number): RecordQuery {
  const query = filterQuery(filter, now, utcOffsetMinutes);
  if (filter.range !== 'custom') delete query.end;
  return query;
}

/** The filter → the tab's query: only what the call takes (the rest is `clientQuery`). */
export function tabRequest(tab: TabSpec, filter: RecordFilter, now: number, utcOffsetMinutes?: number): TabRequest {
  const query = openQuery(filter, now, utcOffsetMinutes);
  const request: TabRequest = { call: tab.call };
  if (query.currency) request.currency = query.currency.toLowerCase();
  if (tab.call === 'dw') {
    request.dwType = tab.key === 'withdraw' ? 'withdraw' : 'deposit';
    return request;
  }
  if (tab.call !== 'ledger') {
    const picked = filter.type !== ALL && tab.typeOptions.includes(filter.type) ? [filter.type] : tab.types;
    request.types = picked.join(',');
  }
  if (query.start !== undefined) request.start = query.start;
  if (query.end !== undefined) request.end = query.end;
  return request;
}

/** What the client narrows the loaded rows by: the dw tabs' state and dates (their call takes neither). */
export function clientQuery(tab: TabSpec, filter: RecordFilter, now: number, utcOffsetMinutes?: number): RecordQuery {
  if (tab.call !== 'dw') return {};
  const query = openQuery(filter, now, utcOffsetMinutes);
  const narrowed: RecordQuery = {};
  if (query.state !== undefined) narrowed.state = query.state;
  if (query.start !== undefined) narrowed.start = query.start;
  if (query.end !== undefined) narrowed.end = query.end;
  return narrowed;
}

/** A stable text of a request, for query keys. */
export function requestKey(request: TabRequest): string {
  return [request.call, request.dwType ?? '', request.currency ?? '', request.types ?? '', request.start ?? '', request.end ?? ''].join('|');
}

/** Currencies offered by the currency filter (the point tabs: the point card only). */
export const RECORD_CURRENCIES: readonly string[] = ['usdt', 'btc', 'eth', 'ht', 'trx', 'doge', 'ltc', 'xrp', 'ada', 'dot', 'link'];

export function currencyOptionsOf(tab: TabSpec): readonly string[] {
  return tab.key === 'point' || tab.key === 'deduction' ? ['point', 'ht', 'usdt'] : RECORD_CURRENCIES;
}
