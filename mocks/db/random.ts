// Seeded pseudo-random numbers (mulberry32). Mock state draws from this instead of Math.random
// so that a reset replays exactly the same data in every run and on every machine.

export interface SeededRandom {
  /** The seed this generator started from; a reset re-creates it from here. */
  readonly seed: number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly [T, ...T[]]): T;
}

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(items) {
      // The index is always in range; the fallback only satisfies noUncheckedIndexedAccess.
      return items[Math.floor(next() * items.length)] ?? items[0];
    },
  };
}
