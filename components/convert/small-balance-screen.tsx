'use client';

// 小额资产兑换 (finance/convert → HT) and 小额资产兑换 USDT (finance/small-usdt → USDT): the spot
// balances worth less than 0.0001 BTC (the rule of 隐藏小额资产, lib/convert) with their value,
// chosen one by one or with 全选; the bottom bar (selected count, about what arrives, 兑换)
// stays in view; 兑换 asks for a quote and opens the confirm step. A table on desktop, cards
// below 750 px (DataTable). After a conversion the selection clears and the balances reload.

import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import { useCustodyMarket, useCustodyUser } from '@/components/custody/use-custody';
import { Button } from '@/components/form/button';
import { Checkbox } from '@/components/form/checkbox';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { formatNumber } from '@/lib/decimal';
import { CONVERT_DECIMALS, SMALL_BALANCE_TARGETS, type SmallBalanceMode } from '@/lib/convert/modes';
import {
  checkSources,
  estimateInTarget,
  isAllSelected,
  selectedSources,
  SMALL_BALANCE_NOTE,
  smallBalanceCandidates,
  toggleAll,
  toggleSelected,
  type Selection,
  type SmallBalanceCandidate,
} from '@/lib/convert/small-balance';
import type { Language } from '@/lib/routing/segments';
import { queryErrorText } from '@/queries/failure';
import { useSpotBalance } from '@/queries/wallet';
import { ConvertConfirmDialog } from './confirm-dialog';
import { convertHistoryPath } from './paths';
import { CONVERT_TEXTS } from './texts';
import { useQuoteFlow } from './use-quote-flow';
import styles from './convert.module.css';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

const amount = (value: string | null) => (value === null ? EMPTY_PLACEHOLDER : formatNumber(value, CONVERT_DECIMALS, { padZeros: false }));
const EMPTY: Selection = new Set();

export function SmallBalanceScreen({ mode, lang }: { mode: SmallBalanceMode; lang: Language }) {
  const target = SMALL_BALANCE_TARGETS[mode];
  const { ready } = useCustodyUser();
  const { market } = useCustodyMarket();
  const spot = useSpotBalance(ready);
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const [selectError, setSelectError] = useState<string | null>(null);

  const candidates = useMemo(() => (spot.data && market ? smallBalanceCandidates(spot.data.rows, market, target) : []), [spot.data, market, target]);
  const sources = selectedSources(selection, candidates);
  const estimate = market ? estimateInTarget(candidates, selection, target, market) : null;
  const onConverted = useCallback(() => setSelection(EMPTY), []);
  const flow = useQuoteFlow(mode, onConverted);

  const toggle = useCallback((currency: string) => {
    setSelectError(null);
    setSelection((current) => toggleSelected(current, currency));
  }, []);

  const columns = useMemo<DataColumn<SmallBalanceCandidate>[]>(
    () => [
      {
        key: 'select',
        title: '',
        label: '选择',
        width: 48,
        render: (row) => (
          <input
            type="checkbox"
            aria-label={`选择 ${row.currency.toUpperCase()}`}
            checked={selection.has(row.currency)}
            onChange={() => toggle(row.currency)}
            data-testid={`convert-select-${row.currency}`}
          />
        ),
      },
      { key: 'currency', title: CONVERT_TEXTS.currency, rowHeader: true, render: (row) => row.currency.toUpperCase() },
      { key: 'amount', title: CONVERT_TEXTS.amount, align: 'right', render: (row) => amount(row.amount) },
      { key: 'btc', title: CONVERT_TEXTS.value, align: 'right', render: (row) => amount(row.btc) },
      { key: 'usdt', title: CONVERT_TEXTS.valueUsdt, align: 'right', render: (row) => amount(row.usdt) },
    ],
    [selection, toggle],
  );

  const submit = () => {
    if (flow.open) return;
    const problem = checkSources(sources);
    setSelectError(problem);
    if (problem === null) flow.start({ target, sources });
  };

  const loading = !ready || spot.isPending || market === null;
  return (
    <div className={styles.screen} data-testid="small-balance-screen" data-mode={mode}>
      <p className={styles.note} data-testid="small-balance-note">
        {SMALL_BALANCE_NOTE}，{CONVERT_TEXTS.target(target)}。
      </p>
      <div className={styles.links}>
        <Link className={styles.link} href={convertHistoryPath(mode, lang)} data-testid="convert-history-link">
          {CONVERT_TEXTS.history}
        </Link>
      </div>
      <Checkbox checked={isAllSelected(selection, candidates)} disabled={candidates.length === 0} onChange={() => setSelection((current) => toggleAll(current, candidates))} data-testid="convert-select-all">
        {CONVERT_TEXTS.selectAll}
      </Checkbox>
      <DataTable
        label={CONVERT_TEXTS.target(target)}
        columns={columns}
        rows={candidates}
        rowKey={(row) => row.currency}
        loading={loading}
        emptyText={CONVERT_TEXTS.empty}
        error={spot.isError ? queryErrorText(spot.error) : null}
        onRetry={() => void spot.refetch()}
        cards
      />
      <div className={styles.bar} data-testid="convert-bar">
        <div className={styles.barFigures}>
          <span data-testid="convert-selected-count">{CONVERT_TEXTS.selected(sources.length)}</span>
          <span data-testid="convert-estimate">
            {CONVERT_TEXTS.arrives} ≈ {sources.length === 0 ? EMPTY_PLACEHOLDER : amount(estimate)} {target.toUpperCase()}
          </span>
          {selectError && (
            <span className={styles.error} role="alert" data-testid="convert-select-error">
              {selectError}
            </span>
          )}
        </div>
        <Button variant="primary" onClick={submit} disabled={flow.open} data-testid="convert-submit">
          {CONVERT_TEXTS.convert}
        </Button>
      </div>
      <ConvertConfirmDialog flow={flow} target={target} />
    </div>
  );
}
