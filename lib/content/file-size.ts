// How a downloadable file's size reads: bytes (an integer) in B, KB, MB or GB of 1024, one
// decimal at most (1.2 MB, 980 KB, 512 B); '--' for a size that is not a whole number of bytes.

import { EMPTY_PLACEHOLDER } from '@/lib/format';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isSafeInteger(bytes) || bytes < 0) return EMPTY_PLACEHOLDER;
  if (bytes < STEP) return `${bytes} B`;
  let unit = 0;
  let scale = STEP;
  // Move up while the value would round to a whole unit of the next size (1023.96 KB reads 1 MB).
  while (unit < UNITS.length - 1 && Math.round((bytes * 10) / scale) >= STEP * 10) {
    unit += 1;
    scale *= STEP;
  }
  const tenths = Math.round((bytes * 10) / scale);
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${text} ${UNITS[unit]}`;
}
