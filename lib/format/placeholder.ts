// What a table cell, a fact or a card shows when there is no value: one placeholder for the
// whole front end. (Division by zero is not "no value": lib/decimal writes '---' for it.)

export const EMPTY_PLACEHOLDER = '--';

/** The value, or `--` when it is null, undefined, an empty (or blank) string or not a finite number. */
export function orPlaceholder(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_PLACEHOLDER;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_PLACEHOLDER;
  return value.trim() === '' ? EMPTY_PLACEHOLDER : value;
}
