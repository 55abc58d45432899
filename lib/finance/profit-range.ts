// The range of the profit chart (exchange-wallet-fiat.md section 7, Finance: profit by a period
// or by startDate/endDate in ms): the presets 7 / 30 / 90 days, or a custom range of whole
// local days typed as YYYY-MM-DD. A custom range is checked here, with the message the form
// shows, and turned into the call's epoch-millisecond bounds.

import type { ProfitRange } from './profit';

/** Longest custom range: the server keeps a day's profit for this long. */
export const MAX_CUSTOM_DAYS = 180;

export const PROFIT_RANGE_MESSAGES = {
  missing: '请选择开始和结束日期',
  invalid: '日期格式应为 YYYY-MM-DD',
  order: '开始日期不能晚于结束日期',
  future: '结束日期不能晚于今天',
  tooLong: `查询范围不能超过 ${MAX_CUSTOM_DAYS} 天`,
} as const;

export type CustomRangeResult = { ok: true; range: Extract<ProfitRange, { kind: 'custom' }> } | { ok: false; message: string };

const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a YYYY-MM-DD text, or null when it is not a real calendar day. */
export function startOfLocalDay(text: string): number | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.getTime();
}

/** The YYYY-MM-DD text of the local day holding `ms`. */
export function localDayText(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local days from the start day to the end day, both counted. */
function daysSpanned(startMs: number, endMs: number): number {
  // Rounded: a daylight-saving change makes a local day 23 or 25 hours long.
  return Math.round((endMs - startMs) / DAY_MS) + 1;
}

/**
 * A custom range from the form's two dates: from the start day's first millisecond to the end
 * day's last, not after today and at most MAX_CUSTOM_DAYS days.
 */
export function customRange(startText: string, endText: string, now: number): CustomRangeResult {
  if (startText.trim() === '' || endText.trim() === '') return { ok: false, message: PROFIT_RANGE_MESSAGES.missing };
  const start = startOfLocalDay(startText);
  const end = startOfLocalDay(endText);
  if (start === null || end === null) return { ok: false, message: PROFIT_RANGE_MESSAGES.invalid };
  if (start > end) return { ok: false, message: PROFIT_RANGE_MESSAGES.order };
  const today = startOfLocalDay(localDayText(now));
  if (today !== null && end > today) return { ok: false, message: PROFIT_RANGE_MESSAGES.future };
  if (daysSpanned(start, end) > MAX_CUSTOM_DAYS) return { ok: false, message: PROFIT_RANGE_MESSAGES.tooLong };
  const endOfDay = new Date(end);
  endOfDay.setHours(23, 59, 59, 999);
  return { ok: true, range: { kind: 'custom', startDate: start, endDate: endOfDay.getTime() } };
}
