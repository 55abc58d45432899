'use client';

// The order book (exchange-wallet-fiat.md sections 3 and 9): asks above, bids below, rows of
// price, amount and cumulative total padded to the requested length, precisions from the
// symbol settings; a depth step (step0 … step5) merges prices; clicking a row hands its price
// to the order form. Each snapshot replaces the book (depth.stepN pushes are complete).
//
// Under a busy feed the rows are drawn on a canvas, once per animation frame with the latest
// snapshot only; React renders the frame around them, never the rows. Assistive technology and
// the keyboard get the same rows as a visually hidden list of buttons per side, refreshed at
// a calm rate (a screen reader cannot follow sixty books a second); a focused button frames
// its row on the canvas. `data-version` names the snapshot on the canvas.

import { memo, useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { buildBookSide, PLACEHOLDER_TEXT, stepPricePrecision, type BookRow } from '@/lib/market/depth';
import { DEPTH_STEPS, type DepthSnapshot, type DepthStep } from '@/lib/market/types';
import { animationFrame, frameCoalescer, intervalThrottle } from '@/lib/perf/coalesce';
import { countRender } from '@/lib/perf/render-count';
import { cssColor, RowCanvas, type CanvasRow } from './row-canvas';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import styles from './order-book.module.css';
import trend from './trend.module.css';

export interface OrderBookProps {
  symbol: MarketSymbol;
  snapshot: DepthSnapshot | null;
  step: DepthStep;
  onStepChange(step: DepthStep): void;
  /** Rows per side. */
  rows: number;
  /** The last trade price shown between the sides, already formatted. */
  lastPriceText?: string;
  lastPriceTrend?: 'up' | 'down' | 'flat';
  onPickPrice(price: string): void;
}

/**
 * Step label: the price decimals left after the merge (step0 none). A step merging past the
 * decimal point names its unit instead (10, 100, …): "0 位小数" for each would not tell them apart.
 */
export function depthStepLabel(step: DepthStep, pricePrecision: number): string {
  const index = DEPTH_STEPS.indexOf(step);
  if (index === 0) return '不合并';
  if (index <= pricePrecision) return `${stepPricePrecision(pricePrecision, step)} 位小数`;
  return `合并至 ${10 ** (index - Math.max(pricePrecision, 0))}`;
}

/** How often the accessible copy of the rows follows the book (ms). */
export const BOOK_A11Y_REFRESH_MS = 1000;

/**
 * Writes the rows into a side's fixed row elements (the accessible copy), patching only what
 * differs; React owns only the skeleton. A placeholder row is an inert button: disabled, out
 * of the tab order and hidden from assistive technology.
 */
export function paintBookRows(list: HTMLOListElement, rows: readonly BookRow[]): void {
  rows.forEach((row, index) => {
    const button = list.children[index]?.firstElementChild;
    if (!(button instanceof HTMLButtonElement)) return;
    const [price, amount, total] = button.children;
    const texts = row.placeholder ? [EMPTY_PLACEHOLDER, EMPTY_PLACEHOLDER, EMPTY_PLACEHOLDER] : [row.priceText, row.amountText, row.totalText];
    [price, amount, total].forEach((cell, i) => {
      const text = texts[i] ?? EMPTY_PLACEHOLDER;
      if (cell && cell.textContent !== text) cell.textContent = text;
    });
    if (row.placeholder) {
      if (!button.disabled) {
        button.disabled = true;
        button.tabIndex = -1;
        button.setAttribute('aria-hidden', 'true');
        button.classList.add(styles.placeholder ?? 'placeholder');
        button.removeAttribute('data-price');
      }
      return;
    }
    if (button.disabled) {
      button.disabled = false;
      button.removeAttribute('tabindex');
      button.removeAttribute('aria-hidden');
      button.classList.remove(styles.placeholder ?? 'placeholder');
    }
    if (button.dataset.price !== row.price) button.dataset.price = row.price;
  });
}

/** The colours of the canvas, from the book's CSS (custom properties on `.book`). */
interface BookColors {
  text: string;
  muted: string;
  ask: string;
  bid: string;
  askDepth: string;
  bidDepth: string;
  outline: string;
}

function readBookColors(element: Element): BookColors {
  return {
    text: cssColor(element, '--color-text', '#1f2329'),
    muted: cssColor(element, '--color-text-muted', '#4e5969'),
    ask: cssColor(element, '--book-ask', '#c0282b'),
    bid: cssColor(element, '--book-bid', '#007a4d'),
    askDepth: cssColor(element, '--book-ask-depth', 'rgba(214, 48, 49, 0.12)'),
    bidDepth: cssColor(element, '--book-bid-depth', 'rgba(0, 135, 90, 0.12)'),
    outline: cssColor(element, '--book-outline', '#dfe3e8'),
  };
}

/** A side's rows as the canvas draws them: the price in the side's colour, a depth bar behind. */
export function bookCanvasRows(rows: readonly BookRow[], side: 'asks' | 'bids', colors: Omit<BookColors, 'outline'>): CanvasRow[] {
  return rows.map((row) => {
    if (row.placeholder) {
      const cell = { text: PLACEHOLDER_TEXT, color: colors.muted };
      return { cells: [cell, cell, cell] };
    }
    return {
      cells: [
        { text: row.priceText, color: side === 'asks' ? colors.ask : colors.bid },
        { text: row.amountText, color: colors.text },
        { text: row.totalText, color: colors.text },
      ],
      bar: { percent: row.depthPercent, color: side === 'asks' ? colors.askDepth : colors.bidDepth },
    };
  });
}

/** Both sides of a snapshot as shown: asks highest first (best ask nearest the middle), bids best first. */
export function bookSides(snapshot: DepthSnapshot | null, rows: number, pricePrecision: number, amountPrecision: number): { asks: BookRow[]; bids: BookRow[] } {
  const options = { length: rows, pricePrecision, amountPrecision, totalPrecision: amountPrecision };
  return {
    asks: buildBookSide(snapshot?.asks ?? [], { side: 'asks', ...options }).reverse(),
    bids: buildBookSide(snapshot?.bids ?? [], { side: 'bids', ...options }),
  };
}

/** A side's accessible copy: `length` row buttons, rendered once; their figures are painted in place. */
const BookSide = memo(function BookSide({
  length,
  side,
  describedBy,
  listRef,
  onPick,
  onFocusRow,
}: {
  length: number;
  side: 'asks' | 'bids';
  /** The element naming the three figures of a row (价格 数量 累计). */
  describedBy: string;
  listRef: React.Ref<HTMLOListElement>;
  onPick(event: React.MouseEvent<HTMLOListElement>): void;
  /** The row whose button has the keyboard focus, or null when it leaves the list. */
  onFocusRow(side: 'asks' | 'bids', index: number | null): void;
}) {
  return (
    <ol
      ref={listRef}
      className={`${styles.side} ${side === 'asks' ? styles.asks : styles.bids}`}
      aria-label={side === 'asks' ? '卖盘' : '买盘'}
      onClick={onPick}
      onFocus={(event) => {
        const item = (event.target as Element).closest('li');
        onFocusRow(side, item ? Array.prototype.indexOf.call(event.currentTarget.children, item) : null);
      }}
      onBlur={() => onFocusRow(side, null)}
    >
      {Array.from({ length }, (_, index) => (
        <li key={index}>
          <button type="button" className={`${styles.row} ${styles.placeholder}`} disabled tabIndex={-1} aria-hidden="true" aria-describedby={describedBy}>
            <span className={styles.price}>{EMPTY_PLACEHOLDER}</span>
            <span>{EMPTY_PLACEHOLDER}</span>
            <span>{EMPTY_PLACEHOLDER}</span>
          </button>
        </li>
      ))}
    </ol>
  );
});

interface BookFrame {
  snapshot: DepthSnapshot | null;
  rows: number;
  pricePrecision: number;
  amountPrecision: number;
}

type Side = 'asks' | 'bids';

/** The book's drawing: one per component instance, its refs and methods stable. */
class OrderBookView {
  readonly canvases: Record<Side, RowCanvas> = { asks: new RowCanvas(), bids: new RowCanvas() };
  private onPickPrice: (price: string) => void = () => undefined;
  private section: HTMLElement | null = null;
  private readonly lists: Record<Side, HTMLOListElement | null> = { asks: null, bids: null };
  private colors: BookColors | null = null;
  /** The rows on the canvas now, for the click's hit test. */
  private drawn: Record<Side, readonly BookRow[]> = { asks: [], bids: [] };
  private readonly accessible = intervalThrottle<Record<Side, BookRow[]>>((sides) => {
    if (this.lists.asks) paintBookRows(this.lists.asks, sides.asks);
    if (this.lists.bids) paintBookRows(this.lists.bids, sides.bids);
  }, BOOK_A11Y_REFRESH_MS);
  private readonly frames = frameCoalescer<BookFrame>((frame) => this.draw(frame), animationFrame);

  readonly attachSection = (element: HTMLElement | null): void => {
    this.section = element;
  };
  readonly attachHeads = (element: HTMLElement | null): void => {
    this.canvases.asks.attachHeads(element);
    this.canvases.bids.attachHeads(element);
  };
  readonly attachAskList = (element: HTMLOListElement | null): void => {
    this.lists.asks = element;
  };
  readonly attachBidList = (element: HTMLOListElement | null): void => {
    this.lists.bids = element;
  };

  /** Where a picked price goes (the order form). */
  handPricesTo(onPickPrice: (price: string) => void): void {
    this.onPickPrice = onPickPrice;
  }

  /** A click on an accessible row button: its price. */
  pick(price: string): void {
    this.onPickPrice(price);
  }

  /** The book to draw in the next animation frame (a newer one before it replaces it). */
  show(frame: BookFrame): void {
    this.canvases.asks.rows = frame.rows;
    this.canvases.bids.rows = frame.rows;
    this.frames.offer(frame);
  }

  /** A click on a side's canvas: the price of the drawn row under it. */
  pickAt(side: Side, clientY: number): void {
    const hit = this.rowUnder(side, clientY);
    if (hit) this.onPickPrice(hit.row.price);
  }

  /** The pointer over a side's canvas: frames the row under it; true over a row. */
  hoverAt(side: Side, clientY: number | null): boolean {
    const hit = clientY === null ? null : this.rowUnder(side, clientY);
    this.canvases[side].setOutline(hit ? hit.index : null);
    return hit !== null;
  }

  dispose(): void {
    this.frames.cancel();
    this.accessible.cancel();
    this.canvases.asks.dispose();
    this.canvases.bids.dispose();
  }

  private rowUnder(side: Side, clientY: number): { index: number; row: BookRow } | null {
    const index = this.canvases[side].rowAt(clientY);
    const row = index === null ? undefined : this.drawn[side][index];
    return index !== null && row && !row.placeholder ? { index, row } : null;
  }

  private draw(frame: BookFrame): void {
    const sides = bookSides(frame.snapshot, frame.rows, frame.pricePrecision, frame.amountPrecision);
    this.drawn = sides;
    const section = this.section;
    if (section) {
      this.colors ??= readBookColors(section);
      this.canvases.asks.outlineColor = this.colors.outline;
      this.canvases.bids.outlineColor = this.colors.outline;
      this.canvases.asks.paint(bookCanvasRows(sides.asks, 'asks', this.colors));
      this.canvases.bids.paint(bookCanvasRows(sides.bids, 'bids', this.colors));
      section.dataset.version = frame.snapshot ? String(frame.snapshot.version) : '';
      section.dataset.quoteTs = frame.snapshot ? String(frame.snapshot.ts) : '';
    }
    this.accessible.offer(sides);
  }
}

export function OrderBook({ symbol, snapshot, step, onStepChange, rows, lastPriceText, lastPriceTrend = 'flat', onPickPrice }: OrderBookProps) {
  countRender('order-book');
  const columnsId = useId();
  const pricePrecision = stepPricePrecision(symbol.pricePrecision, step);
  const amountPrecision = symbol.amountPrecision;
  const [view] = useState(() => new OrderBookView());
  useLayoutEffect(() => {
    view.show({ snapshot, rows, pricePrecision, amountPrecision });
  }, [view, snapshot, rows, pricePrecision, amountPrecision]);
  useLayoutEffect(() => {
    view.handPricesTo(onPickPrice);
  }, [view, onPickPrice]);
  useEffect(() => () => view.dispose(), [view]);

  // Stable handlers (the accessible skeleton never re-renders for a new callback).
  const onPick = useCallback(
    (event: React.MouseEvent<HTMLOListElement>) => {
      const button = (event.target as Element).closest('button');
      const price = button?.dataset.price;
      if (button && !button.disabled && price) view.pick(price);
    },
    [view],
  );
  const onFocusRow = useCallback((side: Side, index: number | null) => view.canvases[side].setOutline(index), [view]);
  const { attachSection, attachHeads, attachAskList, attachBidList } = view;
  const attachCanvas = { asks: view.canvases.asks.attachCanvas, bids: view.canvases.bids.attachCanvas };
  const canvasProps = (side: Side) => ({
    ref: attachCanvas[side],
    className: styles.canvas,
    style: { '--book-rows': rows } as React.CSSProperties,
    'aria-hidden': true,
    'data-testid': `order-book-${side}`,
    onClick: (event: React.MouseEvent<HTMLCanvasElement>) => view.pickAt(side, event.clientY),
    onMouseMove: (event: React.MouseEvent<HTMLCanvasElement>) => {
      event.currentTarget.style.cursor = view.hoverAt(side, event.clientY) ? 'pointer' : '';
    },
    onMouseLeave: () => view.hoverAt(side, null),
  });
  return (
    <section ref={attachSection} className={styles.book} aria-labelledby="order-book-title" data-testid="order-book" data-version="" data-quote-ts="">
      <header className={styles.header}>
        <h2 id="order-book-title" className={styles.title}>
          盘口
        </h2>
        <label className={styles.stepPicker}>
          <span className="visually-hidden">深度合并</span>
          <select value={step} onChange={(event) => onStepChange(event.target.value as DepthStep)}>
            {DEPTH_STEPS.map((option) => (
              <option key={option} value={option}>
                {depthStepLabel(option, symbol.pricePrecision)}
              </option>
            ))}
          </select>
        </label>
      </header>
      {/* The column heads also describe every row to a screen reader (one element, not one
          hidden label per figure), and give the canvas its column geometry. */}
      <div ref={attachHeads} className={styles.columns} id={columnsId}>
        <span>价格({symbol.quoteDisplayName})</span>
        <span>数量({symbol.baseDisplayName})</span>
        <span>累计({symbol.baseDisplayName})</span>
      </div>
      <canvas {...canvasProps('asks')} />
      <p className={`${styles.last} ${trend[lastPriceTrend]}`} data-testid="order-book-last">
        {lastPriceText ?? EMPTY_PLACEHOLDER}
      </p>
      <canvas {...canvasProps('bids')} />
      <div className="visually-hidden">
        <BookSide length={rows} side="asks" describedBy={columnsId} listRef={attachAskList} onPick={onPick} onFocusRow={onFocusRow} />
        <BookSide length={rows} side="bids" describedBy={columnsId} listRef={attachBidList} onPick={onPick} onFocusRow={onFocusRow} />
      </div>
    </section>
  );
}
