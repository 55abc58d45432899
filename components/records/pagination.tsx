'use client';

// The pager under a record list, for both backends of lib/records: page/size (上一页, the page
// numbers with gaps, 下一页) and cursor from + direct (上一页, 第 N 页, 下一页). A button that
// leads nowhere is disabled; the current page is marked aria-current.

import {
  cursorPageNumber,
  goToPage,
  hasNextCursor,
  hasNextPage,
  hasPrevCursor,
  hasPrevPage,
  nextCursorPage,
  pageCount,
  pageItems,
  prevCursorPage,
  type CursorPaging,
  type PagePaging,
} from '@/lib/records';
import styles from './records.module.css';

export const PAGINATION_TEXT = { label: '分页', prev: '上一页', next: '下一页' } as const;

export type PaginationProps = (
  | {
      mode: 'page';
      paging: PagePaging;
      /** Rows the current page came back with: without a total, a full page offers 下一页. */
      rowsOnPage?: number;
      onChange(paging: PagePaging): void;
    }
  | { mode: 'cursor'; paging: CursorPaging; onChange(paging: CursorPaging): void }
) & {
  /** While a page loads, nothing can be pressed. */
  busy?: boolean;
  /** Rendered even when there is only one page. */
  alwaysShow?: boolean;
  label?: string;
  className?: string;
};

export function Pagination(props: PaginationProps) {
  const { busy = false, alwaysShow = false, label = PAGINATION_TEXT.label, className } = props;
  const navClass = [styles.pager, className].filter(Boolean).join(' ');

  if (props.mode === 'cursor') {
    const { paging, onChange } = props;
    const prev = hasPrevCursor(paging);
    const next = hasNextCursor(paging);
    if (!alwaysShow && !prev && !next) return null;
    return (
      <nav className={navClass} aria-label={label}>
        <button type="button" disabled={busy || !prev} onClick={() => onChange(prevCursorPage(paging))}>
          {PAGINATION_TEXT.prev}
        </button>
        <span className={styles.pageNumber} aria-current="page">{`第 ${cursorPageNumber(paging)} 页`}</span>
        <button type="button" disabled={busy || !next} onClick={() => onChange(nextCursorPage(paging))}>
          {PAGINATION_TEXT.next}
        </button>
      </nav>
    );
  }

  const { paging, rowsOnPage, onChange } = props;
  const prev = hasPrevPage(paging);
  const next = hasNextPage(paging, rowsOnPage);
  const count = pageCount(paging);
  if (!alwaysShow && !prev && !next) return null;
  return (
    <nav className={navClass} aria-label={label}>
      <button type="button" disabled={busy || !prev} onClick={() => onChange(goToPage(paging, paging.page - 1))}>
        {PAGINATION_TEXT.prev}
      </button>
      {count === null ? (
        <span className={styles.pageNumber} aria-current="page">{`第 ${paging.page} 页`}</span>
      ) : (
        <ol>
          {pageItems(paging.page, count).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  aria-current={item === paging.page ? 'page' : undefined}
                  aria-label={`第 ${item} 页`}
                  disabled={busy}
                  onClick={() => onChange(goToPage(paging, item))}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ol>
      )}
      <button type="button" disabled={busy || !next} onClick={() => onChange(goToPage(paging, paging.page + 1))}>
        {PAGINATION_TEXT.next}
      </button>
    </nav>
  );
}
