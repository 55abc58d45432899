import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KINDS } from '@/lib/assets/account-kinds';
import {
  isBizVisibility,
  isKindShown,
  kindAccess,
  withMiningSwitch,
  readCachedVisibility,
  visibilityCacheKey,
  visibleAccountKinds,
  writeCachedVisibility,
} from '@/lib/assets/visibility';
import { SUB_ACCOUNT_PERMISSION_TTL_MS } from '@/lib/storage/safe-storage';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('visibleAccountKinds', () => {
  it('shows every kind to a main user, whatever the answer', () => {
    expect(visibleAccountKinds(1, null)).toEqual([...ACCOUNT_KINDS]);
    expect(visibleAccountKinds(undefined, { 2: false })).toEqual([...ACCOUNT_KINDS]);
  });

  it('shows a sub-user only the kinds without a biz type until the answer comes', () => {
    expect(visibleAccountKinds(2, null)).toEqual(['spot', 'dm', 'swap', 'linear', 'c2cBorrow', 'mining', 'point']);
    expect(visibleAccountKinds('2', {})).toEqual(['spot', 'dm', 'swap', 'linear', 'c2cBorrow', 'mining', 'point']);
  });

  it('adds the kinds of each biz type the answer opens', () => {
    expect(visibleAccountKinds(2, { 2: true, 10: false, 13: true })).toEqual([
      'spot',
      'margin',
      'superMargin',
      'dm',
      'swap',
      'linear',
      'c2cBorrow',
      'mining',
      'gridding',
      'point',
    ]);
    const all = visibleAccountKinds(2, { 1: true, 2: true, 10: true, 11: true, 12: true, 13: true, 14: true });
    expect(all).toEqual([...ACCOUNT_KINDS]);
  });
});

describe('isBizVisibility', () => {
  it('accepts a map of known biz types to booleans', () => {
    expect(isBizVisibility({ 1: true, 14: false })).toBe(true);
    expect(isBizVisibility({})).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isBizVisibility({ 3: true })).toBe(false);
    expect(isBizVisibility({ 1: 'open' })).toBe(false);
    expect(isBizVisibility([true])).toBe(false);
    expect(isBizVisibility(null)).toBe(false);
    expect(isBizVisibility('x')).toBe(false);
  });
});

describe('the visibility cache', () => {
  let storage: Storage;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    storage = memory();
  });

  afterEach(() => vi.useRealTimers());

  it('keys the answer by locale', () => {
    expect(visibilityCacheKey('zh-cn')).toBe('assets.sub-account-visibility.zh-cn');
    expect(visibilityCacheKey(' EN-US ')).toBe('assets.sub-account-visibility.en-us');
  });

  it('keeps the answer per locale', () => {
    expect(writeCachedVisibility(storage, 'zh-cn', { 2: true })).toBe(true);
    expect(writeCachedVisibility(storage, 'en-us', { 2: false })).toBe(true);
    expect(readCachedVisibility(storage, 'zh-cn')).toEqual({ 2: true });
    expect(readCachedVisibility(storage, 'en-us')).toEqual({ 2: false });
    expect(readCachedVisibility(storage, 'ja-jp')).toBeNull();
  });

  it('keeps it for 4 hours', () => {
    expect(SUB_ACCOUNT_PERMISSION_TTL_MS).toBe(4 * 60 * 60 * 1000);
    writeCachedVisibility(storage, 'zh-cn', { 13: true });
    vi.advanceTimersByTime(SUB_ACCOUNT_PERMISSION_TTL_MS - 1);
    expect(readCachedVisibility(storage, 'zh-cn')).toEqual({ 13: true });
    vi.advanceTimersByTime(1);
    expect(readCachedVisibility(storage, 'zh-cn')).toBeNull();
    expect(storage.getItem(visibilityCacheKey('zh-cn'))).toBeNull();
  });

  it('expires each locale on its own clock', () => {
    writeCachedVisibility(storage, 'zh-cn', { 1: true });
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    writeCachedVisibility(storage, 'en-us', { 1: false });
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(readCachedVisibility(storage, 'zh-cn')).toBeNull();
    expect(readCachedVisibility(storage, 'en-us')).toEqual({ 1: false });
  });

  it('drops an entry of the wrong shape or unreadable text', () => {
    storage.setItem(visibilityCacheKey('zh-cn'), JSON.stringify({ expiresAt: Date.now() + 1000, value: { 99: true } }));
    expect(readCachedVisibility(storage, 'zh-cn')).toBeNull();
    storage.setItem(visibilityCacheKey('zh-cn'), '{not json');
    expect(readCachedVisibility(storage, 'zh-cn')).toBeNull();
    expect(storage.getItem(visibilityCacheKey('zh-cn'))).toBeNull();
  });

  it('never throws on a refusing or missing storage', () => {
    expect(writeCachedVisibility(refusing, 'zh-cn', { 2: true })).toBe(false);
    expect(readCachedVisibility(refusing, 'zh-cn')).toBeNull();
    expect(writeCachedVisibility(null, 'zh-cn', { 2: true })).toBe(false);
    expect(readCachedVisibility(null, 'zh-cn')).toBeNull();
  });
});

describe('the mining switch', () => {
  it('drops mining only when the switch is known to be off', () => {
    expect(withMiningSwitch(['spot', 'mining', 'point'], false)).toEqual(['spot', 'point']);
    expect(withMiningSwitch(['spot', 'mining'], true)).toEqual(['spot', 'mining']);
    expect(withMiningSwitch(['spot', 'mining'], null)).toEqual(['spot', 'mining']);
  });
});

describe('kindAccess: a detail page by its address follows the overview', () => {
  it("refuses a sub-account's kind its parent hid, and not one it shows", () => {
    expect(kindAccess('margin', 2, { 2: false }, null)).toBe('hidden-by-parent');
    expect(kindAccess('margin', 2, {}, null)).toBe('hidden-by-parent');
    expect(kindAccess('margin', 2, { 2: true }, null)).toBe('shown');
    expect(kindAccess('spot', 2, {}, null)).toBe('shown');
    expect(kindAccess('margin', 1, {}, null)).toBe('shown');
    // The answer not in yet: the page waits, nothing is refused.
    expect(kindAccess('margin', 2, null, null)).toBe('shown');
  });

  it('refuses mining with its switch off', () => {
    expect(kindAccess('mining', 1, null, false)).toBe('mining-closed');
    expect(kindAccess('mining', 1, null, true)).toBe('shown');
    expect(kindAccess('mining', 1, null, null)).toBe('shown');
  });

  it('isKindShown is the overview list', () => {
    expect(isKindShown('otc', 2, { 10: false }, null)).toBe(false);
    expect(isKindShown('otc', 1, null, null)).toBe(true);
    expect(isKindShown('mining', 1, null, false)).toBe(false);
  });
});
