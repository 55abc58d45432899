'use client';

// 财务记录 (finance/record, and cn/finance/record with the custody area's tab set): one screen,
// the tab set a parameter. The tab is in the URL (`?tab=`), so other screens link to a tab; a
// tab switch replaces the URL's tab without a reload. Filters (currency, type where the tab has
// several, state on the deposit and withdraw tabs, the date presets and a custom range) go to
// the server where the call takes them and reset the paging; pages go by cursor (上一页 / 下一页).
// Each row opens its detail; 导出 CSV takes every page of the tab and filter. An account-socket
// balance push (a deposit credited, a withdrawal, a transfer or conversion made elsewhere)
// reloads the records (recordsKeys.all), as does every money move of the app itself.
// Below 750 px: cards, the filters in a sheet, tabs scrolling sideways.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCustodyUser } from '@/components/custody/use-custody';
import { Dialog } from '@/components/dialog/dialog';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { tabId, tabPanelId, Tabs } from '@/components/tabs';
import { FilterBar, type FilterOption } from '@/components/records/filter-bar';
import { Pagination } from '@/components/records/pagination';
import { useAccountChannel } from '@/hooks/use-account-channel';
import { accountsUpdateTopic } from '@/lib/protocol/account-topics';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import { ALL, DEFAULT_RECORD_FILTER, firstCursorPage, matchesQuery, type CursorPaging, type RecordFilter } from '@/lib/records';
import {
  accountLabel,
  clientQuery,
  currencyOptionsOf,
  pageLoaded,
  pageRequestOf,
  recordStateInfo,
  recordTypeLabel,
  tabFromParam,
  tabHref,
  tabRequest,
  tabsOf,
  TYPE_LABELS,
  type FinanceRecord,
  type RecordsArea,
  type RecordTab,
  type TabSpec,
} from '@/lib/finance-records';
import { DEPOSIT_STATES, dwStateInfo, WITHDRAW_STATES } from '@/lib/wallet/dw-states';
import { unwrap } from '@/queries/failure';
import { useRecordsPage, useRefreshRecords } from '@/queries/records';
import { useAccounts } from '@/queries/trading';
import { spotAccountOf } from '@/services/trading/accounts';
import { fetchRecordsPage } from '@/services/wallet/records';
import { ExportAllButton } from './export-all';
import { RecordDetail } from './record-detail';
import styles from './records.module.css';

export const RECORDS_TEXT = {
  title: '财务记录',
  tabs: '记录类型',
  table: '记录列表',
  filters: '筛选',
  filterSheet: '筛选条件',
  done: '完成',
  detail: '详情',
  time: '时间',
  currency: '币种',
  type: '类型',
  chain: '链名称',
  amount: '数量',
  fee: '手续费',
  state: '状态',
  account: '账户',
  direction: '划转方向',
  action: '操作',
} as const;

export const RECORDS_PAGE_SIZE = 20;
const TABS_ID = 'finance-records';

export interface RecordsScreenProps {
  area: RecordsArea;
  /** The `?tab=` value the page was opened with. */
  initialTab?: string | null;
  /** The account socket's url; '' leaves the pushes out. */
  socketUrl?: string;
}

const QUIET = { silent: true } as const;

/** The clock the date presets count back from (read on a filter or tab change). */
function currentTime(): number {
  return Date.now();
}

function amountClass(amount: string): string {
  return amount.startsWith('-') ? styles.amountOut! : styles.amountIn!;
}

function columnsOf(tab: TabSpec, open: (row: FinanceRecord) => void): DataColumn<FinanceRecord>[] {
  const time: DataColumn<FinanceRecord> = { key: 'time', title: RECORDS_TEXT.time, render: (row) => formatTime(row.time) };
  const currency: DataColumn<FinanceRecord> = { key: 'currency', title: RECORDS_TEXT.currency, rowHeader: true, render: (row) => row.currency.toUpperCase() };
  const type: DataColumn<FinanceRecord> = { key: 'type', title: tab.key === 'transfer' ? RECORDS_TEXT.direction : RECORDS_TEXT.type, render: (row) => recordTypeLabel(row) };
  const amount: DataColumn<FinanceRecord> = {
    key: 'amount',
    title: RECORDS_TEXT.amount,
    align: 'right',
    render: (row) => <span className={tab.call === 'dw' ? undefined : amountClass(row.amount)}>{row.amount}</span>,
  };
  const state: DataColumn<FinanceRecord> = {
    key: 'state',
    title: RECORDS_TEXT.state,
    render: (row) => {
      const info = recordStateInfo(row);
      return <span className={styles[`tone-${info.tone}`]}>{info.label}</span>;
    },
  };
  const action: DataColumn<FinanceRecord> = {
    key: 'action',
    title: RECORDS_TEXT.action,
    align: 'right',
    render: (row) => (
      <button type="button" className={styles.linkButton} onClick={() => open(row)} aria-label={`${RECORDS_TEXT.detail} ${row.currency.toUpperCase()} ${formatTime(row.time)}`}>
        {RECORDS_TEXT.detail}
      </button>
    ),
  };
  if (tab.call === 'dw') {
    const chain: DataColumn<FinanceRecord> = { key: 'chain', title: RECORDS_TEXT.chain, render: (row) => row.chain };
    const fee: DataColumn<FinanceRecord> = { key: 'fee', title: RECORDS_TEXT.fee, align: 'right', render: (row) => row.fee || EMPTY_PLACEHOLDER };
    return tab.key === 'withdraw' ? [time, currency, chain, amount, fee, state, action] : [time, currency, chain, amount, state, action];
  }
  if (tab.key === 'transfer') return [time, currency, type, amount, state, action];
  const account: DataColumn<FinanceRecord> = { key: 'account', title: RECORDS_TEXT.account, render: (row) => accountLabel(row.account) };
  return [time, currency, type, account, amount, state, action];
}

function stateOptions(tab: TabSpec): FilterOption[] | undefined {
  if (!tab.hasStates) return undefined;
  const kind = tab.key === 'withdraw' ? 'withdraw' : 'deposit';
  const states: readonly string[] = kind === 'withdraw' ? WITHDRAW_STATES : DEPOSIT_STATES;
  return states.map((state) => ({ value: state, label: dwStateInfo(kind, state).label }));
}

const rowProps = (row: FinanceRecord) => ({ 'data-record-id': row.id, 'data-testid': 'record-row' });

export function RecordsScreen({ area, initialTab = null, socketUrl = '' }: RecordsScreenProps) {
  const tabs = tabsOf(area);
  const { ready } = useCustodyUser();
  const refreshRecords = useRefreshRecords();
  const [tabKey, setTabKey] = useState<RecordTab>(() => tabFromParam(tabs, initialTab).key);
  const tab = tabFromParam(tabs, tabKey);
  const [filter, setFilter] = useState<RecordFilter>(DEFAULT_RECORD_FILTER);
  // The moment the date presets count back from: fixed while the filter stays, so the key does.
  const [now, setNow] = useState(currentTime);
  const [paging, setPaging] = useState<CursorPaging>(() => firstCursorPage(RECORDS_PAGE_SIZE));
  const [detail, setDetail] = useState<FinanceRecord | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const accounts = useAccounts(ready && tab.call === 'ledger');
  const accountId = tab.call === 'ledger' ? (spotAccountOf(accounts.data ?? [])?.id ?? undefined) : undefined;
  const request = useMemo(() => tabRequest(tab, filter, now), [tab, filter, now]);
  const narrow = useMemo(() => clientQuery(tab, filter, now), [tab, filter, now]);
  const asked = pageRequestOf(paging);
  const query = useRecordsPage(
    { area, request, size: asked.size, ...(asked.from ? { from: asked.from } : {}), ...(accountId ? { accountId } : {}) },
    ready && (tab.call !== 'ledger' || accountId !== undefined),
  );

  const placeholder = query.isPlaceholderData;
  const loaded = useMemo(() => pageLoaded(paging, query.data ?? [], (row) => row.id), [paging, query.data]);
  const shownPaging = placeholder ? { ...paging, nextFrom: null } : loaded.paging;
  const keep = useCallback((row: FinanceRecord) => matchesQuery(row, narrow, { state: (r) => r.state, time: (r) => r.time }), [narrow]);
  const rows = useMemo(() => loaded.rows.filter(keep), [loaded.rows, keep]);
  const columns = useMemo(() => columnsOf(tab, setDetail), [tab]);
  const tabItems = useMemo(() => tabs.map((item) => ({ key: item.key, label: item.label })), [tabs]);

  // A balance push means money moved: the records shown may be old. Several pushes come at once.
  // The snapshot after a subscription repeats the balances and moves nothing.
  const pushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pushTimer.current) clearTimeout(pushTimer.current);
    },
    [],
  );
  useAccountChannel(
    accountsUpdateTopic(2),
    (message) => {
      if (message.kind !== 'balance' || message.change.snapshot) return;
      pushTimer.current ??= setTimeout(() => {
        pushTimer.current = null;
        refreshRecords();
      }, 300);
    },
    { url: socketUrl, enabled: ready && socketUrl !== '' },
  );

  const chooseTab = (key: RecordTab) => {
    setTabKey(key);
    setFilter((current) => ({ ...current, type: ALL, state: ALL, currency: key === 'point' || key === 'deduction' || tabKey === 'point' || tabKey === 'deduction' ? ALL : current.currency }));
    setPaging(firstCursorPage(RECORDS_PAGE_SIZE));
    setNow(currentTime());
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', tabHref(window.location.pathname, window.location.search, key));
  };

  const changeFilter = (next: RecordFilter) => {
    setFilter(next);
    setNow(currentTime());
    setPaging(firstCursorPage(RECORDS_PAGE_SIZE));
  };

  const fetchPage = useCallback(
    async (page: { from?: string; size: number }) =>
      unwrap(await fetchRecordsPage({ request, size: page.size, ...(page.from ? { from: page.from } : {}), ...(accountId ? { accountId } : {}) }, QUIET)),
    [request, accountId],
  );

  const currencies = currencyOptionsOf(tab).map((code) => ({ value: code, label: code.toUpperCase() }));
  const types = tab.typeOptions.length > 1 ? tab.typeOptions.map((type) => ({ value: type, label: TYPE_LABELS[type] ?? type })) : undefined;
  const states = stateOptions(tab);
  const filterBar = (
    <FilterBar value={filter} onChange={changeFilter} currencies={currencies} {...(types ? { types } : {})} {...(states ? { states } : {})} label={RECORDS_TEXT.filters} />
  );
  const exportButton = <ExportAllButton key={tab.key} tab={tab} fetchPage={fetchPage} keep={keep} disabled={!ready || (tab.call === 'ledger' && !accountId)} />;
  const error = query.error ? query.error.message || '加载失败' : accounts.error ? accounts.error.message : null;

  return (
    // The page's h1 (RouteScreen) is the title: no heading of its own.
    <section className={styles.screen} data-testid="records-screen" data-area={area} aria-label={RECORDS_TEXT.title}>
      <Tabs items={tabItems} value={tab.key} onChange={chooseTab} idBase={TABS_ID} label={RECORDS_TEXT.tabs} sharedPanel className={styles.tabs} tabClassName={styles.tab} />
      <div id={tabPanelId(TABS_ID)} role="tabpanel" aria-labelledby={tabId(TABS_ID, tab.key)}>
        <div className={styles.toolbar}>
          <div className={styles.desktopOnly}>{filterBar}</div>
          <button type="button" className={`${styles.phoneOnly} ${styles.toolButton}`} onClick={() => setSheetOpen(true)} data-testid="records-filter-open">
            {RECORDS_TEXT.filters}
          </button>
          {exportButton}
        </div>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.source}-${row.id}`}
          rowProps={rowProps}
          label={RECORDS_TEXT.table}
          loading={query.isPending || (query.isFetching && placeholder)}
          error={error}
          onRetry={() => void query.refetch()}
          cards
          testId="records-table"
        />
        <Pagination mode="cursor" paging={shownPaging} onChange={setPaging} busy={query.isFetching} />
      </div>
      {sheetOpen ? (
        <Dialog
          title={RECORDS_TEXT.filterSheet}
          onClose={() => setSheetOpen(false)}
          testId="records-filter-sheet"
          footer={
            <button type="button" onClick={() => setSheetOpen(false)}>
              {RECORDS_TEXT.done}
            </button>
          }
        >
          {filterBar}
        </Dialog>
      ) : null}
      {detail ? <RecordDetail record={detail} onClose={() => setDetail(null)} /> : null}
    </section>
  );
}
