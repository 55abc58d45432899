'use client';

// The order book (exchange-wallet-fiat.md sections 3 and 9): asks above, bids below, rows of
// price, amount and cumulative total padded to the requested length, precisions from the
// symbol settings; a depth step (step0 … step5) merges prices; clicking a row hands its price
// to the order form. Each snapshot replaces the book (depth.stepN pushes are complete).

import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { buildBookSide, stepPricePrecision, type BookRow } from '@/lib/market/depth';
import { DEPTH_STEPS, type DepthSnapshot, type DepthStep } from '@/lib/market/types';
import { countRender } from '@/lib/perf/render-count';
import type { MarketSymbol } from '@/lib/settings/symbols';
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

/**
 * Writes the rows into a side's fixed row elements. The book changes up to every frame and
 * nearly every figure changes with it; patching forty rows in place (only what differs)
 * costs a fraction of re-rendering them through React, which owns only the skeleton.
 * A placeholder row is an inert button: disabled, out of the tab order and hidden from
 * assistive technology.
 */
export function paintBookRows(list: HTMLOListElement, rows: readonly BookRow[]): void {
  rows.forEach((row, index) => {
    const button = list.children[index]?.firstElementChild;
    if (!(button instanceof HTMLButtonElement)) return;
    const [price, amount, total] = button.children;
    const texts = row.placeholder ? ['--', '--', '--'] : [row.priceText, row.amountText, row.totalText];
    [price, amount, total].forEach((cell, i) => {
      const text = texts[i] ?? '--';
      if (cell && cell.textContent !== text) cell.textContent = text;
    });
    if (row.placeholder) {
      if (!button.disabled) {
        button.disabled = true;
        button.tabIndex = -1;
        button.setAttribute('aria-hidden', 'true');
        button.classList.add(styles.placeholder ?? 'placeholder');
        button.removeAttribute('data-price');
        button.style.removeProperty('--depth');
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
    const depth = `${row.depthPercent}%`;
    if (button.style.getPropertyValue('--depth') !== depth) button.style.setProperty('--depth', depth);
  });
}

/** A side's skeleton: `length` row buttons, rendered once; their figures are painted in place. */
const BookSide = memo(function BookSide({
  length,
  side,
  describedBy,
  listRef,
  onPick,
}: {
  length: number;
  side: 'asks' | 'bids';
  /** The element naming the three figures of a row (价格 数量 累计). */
  describedBy: string;
  listRef: React.Ref<HTMLOListElement>;
  onPick(event: React.MouseEvent<HTMLOListElement>): void;
}) {
  return (
    <ol ref={listRef} className={`${styles.side} ${side === 'asks' ? styles.asks : styles.bids}`} aria-label={side === 'asks' ? '卖盘' : '买盘'} onClick={onPick}>
      {Array.from({ length }, (_, index) => (
        <li key={index}>
          <button type="button" className={`${styles.row} ${styles.placeholder}`} disabled tabIndex={-1} aria-hidden="true" aria-describedby={describedBy}>
            <span className={styles.price}>--</span>
            <span>--</span>
            <span>--</span>
          </button>
        </li>
      ))}
    </ol>
  );
});

export function OrderBook({ symbol, snapshot, step, onStepChange, rows, lastPriceText, lastPriceTrend = 'flat', onPickPrice }: OrderBookProps) {
  countRender('order-book');
  const columnsId = useId();
  const pricePrecision = stepPricePrecision(symbol.pricePrecision, step);
  const amountPrecision = symbol.amountPrecision;
  const asks = useMemo(
    // Best ask nearest the middle: built best-first, shown highest first.
    () => buildBookSide(snapshot?.asks ?? [], { side: 'asks', length: rows, pricePrecision, amountPrecision, totalPrecision: amountPrecision }).reverse(),
    [snapshot?.asks, rows, pricePrecision, amountPrecision],
  );
  const bids = useMemo(
    () => buildBookSide(snapshot?.bids ?? [], { side: 'bids', length: rows, pricePrecision, amountPrecision, totalPrecision: amountPrecision }),
    [snapshot?.bids, rows, pricePrecision, amountPrecision],
  );
  const askList = useRef<HTMLOListElement>(null);
  const bidList = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    if (askList.current) paintBookRows(askList.current, asks);
    if (bidList.current) paintBookRows(bidList.current, bids);
  }, [asks, bids]);
  // One stable click handler per side (the skeleton never re-renders for a new callback).
  const pick = useRef(onPickPrice);
  useLayoutEffect(() => {
    pick.current = onPickPrice;
  }, [onPickPrice]);
  const onPick = useCallback((event: React.MouseEvent<HTMLOListElement>) => {
    const button = (event.target as Element).closest('button');
    const price = button?.dataset.price;
    if (button && !button.disabled && price) pick.current(price);
  }, []);
  return (
    <section className={styles.book} aria-labelledby="order-book-title" data-testid="order-book" data-version={snapshot?.version ?? ''} data-quote-ts={snapshot?.ts ?? ''}>
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
          hidden label per figure: the rows are rebuilt for every snapshot). */}
      <div className={styles.columns} id={columnsId}>
        <span>价格({symbol.quoteDisplayName})</span>
        <span>数量({symbol.baseDisplayName})</span>
        <span>累计({symbol.baseDisplayName})</span>
      </div>
      <BookSide length={rows} side="asks" describedBy={columnsId} listRef={askList} onPick={onPick} />
      <p className={`${styles.last} ${trend[lastPriceTrend]}`} data-testid="order-book-last">
        {lastPriceText ?? '--'}
      </p>
      <BookSide length={rows} side="bids" describedBy={columnsId} listRef={bidList} onPick={onPick} />
    </section>
  );
}
