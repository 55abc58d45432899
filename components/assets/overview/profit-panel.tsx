'use client';

// 收益分析: the profit of the last 7 / 30 / 90 days or of a custom range of days, as a chart
// of the running total with the range's total written out, and the analysis tips (each
// dismissed at once, then the server is told). A profit failure says the server's message with
// a retry; 10301 (no profit data yet) says only that there is none yet.

import { useMemo, useState, type FormEvent } from 'react';
import { formatFiatAmount } from '@/lib/assets/conversion';
import { fiatValuation } from '@/lib/assets/valuation';
import { PROFIT_PERIODS, type ProfitPeriod } from '@/lib/contracts/pro/finance';
import type { ProfitRange } from '@/lib/finance/profit';
import { customRange, localDayText } from '@/lib/finance/profit-range';
import { profitSeries, profitTrend } from '@/lib/finance/profit-series';
import { type ExchangeRate, fiatRate } from '@/lib/settings/rates';
import { Segmented, TextInput } from '@/components/form';
import { useProfitFailureToast } from '../use-profit-failure-toast';
import { profitFailureText, useAnalysisEnabled, useAnalysisTips, useDismissAnalysisTips, useProfitHistory } from '@/queries/finance';
import { ProfitChart } from '../profit-chart';
import styles from './assets-overview.module.css';

export const PROFIT_TEXT = {
  title: '收益分析',
  custom: '自定义',
  start: '开始日期',
  end: '结束日期',
  query: '查询',
  total: '区间累计收益',
  none: '暂无收益数据',
  notReady: '收益数据生成中，请稍后查看',
  failed: '收益数据加载失败',
  retry: '重试',
  dismiss: '知道了',
} as const;

/** What each analysis tip says; a type this app does not know is not shown. */
export const TIP_TEXT: Readonly<Record<string, string>> = {
  profit_drawdown: '近期收益回撤较大，请留意仓位风险。',
  holding_concentration: '持仓集中在少数币种，分散持有可降低波动。',
  idle_stablecoin: '您有较多闲置稳定币，可了解理财产品获取收益。',
};

type RangeChoice = `${ProfitPeriod}` | 'custom';

const RANGE_OPTIONS: readonly { label: string; value: RangeChoice }[] = [
  ...PROFIT_PERIODS.map((days) => ({ label: `近${days}天`, value: `${days}` as RangeChoice })),
  { label: PROFIT_TEXT.custom, value: 'custom' },
];

export function AnalysisTips({ enabled: asked = true }: { enabled?: boolean }) {
  const enabled = useAnalysisEnabled(asked);
  const tips = useAnalysisTips(Object.keys(TIP_TEXT), asked && enabled.data === true);
  const dismiss = useDismissAnalysisTips();
  const shown = (tips.data ?? []).filter((tip) => TIP_TEXT[tip.type]);
  if (enabled.data !== true || shown.length === 0) return null;
  return (
    <ul className={styles.tips} aria-label="资产分析提示" data-testid="assets-tips">
      {shown.map((tip) => (
        <li key={tip.type} className={styles.tip}>
          <span>{TIP_TEXT[tip.type]}</span>
          <button type="button" className={styles.inlineButton} onClick={() => dismiss.mutate([tip.type])}>
            {PROFIT_TEXT.dismiss}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ProfitPanel({ hidden, fiat, rates, enabled = true }: { hidden: boolean; fiat: string; rates: readonly ExchangeRate[]; enabled?: boolean }) {
  const [choice, setChoice] = useState<RangeChoice>('7');
  const [customApplied, setCustomApplied] = useState<Extract<ProfitRange, { kind: 'custom' }> | null>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState(() => localDayText(Date.now()));
  const [formError, setFormError] = useState<string | null>(null);

  const range: ProfitRange | null = choice === 'custom' ? customApplied : { kind: 'period', days: Number(choice) as ProfitPeriod };
  const history = useProfitHistory(range ?? { kind: 'period', days: 7 }, enabled && range !== null);
  const series = useMemo(() => profitSeries(history.data ?? []), [history.data]);
  const failure = history.isError ? profitFailureText(history.error) : null;
  // Section 8: a failure other than 10301 is toasted too (10301 stays silent).
  useProfitFailureToast(history);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const result = customRange(start, end, Date.now());
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    setFormError(null);
    setCustomApplied(result.range);
  };

  const trend = profitTrend(series.total);
  return (
    <section className={styles.profit} aria-labelledby="assets-profit-title" data-testid="assets-profit">
      <div className={styles.sectionHead}>
        <h2 id="assets-profit-title">{PROFIT_TEXT.title}</h2>
        <Segmented options={RANGE_OPTIONS} value={choice} onChange={setChoice} label="收益区间" className={styles.ranges} />
      </div>
      {choice === 'custom' ? (
        <form className={styles.customRange} onSubmit={applyCustom} noValidate>
          <label>
            <span>{PROFIT_TEXT.start}</span>
            <TextInput type="date" value={start} onChange={(event) => setStart(event.target.value)} invalid={formError !== null} />
          </label>
          <label>
            <span>{PROFIT_TEXT.end}</span>
            <TextInput type="date" value={end} onChange={(event) => setEnd(event.target.value)} invalid={formError !== null} />
          </label>
          <button type="submit" className={styles.inlineButton}>
            {PROFIT_TEXT.query}
          </button>
          {formError ? (
            <p className={styles.failed} role="alert">
              {formError}
            </p>
          ) : null}
        </form>
      ) : null}
      <div className={styles.profitBody}>
      {range === null ? null : history.isPending ? (
        <p className={styles.muted}>加载中…</p>
      ) : history.isError ? (
        failure === null ? (
          <p className={styles.muted}>{PROFIT_TEXT.notReady}</p>
        ) : (
          <p className={styles.failed} role="alert">
            {failure || PROFIT_TEXT.failed}{' '}
            <button type="button" className={styles.retry} onClick={() => void history.refetch()}>
              {PROFIT_TEXT.retry}
            </button>
          </p>
        )
      ) : series.points.length === 0 ? (
        <p className={styles.muted}>{PROFIT_TEXT.none}</p>
      ) : (
        <>
          <p className={styles.profitTotal} data-testid="assets-profit-total">
            <span className={styles.muted}>{PROFIT_TEXT.total}</span>{' '}
            <span className={styles[trend]}>{formatFiatAmount(fiatValuation(series.total, rates, fiat), fiat, { hidden })}</span>
          </p>
          {/* The chart's price scale would show the amounts: hidden with them. */}
          {hidden ? null : <ProfitChart series={series} label={`${PROFIT_TEXT.title}：${PROFIT_TEXT.total}`} unitRate={fiatRate(rates, fiat)} fiat={fiat} />}
        </>
      )}
      </div>
    </section>
  );
}
