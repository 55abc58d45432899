import { describe, expect, it } from 'vitest';
import {
  findMarketSymbol,
  MARKET_CHAINS,
  MARKET_CURRENCIES,
  MARKET_SYMBOLS,
  SETTINGS_VERSION_TS,
  symbolPrecision,
  tradableSymbols,
} from '@/mocks/db/market-data';
import { VersionedRecords } from '@/mocks/db/market-settings';

const v2 = (sc: string) => {
  const symbol = findMarketSymbol(sc);
  if (!symbol) throw new Error(`${sc} missing`);
  return symbol.v2;
};

describe('market reference data', () => {
  it('has about fifty unique pairs over the five quote currencies', () => {
    expect(MARKET_SYMBOLS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(MARKET_SYMBOLS.map((symbol) => symbol.v2.sc)).size).toBe(MARKET_SYMBOLS.length);
    expect(new Set(MARKET_SYMBOLS.map((symbol) => symbol.v2.qc))).toEqual(new Set(['usdt', 'husd', 'btc', 'eth', 'ht']));
    expect(MARKET_SYMBOLS.filter((symbol) => symbol.v2.qc === 'usdt').length).toBeGreaterThan(MARKET_SYMBOLS.length / 2);
  });

  it('starts the main pairs at their documented prices and precisions', () => {
    expect(findMarketSymbol('btcusdt')?.initialPrice).toBe('52000.00');
    expect(symbolPrecision('btcusdt')).toEqual({ price: 2, amount: 6, total: 8 });
    expect(findMarketSymbol('ethusdt')?.initialPrice).toBe('3400.00');
    expect(findMarketSymbol('eosusdt')?.initialPrice).toBe('4.2000');
    expect(findMarketSymbol('htusdt')?.initialPrice).toBe('8.5000');
    expect(findMarketSymbol('ethbtc')?.initialPrice).toBe('0.065385');
    expect(symbolPrecision('nope')).toBeUndefined();
  });

  it('holds the special pairs the app has to handle', () => {
    expect(v2('xmrusdt').state).toBe('offline');
    expect(v2('zecusdt')).toMatchObject({ state: 'suspend', te: false });
    expect(v2('dashusdt')).toMatchObject({ cd: true, whe: true });
    expect(v2('xemusdt')).toMatchObject({ cd: true, whe: false });
    expect(v2('btc3lusdt')).toMatchObject({ elr: 3, d: 1 });
    expect(v2('btc3lusdt').tags.split(',')).toContain('etp');
    expect(v2('nftusdt').tags).toBe('prime');
    expect(v2('newtusdt').sp).toBe('potentials');
    expect(v2('cvcusdt').tags).toBe('hidden');
    expect(tradableSymbols().map((symbol) => symbol.v2.sc)).not.toContain('xmrusdt');
  });

  it('keeps the v1 records in step with v2 and every currency listed', () => {
    const currencies = new Set(MARKET_CURRENCIES.map((currency) => currency.cc));
    for (const { v1, v2: record } of MARKET_SYMBOLS) {
      expect(v1).toMatchObject({ symbol: record.sc, bc: record.bc, qc: record.qc, pp: record.tpp, ap: record.tap, vp: record.ttp });
      expect(v1.minoa).toBeGreaterThan(0);
      expect(v1.maxoa).toBeGreaterThan(v1.minoa);
      expect(currencies.has(record.bc) && currencies.has(record.qc)).toBe(true);
      expect(record.p.length).toBeGreaterThan(0);
    }
    expect(findMarketSymbol('btc3lusdt')?.v1).toMatchObject({ u: 'btcusdt', tags: 'etp,nav,holdinglimit' });
    expect(MARKET_CURRENCIES.find((currency) => currency.cc === 'usdt')?.qc).toBe(true);
    expect(MARKET_CURRENCIES.find((currency) => currency.cc === 'eos')?.qc).toBe(false);
    expect(MARKET_CHAINS.filter((chain) => chain.currency === 'usdt').map((chain) => chain.chain)).toEqual(
      expect.arrayContaining(['usdterc20', 'trc20usdt']),
    );
  });
});

describe('VersionedRecords', () => {
  const make = () => new VersionedRecords([{ k: 'a', n: 1 }, { k: 'b', n: 2 }], (record) => record.k, SETTINGS_VERSION_TS);

  it('answers everything to a client without a copy, nothing to an up-to-date one', () => {
    const records = make();
    expect(records.since(undefined)).toEqual({ data: [{ k: 'a', n: 1 }, { k: 'b', n: 2 }], ts: String(SETTINGS_VERSION_TS), full: 1 });
    expect(records.since(SETTINGS_VERSION_TS - 1).full).toBe(1);
    expect(records.since(SETTINGS_VERSION_TS)).toEqual({ data: [], ts: String(SETTINGS_VERSION_TS), full: 0 });
  });

  it('answers only the records changed since the client ts, and reset restores the seed', () => {
    const records = make();
    expect(records.update('b', { n: 5 }, SETTINGS_VERSION_TS + 10)).toBe(true);
    expect(records.update('zz', { n: 5 }, SETTINGS_VERSION_TS + 10)).toBe(false);
    expect(records.since(SETTINGS_VERSION_TS)).toEqual({ data: [{ k: 'b', n: 5 }], ts: String(SETTINGS_VERSION_TS + 10), full: 0 });
    expect(records.since(SETTINGS_VERSION_TS + 10).data).toEqual([]);
    records.reset();
    expect(records.find('b')).toEqual({ k: 'b', n: 2 });
    expect(records.latest).toBe(SETTINGS_VERSION_TS);
  });
});
