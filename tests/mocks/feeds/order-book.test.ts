import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '@/mocks/db/random';
import { aggregateLevels, depthBook, generateBook, stepNumber, type BookLevel } from '@/mocks/feeds/order-book';

const sum = (levels: readonly BookLevel[]) => levels.reduce((total, [, amount]) => total + amount, 0);

describe('generateBook', () => {
  it('puts the best bid below the best ask, bids descending and asks ascending', () => {
    const book = generateBook(10_000, { levels: 150, maxGapTicks: 3, typicalUnits: 50 }, createSeededRandom(1));
    expect(book.bids).toHaveLength(150);
    expect(book.asks).toHaveLength(150);
    expect(book.bids[0]?.[0]).toBeLessThan(book.asks[0]?.[0] ?? 0);
    for (let i = 1; i < 150; i += 1) {
      expect(book.bids[i]?.[0]).toBeLessThan(book.bids[i - 1]?.[0] ?? 0);
      expect(book.asks[i]?.[0]).toBeGreaterThan(book.asks[i - 1]?.[0] ?? 0);
    }
    for (const [price, amount] of [...book.bids, ...book.asks]) {
      expect(Number.isInteger(price) && Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThanOrEqual(1);
    }
  });

  it('stops the bids at zero instead of going negative', () => {
    const book = generateBook(20, { levels: 150, maxGapTicks: 3, typicalUnits: 5 }, createSeededRandom(2));
    expect(book.bids.length).toBeLessThan(150);
    expect(book.bids.every(([price]) => price > 0)).toBe(true);
    expect(book.asks).toHaveLength(150);
  });

  it('replays the same book from the same seed', () => {
    const shape = { levels: 10, maxGapTicks: 3, typicalUnits: 5 };
    expect(generateBook(500, shape, createSeededRandom(9))).toEqual(generateBook(500, shape, createSeededRandom(9)));
  });
});

describe('aggregateLevels', () => {
  it('rounds bids down and asks up into buckets, summing amounts', () => {
    const bids: BookLevel[] = [
      [1009, 1],
      [1001, 2],
      [999, 4],
      [990, 8],
    ];
    expect(aggregateLevels(bids, 'bids', 10, 20)).toEqual([
      [1000, 3],
      [990, 12],
    ]);
    const asks: BookLevel[] = [
      [1001, 1],
      [1010, 2],
      [1011, 4],
    ];
    expect(aggregateLevels(asks, 'asks', 10, 20)).toEqual([
      [1010, 3],
      [1020, 4],
    ]);
  });

  it('keeps at most maxLevels and drops a zero bid bucket', () => {
    const asks: BookLevel[] = Array.from({ length: 50 }, (_, i) => [100 + i * 10, 1] as BookLevel);
    expect(aggregateLevels(asks, 'asks', 10, 20)).toHaveLength(20);
    expect(aggregateLevels([[5, 1]], 'bids', 10, 20)).toEqual([]);
  });

  it('does not change the input levels', () => {
    const bids: BookLevel[] = [
      [15, 1],
      [12, 1],
    ];
    aggregateLevels(bids, 'bids', 10, 20);
    expect(bids).toEqual([
      [15, 1],
      [12, 1],
    ]);
  });
});

describe('depthBook', () => {
  it('step0 has the requested levels; stepN has 20 levels on multiples of 10^N ticks', () => {
    expect(depthBook(5_200_000, 0, 150, 400, createSeededRandom(3)).bids).toHaveLength(150);
    for (const step of [1, 2, 3]) {
      const book = depthBook(5_200_000, step, 20, 400, createSeededRandom(step));
      expect(book.bids).toHaveLength(20);
      expect(book.asks).toHaveLength(20);
      for (const [price] of [...book.bids, ...book.asks]) expect(price % 10 ** step).toBe(0);
      expect(book.bids[0]?.[0]).toBeLessThan(book.asks[0]?.[0] ?? 0);
      expect(sum(book.bids)).toBeGreaterThan(0);
    }
  });

  it('reads the step number of a depth type', () => {
    expect(stepNumber('step0')).toBe(0);
    expect(stepNumber('step5')).toBe(5);
  });
});
