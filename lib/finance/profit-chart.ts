// The profit chart's geometry (the assets overview): the running total of a profit series as
// an SVG line over a zero baseline, the area above zero and below zero, the value axis' ends
// and the range's first and last day. Plotted only: every figure written as text comes from
// the decimal series, and the labels here are the series' own decimal strings, converted to
// the display currency in decimal.js.

import { Decimal } from '@/lib/decimal';
import type { ProfitSeries } from './profit-series';

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept free inside the box, top and bottom, so the line never touches the edges. */
  padding: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  time: number;
  /** The running total in the display currency, a decimal string. */
  value: string;
}

export interface ProfitChartGeometry {
  points: ChartPoint[];
  /** The line through every point (M … L …); '' without points. */
  line: string;
  /** The line closed down (or up) to the zero baseline: filled, then clipped above and below zero. */
  area: string;
  /** The y of zero, inside the box even when every value is on one side of it. */
  zeroY: number;
  /** The highest and the lowest value drawn (display currency). */
  max: string;
  min: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Lays the series out in `box`. `unitRate` converts the series' USDT into the display currency
 * (null: USDT). One point is drawn as a flat line across the box.
 */
export function profitChartGeometry(series: ProfitSeries, box: ChartBox, unitRate: string | null = null): ProfitChartGeometry {
  const rate = unitRate === null ? new Decimal(1) : new Decimal(unitRate);
  const values = series.points.map((point) => new Decimal(point.cumulative).times(rate));
  if (values.length === 0) return { points: [], line: '', area: '', zeroY: round(box.height / 2), max: '0', min: '0' };
  const max = Decimal.max(0, ...values);
  const min = Decimal.min(0, ...values);
  const span = max.minus(min);
  const inner = box.height - 2 * box.padding;
  const yOf = (value: Decimal) => (span.isZero() ? box.height / 2 : box.padding + max.minus(value).div(span).times(inner).toNumber());
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  const points: ChartPoint[] = values.map((value, index) => ({
    x: round(values.length > 1 ? index * step : box.width / 2),
    y: round(yOf(value)),
    time: series.points[index]!.time,
    value: value.toFixed(),
  }));
  const zeroY = round(yOf(new Decimal(0)));
  const drawn = points.length > 1 ? points : [{ ...points[0]!, x: 0 }, { ...points[0]!, x: box.width }];
  const line = drawn.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const first = drawn[0]!;
  const last = drawn[drawn.length - 1]!;
  const area = `${line} L${last.x} ${zeroY} L${first.x} ${zeroY} Z`;
  return { points, line, area, zeroY, max: max.toFixed(), min: min.toFixed() };
}

/** The point nearest to `x` (pointer position in the box's units), or null without points. */
export function nearestPoint(points: readonly ChartPoint[], x: number): ChartPoint | null {
  let best: ChartPoint | null = null;
  for (const point of points) if (best === null || Math.abs(point.x - x) < Math.abs(best.x - x)) best = point;
  return best;
}
