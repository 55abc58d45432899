'use client';

// The kline chart on TradingView's lightweight-charts: candles and volume, periods 1min (the
// default) to 1mon. History is loaded once per symbol and period (`epoch` changes) and set in
// one go; live bars arrive as upserts by bar id, so the forming bar is updated in place. The
// library is loaded on demand, keeping it out of the page's first script bytes. The chart
// reads the store imperatively: a bar update redraws the canvas, not the React tree.

import { useEffect, useRef, useState } from 'react';
import type { CandlestickData, HistogramData, IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { untilAborted } from '@/lib/async/until-aborted';
import { KLINE_PERIODS, type KlineBar, type KlinePeriod } from '@/lib/market/types';
import styles from './kline-chart.module.css';

export const KLINE_PERIOD_LABELS: Record<KlinePeriod, string> = {
  '1min': '1分',
  '5min': '5分',
  '15min': '15分',
  '30min': '30分',
  '60min': '1小时',
  '4hour': '4小时',
  '1day': '1日',
  '1week': '1周',
  '1mon': '1月',
};

export interface KlineFeed {
  /** The current history and its epoch (changes when symbol or period changes). */
  get(): { epoch: number; bars: readonly KlineBar[]; live: readonly KlineBar[]; loading: boolean; error: string | null };
  /** Called after every store change. */
  subscribe(listener: () => void): () => void;
}

/** Live bars redraw the chart at most this often (ms). */
export const LIVE_REDRAW_MS = 250;

const UP = '#00875a';
const DOWN = '#d63031';

// Drawing needs numbers; the values are only plotted, never computed with.
function candle(bar: KlineBar): CandlestickData<UTCTimestamp> {
  return { time: bar.id as UTCTimestamp, open: Number(bar.open), high: Number(bar.high), low: Number(bar.low), close: Number(bar.close) };
}

function volume(bar: KlineBar): HistogramData<UTCTimestamp> {
  return { time: bar.id as UTCTimestamp, value: Number(bar.amount), color: Number(bar.close) >= Number(bar.open) ? `${UP}66` : `${DOWN}66` };
}

export function KlineChart({
  period,
  onPeriodChange,
  feed,
  pricePrecision,
}: {
  period: KlinePeriod;
  onPeriodChange(period: KlinePeriod): void;
  feed: KlineFeed;
  pricePrecision: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<{ loading: boolean; error: string | null }>(() => {
    const { loading, error } = feed.get();
    return { loading, error };
  });
  const [chartFailed, setChartFailed] = useState(false);

  useEffect(() => {
    // The chart library arrives by a dynamic import that cannot be cancelled: what it calls
    // back is bound to this effect's lifetime.
    const scope = new AbortController();
    let chart: IChartApi | null = null;
    let candles: ISeriesApi<'Candlestick'> | null = null;
    let volumes: ISeriesApi<'Histogram'> | null = null;
    let shownEpoch = -1;
    let lastTime = 0;
    let shownLast: KlineBar | undefined;
    let redraw: ReturnType<typeof setTimeout> | undefined;

    const render = () => {
      clearTimeout(redraw);
      redraw = undefined;
      const state = feed.get();
      setStatus((prev) => (prev.loading === state.loading && prev.error === state.error ? prev : { loading: state.loading, error: state.error }));
      if (!candles || !volumes) return;
      if (state.epoch !== shownEpoch) {
        shownEpoch = state.epoch;
        candles.setData(state.bars.map(candle));
        volumes.setData(state.bars.map(volume));
        shownLast = state.bars.at(-1);
        lastTime = shownLast?.id ?? 0;
        return;
      }
      const last = state.bars.at(-1);
      if (!last || last === shownLast) return;
      // The bars from the last one shown onwards, in order: whatever changed since the last
      // redraw, however many live updates were folded into it. The library refuses bars older
      // than the last one, so a late push of an old bar never reaches it.
      let first = state.bars.length - 1;
      while (first > 0 && (state.bars[first - 1]?.id ?? 0) >= lastTime) first -= 1;
      for (const bar of state.bars.slice(first)) {
        if (bar.id < lastTime) continue;
        candles.update(candle(bar));
        volumes.update(volume(bar));
        lastTime = bar.id;
      }
      shownLast = last;
    };

    // A new history draws at once; live bars are folded into a few redraws a second, since
    // each redraw repaints the whole canvas on the main thread.
    const onChange = () => {
      if (feed.get().epoch !== shownEpoch) render();
      else redraw ??= setTimeout(render, LIVE_REDRAW_MS);
    };

    import('./kline-chart-lib')
      .then(
        untilAborted(scope.signal, ({ createChart, CandlestickSeries, HistogramSeries }: typeof import('./kline-chart-lib')) => {
          if (!container.current) return;
          chart = createChart(container.current, {
            autoSize: true,
            layout: { background: { color: 'transparent' }, textColor: '#4e5969', fontSize: 11, attributionLogo: false },
            grid: { vertLines: { color: '#eef0f3' }, horzLines: { color: '#eef0f3' } },
            timeScale: { timeVisible: true, secondsVisible: false },
            localization: { locale: 'zh-CN' },
          });
          candles = chart.addSeries(CandlestickSeries, {
            upColor: UP,
            downColor: DOWN,
            wickUpColor: UP,
            wickDownColor: DOWN,
            borderVisible: false,
            priceFormat: { type: 'price', precision: pricePrecision, minMove: 10 ** -pricePrecision },
          });
          volumes = chart.addSeries(HistogramSeries, { priceScaleId: '', priceFormat: { type: 'volume' } });
          volumes.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
          render();
        }),
      )
      .catch(untilAborted(scope.signal, () => setChartFailed(true)));

    const unsubscribe = feed.subscribe(onChange);
    return () => {
      scope.abort();
      clearTimeout(redraw);
      unsubscribe();
      chart?.remove();
    };
  }, [feed, pricePrecision]);

  return (
    <section className={styles.chart} aria-labelledby="kline-title" data-testid="kline-chart">
      <header className={styles.header}>
        <h2 id="kline-title" className="visually-hidden">
          K线图
        </h2>
        <div role="radiogroup" aria-label="K线周期" className={styles.periods}>
          {KLINE_PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={option === period}
              className={option === period ? styles.active : undefined}
              onClick={() => onPeriodChange(option)}
            >
              {KLINE_PERIOD_LABELS[option]}
            </button>
          ))}
        </div>
      </header>
      <div className={styles.canvas} ref={container} data-testid="kline-canvas">
        {chartFailed ? (
          <p className={styles.notice} role="alert">
            图表加载失败，请刷新页面重试
          </p>
        ) : status.error ? (
          <p className={styles.notice} role="alert">
            {status.error}
          </p>
        ) : status.loading ? (
          <p className={styles.notice}>加载中…</p>
        ) : null}
      </div>
    </section>
  );
}
