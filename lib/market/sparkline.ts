// The small trend line of a pair: closes of its recent bars drawn as one SVG path. Prices stay
// decimal strings everywhere else; here they become numbers, since only a drawing coordinate
// comes out (exchange-wallet-fiat.md's money rules are about amounts shown, not pixels).

/** Bars of the home page's sparklines: the last 24 hours by the hour. */
export const SPARKLINE_PERIOD = '60min';
export const SPARKLINE_BARS = 24;

export interface SparklineBox {
  width: number;
  height: number;
  /** Kept free above and below, so that the stroke is not cut at the extremes. */
  padding: number;
}

export const SPARKLINE_BOX: SparklineBox = { width: 96, height: 32, padding: 2 };

/** The readable closes as numbers; anything else is left out. */
function readable(closes: readonly string[]): number[] {
  const values: number[] = [];
  for (const close of closes) {
    const value = Number(close);
    if (close.trim() !== '' && Number.isFinite(value)) values.push(value);
  }
  return values;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The points from left to right across the box, the highest close at the top: x evenly spaced,
 * y scaled between the lowest and the highest close. A flat series draws along the middle.
 */
export function sparklinePoints(closes: readonly string[], box: SparklineBox = SPARKLINE_BOX): Array<[x: number, y: number]> {
  const values = readable(closes);
  if (values.length < 2) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const usable = box.height - 2 * box.padding;
  const step = box.width / (values.length - 1);
  return values.map((value, index) => [round(index * step), round(span === 0 ? box.height / 2 : box.padding + ((high - value) / span) * usable)]);
}

/** The SVG path `M x,y L x,y …`, or null with fewer than two readable closes. */
export function sparklinePath(closes: readonly string[], box: SparklineBox = SPARKLINE_BOX): string | null {
  const points = sparklinePoints(closes, box);
  if (points.length === 0) return null;
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join('');
}

/** The series with the live price as its newest point (the forming bar's close moves with it). */
export function withLivePrice(closes: readonly string[], live: string | null): string[] {
  if (live === null || closes.length === 0 || !Number.isFinite(Number(live)) || live.trim() === '') return [...closes];
  return [...closes.slice(0, -1), live];
}
