// Control calls of the finance records (mocks/README.md "Ledger and records"): how many of a
// user's ledger entries a filter keeps (what an export of that tab and filter must hold), and
// the entries themselves, so e2e tests and the benchmark can check the records against the
// ledger. The user's seeded history is written first, as the records calls do.

import { http, HttpResponse, type RequestHandler } from 'msw';
import { LEDGER_TYPES } from './db/ledger';
import { filteredEntries, recordRowJson } from './handlers/records';

function filterOf(query: URLSearchParams): { uid: number; types: Set<string>; accountId?: number; currency?: string; start?: number; end?: number } | string {
  const uid = Number(query.get('uid'));
  if (!Number.isSafeInteger(uid) || uid <= 0) return 'uid is required';
  const typesText = query.get('types');
  const types = new Set(typesText ? typesText.split(',').filter(Boolean) : LEDGER_TYPES);
  const number = (name: string) => (query.get(name) ? Number(query.get(name)) : undefined);
  const accountId = number('accountId');
  const start = number('start');
  const end = number('end');
  const currency = query.get('currency') || undefined;
  return { uid, types, ...(accountId === undefined ? {} : { accountId }), ...(currency ? { currency } : {}), ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
}

export function recordsControlHandlers(base: string): RequestHandler[] {
  return [
    // GET records/count?uid=&types=&currency=&accountId=&start=&end= → {count}
    http.get(`${base}/records/count`, ({ request }) => {
      const filter = filterOf(new URL(request.url).searchParams);
      if (typeof filter === 'string') return HttpResponse.json({ error: filter }, { status: 400 });
      const { uid, ...rest } = filter;
      return HttpResponse.json({ count: filteredEntries(uid, rest).length });
    }),
    // GET records/entries?uid=&types=&… → {entries} (newest first)
    http.get(`${base}/records/entries`, ({ request }) => {
      const filter = filterOf(new URL(request.url).searchParams);
      if (typeof filter === 'string') return HttpResponse.json({ error: filter }, { status: 400 });
      const { uid, ...rest } = filter;
      return HttpResponse.json({ entries: filteredEntries(uid, rest).map(recordRowJson) });
    }),
  ];
}
