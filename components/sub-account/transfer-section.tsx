'use client';

// Money between the parent's spot account and the sub-account's: direction, currency, the amount
// in the shared AmountInput (checked with lib/transfer's amount rule, decimal text throughout),
// the server's refusal at the form with what was typed kept; beside it the sub-account's
// accounts (account-list) and every sub-account's balances summed (aggregate-balance).

import { useId, useState } from 'react';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { Button, FormField, Segmented, Select } from '@/components/form';
import { AmountInput } from '@/components/form/amount-input';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { QueryState } from '@/components/query-state/query-state';
import { formatNumber } from '@/lib/decimal';
import { checkTransferAmount } from '@/lib/transfer/amount';
import { queryErrorText } from '@/queries/failure';
import { useAggregateBalance, useSubUserAccounts, useSubUserTransfer } from '@/queries/sub-account';
import type { AggregateBalanceRow } from '@/services/wallet/sub-user';
import { showToast } from '@/stores/toast-store';
import { DETAIL_TEXT as T } from './texts';
import styles from './sub-account.module.css';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

/** The currencies every spot account shows a row for. */
export const TRANSFER_CURRENCIES = ['usdt', 'btc', 'eth', 'ht'] as const;

type Direction = 'out' | 'in';

const DIRECTIONS = [
  { value: 'out' as const, label: T.toSub },
  { value: 'in' as const, label: T.toParent },
];

function TransferForm({ subUid }: { subUid: number }) {
  const id = useId();
  const [direction, setDirection] = useState<Direction>('out');
  const [currency, setCurrency] = useState<string>(TRANSFER_CURRENCIES[0]);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const transfer = useSubUserTransfer();
  const check = checkTransferAmount(amount, { transferable: null });
  const amountError = checked && !check.ok ? check.message : null;

  const submit = useGuardedAction(async () => {
    setChecked(true);
    if (!check.ok) return;
    transfer.reset();
    try {
      await transfer.mutateAsync({ subUid: String(subUid), currency, amount: check.amount, direction });
      showToast('success', T.transferDone);
      setAmount('');
      setChecked(false);
    } catch {
      // Shown from transfer.error; the form keeps what was typed.
    }
  });

  return (
    <form
      className={styles.matrix}
      data-testid="sub-account-transfer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Segmented label={T.direction} options={DIRECTIONS} value={direction} onChange={setDirection} />
      <FormField id={`${id}-currency`} label={T.currency}>
        <Select id={`${id}-currency`} value={currency} onChange={(event) => setCurrency(event.target.value)} options={TRANSFER_CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))} />
      </FormField>
      <AmountInput id={`${id}-amount`} label={T.amount} value={amount} onChange={setAmount} unit={currency.toUpperCase()} precision={8} error={amountError} />
      {transfer.error ? (
        <p role="alert" className={styles.error} data-testid="sub-account-transfer-failure">
          {queryErrorText(transfer.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" type="submit" loading={transfer.isPending}>
          {T.transferSubmit}
        </Button>
      </div>
    </form>
  );
}

function SubAccounts({ subUid }: { subUid: number }) {
  const accounts = useSubUserAccounts(String(subUid));
  return (
    <QueryState query={accounts}>
      {(data) => (
        <dl className={styles.facts} data-testid="sub-account-accounts">
          <div>
            <dt>{T.spotAccount}</dt>
            <dd>{data.spotAccountId === null ? EMPTY_PLACEHOLDER : `${data.spotAccountId}（${data.spotLocked ? T.spotLocked : T.spotWorking}）`}</dd>
          </div>
          <div>
            <dt>{T.accounts}</dt>
            <dd>
              {[data.isolatedMargin ? '逐仓杠杆' : null, data.crossMargin ? '全仓杠杆' : null].filter(Boolean).join('、') || '币币'}
            </dd>
          </div>
        </dl>
      )}
    </QueryState>
  );
}

const aggregateColumns: DataColumn<AggregateBalanceRow>[] = [
  { key: 'currency', title: T.currency, rowHeader: true, render: (row) => row.currency.toUpperCase() },
  { key: 'type', title: T.accountType, render: (row) => row.type },
  { key: 'balance', title: T.balance, align: 'right', render: (row) => formatNumber(row.balance, 8, { padZeros: false, thousands: true }) },
];

function Aggregate() {
  const aggregate = useAggregateBalance();
  return (
    <DataTable
      label={T.aggregate}
      caption={T.aggregate}
      columns={aggregateColumns}
      rows={aggregate.data ?? []}
      rowKey={(row) => `${row.currency}-${row.type}`}
      rowProps={(row) => ({ 'data-testid': 'sub-account-aggregate-row', 'data-currency': row.currency, 'data-type': row.type })}
      loading={aggregate.isPending}
      emptyText={T.aggregateEmpty}
      error={aggregate.isError ? queryErrorText(aggregate.error) : null}
      onRetry={() => void aggregate.refetch()}
      cards
    />
  );
}

export function TransferSection({ subUid }: { subUid: number }) {
  return (
    <section className={styles.section} aria-labelledby={`transfer-${subUid}`}>
      <h2 id={`transfer-${subUid}`} className={styles.sectionTitle}>
        {T.transfer}
      </h2>
      <SubAccounts subUid={subUid} />
      <TransferForm subUid={subUid} />
      <Aggregate />
    </section>
  );
}
