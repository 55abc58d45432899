// Sorting of record rows: amounts as decimal strings (decimal.js, never floats) and times;
// rows whose value can not be read go last in either direction.

import { Decimal, toDecimal } from '@/lib/decimal';
import { toEpochMs } from '@/lib/format';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Ascending comparison of two decimal strings; unreadable ones after all readable ones. */
export function compareDecimal(a: string | number | null | undefined, b: string | number | null | undefined): number {
  const left = toDecimal(a);
  const right = toDecimal(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return left.comparedTo(right);
}

/** Ascending comparison of two times (ms or seconds); missing ones after all others. */
export function compareTime(a: number | string | null | undefined, b: number | string | null | undefined): number {
  const left = toEpochMs(a);
  const right = toEpochMs(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return left - right;
}

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return a === b || (!a && !b) ? 0 : !a ? 1 : -1;
  return a.localeCompare(b, 'zh-CN');
}

/** What a row sorts by: a decimal, a number (e.g. epoch ms), a text, or null when missing. */
export type SortKey = Decimal | number | string | null;

export const decimalKey = (value: string | number | null | undefined): SortKey => toDecimal(value);
export const timeKey = (value: number | string | null | undefined): SortKey => toEpochMs(value);

function compareKeys(a: Exclude<SortKey, null>, b: Exclude<SortKey, null>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' || typeof b === 'string') return String(a).localeCompare(String(b), 'zh-CN');
  if (typeof a === 'number') return new Decimal(a).comparedTo(b);
  return a.comparedTo(b);
}

/** The rows sorted by a key, stable; rows without a key stay last in either direction. */
export function sortRows<T>(rows: readonly T[], keyOf: (row: T) => SortKey, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      return sign * compareKeys(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The next sort when a column header is pressed: descending first, then ascending, same column toggles. */
export function toggleSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'descending' };
  return { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
}
