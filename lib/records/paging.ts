// Paging of record lists (asset records, deposit and withdraw history, transfers, ledger,
// sub-accounts). Two kinds of backend:
// - page/size: the server (or the client over loaded rows) numbers pages from 1, and may say
//   the total; without a total a full page means there may be more.
// - cursor: `from` (a record id) and `direct` (`next` = descending from the newest, `prev` =
//   ascending). Some answers carry the next id (`nextId`/`next-id`), others none, and then the
//   last row's id is the next `from` (WALLET.md). Whether the `from` row itself comes back is
//   unverified, so a page drops a first row whose id is the `from` it asked with. Going back
//   re-asks the `from` of the page before, remembered on the way forward.

export const DEFAULT_PAGE_SIZE = 20;

// ---- page/size --------------------------------------------------------------------------

export interface PagePaging {
  /** 1-based. */
  page: number;
  size: number;
  /** All rows over all pages when the backend says it; null when it does not. */
  total: number | null;
}

export function firstPage(size: number = DEFAULT_PAGE_SIZE, total: number | null = null): PagePaging {
  return { page: 1, size, total };
}

/** Pages there are, at least one; null when the total is unknown. */
export function pageCount(paging: Pick<PagePaging, 'size' | 'total'>): number | null {
  if (paging.total === null) return null;
  return Math.max(1, Math.ceil(paging.total / Math.max(1, paging.size)));
}

export function hasPrevPage(paging: PagePaging): boolean {
  return paging.page > 1;
}

/** More after this page: by the total when known, else when the page came back full. */
export function hasNextPage(paging: PagePaging, rowsOnPage?: number): boolean {
  const count = pageCount(paging);
  if (count !== null) return paging.page < count;
  return rowsOnPage !== undefined && rowsOnPage >= paging.size;
}

/** The same paging on another page, kept within 1…pageCount. */
export function goToPage(paging: PagePaging, page: number): PagePaging {
  const count = pageCount(paging);
  const upper = count ?? Number.MAX_SAFE_INTEGER;
  const next = Math.min(Math.max(1, Math.trunc(page) || 1), upper);
  return next === paging.page ? paging : { ...paging, page: next };
}

/** What to ask a page/size backend for. */
export function pageRequest(paging: PagePaging): { page: number; size: number } {
  return { page: paging.page, size: paging.size };
}

/** Client-side paging over loaded rows: this page's rows. */
export function slicePage<T>(rows: readonly T[], paging: Pick<PagePaging, 'page' | 'size'>): T[] {
  const start = (paging.page - 1) * paging.size;
  return rows.slice(start, start + paging.size);
}

/** A page item of the pager: a page number or a gap. */
export type PageItem = number | 'gap';

/**
 * The page numbers to offer: the first, the last, and `around` pages on each side of the
 * current one; gaps where pages are left out (a gap of one page shows that page instead).
 */
export function pageItems(page: number, count: number, around = 1): PageItem[] {
  if (count <= 0) return [];
  const shown = new Set<number>([1, count]);
  for (let each = page - around; each <= page + around; each += 1) if (each >= 1 && each <= count) shown.add(each);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const each of sorted) {
    if (each - previous === 2) items.push(previous + 1);
    else if (each - previous > 2) items.push('gap');
    items.push(each);
    previous = each;
  }
  return items;
}

// ---- cursor (`from` + `direct`) ---------------------------------------------------------

export type CursorDirect = 'next' | 'prev';

export interface CursorPaging {
  size: number;
  /** The order the list walks in: `next` newest first (descending), `prev` oldest first. */
  direct: CursorDirect;
  /** The `from` of each page visited so far, the current page last; null: the first page (no `from`). */
  froms: readonly (string | null)[];
  /** The `from` of the page after this one, once this page has loaded; null when there is none. */
  nextFrom: string | null;
}

export function firstCursorPage(size: number = DEFAULT_PAGE_SIZE, direct: CursorDirect = 'next'): CursorPaging {
  return { size, direct, froms: [null], nextFrom: null };
}

/** What to ask a cursor backend for: always `size` and `direct`, `from` after the first page. */
export function cursorRequest(paging: CursorPaging): { size: number; direct: CursorDirect; from?: string } {
  const from = paging.froms[paging.froms.length - 1] ?? null;
  return from === null ? { size: paging.size, direct: paging.direct } : { size: paging.size, direct: paging.direct, from };
}

/** 1-based number of the page shown. */
export function cursorPageNumber(paging: CursorPaging): number {
  return paging.froms.length;
}

/**
 * A page has come back: its rows without a repeated `from` row, and where the next page
 * starts (the server's next id when it sends one, else the last row's id when the page was
 * full).
 */
export function cursorLoaded<T>(
  paging: CursorPaging,
  rows: readonly T[],
  idOf: (row: T) => string,
  serverNextId?: string | number | null,
): { paging: CursorPaging; rows: T[] } {
  const from = paging.froms[paging.froms.length - 1] ?? null;
  const first = rows[0];
  const fresh = from !== null && first !== undefined && idOf(first) === from ? rows.slice(1) : [...rows];
  let nextFrom: string | null;
  if (serverNextId !== undefined) nextFrom = serverNextId === null || serverNextId === '' ? null : String(serverNextId);
  else {
    const last = rows[rows.length - 1];
    nextFrom = rows.length >= paging.size && last !== undefined ? idOf(last) : null;
  }
  return { paging: { ...paging, nextFrom }, rows: fresh };
}

export function hasNextCursor(paging: CursorPaging): boolean {
  return paging.nextFrom !== null;
}

export function hasPrevCursor(paging: CursorPaging): boolean {
  return paging.froms.length > 1;
}

/** The page after: asked from `nextFrom`; unchanged when there is none. */
export function nextCursorPage(paging: CursorPaging): CursorPaging {
  if (paging.nextFrom === null) return paging;
  return { ...paging, froms: [...paging.froms, paging.nextFrom], nextFrom: null };
}

/** The page before: its remembered `from` again; unchanged on the first page. */
export function prevCursorPage(paging: CursorPaging): CursorPaging {
  if (paging.froms.length <= 1) return paging;
  return { ...paging, froms: paging.froms.slice(0, -1), nextFrom: null };
}
