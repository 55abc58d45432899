import { describe, expect, it } from 'vitest';
import {
  FAVORITES_STORAGE_KEY,
  isMarketSymbol,
  normalizeFavorites,
  readLocalFavorites,
  toggleFavorite,
  writeLocalFavorites,
  type FavoritesStorage,
} from '@/lib/market/favorites';

function memoryStorage(initial: Record<string, string> = {}): FavoritesStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const throwingStorage: FavoritesStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('isMarketSymbol', () => {
  it.each(['btcusdt', 'btc3lusdt', '1inchusdt', 'ab'])('accepts %s', (value) => expect(isMarketSymbol(value)).toBe(true));
  it.each(['', 'a', 'BTCUSDT', 'btc_usdt', 'btc/usdt', ' btcusdt', 'x'.repeat(41), 42, null, undefined, ['btcusdt']])(
    'refuses %j',
    (value) => expect(isMarketSymbol(value)).toBe(false),
  );
});

describe('readLocalFavorites', () => {
  it('reads the stored symbols under market.favorites', () => {
    expect(FAVORITES_STORAGE_KEY).toBe('market.favorites');
    expect(readLocalFavorites(memoryStorage({ 'market.favorites': '["btcusdt","ethusdt"]' }))).toEqual(['btcusdt', 'ethusdt']);
  });

  it('keeps only valid lower-case symbols, each once, in their first order', () => {
    const raw = JSON.stringify(['ethusdt', 'BTCUSDT', 'btcusdt', 7, null, 'ethusdt', 'btc_usdt', { symbol: 'x' }]);
    expect(readLocalFavorites(memoryStorage({ [FAVORITES_STORAGE_KEY]: raw }))).toEqual(['ethusdt', 'btcusdt']);
  });

  it.each(['{corrupt', '"btcusdt"', '{"0":"btcusdt"}', 'null', '42'])('reads %j as no favourites', (raw) => {
    expect(readLocalFavorites(memoryStorage({ [FAVORITES_STORAGE_KEY]: raw }))).toEqual([]);
  });

  it('treats a missing entry, missing storage and throwing storage as no favourites', () => {
    expect(readLocalFavorites(memoryStorage())).toEqual([]);
    expect(readLocalFavorites(null)).toEqual([]);
    expect(readLocalFavorites(undefined)).toEqual([]);
    expect(readLocalFavorites(throwingStorage)).toEqual([]);
  });
});

describe('writeLocalFavorites', () => {
  it('stores the normalised list as JSON and reads back the same', () => {
    const storage = memoryStorage();
    expect(writeLocalFavorites(storage, ['ethusdt', 'ethusdt', 'Bad', 'btcusdt'])).toBe(true);
    expect(storage.items.get(FAVORITES_STORAGE_KEY)).toBe('["ethusdt","btcusdt"]');
    expect(readLocalFavorites(storage)).toEqual(['ethusdt', 'btcusdt']);
  });

  it('is false when storage throws or is missing', () => {
    expect(writeLocalFavorites(throwingStorage, ['btcusdt'])).toBe(false);
    expect(writeLocalFavorites(null, ['btcusdt'])).toBe(false);
  });
});

describe('toggleFavorite', () => {
  it('adds at the end and removes where it is, without touching the input', () => {
    const list = ['btcusdt', 'ethusdt'];
    expect(toggleFavorite(list, 'xrpusdt')).toEqual(['btcusdt', 'ethusdt', 'xrpusdt']);
    expect(toggleFavorite(list, 'btcusdt')).toEqual(['ethusdt']);
    expect(list).toEqual(['btcusdt', 'ethusdt']);
  });

  it('changes nothing for an invalid symbol', () => {
    expect(toggleFavorite(['btcusdt'], 'BTCUSDT')).toEqual(['btcusdt']);
    expect(toggleFavorite([], '')).toEqual([]);
  });
});

describe('normalizeFavorites', () => {
  it('drops non-strings and duplicates', () => {
    expect(normalizeFavorites(['a1', 'a1', 3, 'b2'])).toEqual(['a1', 'b2']);
  });
});
