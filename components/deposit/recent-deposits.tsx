'use client';

// The newest deposits of the currency (WALLET.md 5.3): time, chain, amount, state (its label and
// tone), confirmations (of the chain's safe count when known) and the transaction hash
// shortened. The query polls every 15 s while the page is visible; 刷新 asks at once. Loading,
// empty and a failure with 重试 are the table's own rows.

import { useCallback, useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { Button } from '@/components/form';
import { formatTime, EMPTY_PLACEHOLDER } from '@/lib/format';
import { chainName, dwStateInfo, type ChainInfo } from '@/lib/wallet';
import { queryErrorText } from '@/queries/failure';
import { useRecentDwHistory } from '@/queries/deposit-withdraw';
import { useRecordsFollowDeposits } from '@/queries/records';
import type { DwRecord } from '@/services/wallet/dw-history';
import styles from './deposit.module.css';

export const RECENT_DEPOSITS_TITLE = '最近充币记录';
export const REFRESH_TEXT = '刷新';
export const NO_DEPOSITS_TEXT = '暂无充币记录';

/** `abcdef…uvwxyz`: the head and tail of a hash; short ones as they are, none as --. */
export function shortHash(hash: string, keep = 6): string {
  const text = hash.trim();
  if (text === '') return EMPTY_PLACEHOLDER;
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}

function confirmationsText(record: DwRecord, chain: ChainInfo | undefined): string {
  if (record.confirmations === null) return EMPTY_PLACEHOLDER;
  const safe = chain?.safeConfirms;
  return typeof safe === 'number' && safe > 0 ? `${record.confirmations}/${safe}` : String(record.confirmations);
}

function chainLabel(record: DwRecord, chain: ChainInfo | undefined): string {
  if (chain) return chainName(chain);
  return record.chain === '' ? EMPTY_PLACEHOLDER : record.chain.toUpperCase();
}

function columnsFor(chains: readonly ChainInfo[]): DataColumn<DwRecord>[] {
  const chainOf = (record: DwRecord) => chains.find((chain) => chain.chain === record.chain);
  return [
    { key: 'time', title: '时间', render: (record) => formatTime(record.createdAt) },
    { key: 'chain', title: '链名称', render: (record) => chainLabel(record, chainOf(record)) },
    { key: 'amount', title: '数量', align: 'right', render: (record) => `${record.amount} ${record.currency.toUpperCase()}` },
    {
      key: 'state',
      title: '状态',
      render: (record) => dwStateInfo('deposit', record.state).label,
      cellProps: (record) => {
        const { tone } = dwStateInfo('deposit', record.state);
        return { 'data-testid': 'deposit-record-state', 'data-state': record.state, 'data-tone': tone, className: styles[`tone-${tone}`] };
      },
    },
    { key: 'confirms', title: '确认数', align: 'right', render: (record) => confirmationsText(record, chainOf(record)), cellProps: () => ({ 'data-testid': 'deposit-record-confirms' }) },
    {
      key: 'txid',
      title: '交易哈希',
      render: (record) => (
        <span className={styles.mono} title={record.txHash || undefined}>
          {shortHash(record.txHash)}
        </span>
      ),
    },
  ];
}

function rowProps(record: DwRecord) {
  return { 'data-testid': 'deposit-record', 'data-record-id': record.id };
}

export function RecentDeposits({ currency, chains, loggedIn }: { currency: string; chains: readonly ChainInfo[]; loggedIn: boolean }) {
  const history = useRecentDwHistory('deposit', currency, loggedIn);
  useRecordsFollowDeposits(history.data);
  const columns = useMemo(() => columnsFor(chains), [chains]);
  const refetch = history.refetch;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const failed = history.data === undefined && history.error !== null && !history.isFetching;
  return (
    <section className={styles.card} aria-labelledby="deposit-recent-title" data-testid="deposit-recent-records">
      <div className={styles.cardHead}>
        <h3 id="deposit-recent-title" className={styles.cardTitle}>
          {RECENT_DEPOSITS_TITLE}
        </h3>
        <Button onClick={refresh} loading={history.isFetching && history.data !== undefined} data-testid="deposit-records-refresh">
          {REFRESH_TEXT}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={history.data ?? []}
        rowKey={(record) => record.id}
        rowProps={rowProps}
        label={RECENT_DEPOSITS_TITLE}
        loading={history.isPending && !failed}
        emptyText={NO_DEPOSITS_TEXT}
        error={failed ? queryErrorText(history.error) : null}
        onRetry={refresh}
        cards
        testId="deposit-records"
      />
    </section>
  );
}
