// The record lists' filters: currency, type and state (each 'all' or one value) and a date
// range (a preset 今天 / 近7天 / 近30天 / 近90天, or two dates), turned into the query
// parameters `start` and `end` (epoch ms, inclusive, whole local days), and the same rule
// applied to loaded rows for a client-side filter or export.

import { formatDate, toEpochMs } from '@/lib/format';

export const ALL = 'all';

export const DATE_PRESETS = ['today', '7d', '30d', '90d'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DateRangeChoice = DatePreset | 'custom';

export const DATE_PRESET_LABELS: Readonly<Record<DateRangeChoice, string>> = {
  today: '今天',
  '7d': '近7天',
  '30d': '近30天',
  '90d': '近90天',
  custom: '自定义',
};

const PRESET_DAYS: Readonly<Record<DatePreset, number>> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

export const DAY_MS = 86_400_000;

export interface RecordFilter {
  currency: string;
  type: string;
  state: string;
  range: DateRangeChoice;
  /** `YYYY-MM-DD`, the custom range's first day ('' = open). */
  from: string;
  /** `YYYY-MM-DD`, the custom range's last day ('' = open). */
  to: string;
}

export const DEFAULT_RECORD_FILTER: RecordFilter = { currency: ALL, type: ALL, state: ALL, range: '30d', from: '', to: '' };

export interface RecordQuery {
  currency?: string;
  type?: string;
  state?: string;
  /** Epoch ms, the first millisecond of the first day. */
  start?: number;
  /** Epoch ms, the last millisecond of the last day. */
  end?: number;
}

export const INVALID_RANGE_TEXT = '开始日期不能晚于结束日期';

function offsetAt(ms: number, utcOffsetMinutes: number | undefined): number {
  return utcOffsetMinutes ?? -new Date(ms).getTimezoneOffset();
}

/** The first millisecond of the (local, or given offset's) day holding `ms`. */
export function startOfDay(ms: number, utcOffsetMinutes?: number): number {
  const offset = offsetAt(ms, utcOffsetMinutes) * 60_000;
  return Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
}

/** `YYYY-MM-DD` → the first millisecond of that day; null when not a real date. */
export function parseDay(text: string, utcOffsetMinutes?: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - offsetAt(utc, utcOffsetMinutes) * 60_000;
}

/** The day of `ms` as the date inputs write it. */
export function dayText(ms: number, utcOffsetMinutes?: number): string {
  return formatDate(ms, utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes });
}

/** Start and end (inclusive) of the filter's range at `now`; null ends are open; an error when the custom days are the wrong way round. */
export function dateRange(filter: Pick<RecordFilter, 'range' | 'from' | 'to'>, now: number, utcOffsetMinutes?: number): { start: number | null; end: number | null; error: string | null } {
  if (filter.range !== 'custom') {
    const today = startOfDay(now, utcOffsetMinutes);
    return { start: startOfDay(today - (PRESET_DAYS[filter.range] - 1) * DAY_MS + DAY_MS / 2, utcOffsetMinutes), end: now, error: null };
  }
  const start = filter.from ? parseDay(filter.from, utcOffsetMinutes) : null;
  const lastDay = filter.to ? parseDay(filter.to, utcOffsetMinutes) : null;
  const end = lastDay === null ? null : startOfDay(lastDay + DAY_MS + DAY_MS / 2, utcOffsetMinutes) - 1;
  if (start !== null && end !== null && start > end) return { start, end, error: INVALID_RANGE_TEXT };
  return { start, end, error: null };
}

/** The query parameters of a filter: only what narrows ('all' and open ends are left out). */
export function filterQuery(filter: RecordFilter, now: number, utcOffsetMinutes?: number): RecordQuery {
  const query: RecordQuery = {};
  if (filter.currency !== ALL && filter.currency) query.currency = filter.currency;
  if (filter.type !== ALL && filter.type) query.type = filter.type;
  if (filter.state !== ALL && filter.state) query.state = filter.state;
  const range = dateRange(filter, now, utcOffsetMinutes);
  if (range.error === null) {
    if (range.start !== null) query.start = range.start;
    if (range.end !== null) query.end = range.end;
  }
  return query;
}

/** How to read a row for the filter; leave out what the list does not filter by. */
export interface RecordAccessors<T> {
  currency?: (row: T) => string;
  type?: (row: T) => string;
  state?: (row: T) => string;
  /** Epoch ms or seconds. */
  time?: (row: T) => number | string | null | undefined;
}

/** Whether a loaded row is among those the query asks for. */
export function matchesQuery<T>(row: T, query: RecordQuery, accessors: RecordAccessors<T>): boolean {
  if (query.currency !== undefined && accessors.currency && accessors.currency(row).toLowerCase() !== query.currency.toLowerCase()) return false;
  if (query.type !== undefined && accessors.type && accessors.type(row) !== query.type) return false;
  if (query.state !== undefined && accessors.state && accessors.state(row) !== query.state) return false;
  if ((query.start !== undefined || query.end !== undefined) && accessors.time) {
    const ms = toEpochMs(accessors.time(row));
    if (ms === null) return false;
    if (query.start !== undefined && ms < query.start) return false;
    if (query.end !== undefined && ms > query.end) return false;
  }
  return true;
}

export function filterRecords<T>(rows: readonly T[], filter: RecordFilter, accessors: RecordAccessors<T>, now: number, utcOffsetMinutes?: number): T[] {
  const query = filterQuery(filter, now, utcOffsetMinutes);
  return rows.filter((row) => matchesQuery(row, query, accessors));
}
