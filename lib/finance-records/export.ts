// Exporting every record of a tab and filter: the pages fetched one after another (the largest
// page the call allows), each page's repeated `from` row dropped, until a short page; progress
// after each page; stopped between pages when cancelled. The fetcher is the tab's call.

import { firstCursorPage, hasNextCursor, nextCursorPage } from '@/lib/records';
import { MAX_PAGE_ROWS, pageLoaded, pageRequestOf } from './paging';

export type PageFetcher<T> = (request: { from?: string; size: number }) => Promise<T[]>;

export class ExportCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ExportCancelled';
  }
}

export interface CollectOptions {
  /** Rows per page (the call's most by default). */
  size?: number;
  signal?: AbortSignal;
  onProgress?(rows: number, pages: number): void;
  /** Keeps a loaded row (the client-side filter of the dw tabs); every row by default. */
  keep?(row: unknown): boolean;
}

/** Every row of the tab and filter, in list order; rejects with ExportCancelled when cancelled. */
export async function collectAllPages<T>(fetchPage: PageFetcher<T>, idOf: (row: T) => string, options: CollectOptions = {}): Promise<T[]> {
  let paging = firstCursorPage(options.size ?? MAX_PAGE_ROWS - 1);
  const rows: T[] = [];
  let pages = 0;
  for (;;) {
    if (options.signal?.aborted) throw new ExportCancelled();
    const raw = await fetchPage(pageRequestOf(paging));
    if (options.signal?.aborted) throw new ExportCancelled();
    const loaded = pageLoaded(paging, raw, idOf);
    for (const row of loaded.rows) if (!options.keep || options.keep(row)) rows.push(row);
    pages += 1;
    options.onProgress?.(rows.length, pages);
    if (!hasNextCursor(loaded.paging)) return rows;
    paging = nextCursorPage(loaded.paging);
  }
}
