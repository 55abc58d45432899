'use client';

// A conversion screen's history: a link back to the screen it belongs to, the table (cards on a
// phone) and page-number paging. The conversion histories and the fee-deduction history differ
// only in their rows and texts.

import Link from 'next/link';
import { DataTable, type DataColumn, type DataTableProps } from '@/components/records/data-table';
import { Pagination } from '@/components/records/pagination';
import { CONVERT_HISTORY_SIZE } from '@/queries/convert';
import { queryErrorText } from '@/queries/failure';
import styles from './convert.module.css';

export interface HistoryPage<T> {
  data: { items: T[]; total: number } | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

export interface PagedHistoryProps<T extends { id: string }> {
  testId: string;
  mode?: string;
  back: { href: string; text: string };
  label: string;
  emptyText: string;
  columns: DataColumn<T>[];
  history: HistoryPage<T>;
  /** False until the user is known: the table shows loading. */
  ready: boolean;
  page: number;
  onPage(page: number): void;
  /** Stable (module level or useCallback), as DataTable asks. */
  rowProps?: DataTableProps<T>['rowProps'];
}

export function PagedHistory<T extends { id: string }>({ testId, mode, back, label, emptyText, columns, history, ready, page, onPage, rowProps }: PagedHistoryProps<T>) {
  return (
    <div className={styles.screen} data-testid={testId} data-mode={mode}>
      <div className={styles.links}>
        <Link className={styles.link} href={back.href}>
          {back.text}
        </Link>
      </div>
      <DataTable
        label={label}
        columns={columns}
        rows={history.data?.items ?? []}
        rowKey={(row) => row.id}
        rowProps={rowProps}
        loading={!ready || history.isPending}
        emptyText={emptyText}
        error={history.isError ? queryErrorText(history.error) : null}
        onRetry={() => void history.refetch()}
        cards
      />
      <Pagination
        mode="page"
        paging={{ page, size: CONVERT_HISTORY_SIZE, total: history.data?.total ?? null }}
        rowsOnPage={history.data?.items.length}
        busy={history.isFetching}
        onChange={(next) => onPage(next.page)}
      />
    </div>
  );
}
