// A pair's small trend line: an inline SVG path from its recent closes (lib/market/sparkline),
// coloured by the 24 h direction. No script of its own; nothing when the series is too short.

import { sparklinePath, SPARKLINE_BOX, withLivePrice } from '@/lib/market/sparkline';
import type { PriceDirection } from '@/lib/market/overview';
import styles from './market-overview.module.css';

export function Sparkline({ closes, live, direction, label }: { closes: readonly string[] | undefined; live: string | null; direction: PriceDirection; label: string }) {
  const path = closes ? sparklinePath(withLivePrice(closes, live)) : null;
  if (path === null) return null;
  const { width, height } = SPARKLINE_BOX;
  return (
    <svg className={styles.sparkline} data-direction={direction} data-testid="sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
