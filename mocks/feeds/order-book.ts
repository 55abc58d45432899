// Simulated order book around a price, in integer ticks and amount units. depth.step0 shows
// the fine book; stepN (N = 1..5) aggregates it into buckets of 10^N ticks (bids rounded down,
// asks up, amounts summed), the way the real feed merges price levels.

import type { SeededRandom } from '../db/random';

/** [price ticks, amount units]. */
export type BookLevel = [price: number, amount: number];

export interface BookSides {
  bids: BookLevel[];
  asks: BookLevel[];
}

export interface BookShape {
  /** Levels per side (fewer bids when the price runs down to zero). */
  levels: number;
  /** Largest gap between neighbouring levels, in ticks (the smallest is 1). */
  maxGapTicks: number;
  /** Typical amount of a level, in units. */
  typicalUnits: number;
}

function levelAmount(random: SeededRandom, typicalUnits: number): number {
  // Mostly small levels, now and then a wall.
  const r = random.next();
  return Math.max(1, Math.round(typicalUnits * (0.1 + r * r * r * 20)));
}

/** A fine book with the best bid just below `midTicks` and the best ask above it. */
export function generateBook(midTicks: number, shape: BookShape, random: SeededRandom): BookSides {
  const bids: BookLevel[] = [];
  const asks: BookLevel[] = [];
  let bid = midTicks - random.int(0, 1);
  let ask = bid + random.int(1, 2);
  for (let i = 0; i < shape.levels; i += 1) {
    if (bid > 0) bids.push([bid, levelAmount(random, shape.typicalUnits)]);
    asks.push([ask, levelAmount(random, shape.typicalUnits)]);
    bid -= random.int(1, shape.maxGapTicks);
    ask += random.int(1, shape.maxGapTicks);
  }
  return { bids, asks };
}

/** Merges levels into buckets of `bucketTicks`: bids round down, asks up; at most `maxLevels`. */
export function aggregateLevels(
  levels: readonly BookLevel[],
  side: 'bids' | 'asks',
  bucketTicks: number,
  maxLevels: number,
): BookLevel[] {
  const merged: BookLevel[] = [];
  for (const [price, amount] of levels) {
    const bucket =
      side === 'bids' ? Math.floor(price / bucketTicks) * bucketTicks : Math.ceil(price / bucketTicks) * bucketTicks;
    // A bid bucket at zero is no price at all.
    if (bucket <= 0) continue;
    const last = merged[merged.length - 1];
    if (last && last[0] === bucket) {
      last[1] += amount;
    } else {
      if (merged.length === maxLevels) break;
      merged.push([bucket, amount]);
    }
  }
  return merged;
}

/** Step number of a depth type (`step3` → 3). */
export function stepNumber(step: string): number {
  return Number(step.slice('step'.length));
}

/**
 * The book of one depth type: step0 is the fine book with `levels` a side; stepN generates a
 * book with gaps up to the bucket size, so that about two fine levels fall into each bucket,
 * and aggregates it to at most `levels` (20 on the wire).
 */
export function depthBook(
  midTicks: number,
  step: number,
  levels: number,
  typicalUnits: number,
  random: SeededRandom,
): BookSides {
  if (step === 0) return generateBook(midTicks, { levels, maxGapTicks: 3, typicalUnits }, random);
  const bucket = 10 ** step;
  const fine = generateBook(midTicks, { levels: levels * 3 + 4, maxGapTicks: bucket, typicalUnits }, random);
  return {
    bids: aggregateLevels(fine.bids, 'bids', bucket, levels),
    asks: aggregateLevels(fine.asks, 'asks', bucket, levels),
  };
}
