import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  LANGUAGE_PERMISSION_TTL_MS,
  readExpiring,
  readStored,
  removeStored,
  SUB_ACCOUNT_PERMISSION_TTL_MS,
  writeExpiring,
  writeStored,
} from '@/lib/storage/safe-storage';

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

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

afterEach(() => vi.unstubAllGlobals());

describe('safe storage', () => {
  it('reads, writes and removes through a working storage', () => {
    const storage = memory();
    expect(writeStored(storage, 'k', 'v')).toBe(true);
    expect(readStored(storage, 'k')).toBe('v');
    removeStored(storage, 'k');
    expect(readStored(storage, 'k')).toBeNull();
  });

  it('never throws on a refusing or missing storage', () => {
    expect(readStored(refusing, 'k')).toBeNull();
    expect(writeStored(refusing, 'k', 'v')).toBe(false);
    expect(() => removeStored(refusing, 'k')).not.toThrow();
    expect(readStored(null, 'k')).toBeNull();
    expect(writeStored(null, 'k', 'v')).toBe(false);
  });

  it('gives no storage on the server, and none where reading it throws', () => {
    expect(browserStorage('local')).toBeNull();
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('site data blocked');
      },
      sessionStorage: memory(),
    });
    expect(browserStorage('local')).toBeNull();
    expect(browserStorage('session')).not.toBeNull();
  });
});

describe('expiring entries (the 4 h and 1 h caches)', () => {
  it('keeps the spec lifetimes', () => {
    expect(SUB_ACCOUNT_PERMISSION_TTL_MS).toBe(14_400_000);
    expect(LANGUAGE_PERMISSION_TTL_MS).toBe(3_600_000);
  });

  it('returns the value until it expires, then removes it', () => {
    const storage = memory();
    expect(writeExpiring(storage, 'perm', ['margin'], SUB_ACCOUNT_PERMISSION_TTL_MS, 1_000)).toBe(true);
    expect(readExpiring(storage, 'perm', isStringList, 1_000 + SUB_ACCOUNT_PERMISSION_TTL_MS - 1)).toEqual(['margin']);
    expect(readExpiring(storage, 'perm', isStringList, 1_000 + SUB_ACCOUNT_PERMISSION_TTL_MS)).toBeNull();
    expect(storage.getItem('perm')).toBeNull();
  });

  it('drops corrupt entries and values of the wrong shape', () => {
    const storage = memory();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ value: ['x'] }));
    storage.setItem('c', JSON.stringify({ expiresAt: 9e15, value: [1, 2] }));
    for (const key of ['a', 'b', 'c']) {
      expect(readExpiring(storage, key, isStringList, 0)).toBeNull();
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it('reports a refused or unserialisable write', () => {
    expect(writeExpiring(refusing, 'k', 1, 10)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeExpiring(memory(), 'k', cyclic, 10)).toBe(false);
    expect(readExpiring(refusing, 'k', isStringList)).toBeNull();
  });
});
