// Bar arithmetic of the kline periods (PROTOCOL.md 1.6, 4.4): bar ids are the open time in
// epoch seconds. Days, weeks and months open at 00:00 Singapore time (UTC+8), as on the
// real exchange; weeks on Monday.

import type { KlinePeriod } from '@/lib/market/types';

const SINGAPORE_OFFSET_SEC = 8 * 3600;
const FIXED_SECONDS: Record<Exclude<KlinePeriod, '1mon'>, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '4hour': 14_400,
  '1day': 86_400,
  '1week': 604_800,
};
// 1970-01-01 was a Thursday: Monday-aligned weeks start 3 days before the epoch's week.
const WEEK_ALIGNMENT_SEC = 4 * 86_400;

/** Open time (s) of the bar holding `timeSec`. */
export function barOpen(period: KlinePeriod, timeSec: number): number {
  if (period === '1mon') {
    const local = new Date((timeSec + SINGAPORE_OFFSET_SEC) * 1000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) / 1000 - SINGAPORE_OFFSET_SEC;
  }
  const length = FIXED_SECONDS[period];
  if (period === '1week') {
    const shift = SINGAPORE_OFFSET_SEC - WEEK_ALIGNMENT_SEC;
    return Math.floor((timeSec + shift) / length) * length - shift;
  }
  if (period === '1day') {
    return Math.floor((timeSec + SINGAPORE_OFFSET_SEC) / length) * length - SINGAPORE_OFFSET_SEC;
  }
  return Math.floor(timeSec / length) * length;
}

/** Open time (s) of the bar after the one opening at `openSec`. */
export function nextBarOpen(period: KlinePeriod, openSec: number): number {
  if (period === '1mon') {
    const local = new Date((openSec + SINGAPORE_OFFSET_SEC) * 1000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) / 1000 - SINGAPORE_OFFSET_SEC;
  }
  return openSec + FIXED_SECONDS[period];
}

/** Open time (s) of the bar before the one opening at `openSec`. */
export function previousBarOpen(period: KlinePeriod, openSec: number): number {
  return period === '1mon' ? barOpen(period, openSec - 1) : openSec - FIXED_SECONDS[period];
}

/**
 * Open times of the bars from `fromSec` to `toSec` (both inclusive, by open time), newest last,
 * at most `limit`: the newest ones when the range holds more.
 */
export function barOpensBetween(period: KlinePeriod, fromSec: number, toSec: number, limit: number): number[] {
  const opens: number[] = [];
  let open = barOpen(period, toSec);
  while (open >= fromSec && opens.length < limit) {
    opens.push(open);
    open = previousBarOpen(period, open);
  }
  return opens.reverse();
}
