// Readers of the loosely typed values in expanded settings records: strings that may be blank,
// flags sent as booleans, 1/0 or 'true', numbers sent as numbers or numeric text.

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

export function finiteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A whole number of decimal places, else `fallback`. */
export function precision(value: unknown, fallback: number): number {
  const number = finiteNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** `'prime, ETP'` → `['prime', 'etp']`. */
export function parseTags(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}
