import { describe, expect, it } from 'vitest';
import {
  findAddressConflict,
  formatRemainingTime,
  isBookStatusSelectable,
  validateAlias,
  whitelistAvailability,
  WHITELIST_TEXTS as T,
} from '@/lib/wallet/whitelist';
import type { BookAddress } from '@/lib/wallet/types';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

describe('formatRemainingTime', () => {
  it('writes hours and minutes in zh-cn, minutes rounded down', () => {
    expect(formatRemainingTime(DAY - 1000)).toBe('23小时59分');
    expect(formatRemainingTime(47 * HOUR + 5 * MINUTE + 59_000)).toBe('47小时5分');
    expect(formatRemainingTime(HOUR)).toBe('1小时0分');
    expect(formatRemainingTime(59 * MINUTE)).toBe('59分');
  });

  it('never says 0 while time is left, and 0 when none is', () => {
    expect(formatRemainingTime(1)).toBe('1分');
    expect(formatRemainingTime(0)).toBe('0分');
    expect(formatRemainingTime(-5)).toBe('0分');
    expect(formatRemainingTime(Number.NaN)).toBe('0分');
  });
});

describe('whitelistAvailability', () => {
  const now = 1_700_000_000_000;

  it('lets any address through with the whitelist off', () => {
    expect(whitelistAvailability({ enabled: false, delayMs: DAY, entry: null, now })).toEqual({ usable: true, remainingMs: 0, message: null });
    expect(whitelistAvailability({ enabled: false, delayMs: DAY, entry: { addedAt: now, status: 'normal' }, now }).usable).toBe(true);
  });

  it('refuses a typed address with the whitelist on', () => {
    expect(whitelistAvailability({ enabled: true, delayMs: DAY, entry: null, now })).toEqual({ usable: false, remainingMs: null, message: T.notInBook });
  });

  it('makes a book address usable at added time plus the delay', () => {
    const pending = whitelistAvailability({ enabled: true, delayMs: DAY, entry: { addedAt: now - 1000 }, now });
    expect(pending).toEqual({ usable: false, remainingMs: DAY - 1000, message: '白名单地址将在 23小时59分 后生效' });
    expect(whitelistAvailability({ enabled: true, delayMs: DAY, entry: { addedAt: now - DAY }, now }).usable).toBe(true);
    expect(whitelistAvailability({ enabled: true, delayMs: DAY, entry: { addedAt: now - DAY - 1 }, now }).usable).toBe(true);
  });

  it('treats a bad delay as none', () => {
    expect(whitelistAvailability({ enabled: true, delayMs: -1, entry: { addedAt: now }, now }).usable).toBe(true);
    expect(whitelistAvailability({ enabled: true, delayMs: Number.NaN, entry: { addedAt: now }, now }).usable).toBe(true);
  });

  it('follows the row status: white at once, delaying without a time waits, processing never', () => {
    expect(whitelistAvailability({ enabled: true, delayMs: DAY, entry: { addedAt: now, status: 'white' }, now }).usable).toBe(true);
    expect(whitelistAvailability({ enabled: true, delayMs: DAY, entry: { status: 'white-delaying' }, now })).toEqual({
      usable: false,
      remainingMs: null,
      message: T.delayingUnknown,
    });
    expect(whitelistAvailability({ enabled: true, delayMs: DAY, entry: { status: 'normal', addedAt: null }, now }).usable).toBe(true);
    for (const enabled of [true, false]) {
      expect(whitelistAvailability({ enabled, delayMs: 0, entry: { status: 'processing', addedAt: 0 }, now })).toEqual({
        usable: false,
        remainingMs: null,
        message: T.processing,
      });
    }
  });
});

describe('isBookStatusSelectable', () => {
  it('allows normal, white and unknown rows only', () => {
    expect(['normal', 'white', null, undefined].map(isBookStatusSelectable)).toEqual([true, true, true, true]);
    expect(['white-delaying', 'processing'].map(isBookStatusSelectable)).toEqual([false, false]);
  });
});

describe('findAddressConflict', () => {
  const book: BookAddress[] = [
    { id: '1', currency: 'usdt', chain: 'trc20usdt', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', alias: '冷钱包' },
    { id: '2', currency: 'xrp', chain: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '1001', alias: 'Exchange A' },
  ];

  it('finds the same address within the currency and chain', () => {
    const conflict = findAddressConflict({ currency: 'USDT', chain: 'trc20usdt', address: ' TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE ', alias: '新' }, book);
    expect(conflict).toMatchObject({ kind: 'address', message: T.duplicateAddress });
    expect(conflict?.entry.id).toBe('1');
  });

  it('allows the same address on another chain or with another tag', () => {
    expect(findAddressConflict({ currency: 'usdt', chain: 'usdterc20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', alias: '新' }, book)).toBeNull();
    expect(findAddressConflict({ currency: 'xrp', chain: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '1002', alias: 'B' }, book)).toBeNull();
    expect(findAddressConflict({ currency: 'xrp', chain: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: ' 1001', alias: 'B' }, book)?.kind).toBe('address');
  });

  it('compares case per chain', () => {
    const draft = { currency: 'usdt', chain: 'trc20usdt', address: 'tqn9y2khesljw1chvwfmsmerdow5kcblse', alias: '新' };
    expect(findAddressConflict(draft, book)).toBeNull();
    expect(findAddressConflict(draft, book, { caseSensitive: false })?.kind).toBe('address');
  });

  it('finds the same alias ignoring case and spaces', () => {
    expect(findAddressConflict({ currency: 'xrp', chain: 'xrp', address: 'rOther', tag: '1', alias: ' exchange a ' }, book)).toMatchObject({
      kind: 'alias',
      message: T.duplicateAlias,
    });
    expect(findAddressConflict({ currency: 'usdt', chain: 'usdterc20', address: '0xabc', alias: '冷钱包' }, book)).toBeNull();
  });

  it('does not conflict an edited entry with itself, nor on empty values', () => {
    expect(findAddressConflict({ id: '1', currency: 'usdt', chain: 'trc20usdt', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', alias: '冷钱包' }, book)).toBeNull();
    const blank: BookAddress[] = [{ id: '9', currency: 'usdt', chain: 'c', address: '', alias: '' }];
    expect(findAddressConflict({ currency: 'usdt', chain: 'c', address: '', alias: '' }, blank)).toBeNull();
  });
});

describe('validateAlias', () => {
  it('requires an alias of at most 20 characters', () => {
    expect(validateAlias('')).toBe(T.aliasRequired);
    expect(validateAlias('   ')).toBe(T.aliasRequired);
    expect(validateAlias(null)).toBe(T.aliasRequired);
    expect(validateAlias('冷'.repeat(20))).toBeNull();
    expect(validateAlias('冷'.repeat(21))).toBe('地址备注不能超过 20 个字符');
    expect(validateAlias('abc', 2)).toBe('地址备注不能超过 2 个字符');
  });
});
