'use client';

// The two logs of 安全记录: 登录记录 (login_log/list, filtered by result) and 操作记录
// (operation_log/list, filtered by type), each with the date presets, paged by the server, as
// cards on a phone.

import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { FilterBar, type FilterOption } from '@/components/records/filter-bar';
import { Pagination } from '@/components/records/pagination';
import { SECURITY_EVENT_TYPES, type LoginLogRow, type SecurityEventRow } from '@/lib/contracts/uc';
import { formatTime, EMPTY_PLACEHOLDER } from '@/lib/format';
import { DEFAULT_PAGE_SIZE, DEFAULT_RECORD_FILTER, filterQuery, type RecordFilter } from '@/lib/records';
import { LOGIN_RESULT_TEXT, loginMethodText, loginReasonText, SECURITY_EVENT_TEXT } from '@/lib/security-center/timeline';
import { queryErrorText } from '@/queries/failure';
import { useLoginLog, useOperationLog } from '@/queries/security-records';
import styles from './security-records.module.css';

export const LOG_TEXT = {
  time: '时间',
  device: '设备',
  ip: 'IP 地址',
  place: '地点',
  method: '登录方式',
  result: '结果',
  operation: '操作',
  detail: '详情',
  loginLog: '登录记录',
  operationLog: '操作记录',
  loginEmpty: '暂无登录记录',
  operationEmpty: '暂无操作记录',
  filters: '筛选',
} as const;

const RESULT_OPTIONS: readonly FilterOption[] = [
  { value: 'success', label: LOGIN_RESULT_TEXT.success },
  { value: 'fail', label: LOGIN_RESULT_TEXT.fail },
];

const TYPE_OPTIONS: readonly FilterOption[] = SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: SECURITY_EVENT_TEXT[type] }));

/** A log's filter and page; the range's "now" is taken when the filter changes, so the query key holds still. */
function useLogFilter() {
  const [filter, setFilter] = useState<RecordFilter>(DEFAULT_RECORD_FILTER);
  const [now, setNow] = useState(() => Date.now());
  const [page, setPage] = useState(1);
  const query = useMemo(() => filterQuery(filter, now), [filter, now]);
  const change = (next: RecordFilter) => {
    setFilter(next);
    setNow(Date.now());
    setPage(1);
  };
  return { filter, query, page, setPage, change };
}

const loginColumns: DataColumn<LoginLogRow>[] = [
  { key: 'time', title: LOG_TEXT.time, render: (row) => formatTime(row.time) },
  { key: 'device', title: LOG_TEXT.device, render: (row) => row.device },
  { key: 'ip', title: LOG_TEXT.ip, render: (row) => row.ip || EMPTY_PLACEHOLDER },
  { key: 'place', title: LOG_TEXT.place, render: (row) => row.place },
  { key: 'method', title: LOG_TEXT.method, render: (row) => loginMethodText(row.method) },
  {
    key: 'result',
    title: LOG_TEXT.result,
    render: (row) => (
      <span className={row.result === 'fail' ? styles.resultFail : styles.resultSuccess} title={loginReasonText(row.reason)}>
        {row.result === 'fail' ? `${LOGIN_RESULT_TEXT.fail}（${loginReasonText(row.reason)}）` : LOGIN_RESULT_TEXT.success}
      </span>
    ),
  },
];

export function LoginLogPanel() {
  const { filter, query, page, setPage, change } = useLogFilter();
  const result = query.state === 'success' || query.state === 'fail' ? query.state : undefined;
  const log = useLoginLog({ page, size: DEFAULT_PAGE_SIZE, start: query.start, end: query.end, result });
  return (
    <div className={styles.panel} data-testid="login-log">
      <FilterBar value={filter} onChange={change} states={RESULT_OPTIONS} label={`${LOG_TEXT.loginLog}${LOG_TEXT.filters}`} />
      <DataTable
        label={LOG_TEXT.loginLog}
        columns={loginColumns}
        rows={log.data?.items ?? []}
        rowKey={(row) => `${row.time}-${row.ip}-${row.device}-${row.method}-${row.reason}`}
        rowProps={(row) => ({ 'data-testid': 'login-log-row', 'data-result': row.result })}
        loading={log.isPending}
        emptyText={LOG_TEXT.loginEmpty}
        error={log.isError ? queryErrorText(log.error) : null}
        onRetry={() => void log.refetch()}
        cards
      />
      <Pagination mode="page" paging={{ page, size: DEFAULT_PAGE_SIZE, total: log.data?.total ?? null }} rowsOnPage={log.data?.items.length} busy={log.isFetching} onChange={(next) => setPage(next.page)} />
    </div>
  );
}

const operationColumns: DataColumn<SecurityEventRow>[] = [
  { key: 'time', title: LOG_TEXT.time, render: (row) => formatTime(row.time) },
  { key: 'operation', title: LOG_TEXT.operation, render: (row) => SECURITY_EVENT_TEXT[row.type] },
  { key: 'detail', title: LOG_TEXT.detail, render: (row) => row.detail || EMPTY_PLACEHOLDER },
  { key: 'device', title: LOG_TEXT.device, render: (row) => row.device },
  { key: 'ip', title: LOG_TEXT.ip, render: (row) => row.ip || EMPTY_PLACEHOLDER },
  { key: 'place', title: LOG_TEXT.place, render: (row) => row.place },
];

export function OperationLogPanel() {
  const { filter, query, page, setPage, change } = useLogFilter();
  const type = SECURITY_EVENT_TYPES.find((candidate) => candidate === query.type);
  const log = useOperationLog({ page, size: DEFAULT_PAGE_SIZE, start: query.start, end: query.end, type });
  return (
    <div className={styles.panel} data-testid="operation-log">
      <FilterBar value={filter} onChange={change} types={TYPE_OPTIONS} label={`${LOG_TEXT.operationLog}${LOG_TEXT.filters}`} />
      <DataTable
        label={LOG_TEXT.operationLog}
        columns={operationColumns}
        rows={log.data?.items ?? []}
        rowKey={(row) => String(row.id)}
        rowProps={(row) => ({ 'data-testid': 'operation-log-row', 'data-type': row.type })}
        loading={log.isPending}
        emptyText={LOG_TEXT.operationEmpty}
        error={log.isError ? queryErrorText(log.error) : null}
        onRetry={() => void log.refetch()}
        cards
      />
      <Pagination mode="page" paging={{ page, size: DEFAULT_PAGE_SIZE, total: log.data?.total ?? null }} rowsOnPage={log.data?.items.length} busy={log.isFetching} onChange={(next) => setPage(next.page)} />
    </div>
  );
}

