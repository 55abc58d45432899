'use client';

// 最近提币记录 of one currency: time, chain, address (shortened), amount, fee and state (label and
// tone, lib/wallet dwStateInfo), with 撤销 while the withdrawal can still be cancelled (a
// confirmation, then the cancel call and a toast). The list is polled every 15 s while the page
// is visible (useRecentDwHistory) and reloaded after each action. Below 750 px, cards.

import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { Button } from '@/components/form';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { formatTime } from '@/lib/format';
import { canCancelWithdraw, dwStateInfo } from '@/lib/wallet';
import { queryErrorText } from '@/queries/failure';
import { useCancelWithdraw } from '@/queries/deposit-withdraw';
import type { DwRecord } from '@/services/wallet/dw-history';
import { showToast } from '@/stores/toast-store';
import custody from '@/components/custody/custody.module.css';
import { shortenAddress, WITHDRAW_TEXTS } from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

const cancelSchema = z.object({});

export interface RecentWithdrawalsProps {
  records: readonly DwRecord[] | undefined;
  chainName(chain: string): string;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}

function CancelDialog({ record, onClose }: { record: DwRecord; onClose(): void }) {
  const cancel = useCancelWithdraw();
  return (
    <FormDialog
      title={WITHDRAW_TEXTS.cancelTitle}
      testId="withdraw-cancel-dialog"
      submitText={WITHDRAW_TEXTS.cancelConfirm}
      schema={cancelSchema}
      defaultValues={{}}
      mutation={cancel}
      variables={() => ({ id: record.id })}
      onSuccess={() => showToast('success', WITHDRAW_TEXTS.cancelled)}
      onClose={onClose}
    >
      {() => (
        <>
          <p>{WITHDRAW_TEXTS.cancelQuestion}</p>
          <p className={styles.mono}>
            {record.amount} {record.currency.toUpperCase()} → {record.address}
          </p>
        </>
      )}
    </FormDialog>
  );
}

export function RecentWithdrawals({ records, chainName, loading, error, onRetry }: RecentWithdrawalsProps) {
  const [cancelling, setCancelling] = useState<DwRecord | null>(null);
  const columns = useMemo<DataColumn<DwRecord>[]>(
    () => [
      { key: 'time', title: '时间', render: (row) => formatTime(row.createdAt), cellProps: () => ({ 'data-testid': 'withdraw-record-time' }) },
      { key: 'chain', title: '链名称', render: (row) => chainName(row.chain) },
      {
        key: 'address',
        title: '地址',
        render: (row) => (
          <span className={styles.mono} title={row.address}>
            {shortenAddress(row.address)}
          </span>
        ),
      },
      { key: 'amount', title: '数量', align: 'right', render: (row) => row.amount, cellProps: () => ({ 'data-testid': 'withdraw-record-amount' }) },
      { key: 'fee', title: '手续费', align: 'right', render: (row) => row.fee, cellProps: () => ({ 'data-testid': 'withdraw-record-fee' }) },
      {
        key: 'state',
        title: '状态',
        render: (row) => {
          const info = dwStateInfo('withdraw', row.state);
          return <span className={styles[info.tone]}>{info.label}</span>;
        },
        cellProps: (row) => ({ 'data-testid': 'withdraw-record-state', 'data-state': row.state, 'data-tone': dwStateInfo('withdraw', row.state).tone }),
      },
      {
        key: 'action',
        title: '操作',
        render: (row) =>
          canCancelWithdraw(row.state) ? (
            <Button variant="link" onClick={() => setCancelling(row)} data-testid="withdraw-record-cancel">
              {WITHDRAW_TEXTS.cancel}
            </Button>
          ) : null,
      },
    ],
    [chainName],
  );
  return (
    <section className={custody.card} aria-labelledby="withdraw-recent-title" data-testid="withdraw-recent">
      <div className={custody.cardHead}>
        <h2 id="withdraw-recent-title" className={custody.cardTitle}>
          {WITHDRAW_TEXTS.recentTitle}
        </h2>
      </div>
      <DataTable
        columns={columns}
        rows={records ?? []}
        rowKey={(row) => row.id}
        rowProps={rowProps}
        label={WITHDRAW_TEXTS.recentTitle}
        loading={loading}
        emptyText={WITHDRAW_TEXTS.recentEmpty}
        error={records === undefined && error ? queryErrorText(error) : null}
        onRetry={onRetry}
        cards
        testId="withdraw-records"
      />
      {cancelling ? <CancelDialog record={cancelling} onClose={() => setCancelling(null)} /> : null}
    </section>
  );
}

function rowProps(row: DwRecord) {
  return { 'data-testid': 'withdraw-record', 'data-withdraw-id': row.id };
}
