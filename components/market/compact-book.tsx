'use client';

// The compact book beside the order form on a phone: COMPACT_BOOK_LEVELS levels a side
// (price and amount) around the last price; a tap on a level hands its price to the order
// form. Mounted on phones only, and fed at a calm rate by its parent: a few rows need no
// in-place painting.

import { memo } from 'react';
import { compactBook } from '@/lib/market/compact-book';
import type { BookRow } from '@/lib/market/depth';
import type { DepthSnapshot, DepthStep } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import styles from './compact-book.module.css';
import trend from './trend.module.css';

export interface CompactBookProps {
  symbol: MarketSymbol;
  snapshot: DepthSnapshot | null;
  step: DepthStep;
  /** The last trade price between the sides, already formatted. */
  lastPriceText?: string;
  lastPriceTrend?: 'up' | 'down' | 'flat';
  onPickPrice(price: string): void;
}

function Side({ rows, side, onPickPrice }: { rows: readonly BookRow[]; side: 'asks' | 'bids'; onPickPrice(price: string): void }) {
  return (
    <ol className={`${styles.side} ${side === 'asks' ? styles.asks : styles.bids}`} aria-label={side === 'asks' ? '卖盘' : '买盘'}>
      {rows.map((row) => (
        <li key={row.key}>
          {row.placeholder ? (
            <span className={styles.row} aria-hidden="true">
              <span>{row.priceText}</span>
              <span>{row.amountText}</span>
            </span>
          ) : (
            <button
              type="button"
              className={styles.row}
              data-price={row.price}
              style={{ '--depth': `${row.depthPercent}%` } as React.CSSProperties}
              onClick={() => onPickPrice(row.price)}
            >
              <span className={styles.price}>{row.priceText}</span>
              <span>{row.amountText}</span>
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

export const CompactBook = memo(function CompactBook({ symbol, snapshot, step, lastPriceText, lastPriceTrend = 'flat', onPickPrice }: CompactBookProps) {
  const book = compactBook(snapshot, { step, pricePrecision: symbol.pricePrecision, amountPrecision: symbol.amountPrecision });
  return (
    <section className={styles.book} aria-label="盘口" data-testid="compact-book">
      <div className={styles.columns} aria-hidden="true">
        <span>价格</span>
        <span>数量</span>
      </div>
      <Side rows={book.asks} side="asks" onPickPrice={onPickPrice} />
      <p className={`${styles.last} ${trend[lastPriceTrend]}`} data-testid="compact-book-last">
        {lastPriceText ?? '--'}
      </p>
      <Side rows={book.bids} side="bids" onPickPrice={onPickPrice} />
    </section>
  );
});
