// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KlineChart, LIVE_REDRAW_MS, type KlineFeed } from '@/components/market/kline-chart';
import type { KlineBar, KlinePeriod } from '@/lib/market/types';
import { klineBar } from './fixtures';

interface FakeSeries {
  kind: string;
  setData: unknown[][];
  updates: unknown[];
}

// What the fake library saw: the charts created, their series, and removals.
const chartLib = vi.hoisted(() => ({
  charts: [] as { options: unknown; series: FakeSeries[]; removed: number }[],
}));

vi.mock('lightweight-charts', () => ({
  CandlestickSeries: 'candlestick-series',
  HistogramSeries: 'histogram-series',
  createChart: (_container: HTMLElement, options: unknown) => {
    const chart = { options, series: [] as FakeSeries[], removed: 0 };
    chartLib.charts.push(chart);
    return {
      addSeries: (kind: string) => {
        const series: FakeSeries = { kind, setData: [], updates: [] };
        chart.series.push(series);
        return {
          setData: (data: unknown[]) => void series.setData.push(data),
          update: (bar: unknown) => void series.updates.push(bar),
          priceScale: () => ({ applyOptions: () => undefined }),
        };
      },
      remove: () => {
        chart.removed += 1;
      },
    };
  },
}));

type FeedState = ReturnType<KlineFeed['get']>;

/** A feed whose state the test sets; `emit` tells the chart as the store would. */
function fakeFeed(initial: Partial<FeedState> = {}) {
  let state: FeedState = { epoch: 1, bars: [], live: [], loading: false, error: null, ...initial };
  const listeners = new Set<() => void>();
  const feed: KlineFeed = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    feed,
    listeners,
    emit(next: Partial<FeedState>) {
      state = { ...state, ...next };
      act(() => {
        for (const listener of [...listeners]) listener();
      });
    },
  };
}

function renderChart(feed: KlineFeed, period: KlinePeriod = '1min') {
  const onPeriodChange = vi.fn<(period: KlinePeriod) => void>();
  const view = render(<KlineChart period={period} onPeriodChange={onPeriodChange} feed={feed} pricePrecision={2} />);
  return { ...view, onPeriodChange };
}

async function loadedSeries() {
  await waitFor(() => expect(chartLib.charts).toHaveLength(1));
  const [chart] = chartLib.charts;
  const candles = chart?.series.find((series) => series.kind === 'candlestick-series');
  const volumes = chart?.series.find((series) => series.kind === 'histogram-series');
  if (!chart || !candles || !volumes) throw new Error('the chart has no candle and volume series');
  return { chart, candles, volumes };
}

const candleTimes = (series: FakeSeries) => series.updates.map((bar) => (bar as { time: number }).time);
const HISTORY: KlineBar[] = [klineBar(60, { open: '100', close: '101.5', high: '102', low: '99', amount: '3' }), klineBar(120, { open: '101.5', close: '100' })];

beforeEach(() => {
  chartLib.charts = [];
});
afterEach(cleanup);

describe('KlineChart', () => {
  it('sets the history with times in seconds and numeric values, candles and volume', async () => {
    const { feed } = fakeFeed({ bars: HISTORY });
    renderChart(feed);
    const { candles, volumes } = await loadedSeries();
    expect(candles.setData).toEqual([
      [
        { time: 60, open: 100, high: 102, low: 99, close: 101.5 },
        { time: 120, open: 101.5, high: 102, low: 99, close: 100 },
      ],
    ]);
    expect(volumes.setData).toHaveLength(1);
    const [rising, falling] = volumes.setData[0] as { time: number; value: number; color: string }[];
    expect([rising?.time, rising?.value, falling?.time]).toEqual([60, 3, 120]);
    // Rising and falling bars' volumes are coloured apart.
    expect(rising?.color).not.toBe(falling?.color);
    expect(candles.updates).toEqual([]);
  });

  it('folds live bars into a few redraws: the changed tail in order, a new history at once', async () => {
    const { feed, emit } = fakeFeed({ bars: HISTORY });
    renderChart(feed);
    const { candles, volumes } = await loadedSeries();
    vi.useFakeTimers();
    try {
      // Two live updates inside one redraw interval: one redraw, the forming bar and the new one.
      emit({ bars: [HISTORY[0]!, klineBar(120, { close: '102' })] });
      emit({ bars: [HISTORY[0]!, klineBar(120, { close: '103' }), klineBar(180)] });
      expect(candles.updates).toEqual([]);
      act(() => vi.advanceTimersByTime(LIVE_REDRAW_MS));
      expect(candleTimes(candles)).toEqual([120, 180]);
      expect((candles.updates[0] as { close: number }).close).toBe(103);
      expect(candleTimes(volumes)).toEqual([120, 180]);

      // Only the forming bar moved: only it is updated, in place.
      emit({ bars: [HISTORY[0]!, klineBar(120, { close: '103' }), klineBar(180, { close: '105' })] });
      act(() => vi.advanceTimersByTime(LIVE_REDRAW_MS));
      expect(candleTimes(candles)).toEqual([120, 180, 180]);
      expect((candles.updates.at(-1) as { close: number }).close).toBe(105);

      // No change in the bars: nothing redrawn.
      emit({});
      act(() => vi.advanceTimersByTime(LIVE_REDRAW_MS));
      expect(candles.updates).toHaveLength(3);

      // A new history (epoch) is drawn at once, without waiting.
      emit({ epoch: 2, bars: [klineBar(300)] });
      expect(candles.setData).toHaveLength(2);
      expect((candles.setData[1] as { time: number }[]).map((bar) => bar.time)).toEqual([300]);
      emit({ bars: [klineBar(240), klineBar(300), klineBar(360)] });
      act(() => vi.advanceTimersByTime(LIVE_REDRAW_MS));
      // 240 is older than the last bar shown: the library would refuse it.
      expect(candleTimes(candles)).toEqual([120, 180, 180, 300, 360]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the periods as radios, marks the current one and reports a change', () => {
    const { feed } = fakeFeed();
    const { onPeriodChange } = renderChart(feed, '15min');
    const group = screen.getByRole('radiogroup', { name: 'K线周期' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['1分', '5分', '15分', '30分', '1小时', '4小时', '1日', '1周', '1月']);
    expect(radios.filter((radio) => radio.getAttribute('aria-checked') === 'true').map((radio) => radio.textContent)).toEqual(['15分']);
    fireEvent.click(within(group).getByRole('radio', { name: '1小时' }));
    expect(onPeriodChange).toHaveBeenCalledWith('60min');
  });

  it('shows the loading text, then an error from the feed as an alert, then nothing once loaded', async () => {
    const { feed, emit } = fakeFeed({ loading: true });
    renderChart(feed);
    const canvas = screen.getByTestId('kline-canvas');
    expect(canvas.textContent).toBe('加载中…');
    await loadedSeries();
    // A new state is taken at once with a new epoch, otherwise at the next redraw.
    emit({ loading: false, error: 'K线数据加载失败' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('K线数据加载失败'));
    emit({ epoch: 2, error: null, bars: HISTORY });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(canvas.textContent).toBe('');
  });

  it('removes the chart and stops listening when it unmounts', async () => {
    const { feed, listeners } = fakeFeed({ bars: HISTORY });
    const { unmount } = renderChart(feed);
    const { chart } = await loadedSeries();
    expect(listeners.size).toBe(1);
    unmount();
    expect(chart.removed).toBe(1);
    expect(listeners.size).toBe(0);
  });
});

describe('KlineChart without its library', () => {
  afterEach(() => {
    vi.doUnmock('lightweight-charts');
    vi.resetModules();
  });

  it('says the chart failed to load when the library cannot be imported', async () => {
    vi.resetModules();
    vi.doMock('lightweight-charts', () => {
      throw new Error('chunk failed to load');
    });
    const { KlineChart: FreshChart } = await import('@/components/market/kline-chart');
    const { feed } = fakeFeed({ loading: true });
    render(<FreshChart period="1min" onPeriodChange={() => undefined} feed={feed} pricePrecision={2} />);
    expect((await screen.findByRole('alert')).textContent).toBe('图表加载失败，请刷新页面重试');
    expect(screen.queryByText('加载中…')).toBeNull();
  });
});
