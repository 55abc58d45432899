'use client';

// 子账户管理: how many the parent holds against the limit, a search by name or UID (debounced,
// the list call's keyword), one row per sub-account (name, UID, state, the remark edited in
// place, created time, its total valuation in USDT (what it holds over all its accounts, asked
// for the rows on screen only), 查看 / 冻结·解冻 / 禁止·允许登录) with paging, as cards below 750 px, and
// 批量创建. Every switch goes through the parent's security verification (SwitchDialog).

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import { Button, TextInput } from '@/components/form';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { Pagination } from '@/components/records/pagination';
import type { SubAccountRow } from '@/lib/contracts/uc';
import { useSubAccountValue } from '@/components/assets/use-sub-account-value';
import { valuationText } from '@/lib/assets/valuation';
import { formatTime } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/records';
import type { Language } from '@/lib/routing/segments';
import { MAX_SUB_ACCOUNTS, ROW_SWITCHES, rowSwitches, switchApplies, type RowSwitch } from '@/lib/sub-account';
import { queryErrorText } from '@/queries/failure';
import { useSubAccountCount, useSubAccounts } from '@/queries/sub-account';
import { NotParentNotice, ParentOnly, subAccountDetailPath } from './parent-only';
import { RemarkCell } from './remark-cell';
import { isNotParentError, StateBadge } from './state-badge';
import type { BatchSwitchResult } from './batch-switch-dialog';
import type { SwitchTarget } from './switch-dialog';
import { BATCH_SWITCH_TEXT as B, SUB_ACCOUNT_SCREEN_TEXT as T, SWITCH_TEXT } from './texts';
import { useDebounced } from './use-debounced';
import styles from './sub-account.module.css';
import { UserText } from '@/components/user-text/user-text';

// The dialogs load when opened: the list is what the page is for.
const BatchCreateDialog = dynamic(() => import('./batch-create-dialog').then((module) => module.BatchCreateDialog), { ssr: false });
const SwitchDialog = dynamic(() => import('./switch-dialog').then((module) => module.SwitchDialog), { ssr: false });
const BatchSwitchDialog = dynamic(() => import('./batch-switch-dialog').then((module) => module.BatchSwitchDialog), { ssr: false });

/** One row's total in USDT at the last prices; '--' while it loads or when it cannot be asked. */
function RowValuation({ uid }: { uid: number }) {
  const value = useSubAccountValue(String(uid));
  return (
    <span className={styles.valuation} data-testid="sub-account-valuation">
      {valuationText(value, 'usdt', 2)}
    </span>
  );
}

const NONE_SELECTED: ReadonlySet<number> = new Set();
const NO_ROWS: SubAccountRow[] = [];

const rowProps = (row: SubAccountRow) => ({ 'data-testid': 'sub-account-row', 'data-uid': row.uid, 'data-state': row.state });

function ListBody({ lang }: { lang: Language }) {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [paging, setPaging] = useState({ keyword: '', page: 1 });
  // A new keyword starts again at its first page.
  const page = paging.keyword === keyword ? paging.page : 1;
  const list = useSubAccounts({ page, size: DEFAULT_PAGE_SIZE, keyword });
  const count = useSubAccountCount();
  const [switching, setSwitching] = useState<SwitchTarget | null>(null);
  const [creating, setCreating] = useState(false);
  // The selection belongs to the page of rows it was made on: another page or keyword starts empty.
  const view = `${keyword}|${page}`;
  const [selection, setSelection] = useState<{ view: string; uids: ReadonlySet<number> }>({ view, uids: new Set() });
  const selectedUids = selection.view === view ? selection.uids : NONE_SELECTED;
  const rows = list.data?.items ?? NO_ROWS;
  const selectedRows = rows.filter((row) => selectedUids.has(row.uid));
  const [batch, setBatch] = useState<RowSwitch | null>(null);
  const [batchResults, setBatchResults] = useState<BatchSwitchResult[] | null>(null);

  const toggle = useCallback(
    (uid: number, on: boolean) =>
      setSelection((current) => {
        const next = new Set(current.view === view ? current.uids : []);
        if (on) next.add(uid);
        else next.delete(uid);
        return { view, uids: next };
      }),
    [view],
  );
  const allSelected = rows.length > 0 && rows.every((row) => selectedUids.has(row.uid));
  const selectAll = useCallback((on: boolean) => setSelection({ view, uids: new Set(on ? rows.map((row) => row.uid) : []) }), [view, rows]);

  const columns = useMemo<DataColumn<SubAccountRow>[]>(
    () => [
      {
        key: 'select',
        title: <input type="checkbox" aria-label={B.selectPage} checked={allSelected} onChange={(event) => selectAll(event.target.checked)} disabled={rows.length === 0} />,
        label: B.selectColumn,
        render: (row) => (
          <input type="checkbox" aria-label={B.select(row.account_name)} checked={selectedUids.has(row.uid)} onChange={(event) => toggle(row.uid, event.target.checked)} />
        ),
      },
      { key: 'name', title: T.name, rowHeader: true, render: (row) => <UserText text={row.account_name} /> },
      { key: 'uid', title: T.uid, render: (row) => row.uid },
      { key: 'state', title: T.state, render: (row) => <StateBadge state={row.state} /> },
      { key: 'remark', title: T.remark, render: (row) => <RemarkCell key={`${row.uid}-${row.remark}`} uid={row.uid} name={row.account_name} remark={row.remark} /> },
      { key: 'created', title: T.createdAt, render: (row) => formatTime(row.created_at) },
      { key: 'valuation', title: T.valuation, align: 'right', render: (row) => <RowValuation uid={row.uid} /> },
      {
        key: 'actions',
        title: T.actions,
        render: (row) => (
          <span className={styles.actions}>
            <Link className={styles.actionLink} href={subAccountDetailPath(lang, row.uid)} aria-label={`${T.view}：${row.account_name}`}>
              {T.view}
            </Link>
            {rowSwitches(row).map((action) => (
              <button
                key={action}
                type="button"
                className={styles.actionLink}
                aria-label={`${SWITCH_TEXT[action].label}：${row.account_name}`}
                onClick={() => setSwitching({ action, uid: row.uid, name: row.account_name })}
              >
                {SWITCH_TEXT[action].label}
              </button>
            ))}
          </span>
        ),
      },
    ],
    [lang, selectedUids, allSelected, rows, toggle, selectAll],
  );

  if (isNotParentError(list.error) || isNotParentError(count.error)) return <NotParentNotice lang={lang} />;

  const limit = count.data?.limit ?? MAX_SUB_ACCOUNTS;
  return (
    <div className={styles.screen} data-testid="sub-account-list">
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid="sub-account-count">
          {count.data ? T.count(count.data.count, limit) : T.count('–', limit)}
        </span>
        <TextInput
          type="search"
          className={styles.search}
          aria-label={T.search}
          placeholder={T.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button variant="primary" onClick={() => setCreating(true)} disabled={count.data !== undefined && count.data.count >= limit}>
          {T.create}
        </Button>
      </div>
      {selectedRows.length > 0 ? (
        <div className={styles.selectionBar} data-testid="sub-account-selection">
          <span>{B.selected(selectedRows.length)}</span>
          {ROW_SWITCHES.filter((action) => selectedRows.some((row) => switchApplies(action, row))).map((action) => (
            <Button key={action} onClick={() => setBatch(action)}>
              {SWITCH_TEXT[action].label}
            </Button>
          ))}
          <button type="button" className={styles.actionLink} onClick={() => selectAll(false)}>
            {B.clear}
          </button>
        </div>
      ) : null}
      {batchResults !== null ? (
        <section className={styles.batchResults} aria-label={B.results} data-testid="sub-account-batch-results">
          <ul>
            {batchResults.map((result) => (
              <li key={result.uid} data-testid="batch-switch-result" data-uid={result.uid} data-ok={String(result.ok)}>
                <UserText text={result.name} />（UID {result.uid}）：{result.ok ? B.ok : result.message}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.actionLink} onClick={() => setBatchResults(null)}>
            {B.close}
          </button>
        </section>
      ) : null}
      <DataTable
        label={T.listLabel}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.uid)}
        rowProps={rowProps}
        loading={list.isPending}
        emptyText={keyword === '' ? T.empty : T.noResult}
        error={list.isError ? queryErrorText(list.error) : null}
        onRetry={() => void list.refetch()}
        cards
        testId="sub-account-table"
      />
      <Pagination
        mode="page"
        paging={{ page, size: DEFAULT_PAGE_SIZE, total: list.data?.total ?? null }}
        rowsOnPage={list.data?.items.length}
        busy={list.isFetching}
        onChange={(next) => setPaging({ keyword, page: next.page })}
      />
      {switching !== null ? <SwitchDialog target={switching} onClose={() => setSwitching(null)} /> : null}
      {batch !== null ? (
        <BatchSwitchDialog
          action={batch}
          rows={selectedRows}
          onDone={(results) => {
            setBatchResults(results);
            selectAll(false);
          }}
          onClose={() => setBatch(null)}
        />
      ) : null}
      {creating ? <BatchCreateDialog existing={count.data?.count ?? null} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

export function SubAccountListScreen({ lang }: { lang: Language }) {
  return (
    <ParentOnly lang={lang}>
      <ListBody lang={lang} />
    </ParentOnly>
  );
}
