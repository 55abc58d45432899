import { describe, expect, it } from 'vitest';
import { COMPACT_BOOK_LEVELS, compactBook } from '@/lib/market/compact-book';
import type { PriceLevel } from '@/lib/market/types';

const levels = (from: number, step: number, count: number): PriceLevel[] =>
  Array.from({ length: count }, (_, index) => [String(from + step * index), '0.1'] as PriceLevel);

describe('compactBook', () => {
  it('shows seven levels a side: asks highest first (best ask last), bids best first', () => {
    const book = compactBook({ asks: levels(101, 1, 20), bids: levels(100, -1, 20) }, { step: 'step0', pricePrecision: 2, amountPrecision: 4 });
    expect(COMPACT_BOOK_LEVELS).toBe(7);
    expect(book.asks.map((row) => row.price)).toEqual(['107', '106', '105', '104', '103', '102', '101']);
    expect(book.bids.map((row) => row.price)).toEqual(['100', '99', '98', '97', '96', '95', '94']);
    expect(book.asks[6]?.priceText).toBe('101.00');
    expect(book.bids[0]?.amountText).toBe('0.1000');
  });

  it('pads a thin side with placeholders away from the last price', () => {
    const book = compactBook({ asks: levels(101, 1, 2), bids: [] }, { step: 'step0', pricePrecision: 2, amountPrecision: 4, levels: 4 });
    expect(book.asks.map((row) => (row.placeholder ? '--' : row.price))).toEqual(['--', '--', '102', '101']);
    expect(book.bids.every((row) => row.placeholder && row.priceText === '--')).toBe(true);
  });

  it('shows a merged step with fewer price decimals, and placeholders without a snapshot', () => {
    const merged = compactBook({ asks: [['101.5', '1']], bids: [['100', '2']] }, { step: 'step1', pricePrecision: 2, amountPrecision: 4 });
    expect(merged.asks[6]?.priceText).toBe('101.5');
    const empty = compactBook(null, { step: 'step0', pricePrecision: 2, amountPrecision: 4 });
    expect(empty.asks).toHaveLength(7);
    expect(empty.bids.every((row) => row.placeholder)).toBe(true);
  });
});
