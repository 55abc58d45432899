'use client';

// The overview's profit chart: the running total of the daily profits of the chosen range over
// a zero baseline (green above, red below), drawn as SVG from lib/finance/profit-chart. A
// pointer (or a tap) on the chart shows that day's running total. The range's total is written
// out beside it for everyone who does not read the chart. No chart library: a line of at most
// a few hundred days needs none, and the overview loads nothing more for it.

import { useId, useMemo, useState, type PointerEvent } from 'react';
import { formatFiatAmount } from '@/lib/assets/conversion';
import { nearestPoint, profitChartGeometry, type ChartPoint } from '@/lib/finance/profit-chart';
import type { ProfitSeries } from '@/lib/finance/profit-series';
import { formatDate } from '@/lib/format/time';
import styles from './profit-chart.module.css';

const BOX = { width: 600, height: 200, padding: 12 };

/**
 * `unitRate` turns the series' USDT into `fiat`, the figures' display currency (the rate of
 * lib/settings/rates; null: plotted and labelled in USDT).
 */
export function ProfitChart({ series, label, unitRate = null, fiat = 'usdt' }: { series: ProfitSeries; label: string; unitRate?: string | null; fiat?: string }) {
  const id = useId();
  const geometry = useMemo(() => profitChartGeometry(series, BOX, unitRate), [series, unitRate]);
  const unit = unitRate === null ? 'usdt' : fiat;
  const [active, setActive] = useState<ChartPoint | null>(null);
  const first = geometry.points[0];
  const last = geometry.points.at(-1);

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    setActive(nearestPoint(geometry.points, ((event.clientX - rect.left) / rect.width) * BOX.width));
  };

  return (
    <figure className={styles.chart} data-testid="profit-chart" data-points={geometry.points.length}>
      <div className={styles.plot}>
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          preserveAspectRatio="none"
          className={styles.svg}
          role="img"
          aria-label={label}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive(null)}
        >
          <defs>
            <clipPath id={`${id}-up`}>
              <rect x="0" y="0" width={BOX.width} height={geometry.zeroY} />
            </clipPath>
            <clipPath id={`${id}-down`}>
              <rect x="0" y={geometry.zeroY} width={BOX.width} height={BOX.height - geometry.zeroY} />
            </clipPath>
          </defs>
          <line x1="0" x2={BOX.width} y1={geometry.zeroY} y2={geometry.zeroY} className={styles.zero} vectorEffect="non-scaling-stroke" />
          <path d={geometry.area} className={styles.areaUp} clipPath={`url(#${id}-up)`} />
          <path d={geometry.area} className={styles.areaDown} clipPath={`url(#${id}-down)`} />
          <path d={geometry.line} className={styles.lineUp} clipPath={`url(#${id}-up)`} vectorEffect="non-scaling-stroke" data-testid="profit-chart-line" />
          <path d={geometry.line} className={styles.lineDown} clipPath={`url(#${id}-down)`} vectorEffect="non-scaling-stroke" />
          {active ? <line x1={active.x} x2={active.x} y1="0" y2={BOX.height} className={styles.cursor} vectorEffect="non-scaling-stroke" /> : null}
        </svg>
        <span className={`${styles.axis} ${styles.top}`}>{formatFiatAmount(geometry.max, unit)}</span>
        <span className={`${styles.axis} ${styles.bottom}`}>{formatFiatAmount(geometry.min, unit)}</span>
        {active ? (
          <output className={styles.tip} style={{ left: `${(active.x / BOX.width) * 100}%` }} data-testid="profit-chart-tip">
            {formatDate(active.time)} {formatFiatAmount(active.value, unit)}
          </output>
        ) : null}
      </div>
      {first && last ? (
        <figcaption className={styles.dates}>
          <span>{formatDate(first.time)}</span>
          <span>{formatDate(last.time)}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
