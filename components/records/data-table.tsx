'use client';

// The records table: columns (key, title, render, align, width, a sort key), rows keyed, a
// loading, empty or error row (the error row says the message and offers 重试), and a
// horizontally scrollable wrapper that is a named, keyboard-focusable region (axe
// scrollable-region-focusable). With `cards`, each row becomes a card of label/value pairs
// below 750 px: the same markup restyled by a media query, so server and client render alike.
// Sorting by a column's `sortKey` happens here over the given rows unless the parent takes it
// (`sort` + `onSortChange`, e.g. to ask the server). Looks come from records.module.css; a
// screen tunes them with CSS variables in its own class.

import { memo, useState, type CSSProperties, type ReactNode } from 'react';
import { sortRows, toggleSort, type SortKey, type SortState } from '@/lib/records';
import styles from './records.module.css';

export type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined };
export type CellAttributes = DataAttributes & { className?: string | undefined };

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** The label of the value in the card layout (and of the sort button): the title when it is a string. */
  label?: string;
  render(row: T, index: number): ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The row's header cell (`<th scope="row">`), e.g. the pair or currency. */
  rowHeader?: boolean;
  /** Class of the header and every cell of the column (e.g. one that hides it on phones). */
  className?: string;
  /** Per-cell attributes: a class, data-testid, data-* */
  cellProps?(row: T): CellAttributes;
  /** Makes the column sortable by this key (a decimal, a number, a text; null = missing, kept last). */
  sortKey?(row: T): SortKey;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Class and data-* attributes of a row (e.g. data-order-id). Keep it stable (module level or useCallback): rows re-render when it changes. */
  rowProps?(row: T): CellAttributes;
  /**
   * When a re-rendered row may skip rendering: by default when it is the same object. A list
   * of live figures passes a comparison of what the row shows, so only changed rows render.
   * Columns (and rowProps) must then be stable (useMemo) too.
   */
  rowEquals?(previous: T, next: T): boolean;
  /** The scroll region's accessible name. */
  label: string;
  caption?: ReactNode;
  captionClassName?: string;
  loading?: boolean;
  loadingText?: ReactNode;
  emptyText?: ReactNode;
  /** A load failure: shown in the table's one row (instead of the rows), with 重试 when onRetry is given. */
  error?: string | null;
  onRetry?(): void;
  /** Rows as cards of label/value pairs below 750 px. */
  cards?: boolean;
  /** Fixed table layout: a changed value does not make the browser measure every row again. */
  fixedLayout?: boolean;
  /** The header row stays in view while the region scrolls vertically. */
  stickyHeader?: boolean;
  defaultSort?: SortState | null;
  /** Controlled sorting: the rows are shown as given and the parent sorts (or asks the server). */
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  /** Class of the table: sets the screen's CSS variables. */
  className?: string;
  /** Class of the scroll region (e.g. its max-height). */
  regionClassName?: string;
  /** data-* of the scroll region. */
  regionProps?: DataAttributes;
  /** data-testid of the table. */
  testId?: string;
}

export const LOADING_TEXT = '加载中…';
export const EMPTY_TEXT = '暂无记录';
export const RETRY_TEXT = '重试';

function labelOf<T>(column: DataColumn<T>): string {
  return column.label ?? (typeof column.title === 'string' ? column.title : '');
}

function alignClass(align: DataColumn<unknown>['align']): string | undefined {
  return align === 'right' ? styles.right : align === 'center' ? styles.center : undefined;
}

function cx(...names: Array<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

interface RowProps<T> {
  row: T;
  index: number;
  columns: readonly DataColumn<T>[];
  rowProps: DataTableProps<T>['rowProps'];
  rowEquals: DataTableProps<T>['rowEquals'];
  cards: boolean;
}

function RowView<T>({ row, index, columns, rowProps, cards }: RowProps<T>) {
  const { className, ...attributes } = rowProps?.(row) ?? {};
  return (
    <tr className={className} {...attributes} role={cards ? 'row' : undefined}>
      {columns.map((column) => {
        const { className: cellClass, ...cellAttributes } = column.cellProps?.(row) ?? {};
        const props = {
          ...cellAttributes,
          className: cx(alignClass(column.align), column.className, cellClass),
          'data-label': cards ? labelOf(column) : undefined,
          // Cards restyle rows as blocks, which drops the table semantics: restate them.
          role: cards ? (column.rowHeader ? 'rowheader' : 'cell') : undefined,
        };
        const content = column.render(row, index);
        return column.rowHeader ? (
          <th key={column.key} scope="row" {...props}>
            {content}
          </th>
        ) : (
          <td key={column.key} {...props}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

function sameRow<T>(previous: RowProps<T>, next: RowProps<T>): boolean {
  if (previous.columns !== next.columns || previous.rowProps !== next.rowProps || previous.cards !== next.cards || previous.index !== next.index) return false;
  return previous.row === next.row || (next.rowEquals !== undefined && next.rowEquals(previous.row, next.row));
}

/** One row, rendered again only when its row, columns or attributes change. */
const Row = memo(RowView, sameRow) as typeof RowView;

function ariaSort(sort: SortState | null, key: string): 'ascending' | 'descending' | 'none' {
  return sort?.key === key ? sort.direction : 'none';
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  rowEquals,
  label,
  caption,
  captionClassName,
  loading = false,
  loadingText = LOADING_TEXT,
  emptyText = EMPTY_TEXT,
  error = null,
  onRetry,
  cards = false,
  fixedLayout = false,
  stickyHeader = false,
  defaultSort = null,
  sort,
  onSortChange,
  className,
  regionClassName,
  regionProps,
  testId,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const controlled = sort !== undefined;
  const currentSort = controlled ? sort : ownSort;
  const sortColumn = currentSort ? columns.find((column) => column.key === currentSort.key && column.sortKey) : undefined;
  const shown = !controlled && currentSort && sortColumn?.sortKey ? sortRows(rows, sortColumn.sortKey, currentSort.direction) : rows;

  const pressSort = (key: string) => {
    const next = toggleSort(currentSort, key);
    if (!controlled) setOwnSort(next);
    onSortChange?.(next);
  };

  let message: ReactNode = null;
  if (error) {
    message = (
      <div role="alert" className={styles.error}>
        <span>{error}</span>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {RETRY_TEXT}
          </button>
        ) : null}
      </div>
    );
  } else if (rows.length === 0) {
    message = loading ? <span role="status">{loadingText}</span> : emptyText;
  }

  return (
    <div
      {...regionProps}
      className={cx(styles.region, regionClassName)}
      role="region"
      aria-label={label}
      // Focusable, so a keyboard can scroll a table wider (or taller) than its box.
      tabIndex={0}
    >
      <table
        className={cx(styles.table, cards && styles.cards, fixedLayout && styles.fixed, stickyHeader && styles.sticky, className)}
        aria-busy={loading || undefined}
        data-testid={testId}
        role={cards ? 'table' : undefined}
      >
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead role={cards ? 'rowgroup' : undefined}>
          <tr role={cards ? 'row' : undefined}>
            {columns.map((column) => {
              const style: CSSProperties | undefined = column.width === undefined ? undefined : { width: column.width };
              const sortable = Boolean(column.sortKey);
              return (
                <th
                  key={column.key}
                  scope="col"
                  role={cards ? 'columnheader' : undefined}
                  style={style}
                  className={cx(alignClass(column.align), column.className)}
                  aria-sort={sortable ? ariaSort(currentSort, column.key) : undefined}
                >
                  {sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => pressSort(column.key)}>
                      {column.title}
                      <span aria-hidden="true" className={styles.sortMark} data-direction={currentSort?.key === column.key ? currentSort.direction : 'none'} />
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role={cards ? 'rowgroup' : undefined}>
          {message !== null ? (
            <tr role={cards ? 'row' : undefined}>
              <td colSpan={columns.length} className={styles.message} role={cards ? 'cell' : undefined}>
                {message}
              </td>
            </tr>
          ) : (
            shown.map((row, index) => <Row key={rowKey(row)} row={row} index={index} columns={columns} rowProps={rowProps} rowEquals={rowEquals} cards={cards} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

