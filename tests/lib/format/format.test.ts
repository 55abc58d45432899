import { describe, expect, it } from 'vitest';
import { EMPTY_PLACEHOLDER, formatDate, formatTime, orPlaceholder, toEpochMs } from '@/lib/format';

const AT = 1630633835224; // 2021-09-03T01:50:35.224Z

describe('formatTime', () => {
  it('writes YYYY-MM-DD HH:mm:ss at the given offset', () => {
    expect(formatTime(AT, undefined, { utcOffsetMinutes: 0 })).toBe('2021-09-03 01:50:35');
    expect(formatTime(AT, undefined, { utcOffsetMinutes: 480 })).toBe('2021-09-03 09:50:35');
    expect(formatTime(AT, undefined, { utcOffsetMinutes: -120 })).toBe('2021-09-02 23:50:35');
  });

  it('takes any pattern of the tokens, date only among them', () => {
    expect(formatTime(AT, 'MM-DD HH:mm:ss', { utcOffsetMinutes: 0 })).toBe('09-03 01:50:35');
    expect(formatTime(AT, 'HH:mm:ss', { utcOffsetMinutes: 0 })).toBe('01:50:35');
    expect(formatTime(AT, 'YYYYMMDD', { utcOffsetMinutes: 0 })).toBe('20210903');
    expect(formatDate(AT, { utcOffsetMinutes: 480 })).toBe('2021-09-03');
  });

  it('reads epoch seconds and digit strings as the same time', () => {
    expect(formatTime(1630633835, undefined, { utcOffsetMinutes: 0 })).toBe('2021-09-03 01:50:35');
    expect(formatTime('1630633835224', undefined, { utcOffsetMinutes: 0 })).toBe('2021-09-03 01:50:35');
    expect(formatTime(1630633835, undefined, { utcOffsetMinutes: 0, unit: 'ms' })).toBe('1970-01-19 20:57:13');
  });

  it('uses local time when no offset is given', () => {
    const local = new Date(AT);
    const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(formatDate(AT)).toBe(expected);
  });

  it('gives the placeholder for no time', () => {
    for (const value of [0, -1, Number.NaN, null, undefined, '', 'abc', '2021-09-03']) expect(formatTime(value)).toBe(EMPTY_PLACEHOLDER);
    expect(toEpochMs(0)).toBeNull();
  });
});

describe('orPlaceholder', () => {
  it('keeps a value and puts -- for none', () => {
    expect(EMPTY_PLACEHOLDER).toBe('--');
    expect(orPlaceholder('0.1')).toBe('0.1');
    expect(orPlaceholder(0)).toBe('0');
    expect(orPlaceholder('0')).toBe('0');
    expect(orPlaceholder(null)).toBe('--');
    expect(orPlaceholder(undefined)).toBe('--');
    expect(orPlaceholder('')).toBe('--');
    expect(orPlaceholder('  ')).toBe('--');
    expect(orPlaceholder(Number.NaN)).toBe('--');
  });
});
