'use client';

// The history of one kind of conversion: each conversion with its parts (every source and its
// amount), what arrived and the fee, newest first, paged. It sits below recordsKeys.all, so a
// conversion made elsewhere shows here without a reload.

import { useMemo, useState } from 'react';
import { useCustodyUser } from '@/components/custody/use-custody';
import type { DataColumn } from '@/components/records';
import { formatNumber } from '@/lib/decimal';
import { formatTime } from '@/lib/format';
import { CONVERT_DECIMALS, type ConvertMode } from '@/lib/convert/modes';
import type { Language } from '@/lib/routing/segments';
import { useConversions } from '@/queries/convert';
import type { Conversion } from '@/services/wallet/small-convert';
import { convertScreenPath } from './paths';
import { CONVERT_TEXTS, MODE_TITLES } from './texts';
import { PagedHistory } from './paged-history';

const conversionRowProps = (row: Conversion) => ({ 'data-testid': 'conversion-row', 'data-conversion-id': row.id });

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
    <PagedHistory
      testId="conversion-history"
      mode={mode}
      back={{ href: convertScreenPath(mode, lang), text: MODE_TITLES[mode] }}
      label={`${MODE_TITLES[mode]}${CONVERT_TEXTS.history}`}
      emptyText={CONVERT_TEXTS.historyEmpty}
      columns={columns}
      history={history}
      ready={ready}
      page={page}
      onPage={setPage}
      rowProps={conversionRowProps}
    />
  );
}
