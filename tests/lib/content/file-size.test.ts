import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/content';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [18_432, '18 KB'],
    [1_258_291, '1.2 MB'],
    [1_048_576, '1 MB'],
    [1_048_575, '1 MB'],
    [3_670_016, '3.5 MB'],
    [1_073_741_824, '1 GB'],
    [5 * 1024 ** 4, '5 TB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('says nothing for a size that is not a whole number of bytes', () => {
    for (const bad of [null, undefined, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatFileSize(bad)).toBe(EMPTY_PLACEHOLDER);
  });
});
