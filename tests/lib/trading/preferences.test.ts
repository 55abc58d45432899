import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXCHANGE_TYPE,
  DEFAULT_MARGIN_MODE,
  EXCHANGE_TYPE_STORAGE_KEY,
  isExchangeType,
  isMarginMode,
  MARGIN_MODE_STORAGE_KEY,
  readExchangeType,
  readMarginMode,
  writeExchangeType,
  writeMarginMode,
} from '@/lib/trading/preferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const throwing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
};

describe('exchange type preference', () => {
  it('defaults to spot', () => {
    expect(DEFAULT_EXCHANGE_TYPE).toBe('exchange');
    expect(readExchangeType(memoryStorage())).toBe('exchange');
  });

  it('reads every stored type', () => {
    for (const type of ['exchange', 'margin', 'cross-margin', 'c2c-margin'] as const) {
      expect(readExchangeType(memoryStorage({ [EXCHANGE_TYPE_STORAGE_KEY]: type }))).toBe(type);
    }
  });

  it('falls back to the default for junk or an unreadable storage', () => {
    expect(readExchangeType(memoryStorage({ [EXCHANGE_TYPE_STORAGE_KEY]: 'futures' }))).toBe('exchange');
    expect(readExchangeType(memoryStorage({ [EXCHANGE_TYPE_STORAGE_KEY]: '' }))).toBe('exchange');
    expect(readExchangeType(memoryStorage({ [EXCHANGE_TYPE_STORAGE_KEY]: 'MARGIN' }))).toBe('exchange');
    expect(readExchangeType(throwing)).toBe('exchange');
  });

  it('writes under its key and reports a refusing storage', () => {
    const storage = memoryStorage();
    expect(writeExchangeType(storage, 'cross-margin')).toBe(true);
    expect(storage.data.get(EXCHANGE_TYPE_STORAGE_KEY)).toBe('cross-margin');
    expect(readExchangeType(storage)).toBe('cross-margin');
    expect(writeExchangeType(throwing, 'margin')).toBe(false);
  });
});

describe('margin mode preference', () => {
  it('defaults to open', () => {
    expect(DEFAULT_MARGIN_MODE).toBe('open');
    expect(readMarginMode(memoryStorage())).toBe('open');
  });

  it('reads stored modes and rejects junk', () => {
    expect(readMarginMode(memoryStorage({ [MARGIN_MODE_STORAGE_KEY]: 'close' }))).toBe('close');
    expect(readMarginMode(memoryStorage({ [MARGIN_MODE_STORAGE_KEY]: 'common' }))).toBe('common');
    expect(readMarginMode(memoryStorage({ [MARGIN_MODE_STORAGE_KEY]: '{"mode":"close"}' }))).toBe('open');
    expect(readMarginMode(throwing)).toBe('open');
  });

  it('writes under its own key', () => {
    const storage = memoryStorage();
    expect(writeMarginMode(storage, 'common')).toBe(true);
    expect([...storage.data.keys()]).toEqual([MARGIN_MODE_STORAGE_KEY]);
    expect(readMarginMode(storage)).toBe('common');
    expect(writeMarginMode(throwing, 'common')).toBe(false);
  });
});

describe('value guards', () => {
  it('recognise only the known values', () => {
    expect(isExchangeType('c2c-margin')).toBe(true);
    expect(isExchangeType('spot')).toBe(false);
    expect(isExchangeType(1)).toBe(false);
    expect(isMarginMode('close')).toBe(true);
    expect(isMarginMode(null)).toBe(false);
  });
});
