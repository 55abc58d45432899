'use client';

// The detail of one record: every field of its row, in a dialog (a sheet from the bottom on
// phones, the shared Dialog's own layout). Deposits and withdrawals: chain, txid with 复制
// (toast 复制成功, or the failure's request to copy by hand), address, tag, fee, confirmations;
// a transfer: from, to and its id; ledger rows: account, kind and the move's id.

import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { copyWithToast } from '@/components/deposit/copy-button';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import { accountLabel, recordStateInfo, recordTypeLabel, type FinanceRecord } from '@/lib/finance-records';
import styles from './records.module.css';

export const DETAIL_TEXT = {
  title: '记录详情',
  copy: '复制',
  time: '时间',
  type: '类型',
  currency: '币种',
  amount: '数量',
  fee: '手续费',
  state: '状态',
  chain: '链名称',
  txid: '交易ID (TXID)',
  address: '地址',
  tag: '标签',
  confirmations: '确认数',
  from: '从',
  to: '至',
  transferId: '划转ID',
  account: '账户',
  ref: '关联ID',
  id: '记录ID',
  error: '原因',
} as const;

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children === '' || children === null ? EMPTY_PLACEHOLDER : children}</dd>
    </>
  );
}

export function RecordDetail({ record, onClose }: { record: FinanceRecord; onClose(): void }) {
  const state = recordStateInfo(record);
  const dw = record.source === 'deposit' || record.source === 'withdraw';
  return (
    <Dialog title={DETAIL_TEXT.title} onClose={onClose} testId="record-detail" width={520}>
      <dl className={styles.details}>
        <Item label={DETAIL_TEXT.time}>{formatTime(record.time)}</Item>
        <Item label={DETAIL_TEXT.type}>{recordTypeLabel(record)}</Item>
        <Item label={DETAIL_TEXT.currency}>{record.currency.toUpperCase()}</Item>
        <Item label={DETAIL_TEXT.amount} testId="record-detail-amount">
          {record.amount}
        </Item>
        {dw ? (
          <>
            <Item label={DETAIL_TEXT.chain}>{record.chain}</Item>
            <Item label={DETAIL_TEXT.txid}>
              {record.txHash ? (
                <span className={styles.copyRow}>
                  <span data-testid="record-detail-txid">{record.txHash}</span>
                  <button type="button" className={styles.linkButton} onClick={() => void copyWithToast(record.txHash)}>
                    {DETAIL_TEXT.copy}
                  </button>
                </span>
              ) : (
                ''
              )}
            </Item>
            <Item label={DETAIL_TEXT.address}>{record.address}</Item>
            <Item label={DETAIL_TEXT.tag}>{record.addressTag}</Item>
            <Item label={DETAIL_TEXT.fee}>{record.fee}</Item>
            <Item label={DETAIL_TEXT.confirmations}>{record.confirmations === null ? '' : String(record.confirmations)}</Item>
          </>
        ) : null}
        {record.from || record.to ? (
          <>
            <Item label={DETAIL_TEXT.from}>{accountLabel(record.from)}</Item>
            <Item label={DETAIL_TEXT.to}>{accountLabel(record.to)}</Item>
          </>
        ) : null}
        {!dw ? <Item label={DETAIL_TEXT.account}>{accountLabel(record.account)}</Item> : null}
        <Item label={record.type === 'transfer' ? DETAIL_TEXT.transferId : DETAIL_TEXT.ref}>{record.ref}</Item>
        <Item label={DETAIL_TEXT.state}>
          <span className={styles[`tone-${state.tone}`]}>{state.label}</span>
        </Item>
        {record.error ? <Item label={DETAIL_TEXT.error}>{record.error}</Item> : null}
        <Item label={DETAIL_TEXT.id}>{record.id}</Item>
      </dl>
    </Dialog>
  );
}
