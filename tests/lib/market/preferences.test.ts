import { describe, expect, it } from 'vitest';
import {
  FAVORITES_TAB,
  matchesSearch,
  PRICE_SWITCH_STORAGE_KEY,
  QUOTE_STORAGE_KEY,
  readPriceSwitch,
  readQuoteTab,
  writePriceSwitch,
  writeQuoteTab,
} from '@/lib/market/preferences';
import { fiatValue, quoteInUsdt } from '@/lib/market/valuation';
import type { MarketTicker } from '@/lib/market/types';

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

describe('quote tab preference', () => {
  it('keeps a stored tab that is still offered, the favourites tab included', () => {
    expect(readQuoteTab(memoryStorage({ [QUOTE_STORAGE_KEY]: 'btc' }), ['usdt', 'btc'])).toBe('btc');
    expect(readQuoteTab(memoryStorage({ [QUOTE_STORAGE_KEY]: FAVORITES_TAB }), ['usdt'])).toBe(FAVORITES_TAB);
  });

  it('falls back to the first offered tab for a stale, missing or unreadable value', () => {
    expect(readQuoteTab(memoryStorage({ [QUOTE_STORAGE_KEY]: 'doge' }), ['usdt', 'btc'])).toBe('usdt');
    expect(readQuoteTab(memoryStorage(), ['husd'])).toBe('husd');
    expect(readQuoteTab(throwing, ['usdt'])).toBe('usdt');
    expect(readQuoteTab(memoryStorage(), [])).toBeNull();
  });

  it('writes the tab, and reports a refusing storage', () => {
    const storage = memoryStorage();
    expect(writeQuoteTab(storage, 'eth')).toBe(true);
    expect(storage.data.get(QUOTE_STORAGE_KEY)).toBe('eth');
    expect(writeQuoteTab(throwing, 'eth')).toBe(false);
  });
});

describe('price switch preference', () => {
  it('is quote unless fiat was stored', () => {
    expect(readPriceSwitch(memoryStorage())).toBe('quote');
    expect(readPriceSwitch(memoryStorage({ [PRICE_SWITCH_STORAGE_KEY]: 'fiat' }))).toBe('fiat');
    expect(readPriceSwitch(memoryStorage({ [PRICE_SWITCH_STORAGE_KEY]: 'junk' }))).toBe('quote');
    expect(readPriceSwitch(throwing)).toBe('quote');
    const storage = memoryStorage();
    expect(writePriceSwitch(storage, 'fiat')).toBe(true);
    expect(readPriceSwitch(storage)).toBe('fiat');
    expect(writePriceSwitch(throwing, 'fiat')).toBe(false);
  });
});

describe('market search', () => {
  const btc = { symbol: 'btcusdt', displayName: 'BTC/USDT', base: 'btc' };
  it.each([
    ['', true],
    ['btc', true],
    ['BTC/U', true],
    ['btc_usdt', true],
    ['  Btc ', true],
    ['usdt', true],
    ['eth', false],
    ['tc/eth', false],
  ])('%j matches BTC/USDT: %s', (query, expected) => {
    expect(matchesSearch(query, btc)).toBe(expected);
  });
});

describe('fiat valuation', () => {
  const ticker = (close: string): MarketTicker => ({ symbol: 'x', open: close, close, high: close, low: close, amount: '0', vol: '0' });
  const tickers = { btcusdt: ticker('50000.5'), ethusdt: ticker('3000') };

  it('prices stable quotes at 1 USDT and others through their USDT pair', () => {
    expect(quoteInUsdt('usdt', tickers)).toBe('1');
    expect(quoteInUsdt('husd', tickers)).toBe('1');
    expect(quoteInUsdt('btc', tickers)).toBe('50000.5');
    expect(quoteInUsdt('ht', tickers)).toBeNull();
  });

  it('multiplies exactly in decimal', () => {
    expect(fiatValue('0.1', 'usdt', tickers, '7.12')).toBe('0.712');
    expect(fiatValue('0.0002', 'btc', tickers, '7')).toBe('70.0007');
  });

  it('gives null for an unknown factor or a non-numeric price', () => {
    expect(fiatValue('1', 'ht', tickers, '7')).toBeNull();
    expect(fiatValue('1', 'usdt', tickers, null)).toBeNull();
    expect(fiatValue('abc', 'usdt', tickers, '7')).toBeNull();
  });
});
