'use client';

// The order book (exchange-wallet-fiat.md sections 3 and 9): asks above, bids below, rows of
// price, amount and cumulative total padded to the requested length, precisions from the
// symbol settings; a depth step (step0 … step5) merges prices; clicking a row hands its price
// to the order form. Each snapshot replaces the book (depth.stepN pushes are complete).

import { memo, useMemo } from 'react';
import { buildBookSide, stepPricePrecision, type BookRow } from '@/lib/market/depth';
import { DEPTH_STEPS, type DepthSnapshot, type DepthStep } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import styles from './order-book.module.css';

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

const BookSide = memo(function BookSide({
  rows,
  side,
  onPickPrice,
}: {
  rows: BookRow[];
  side: 'asks' | 'bids';
  onPickPrice(price: string): void;
}) {
  return (
    <ol className={`${styles.side} ${side === 'asks' ? styles.asks : styles.bids}`} aria-label={side === 'asks' ? '卖盘' : '买盘'}>
      {rows.map((row) =>
        row.placeholder ? (
          <li key={row.key} className={styles.placeholder} aria-hidden="true">
            <span>--</span>
            <span>--</span>
            <span>--</span>
          </li>
        ) : (
          <li key={row.key}>
            <button
              type="button"
              className={styles.row}
              style={{ '--depth': `${row.depthPercent}%` } as React.CSSProperties}
              onClick={() => onPickPrice(row.price)}
              data-price={row.price}
            >
              {/* The name a screen reader reads is the visible figures with their labels. */}
              <span className={styles.price}>
                <span className="visually-hidden">价格 </span>
                {row.priceText}
              </span>
              <span>
                <span className="visually-hidden">数量 </span>
                {row.amountText}
              </span>
              <span>
                <span className="visually-hidden">累计 </span>
                {row.totalText}
              </span>
            </button>
          </li>
        ),
      )}
    </ol>
  );
});

export function OrderBook({ symbol, snapshot, step, onStepChange, rows, lastPriceText, lastPriceTrend = 'flat', onPickPrice }: OrderBookProps) {
  const pricePrecision = stepPricePrecision(symbol.pricePrecision, step);
  const precisions = { pricePrecision, amountPrecision: symbol.amountPrecision, totalPrecision: symbol.amountPrecision };
  const asks = useMemo(
    // Best ask nearest the middle: built best-first, shown highest first.
    () => buildBookSide(snapshot?.asks ?? [], { side: 'asks', length: rows, ...precisions }).reverse(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- precisions derive from the listed values
    [snapshot?.asks, rows, pricePrecision, symbol.amountPrecision],
  );
  const bids = useMemo(
    () => buildBookSide(snapshot?.bids ?? [], { side: 'bids', length: rows, ...precisions }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- precisions derive from the listed values
    [snapshot?.bids, rows, pricePrecision, symbol.amountPrecision],
  );
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
      <div className={styles.columns} aria-hidden="true">
        <span>价格({symbol.quoteDisplayName})</span>
        <span>数量({symbol.baseDisplayName})</span>
        <span>累计({symbol.baseDisplayName})</span>
      </div>
      <BookSide rows={asks} side="asks" onPickPrice={onPickPrice} />
      <p className={`${styles.last} ${styles[lastPriceTrend]}`} data-testid="order-book-last">
        {lastPriceText ?? '--'}
      </p>
      <BookSide rows={bids} side="bids" onPickPrice={onPickPrice} />
    </section>
  );
}
