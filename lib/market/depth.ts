// Order-book rows for one side of the book (spec section 3 "Market data", section 9 "order
// book padded to a requested length with placeholders"). Levels arrive best first: asks
// ascending, bids descending. Totals are cumulative from the best level, in decimal.

import { Decimal, formatNumber, toDecimal } from '@/lib/decimal';
import type { DepthStep, PriceLevel } from './types';

export type BookSide = 'asks' | 'bids';

export interface BookRow {
  /** Stable per row position, so React keeps the row elements while prices move. */
  key: string;
  /** Decimal strings; '' on a placeholder row. */
  price: string;
  amount: string;
  /** Sum of the amounts from the best level down to this one. */
  total: string;
  priceText: string;
  amountText: string;
  totalText: string;
  /** This row's total over the side's last total × 100 (0..100), for the depth bar width. */
  depthPercent: number;
  placeholder: boolean;
}

export interface BookSideOptions {
  side: BookSide;
  /** Rows wanted; the book is cut or padded to it. */
  length: number;
  pricePrecision: number;
  amountPrecision: number;
  /** Decimals of the cumulative total; the amount precision when absent. */
  totalPrecision?: number;
}

export const PLACEHOLDER_TEXT = '--';

interface ValidLevel {
  price: Decimal;
  amount: Decimal;
}

// A level with a non-numeric price or amount, or no amount left, has nothing to show.
function validLevel([price, amount]: PriceLevel): ValidLevel | null {
  const priceValue = toDecimal(price);
  const amountValue = toDecimal(amount);
  if (priceValue === null || amountValue === null || !amountValue.gt(0)) return null;
  return { price: priceValue, amount: amountValue };
}

function rowKey(side: BookSide, index: number): string {
  return `${side}-${index}`;
}

function placeholderRow(side: BookSide, index: number): BookRow {
  return {
    key: rowKey(side, index),
    price: '',
    amount: '',
    total: '',
    priceText: PLACEHOLDER_TEXT,
    amountText: PLACEHOLDER_TEXT,
    totalText: PLACEHOLDER_TEXT,
    depthPercent: 0,
    placeholder: true,
  };
}

function depthPercent(total: Decimal, sideTotal: Decimal): number {
  if (sideTotal.isZero()) return 0;
  return Math.min(100, total.dividedBy(sideTotal).times(100).toNumber());
}

export function buildBookSide(levels: readonly PriceLevel[], options: BookSideOptions): BookRow[] {
  const { side, pricePrecision, amountPrecision, totalPrecision = amountPrecision } = options;
  const length = Number.isFinite(options.length) ? Math.max(0, Math.trunc(options.length)) : 0;
  const shown: ValidLevel[] = [];
  for (const level of levels) {
    if (shown.length >= length) break;
    const valid = validLevel(level);
    if (valid !== null) shown.push(valid);
  }
  const totals: Decimal[] = [];
  let running = new Decimal(0);
  for (const level of shown) {
    running = running.plus(level.amount);
    totals.push(running);
  }
  const rows = shown.map((level, index): BookRow => {
    const total = totals[index] ?? running;
    return {
      key: rowKey(side, index),
      price: level.price.toFixed(),
      amount: level.amount.toFixed(),
      total: total.toFixed(),
      priceText: formatNumber(level.price, pricePrecision),
      amountText: formatNumber(level.amount, amountPrecision),
      totalText: formatNumber(total, totalPrecision),
      depthPercent: depthPercent(total, running),
      placeholder: false,
    };
  });
  for (let index = rows.length; index < length; index += 1) {
    rows.push(placeholderRow(side, index));
  }
  return rows;
}

/** Price decimals shown at a depth step: stepN merges 10^N ticks, so N fewer decimals. */
export function stepPricePrecision(pricePrecision: number, step: DepthStep): number {
  const merged = Number(step.slice('step'.length));
  return Math.max(pricePrecision - merged, 0);
}
