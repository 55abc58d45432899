import { describe, expect, it } from 'vitest';
import {
  formatDelay,
  formatTimeLeft,
  HOUR_MS,
  isUsable,
  nextChangeAt,
  usabilityOf,
  usabilityText,
  usableAt,
  usableEntries,
  type BookEntry,
} from '@/lib/wallet-book';

const T0 = 1_700_000_000_000;
const ON = { enabled: true, delayHours: 24 };
const OFF = { enabled: false, delayHours: 24 };

function entry(fields: Partial<BookEntry>): BookEntry {
  return { id: '1', currency: 'usdt', chain: 'trc20usdt', alias: 'a', address: 'T1', tag: '', addedAt: T0, whiteAt: T0, status: 'white-delaying', ...fields };
}

describe('the whitelist delay', () => {
  it('makes a whitelist address usable at whiteAt + delay', () => {
    expect(usableAt(entry({}), ON)).toBe(T0 + 24 * HOUR_MS);
    expect(usabilityOf(entry({}), ON, T0 + 1000)).toEqual({ kind: 'delaying', usableAt: T0 + 24 * HOUR_MS, msLeft: 24 * HOUR_MS - 1000 });
    expect(usabilityOf(entry({}), ON, T0 + 24 * HOUR_MS)).toEqual({ kind: 'usable' });
  });

  it('uses every address at once with the whitelist off, and none off the whitelist with it on', () => {
    expect(usabilityOf(entry({ whiteAt: null, status: 'normal' }), OFF, T0)).toEqual({ kind: 'usable' });
    expect(usabilityOf(entry({ whiteAt: null, status: 'normal' }), ON, T0 + 100 * HOUR_MS)).toEqual({ kind: 'not-white' });
    expect(usabilityOf(entry({ status: 'processing' }), OFF, T0)).toEqual({ kind: 'processing' });
    expect(usabilityOf(entry({}), { enabled: true, delayHours: 0 }, T0)).toEqual({ kind: 'usable' });
  });

  it('picks the usable entries of a currency and chain for the withdraw form', () => {
    const entries = [
      entry({ id: 'old', whiteAt: T0 - 25 * HOUR_MS }),
      entry({ id: 'new' }),
      entry({ id: 'erc', chain: 'erc20usdt', whiteAt: T0 - 25 * HOUR_MS }),
      entry({ id: 'btc', currency: 'btc', chain: 'btc', whiteAt: T0 - 25 * HOUR_MS }),
    ];
    expect(usableEntries(entries, ON, T0).map((e) => e.id)).toEqual(['old', 'erc', 'btc']);
    expect(usableEntries(entries, ON, T0, 'USDT', 'trc20usdt').map((e) => e.id)).toEqual(['old']);
    expect(usableEntries(entries, OFF, T0, 'usdt').map((e) => e.id)).toEqual(['old', 'new', 'erc']);
    expect(isUsable(entries[1]!, ON, T0 + 24 * HOUR_MS)).toBe(true);
    expect(nextChangeAt(entries, ON, T0)).toBe(T0 + 24 * HOUR_MS);
    expect(nextChangeAt(entries, OFF, T0)).toBeNull();
  });

  it('formats the time left as hours and minutes, rounded down', () => {
    expect(formatTimeLeft(24 * HOUR_MS - 1000)).toBe('23小时59分');
    expect(formatTimeLeft(2 * HOUR_MS)).toBe('2小时0分');
    expect(formatTimeLeft(59 * 60_000 + 59_000)).toBe('59分');
    expect(formatTimeLeft(30_000)).toBe('不足1分钟');
    expect(formatTimeLeft(-5)).toBe('不足1分钟');
    expect(usabilityText({ kind: 'delaying', usableAt: 0, msLeft: 24 * HOUR_MS - 1000 })).toBe('23小时59分后可用');
    expect(usabilityText({ kind: 'usable' })).toBe('可用');
    expect(usabilityText({ kind: 'not-white' })).toBe('非白名单地址');
    expect(formatDelay(0)).toBe('立即生效');
    expect(formatDelay(24)).toBe('24小时');
  });
});
