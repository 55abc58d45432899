// The compact book of the exchange page on a phone (beside the order form): a few levels a
// side around the last price, asks highest first so the best ask sits next to the last price,
// bids best first; each side padded to the same length (spec section 9) so the rows never jump.

import { buildBookSide, stepPricePrecision, type BookRow } from './depth';
import type { DepthSnapshot, DepthStep } from './types';

/** Levels a side the compact book shows. */
export const COMPACT_BOOK_LEVELS = 7;

export interface CompactBook {
  /** Highest price first: the best ask is the last row, next to the last price. */
  asks: BookRow[];
  /** Best (highest) bid first. */
  bids: BookRow[];
}

export function compactBook(
  snapshot: Pick<DepthSnapshot, 'asks' | 'bids'> | null,
  options: { step: DepthStep; pricePrecision: number; amountPrecision: number; levels?: number },
): CompactBook {
  const { step, amountPrecision, levels = COMPACT_BOOK_LEVELS } = options;
  const pricePrecision = stepPricePrecision(options.pricePrecision, step);
  const side = (name: 'asks' | 'bids') =>
    buildBookSide(snapshot?.[name] ?? [], { side: name, length: levels, pricePrecision, amountPrecision, totalPrecision: amountPrecision });
  return { asks: side('asks').reverse(), bids: side('bids') };
}
