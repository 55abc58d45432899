// Deterministic price path of a simulated pair: the log-price wanders around the pair's initial
// price as a sum of value-noise octaves (seconds to weeks), so the price at any instant is a
// pure function of (seed, time). History (klines of any period) and the live feed read the
// same path, and the walk stays within about ±15 % of the start, so prices never reach zero.
// Prices are integers of ticks (10^-tpp): no float ever reaches the wire as a price.

/** FNV-1a of a string: the per-symbol seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A uniform [0, 1) value for an integer lattice point (murmur3 finaliser). */
export function hashUnit(seed: number, n: number): number {
  let h = Math.imul(n | 0, 0x9e3779b1) ^ seed;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth 1-D value noise in [-1, 1]: random values on the integers, eased in between. */
export function valueNoise(seed: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = hashUnit(seed, i) * 2 - 1;
  const b = hashUnit(seed, i + 1) * 2 - 1;
  const eased = f * f * (3 - 2 * f);
  return a + (b - a) * eased;
}

/** Octaves of the walk: lattice spacing in seconds and amplitude in log-price. */
const OCTAVES: ReadonlyArray<{ scaleSec: number; amplitude: number }> = [
  { scaleSec: 2, amplitude: 0.0003 },
  { scaleSec: 30, amplitude: 0.0008 },
  { scaleSec: 300, amplitude: 0.002 },
  { scaleSec: 3_600, amplitude: 0.006 },
  { scaleSec: 21_600, amplitude: 0.015 },
  { scaleSec: 172_800, amplitude: 0.04 },
  { scaleSec: 1_728_000, amplitude: 0.08 },
];

/** Largest relative excursion the path can take (the sum of the amplitudes). */
export const MAX_LOG_EXCURSION = OCTAVES.reduce((sum, octave) => sum + octave.amplitude, 0);

export function logOffset(seed: number, timeSec: number): number {
  let offset = 0;
  for (let k = 0; k < OCTAVES.length; k += 1) {
    const octave = OCTAVES[k] as (typeof OCTAVES)[number];
    offset += octave.amplitude * valueNoise((seed + k * 1013) >>> 0, timeSec / octave.scaleSec);
  }
  return offset;
}

export interface PricePath {
  seed: number;
  /** Starting price in ticks. */
  initialTicks: number;
}

/** Price in ticks at a time (ms): at least one tick. */
export function priceTicksAt(path: PricePath, timeMs: number): number {
  return Math.max(1, Math.round(path.initialTicks * Math.exp(logOffset(path.seed, timeMs / 1000))));
}

/** Integer of 10^-decimals units as the wire's JSON number (exact: one correctly rounded division). */
export function unitsToNumber(units: number, decimals: number): number {
  return units / 10 ** decimals;
}

/** A decimal text (e.g. '52000.00') as integer units of 10^-decimals. */
export function decimalToUnits(text: string, decimals: number): number {
  const [whole = '0', fraction = ''] = text.split('.');
  const padded = (fraction + '0'.repeat(decimals)).slice(0, decimals);
  return Number(whole) * 10 ** decimals + Number(padded || '0');
}
