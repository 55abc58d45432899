'use client';

// 小额资产抵扣: the custody fee deduct mode (get and save) with what it does, and its history
// (the ledger's fee-deduction entries: trading fees paid with small balances). A failed save
// keeps the switch where it was and says why.

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useCustodyUser } from '@/components/custody/use-custody';
import type { DataColumn } from '@/components/records';
import { formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import type { Language } from '@/lib/routing/segments';
import { useDeductMode, useFeeDeductions, useSaveDeductMode } from '@/queries/convert';
import { queryErrorText } from '@/queries/failure';
import type { FeeDeduction } from '@/services/wallet/small-convert';
import { showToast } from '@/stores/toast-store';
import { routePath } from './paths';
import { DEDUCT_TEXTS } from './texts';
import { PagedHistory } from './paged-history';
import styles from './convert.module.css';

export function DeductModeScreen({ lang }: { lang: Language }) {
  const { ready } = useCustodyUser();
  const mode = useDeductMode(ready);
  const save = useSaveDeductMode();
  const [error, setError] = useState<string | null>(null);
  const on = mode.data?.on ?? false;

  const toggle = () => {
    if (save.isPending || !mode.data) return;
    setError(null);
    save.mutate(!on, {
      onSuccess: (saved) => showToast('success', DEDUCT_TEXTS.saved(saved.on)),
      onError: (failure) => setError(queryErrorText(failure)),
    });
  };

  return (
    <div className={styles.screen} data-testid="deduct-screen">
      <div className={styles.switchRow}>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={DEDUCT_TEXTS.switchLabel}
          disabled={!mode.data || save.isPending}
          onClick={toggle}
          data-testid="deduct-switch"
        >
          {on ? DEDUCT_TEXTS.on : DEDUCT_TEXTS.off}
        </button>
        <span>{DEDUCT_TEXTS.switchLabel}</span>
      </div>
      {mode.isError && (
        <p className={styles.error} role="alert">
          {queryErrorText(mode.error)}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="deduct-error">
          {error}
        </p>
      )}
      <p className={styles.note}>{DEDUCT_TEXTS.explanation}</p>
      <div className={styles.links}>
        <Link className={styles.link} href={routePath('finance/small-dedution/history', lang)} data-testid="deduct-history-link">
          {DEDUCT_TEXTS.history}
        </Link>
      </div>
    </div>
  );
}

const COLUMNS: DataColumn<FeeDeduction>[] = [
  { key: 'time', title: DEDUCT_TEXTS.time, render: (row) => formatTime(row.time) },
  { key: 'currency', title: DEDUCT_TEXTS.currency, rowHeader: true, render: (row) => row.currency.toUpperCase() },
  { key: 'amount', title: DEDUCT_TEXTS.amount, align: 'right', render: (row) => formatNumber(row.amount, 8, { padZeros: false }) },
  { key: 'symbol', title: DEDUCT_TEXTS.symbol, render: (row) => (row.symbol ? row.symbol.toUpperCase() : EMPTY_PLACEHOLDER) },
];

export function DeductHistoryScreen({ lang }: { lang: Language }) {
  const { ready } = useCustodyUser();
  const [page, setPage] = useState(1);
  const history = useFeeDeductions(page, ready);
  const columns = useMemo(() => COLUMNS, []);
  return (
    <PagedHistory
      testId="deduct-history"
      back={{ href: routePath('finance/small-dedution', lang), text: DEDUCT_TEXTS.title }}
      label={DEDUCT_TEXTS.history}
      emptyText={DEDUCT_TEXTS.historyEmpty}
      columns={columns}
      history={history}
      ready={ready}
      page={page}
      onPage={setPage}
    />
  );
}
