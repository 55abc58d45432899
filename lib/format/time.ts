// The one date-time formatter: a timestamp (epoch milliseconds, or epoch seconds as some
// custody records send them) written by a pattern of YYYY MM DD HH mm ss tokens, in local
// time unless an offset is given. Missing or unreadable times give the placeholder.

import { EMPTY_PLACEHOLDER } from './placeholder';

export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
export const DATE_PATTERN = 'YYYY-MM-DD';
/** Month, day and time: the trading tables' short form. */
export const SHORT_DATE_TIME_PATTERN = 'MM-DD HH:mm:ss';
export const TIME_PATTERN = 'HH:mm:ss';

/**
 * Below this a timestamp is read as seconds: 1e11 ms is March 1973, 1e11 s the year 5138, so
 * no real record time is ambiguous.
 */
const SECONDS_BELOW = 100_000_000_000;

export interface FormatTimeOptions {
  /** Minutes east of UTC; the runtime's local offset at that time when not given. */
  utcOffsetMinutes?: number;
  /** Force the unit instead of telling it from the size. */
  unit?: 'ms' | 's';
}

/** Epoch ms of a timestamp in ms, seconds or a digit string; null when there is none (0, negative, unreadable). */
export function toEpochMs(value: number | string | null | undefined, unit?: 'ms' | 's'): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'string' ? (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN) : value;
  if (!Number.isFinite(number) || number <= 0) return null;
  const seconds = unit ? unit === 's' : number < SECONDS_BELOW;
  return seconds ? number * 1000 : number;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/** `formatTime(1630633835224)` → `2021-09-03 09:50:35` at UTC+8; `--` for no time. */
export function formatTime(value: number | string | null | undefined, pattern: string = DATE_TIME_PATTERN, options: FormatTimeOptions = {}): string {
  const ms = toEpochMs(value, options.unit);
  if (ms === null) return EMPTY_PLACEHOLDER;
  const offset = options.utcOffsetMinutes ?? -new Date(ms).getTimezoneOffset();
  const date = new Date(ms + offset * 60_000);
  if (Number.isNaN(date.getTime())) return EMPTY_PLACEHOLDER;
  const parts: Record<string, string> = {
    YYYY: String(date.getUTCFullYear()),
    MM: twoDigits(date.getUTCMonth() + 1),
    DD: twoDigits(date.getUTCDate()),
    HH: twoDigits(date.getUTCHours()),
    mm: twoDigits(date.getUTCMinutes()),
    ss: twoDigits(date.getUTCSeconds()),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}

/** Date only, `YYYY-MM-DD`. */
export function formatDate(value: number | string | null | undefined, options: FormatTimeOptions = {}): string {
  return formatTime(value, DATE_PATTERN, options);
}
