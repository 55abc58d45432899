'use client';

// The history of one kind of conversion: each conversion with its parts (every source and its
// amount), what arrived and the fee, newest first, paged. It sits below recordsKeys.all, so a
// conversion made elsewhere shows here without a reload.

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useCustodyUser } from '@/components/custody/use-custody';
import { DataTable, Pagination, type DataColumn } from '@/components/records';
import { formatNumber } from '@/lib/decimal';
import { formatTime } from '@/lib/format';
import { CONVERT_DECIMALS, type ConvertMode } from '@/lib/convert/modes';
import type { Language } from '@/lib/routing/segments';
import { CONVERT_HISTORY_SIZE, useConversions } from '@/queries/convert';
import { queryErrorText } from '@/queries/failure';
import type { Conversion } from '@/services/wallet/small-convert';
import { convertScreenPath } from './paths';
import { CONVERT_TEXTS, MODE_TITLES } from './texts';
import styles from './convert.module.css';

const amount = (value: string) => formatNumber(value, CONVERT_DECIMALS, { padZeros: false });

export function ConversionHistoryScreen({ mode, lang }: { mode: ConvertMode; lang: Language }) {
  const { ready } = useCustodyUser();
  const [page, setPage] = useState(1);
  const history = useConversions(mode, page, ready);
  const columns = useMemo<DataColumn<Conversion>[]>(
    () => [
      { key: 'time', title: CONVERT_TEXTS.time, render: (row) => formatTime(row.time) },
      {
        key: 'parts',
        title: CONVERT_TEXTS.parts,
        render: (row) => (
          <span data-testid="conversion-parts">
            {row.sources.map((source) => `${amount(source.amount)} ${source.currency.toUpperCase()}`).join('，')}
          </span>
        ),
      },
      { key: 'received', title: CONVERT_TEXTS.received, align: 'right', render: (row) => `${amount(row.amount)} ${row.target.toUpperCase()}` },
      { key: 'fee', title: CONVERT_TEXTS.fee, align: 'right', render: (row) => `${amount(row.fee)} ${row.target.toUpperCase()}` },
      { key: 'state', title: CONVERT_TEXTS.state, render: () => CONVERT_TEXTS.done },
    ],
    [],
  );
  return (
    <div className={styles.screen} data-testid="conversion-history" data-mode={mode}>
      <div className={styles.links}>
        <Link className={styles.link} href={convertScreenPath(mode, lang)}>
          {MODE_TITLES[mode]}
        </Link>
      </div>
      <DataTable
        label={`${MODE_TITLES[mode]}${CONVERT_TEXTS.history}`}
        columns={columns}
        rows={history.data?.items ?? []}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'conversion-row', 'data-conversion-id': row.id })}
        loading={!ready || history.isPending}
        emptyText={CONVERT_TEXTS.historyEmpty}
        error={history.isError ? queryErrorText(history.error) : null}
        onRetry={() => void history.refetch()}
        cards
      />
      <Pagination
        mode="page"
        paging={{ page, size: CONVERT_HISTORY_SIZE, total: history.data?.total ?? null }}
        rowsOnPage={history.data?.items.length}
        busy={history.isFetching}
        onChange={(next) => setPage(next.page)}
      />
    </div>
  );
}
