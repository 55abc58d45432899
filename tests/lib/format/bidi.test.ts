import { describe, expect, it } from 'vitest';
import { CONTROL_MARK, hasControlCharacters, ISOLATE_END, ISOLATE_START, isolateText, visibleAddress, withoutIsolateMarks } from '@/lib/format';
import { pickerOptions, shortAddress } from '@/lib/wallet-book';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
const RLO = '\u202E';

describe('visibleAddress', () => {
  it('keeps an ordinary address as it is', () => {
    expect(visibleAddress(ADDRESS)).toBe(ADDRESS);
    expect(hasControlCharacters(ADDRESS)).toBe(false);
  });

  it('shows every control character as a visible mark, in place, so the address cannot read reversed', () => {
    const disguised = `0x1234${RLO}5678\u200B9\u2066a\u2069\u0000`;
    expect(hasControlCharacters(disguised)).toBe(true);
    expect(visibleAddress(disguised)).toBe(`0x1234${CONTROL_MARK}5678${CONTROL_MARK}9${CONTROL_MARK}a${CONTROL_MARK}${CONTROL_MARK}`);
    expect(hasControlCharacters(visibleAddress(disguised))).toBe(false);
  });

  it('counts bidi overrides, embeddings, isolates, marks, zero-width characters and C0/C1 controls', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', RLO, '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u0009', '\u001B', '\u0085']) {
      expect(hasControlCharacters(`a${control}b`), JSON.stringify(control)).toBe(true);
    }
    for (const text of ['冷钱包', 'محفظة', 'wallet 1', '', null, undefined]) expect(hasControlCharacters(text), String(text)).toBe(false);
  });
});

describe('isolateText', () => {
  it('wraps user text in the isolate marks, so an override inside ends with it', () => {
    expect(isolateText(`${RLO}evil`)).toBe(`${ISOLATE_START}${RLO}evil${ISOLATE_END}`);
    expect(isolateText('')).toBe('');
  });

  it('drops the text\'s own isolate marks, which would close the isolate early and let an override out', () => {
    expect(withoutIsolateMarks(`a\u2069${RLO}b\u2066`)).toBe(`a${RLO}b`);
    expect(isolateText(`a\u2069${RLO}b`)).toBe(`${ISOLATE_START}a${RLO}b${ISOLATE_END}`);
  });
});

describe('the withdraw picker label of a note with a right-to-left override', () => {
  it('isolates the note and keeps the shortened address in order after it', () => {
    const entry = { id: '1', currency: 'usdt', chain: 'usdterc20', alias: `${RLO}cold`, address: ADDRESS, tag: '', addedAt: 0, whiteAt: null, status: 'normal' as const };
    const [option] = pickerOptions([entry], { enabled: false, delayHours: 24 }, 0, 'usdt', 'usdterc20');
    expect(option!.label).toBe(`${ISOLATE_START}${RLO}cold${ISOLATE_END} · ${shortAddress(ADDRESS)}`);
    expect(option!.label.endsWith('0x1234…5678')).toBe(true);
  });

  it('shows a control character inside a saved address as the visible mark', () => {
    const entry = { id: '1', currency: 'usdt', chain: '', alias: 'a', address: `0x12${RLO}34`, tag: `1${RLO}`, addedAt: 0, whiteAt: null, status: 'normal' as const };
    const [option] = pickerOptions([entry], { enabled: false, delayHours: 24 }, 0, 'usdt', '');
    expect(option!.label).toBe(`${ISOLATE_START}a${ISOLATE_END} · 0x12${CONTROL_MARK}34 · 标签 1${CONTROL_MARK}`);
  });
});
