'use client';

// A sub-account's operation history, newest first, paged by the server, as cards on a phone.

import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { Pagination } from '@/components/records/pagination';
import type { OperationHistoryRow } from '@/lib/contracts/uc';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/records';
import { queryErrorText } from '@/queries/failure';
import { useSubAccountHistory } from '@/queries/sub-account';
import { DETAIL_TEXT as T, HISTORY_ACTION_TEXT } from './texts';
import styles from './sub-account.module.css';

const columns: DataColumn<OperationHistoryRow>[] = [
  { key: 'time', title: T.time, render: (row) => formatTime(row.time) },
  { key: 'action', title: T.action, render: (row) => HISTORY_ACTION_TEXT[row.action] },
  { key: 'detail', title: T.detail, render: (row) => row.detail || EMPTY_PLACEHOLDER },
  { key: 'operator', title: T.operator, render: (row) => `${row.operator_name}（${row.operator_uid}）` },
];

const rowProps = (row: OperationHistoryRow) => ({ 'data-testid': 'sub-account-history-row', 'data-action': row.action });

export function HistorySection({ subUid }: { subUid: number }) {
  const [page, setPage] = useState(1);
  const history = useSubAccountHistory(subUid, page, DEFAULT_PAGE_SIZE);
  return (
    <section className={styles.section} aria-labelledby={`history-${subUid}`}>
      <h2 id={`history-${subUid}`} className={styles.sectionTitle}>
        {T.history}
      </h2>
      <DataTable
        label={T.history}
        columns={columns}
        rows={history.data?.items ?? []}
        rowKey={(row) => String(row.id)}
        rowProps={rowProps}
        loading={history.isPending}
        emptyText={T.historyEmpty}
        error={history.isError ? queryErrorText(history.error) : null}
        onRetry={() => void history.refetch()}
        cards
      />
      <Pagination
        mode="page"
        paging={{ page, size: DEFAULT_PAGE_SIZE, total: history.data?.total ?? null }}
        rowsOnPage={history.data?.items.length}
        busy={history.isFetching}
        onChange={(next) => setPage(next.page)}
      />
    </section>
  );
}
