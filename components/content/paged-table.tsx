'use client';

// One page of a content list (notices, files) on the shared DataTable, with its pager: the rows
// of the page, the empty text (another when a search or filter narrowed it), the failure with
// 重试 while nothing is shown yet; cards below 750 px.

import { DataTable, type CellAttributes, type DataColumn } from '@/components/records/data-table';
import { Pagination } from '@/components/records/pagination';
import { queryErrorText } from '@/queries/failure';
import type { Paged } from '@/services/content/content';
import { CONTENT_PAGE_SIZE } from './use-list-state';

export interface PagedTableProps<T extends { id: string }> {
  label: string;
  columns: readonly DataColumn<T>[];
  query: { data: Paged<T> | undefined; error: unknown; isPending: boolean; isError: boolean; isFetching: boolean; refetch(): unknown };
  page: number;
  onPage(page: number): void;
  /** The text of an empty list: `narrowed` when a search or filter is on. */
  emptyText: string;
  narrowedText: string;
  narrowed: boolean;
  rowProps(row: T): CellAttributes;
  testId: string;
}

export function PagedTable<T extends { id: string }>({ label, columns, query, page, onPage, emptyText, narrowedText, narrowed, rowProps, testId }: PagedTableProps<T>) {
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.items ?? []}
        rowKey={(row) => row.id}
        rowProps={rowProps}
        loading={query.isPending}
        emptyText={narrowed ? narrowedText : emptyText}
        error={query.isError && query.data === undefined ? queryErrorText(query.error) : null}
        onRetry={() => void query.refetch()}
        cards
        testId={testId}
      />
      <Pagination mode="page" paging={{ page, size: CONTENT_PAGE_SIZE, total: query.data?.total ?? null }} rowsOnPage={query.data?.items.length} busy={query.isFetching} onChange={(next) => onPage(next.page)} />
    </>
  );
}
