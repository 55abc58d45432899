'use client';

// Recent trades of the pair, newest first: time, price coloured by the taker's side, amount.
// The rows are drawn on a canvas, once per animation frame with the latest list; assistive
// technology reads the same trades as a visually hidden table refreshed at a calm rate.

import { memo, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { formatNumber } from '@/lib/decimal';
import { formatTime, TIME_PATTERN } from '@/lib/format';
import type { MarketTrade } from '@/lib/market/types';
import { animationFrame, frameCoalescer, intervalThrottle } from '@/lib/perf/coalesce';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { cssColor, RowCanvas, type CanvasRow } from './row-canvas';
import styles from './trade-list.module.css';
import trend from './trend.module.css';

/** How often the accessible table follows the trades (ms). */
export const TRADES_A11Y_REFRESH_MS = 1000;
export const NO_TRADES_TEXT = '暂无成交';

const tradeKey = (trade: MarketTrade) => String(trade.tradeId);
const tradeProps = (trade: MarketTrade) => ({ 'data-direction': trade.direction });

export interface TradeTexts {
  time: string;
  price: string;
  amount: string;
}

/**
 * A trade's three texts. A trade is formatted once per precision pair and then reused while
 * newer trades push it down the list (the list keeps the same trade objects).
 */
export function tradeTextCache(pricePrecision: number, amountPrecision: number): (trade: MarketTrade) => TradeTexts {
  const cache = new WeakMap<MarketTrade, TradeTexts>();
  return (trade) => {
    let texts = cache.get(trade);
    if (!texts) {
      texts = { time: formatTime(trade.ts, TIME_PATTERN), price: formatNumber(trade.price, pricePrecision), amount: formatNumber(trade.amount, amountPrecision) };
      cache.set(trade, texts);
    }
    return texts;
  };
}

export interface TradeColors {
  text: string;
  muted: string;
  up: string;
  down: string;
}

/** The trades as the canvas draws them; one muted 暂无成交 row without any. */
export function tradeCanvasRows(trades: readonly MarketTrade[], textsOf: (trade: MarketTrade) => TradeTexts, colors: TradeColors): CanvasRow[] {
  if (trades.length === 0) return [{ cells: [{ text: NO_TRADES_TEXT, color: colors.muted }] }];
  return trades.map((trade) => {
    const texts = textsOf(trade);
    return {
      cells: [
        { text: texts.time, color: colors.text },
        { text: texts.price, color: trade.direction === 'buy' ? colors.up : colors.down },
        { text: texts.amount, color: colors.text },
      ],
    };
  });
}

function readTradeColors(element: Element): TradeColors {
  return {
    text: cssColor(element, '--color-text', '#1f2329'),
    muted: cssColor(element, '--color-text-muted', '#4e5969'),
    up: cssColor(element, '--trades-up', '#007a4d'),
    down: cssColor(element, '--trades-down', '#c0282b'),
  };
}

/** The list's drawing: one per component instance, its refs and methods stable. */
class TradeListView {
  readonly canvas = new RowCanvas();
  /** Hands the accessible table its trades (a state setter), at most once per refresh interval. */
  private readonly accessible: ReturnType<typeof intervalThrottle<readonly MarketTrade[]>>;
  private section: HTMLElement | null = null;
  private colors: TradeColors | null = null;
  private readonly frames = frameCoalescer<{ trades: readonly MarketTrade[]; textsOf(trade: MarketTrade): TradeTexts }>(
    ({ trades, textsOf }) => this.draw(trades, textsOf),
    animationFrame,
  );

  constructor(setReadable: (trades: readonly MarketTrade[]) => void) {
    this.accessible = intervalThrottle(setReadable, TRADES_A11Y_REFRESH_MS);
  }

  readonly attachSection = (element: HTMLElement | null): void => {
    this.section = element;
  };

  /** The trades to draw in the next animation frame (a newer list before it replaces it). */
  show(trades: readonly MarketTrade[], rows: number, textsOf: (trade: MarketTrade) => TradeTexts): void {
    this.canvas.rows = rows;
    this.frames.offer({ trades: trades.slice(0, rows), textsOf });
  }

  dispose(): void {
    this.frames.cancel();
    this.accessible.cancel();
    this.canvas.dispose();
  }

  private draw(trades: readonly MarketTrade[], textsOf: (trade: MarketTrade) => TradeTexts): void {
    if (this.section) this.colors ??= readTradeColors(this.section);
    if (this.colors) this.canvas.paint(tradeCanvasRows(trades, textsOf, this.colors));
    this.accessible.offer(trades);
  }
}

export const TradeList = memo(function TradeList({ symbol, trades, rows }: { symbol: MarketSymbol; trades: readonly MarketTrade[]; rows: number }) {
  const { pricePrecision, amountPrecision, quoteDisplayName, baseDisplayName } = symbol;
  const textsOf = useMemo(() => tradeTextCache(pricePrecision, amountPrecision), [pricePrecision, amountPrecision]);
  // The accessible table: the trades of at most one refresh interval ago.
  const [readable, setReadable] = useState<readonly MarketTrade[]>(() => trades.slice(0, rows));
  const [view] = useState(() => new TradeListView(setReadable));
  useLayoutEffect(() => {
    view.show(trades, rows, textsOf);
  }, [view, trades, rows, textsOf]);
  useEffect(() => () => view.dispose(), [view]);

  const columns = useMemo<DataColumn<MarketTrade>[]>(
    () => [
      { key: 'time', title: '时间', render: (trade) => textsOf(trade).time },
      {
        key: 'price',
        title: `价格(${quoteDisplayName})`,
        align: 'right',
        render: (trade) => textsOf(trade).price,
        cellProps: (trade) => ({ className: trade.direction === 'buy' ? trend.up : trend.down }),
      },
      { key: 'amount', title: `数量(${baseDisplayName})`, align: 'right', render: (trade) => textsOf(trade).amount },
    ],
    [textsOf, quoteDisplayName, baseDisplayName],
  );
  return (
    <section ref={view.attachSection} className={styles.trades} aria-labelledby="trade-list-title" data-testid="trade-list">
      <h2 id="trade-list-title" className={styles.title}>
        最新成交
      </h2>
      {/* Seen, not read: the accessible table below carries the same heads. */}
      <div ref={view.canvas.attachHeads} className={styles.columns} aria-hidden="true">
        <span>时间</span>
        <span>价格({quoteDisplayName})</span>
        <span>数量({baseDisplayName})</span>
      </div>
      <canvas
        ref={view.canvas.attachCanvas}
        className={styles.canvas}
        style={{ '--trades-rows': rows } as React.CSSProperties}
        aria-hidden="true"
        data-testid="trade-list-canvas"
      />
      <div className="visually-hidden">
        <DataTable columns={columns} rows={readable} rowKey={tradeKey} rowProps={tradeProps} label="最新成交列表" emptyText={NO_TRADES_TEXT} fixedLayout />
      </div>
    </section>
  );
});
