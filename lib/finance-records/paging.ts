// Cursor paging of the records, on lib/records' cursor rules. Every records call here starts a
// page at its `from` row (the deposit-withdraw history: `from` included; the ledger calls:
// `fromId` inclusive), so the page after asks from the last row shown, one row more than a
// page, and lib/records drops that repeated first row. A page that comes back shorter than it
// asked for is the last one.

import { cursorLoaded, cursorRequest, type CursorPaging } from '@/lib/records';

/** Most rows a page may ask for (WALLET.md 5.4 and 7.7). */
export const MAX_PAGE_ROWS = 500;

/** How many rows to ask for: a page, plus the repeated `from` row after the first page. */
export function requestSize(paging: CursorPaging): number {
  return cursorRequest(paging).from === undefined ? paging.size : paging.size + 1;
}

/** The request of the page shown: its `from` (none on the first page) and how many rows. */
export function pageRequestOf(paging: CursorPaging): { from?: string; size: number } {
  const from = cursorRequest(paging).from;
  return from === undefined ? { size: requestSize(paging) } : { from, size: requestSize(paging) };
}

/** A page came back: its rows (the repeated `from` row dropped) and the paging with where the next page starts. */
export function pageLoaded<T>(paging: CursorPaging, raw: readonly T[], idOf: (row: T) => string): { paging: CursorPaging; rows: T[] } {
  const asked = requestSize(paging);
  const last = raw[raw.length - 1];
  const next = raw.length >= asked && last !== undefined ? idOf(last) : null;
  return cursorLoaded(paging, raw, idOf, next);
}
