// Records as a CSV download. Text per RFC 4180: comma-separated, CRLF line ends, a field
// quoted when it holds a comma, a quote or a line break, quotes inside doubled. A cell that a
// spreadsheet would run as a formula is neutralised. The file starts with the UTF-8 byte order
// mark, without which Excel reads the Chinese headers as another encoding. Decimal strings go
// out as they are, never through a float.

import { formatTime } from '@/lib/format';

/** Excel reads a CSV file as UTF-8 only after this mark. */
export const CSV_UTF8_BOM = '\uFEFF';

export const CSV_LINE_END = '\r\n';

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so an export holding
 * server or user text such as `=HYPERLINK(...)` could run commands or send data away when
 * opened (CSV injection). Tab and carriage return also start formulas in some programs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula starts neutralised with a leading `'`, then quoted when RFC 4180 needs it. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/** Lines of fields, each ended by CRLF (no BOM). */
export function csvText(records: readonly (readonly string[])[]): string {
  return records.map((fields) => csvRecord(fields) + CSV_LINE_END).join('');
}

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string;
}

/** The header row and one record per row, each line ended by CRLF (no BOM). */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvText([columns.map((column) => column.title), ...rows.map((row) => columns.map((column) => column.value(row)))]);
}

/** The file's content: the BOM, then the text. */
export function csvFileContent(text: string): string {
  return text.startsWith(CSV_UTF8_BOM) ? text : CSV_UTF8_BOM + text;
}

/** `YYYY-MM-DD HH:mm:ss` at the given offset for a CSV cell; '' for no time. */
export function csvTime(value: number | string | null | undefined, utcOffsetMinutes?: number): string {
  const text = formatTime(value, undefined, utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes });
  return /^\d/.test(text) ? text : '';
}

/** `<prefix>-20261121.csv`, the date at the given offset; the prefix kept to safe characters. */
export function csvFileName(prefix: string, now: number, utcOffsetMinutes?: number): string {
  const safe = prefix.toLowerCase().replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, '') || 'records';
  return `${safe}-${formatTime(now, 'YYYYMMDD', utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes })}.csv`;
}
