import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUOTE,
  type MarketSymbol,
  QUOTE_ORDER,
  expandV2Symbol,
  findSymbol,
  isEtp,
  isPotentials,
  isPrime,
  isSymbolHidden,
  isSymbolListed,
  pairSlug,
  parseTags,
  partitionsOf,
  quoteTabs,
  toMarketSymbol,
  visibleSymbols,
} from '@/lib/settings';
import { fixtureRecords } from './fixtures';

function symbol(overrides: Partial<MarketSymbol> = {}): MarketSymbol {
  const base = overrides.base ?? 'btc';
  const quote = overrides.quote ?? 'usdt';
  return {
    symbol: `${base}${quote}`,
    base,
    quote,
    baseDisplayName: base.toUpperCase(),
    quoteDisplayName: quote.toUpperCase(),
    displayName: `${base.toUpperCase()}/${quote.toUpperCase()}`,
    state: 'online',
    tradeEnabled: true,
    whiteEnabled: false,
    countryDisabled: false,
    tags: [],
    partition: 'main',
    partitions: [],
    pricePrecision: 2,
    amountPrecision: 4,
    totalPrecision: 8,
    feePrecision: 8,
    weight: 0,
    ...overrides,
  };
}

describe('toMarketSymbol', () => {
  it('builds the model of the fixture symbol', () => {
    const [record] = fixtureRecords('rest_v2_settings_common_symbols.json');
    expect(toMarketSymbol(expandV2Symbol(record!))).toEqual({
      symbol: 'ethusdt',
      base: 'eth',
      quote: 'usdt',
      baseDisplayName: 'ETH',
      quoteDisplayName: 'USDT',
      displayName: 'ETH/USDT',
      state: 'online',
      tradeEnabled: true,
      whiteEnabled: false,
      countryDisabled: false,
      tags: [],
      partition: 'main',
      partitions: [{ id: 9, name: 'Grayscale', weight: 91 }],
      pricePrecision: 2,
      amountPrecision: 4,
      totalPrecision: 8,
      feePrecision: 8,
      weight: 999400000,
      tradeOpenAt: 1514779200000,
      leverageRatio: '5',
    });
  });

  it('fills in defaults for missing fields (section 9 precisions)', () => {
    const model = toMarketSymbol({ symbol_code: 'BTCUSDT', base_currency: 'btc', quote_currency: 'usdt' });
    expect(model).toEqual({
      symbol: 'btcusdt',
      base: 'btc',
      quote: 'usdt',
      baseDisplayName: 'BTC',
      quoteDisplayName: 'USDT',
      displayName: 'BTC/USDT',
      state: 'unknown',
      tradeEnabled: false,
      whiteEnabled: false,
      countryDisabled: false,
      tags: [],
      partition: '',
      partitions: [],
      pricePrecision: 2,
      amountPrecision: 4,
      totalPrecision: 8,
      feePrecision: 8,
      weight: 0,
    });
  });

  it('reads loose field forms and ignores bad ones', () => {
    const model = toMarketSymbol({
      symbol_code: 'eth3lusdt',
      base_currency: 'eth3l',
      quote_currency: 'usdt',
      tags: ' ETP, hidden ,,prime',
      trade_enabled: 1,
      white_enabled: 'true',
      trade_price_precision: '6',
      trade_amount_precision: -1,
      trade_total_precision: 2.5,
      fee_precision: 'abc',
      weight: '12',
      partitions: [{ id: 1, name: 'potentials', weight: 5 }, { name: 'no id' }, null, 'x'],
      etp_leverage_ratio: '3',
      super_margin_leverage_ratio: Number.NaN,
      direction: 1,
      trade_open_at: 'soon',
    });
    expect(model).toMatchObject({
      tags: ['etp', 'hidden', 'prime'],
      tradeEnabled: true,
      whiteEnabled: true,
      pricePrecision: 6,
      amountPrecision: 4,
      totalPrecision: 8,
      feePrecision: 8,
      weight: 12,
      partitions: [{ id: 1, name: 'potentials', weight: 5 }],
      etpLeverageRatio: '3',
      direction: 1,
    });
    expect(model?.superMarginLeverageRatio).toBeUndefined();
    expect(model?.tradeOpenAt).toBeUndefined();
  });

  it.each([
    [{ base_currency: 'btc', quote_currency: 'usdt' }],
    [{ symbol_code: 'btcusdt', quote_currency: 'usdt' }],
    [{ symbol_code: 'btcusdt', base_currency: 'btc', quote_currency: '' }],
    [{ symbol_code: 1, base_currency: 'btc', quote_currency: 'usdt' }],
    [{}],
  ])('returns null without symbol code, base or quote: %j', (record) => {
    expect(toMarketSymbol(record)).toBeNull();
  });
});

describe('parseTags', () => {
  it.each([
    ['', []],
    ['st,hadax', ['st', 'hadax']],
    [null, []],
    [42, []],
  ])('parseTags(%j)', (value, expected) => {
    expect(parseTags(value)).toEqual(expected);
  });
});

describe('listing rules (section 4)', () => {
  it.each([
    [{}, true],
    [{ state: 'suspend' }, true],
    [{ state: 'offline' }, false],
    [{ countryDisabled: true }, false],
    [{ state: 'offline', whiteEnabled: true }, true],
    [{ countryDisabled: true, whiteEnabled: true }, true],
  ] as const)('%j listed: %s', (overrides, expected) => {
    expect(isSymbolListed(symbol(overrides))).toBe(expected);
  });

  it('reads the hidden, etp and prime tags', () => {
    const tagged = symbol({ tags: ['hidden', 'etp', 'prime'] });
    expect([isSymbolHidden(tagged), isEtp(tagged), isPrime(tagged)]).toEqual([true, true, true]);
    const plain = symbol();
    expect([isSymbolHidden(plain), isEtp(plain), isPrime(plain)]).toEqual([false, false, false]);
  });

  it('finds the observation area by partition or partition name', () => {
    expect(isPotentials(symbol({ partition: 'potentials' }))).toBe(true);
    expect(isPotentials(symbol({ partitions: [{ id: 3, name: 'Potentials', weight: 1 }] }))).toBe(true);
    expect(isPotentials(symbol({ partition: 'main', partitions: [{ id: 3, name: 'DeFi', weight: 1 }] }))).toBe(false);
  });

  it('shows listed, unhidden symbols by weight descending, ties in server order', () => {
    const list = [
      symbol({ base: 'a', weight: 1 }),
      symbol({ base: 'b', weight: 5 }),
      symbol({ base: 'c', weight: 9, state: 'offline' }),
      symbol({ base: 'd', weight: 9, tags: ['hidden'] }),
      symbol({ base: 'e', weight: 1 }),
      symbol({ base: 'f', weight: 7 }),
    ];
    expect(visibleSymbols(list).map((item) => item.base)).toEqual(['f', 'b', 'a', 'e']);
    expect(list.map((item) => item.base)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('quoteTabs', () => {
  it('orders quotes usdt, husd, btc, eth, ht, then alphabetically', () => {
    const quotes = ['trx', 'eth', 'usdc', 'btc', 'usdt', 'ht', 'husd', 'eth', 'alts'];
    expect(quoteTabs(quotes.map((quote, index) => symbol({ base: `c${index}`, quote })))).toEqual([
      'usdt',
      'husd',
      'btc',
      'eth',
      'ht',
      'alts',
      'trx',
      'usdc',
    ]);
    expect(QUOTE_ORDER).toEqual(['usdt', 'husd', 'btc', 'eth', 'ht']);
    expect(DEFAULT_QUOTE).toBe('usdt');
  });

  it('gives no tabs for no symbols', () => {
    expect(quoteTabs([])).toEqual([]);
  });
});

describe('partitionsOf', () => {
  it('lists the distinct partitions of one quote by weight descending', () => {
    const defi = { id: 1, name: 'DeFi', weight: 10 };
    const layer1 = { id: 2, name: 'Layer1', weight: 50 };
    const nft = { id: 3, name: 'NFT', weight: 30 };
    const list = [
      symbol({ base: 'a', partitions: [defi, layer1] }),
      symbol({ base: 'b', partitions: [{ ...defi, weight: 99 }] }),
      symbol({ base: 'c', quote: 'btc', partitions: [nft] }),
    ];
    expect(partitionsOf(list, 'usdt')).toEqual([layer1, defi]);
    expect(partitionsOf(list, 'btc')).toEqual([nft]);
    expect(partitionsOf(list, 'eth')).toEqual([]);
  });
});

describe('pairSlug and findSymbol', () => {
  it('makes btc_usdt and finds it again, ignoring case', () => {
    const list = [symbol({ base: 'eth' }), symbol({ base: 'btc' }), symbol({ base: 'btc', quote: 'husd' })];
    expect(pairSlug(list[1]!)).toBe('btc_usdt');
    expect(findSymbol(list, 'BTC', 'usdt')).toBe(list[1]);
    expect(findSymbol(list, 'btc', 'HUSD')).toBe(list[2]);
    expect(findSymbol(list, 'doge', 'usdt')).toBeUndefined();
  });
});
