'use client';

// The overview's profit chart: the running total of the daily profits of the chosen range as a
// baseline series (green above zero, red below), with the range's total written out for
// everyone who does not read the canvas. The library is loaded when the chart is on screen and
// the page is idle.

import { useEffect, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { untilAborted } from '@/lib/async/until-aborted';
import type { ProfitSeries } from '@/lib/finance/profit-series';
import styles from './profit-chart.module.css';

const UP = '#00875a';
const DOWN = '#d63031';

export const PROFIT_CHART_FAILED_TEXT = '图表加载失败，请刷新页面重试';

/**
 * `unitRate` turns the series' USDT into the figures' display currency (the rate of
 * lib/settings/rates; null: plotted in USDT).
 */
export function ProfitChart({ series, label, unitRate = null }: { series: ProfitSeries; label: string; unitRate?: string | null }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; line: ISeriesApi<'Baseline'> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const scope = new AbortController();
    const load = () =>
      import('./profit-chart-lib')
        .then(
          untilAborted(scope.signal, ({ createChart, BaselineSeries }: typeof import('./profit-chart-lib')) => {
            if (!container.current) return;
            const api = createChart(container.current, {
              autoSize: true,
              layout: { background: { color: 'transparent' }, textColor: '#4e5969', fontSize: 11, attributionLogo: false },
              grid: { vertLines: { visible: false }, horzLines: { color: '#eef0f3' } },
              timeScale: { timeVisible: false, fixLeftEdge: true, fixRightEdge: true },
              handleScroll: false,
              handleScale: false,
              localization: { locale: 'zh-CN' },
            });
            const line = api.addSeries(BaselineSeries, {
              baseValue: { type: 'price', price: 0 },
              topLineColor: UP,
              topFillColor1: `${UP}33`,
              topFillColor2: `${UP}05`,
              bottomLineColor: DOWN,
              bottomFillColor1: `${DOWN}05`,
              bottomFillColor2: `${DOWN}33`,
              lineWidth: 2,
            });
            chart.current = { api, line };
            setReady(true);
          }),
        )
        .catch(untilAborted(scope.signal, () => setFailed(true)));
    // The library is fetched and started once the chart is on screen and the page is idle: the
    // figures above it come first.
    const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
    const start = untilAborted(scope.signal, () => whenIdle(untilAborted(scope.signal, () => void load())));
    const element = container.current;
    let observer: IntersectionObserver | null = null;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        start();
      });
      observer.observe(element);
    } else {
      start();
    }
    return () => {
      observer?.disconnect();
      scope.abort();
      chart.current?.api.remove();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    // Plotted only: the figures shown as text come from the decimal series.
    const rate = unitRate === null ? 1 : Number(unitRate);
    chart.current.line.setData(series.points.map((point) => ({ time: Math.floor(point.time / 1000) as UTCTimestamp, value: Number(point.cumulative) * rate })));
    chart.current.api.timeScale().fitContent();
  }, [ready, series, unitRate]);

  return (
    <div className={styles.canvas} ref={container} role="img" aria-label={label} data-testid="profit-chart">
      {failed ? (
        <p className={styles.notice} role="alert">
          {PROFIT_CHART_FAILED_TEXT}
        </p>
      ) : null}
    </div>
  );
}
