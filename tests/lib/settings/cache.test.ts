import { describe, expect, it } from 'vitest';
import { type SettingsCache, incrementalTs, mergeSettings, readSettingsCache, writeSettingsCache } from '@/lib/settings';
import { FakeStorage } from '../code-sender/fake-storage';

interface Item {
  code: string;
  weight: number;
}

const keyOf = (item: Item) => item.code;

function isItem(value: unknown): value is Item {
  if (typeof value !== 'object' || value === null) return false;
  const { code, weight } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof weight === 'number';
}

const CACHED: SettingsCache<Item> = {
  ts: '100',
  data: [
    { code: 'btc', weight: 1 },
    { code: 'eth', weight: 2 },
  ],
  full: true,
  status: 'ok',
};

describe('mergeSettings', () => {
  it('replaces the cache with a full response', () => {
    const merged = mergeSettings(CACHED, { ts: '200', data: [{ code: 'ht', weight: 3 }], full: 1 }, keyOf);
    expect(merged).toEqual({ ts: '200', data: [{ code: 'ht', weight: 3 }], full: true, status: 'ok' });
  });

  it('upserts an incremental response by key, keeping the cached order', () => {
    const merged = mergeSettings(
      CACHED,
      {
        ts: 300,
        data: [
          { code: 'eth', weight: 9 },
          { code: 'ht', weight: 3 },
        ],
        full: 0,
      },
      keyOf,
    );
    expect(merged).toEqual({
      ts: '300',
      data: [
        { code: 'btc', weight: 1 },
        { code: 'eth', weight: 9 },
        { code: 'ht', weight: 3 },
      ],
      full: true,
      status: 'ok',
    });
    expect(CACHED.data[1]).toEqual({ code: 'eth', weight: 2 });
  });

  it('keeps an incremental response without a cache as a partial list', () => {
    expect(mergeSettings(null, { ts: '5', data: [{ code: 'btc', weight: 1 }], full: false }, keyOf)).toEqual({
      ts: '5',
      data: [{ code: 'btc', weight: 1 }],
      full: false,
      status: 'ok',
    });
  });

  it('keeps the last of duplicated keys in one response', () => {
    const merged = mergeSettings(
      null,
      {
        ts: '1',
        data: [
          { code: 'btc', weight: 1 },
          { code: 'btc', weight: 2 },
        ],
        full: true,
      },
      keyOf,
    );
    expect(merged.data).toEqual([{ code: 'btc', weight: 2 }]);
  });
});

describe('incrementalTs', () => {
  it('sends the ts of a full cache only', () => {
    expect(incrementalTs(CACHED)).toBe('100');
    expect(incrementalTs({ ...CACHED, full: false })).toBeUndefined();
    expect(incrementalTs(null)).toBeUndefined();
  });
});

describe('settings cache in storage', () => {
  it('writes and reads back a cache', () => {
    const storage = new FakeStorage();
    expect(writeSettingsCache(storage, 'symbols', CACHED)).toBe(true);
    expect(readSettingsCache(storage, 'symbols', isItem)).toEqual(CACHED);
  });

  it('returns null for a missing key', () => {
    expect(readSettingsCache(new FakeStorage(), 'symbols', isItem)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['no ts', JSON.stringify({ data: [], full: true, status: 'ok' })],
    ['numeric ts', JSON.stringify({ ...CACHED, ts: 100 })],
    ['data not a list', JSON.stringify({ ...CACHED, data: {} })],
    ['full not a boolean', JSON.stringify({ ...CACHED, full: 1 })],
    ['another status', JSON.stringify({ ...CACHED, status: 'error' })],
    ['a malformed item', JSON.stringify({ ...CACHED, data: [{ code: 'btc', weight: '1' }] })],
  ])('returns null for %s', (_label, raw) => {
    const storage = new FakeStorage();
    storage.items.set('symbols', raw);
    expect(readSettingsCache(storage, 'symbols', isItem)).toBeNull();
  });

  it('survives a throwing storage', () => {
    const storage = new FakeStorage();
    storage.failing = true;
    expect(readSettingsCache(storage, 'symbols', isItem)).toBeNull();
    expect(writeSettingsCache(storage, 'symbols', CACHED)).toBe(false);
  });
});
