import { describe, expect, it } from 'vitest';
import {
  toDepthSnapshot,
  toKlineBar,
  toKlineBars,
  mergeOverviewTicker,
  toOverview,
  toTicker,
  toTrades,
} from '@/lib/protocol/market-ticks';
import { decodeMarketFrame } from '@/lib/protocol/market-codec';
import { fixtureText, gzipFrame } from './fixtures';

/** The tick of a push fixture, decoded through the codec as the socket would. */
function tickOf(name: string): unknown {
  const frame = decodeMarketFrame(gzipFrame(fixtureText(name)));
  if (frame.kind !== 'push') throw new Error(`${name} is not a push`);
  return frame.tick;
}

describe('toDepthSnapshot', () => {
  it('converts the depth fixture to decimal string levels', () => {
    expect(toDepthSnapshot('btcusdt', 'step0', tickOf('ws_market_depth_step0_push.json'))).toEqual({
      symbol: 'btcusdt',
      step: 'step0',
      bids: [
        ['52690.69', '0.36281'],
        ['52690.68', '0.2'],
      ],
      asks: [
        ['52690.7', '0.372591'],
        ['52691.26', '0.13'],
      ],
      version: 136998124622,
      ts: 1630983549500,
    });
  });

  it('accepts empty sides', () => {
    expect(toDepthSnapshot('btcusdt', 'step1', { bids: [], asks: [], version: 1, ts: 2 })).toMatchObject({ bids: [], asks: [] });
  });

  it('answers null for a malformed book', () => {
    const good = { bids: [[1, 2]], asks: [[3, 4]], version: 1, ts: 2 };
    for (const bad of [
      null,
      [],
      { ...good, bids: undefined },
      { ...good, asks: 'x' },
      { ...good, bids: [[1]] },
      { ...good, bids: [['x', 1]] },
      { ...good, asks: [[1, -2]] },
      { ...good, version: undefined },
      { ...good, ts: '2' },
    ]) {
      expect(toDepthSnapshot('btcusdt', 'step0', bad)).toBeNull();
    }
  });
});

describe('toTrades', () => {
  it('uses tradeId (not the 1e26 id) and keeps decimal strings', () => {
    expect(toTrades(tickOf('ws_market_trade_detail_push.json'))).toEqual([
      { tradeId: 102523573486, ts: 1630994963173, price: '52648.62', amount: '0.006754', direction: 'buy' },
    ]);
  });

  it('answers null when any trade is malformed', () => {
    const trade = { tradeId: 1, ts: 2, price: 3, amount: 4, direction: 'sell' };
    expect(toTrades({ data: [trade] })).toHaveLength(1);
    for (const bad of [
      null,
      { data: 'x' },
      { data: [{ ...trade, tradeId: undefined, id: 1.3700544510935929e26 }] },
      { data: [{ ...trade, direction: 'hold' }] },
      { data: [trade, { ...trade, price: 'x' }] },
      { data: [{ ...trade, ts: -1 }] },
    ]) {
      expect(toTrades(bad)).toBeNull();
    }
  });
});

describe('toKlineBar', () => {
  it('converts the kline fixture', () => {
    expect(toKlineBar(tickOf('ws_market_kline_1min_push.json'))).toEqual({
      id: 1630981680,
      open: '0.074849',
      close: '0.074848',
      low: '0.074848',
      high: '0.074849',
      amount: '2.4448',
      vol: '0.1829884187',
      count: 3,
    });
  });

  it('answers null for a malformed bar', () => {
    const bar = { id: 1, open: 1, close: 1, low: 1, high: 1, amount: 1, vol: 1, count: 1 };
    for (const bad of [null, { ...bar, id: 1.5 }, { ...bar, count: undefined }, { ...bar, vol: 'x' }, { ...bar, high: undefined }]) {
      expect(toKlineBar(bad)).toBeNull();
    }
  });

  it('sorts reply bars oldest first and refuses a reply with a bad bar', () => {
    const bar = (id: number) => ({ id, open: 1, close: 1, low: 1, high: 1, amount: 1, vol: 1, count: 1 });
    expect(toKlineBars([bar(120), bar(60)])?.map((b) => b.id)).toEqual([60, 120]);
    expect(toKlineBars([bar(60), { id: 120 }])).toBeNull();
    expect(toKlineBars({ id: 1 })).toBeNull();
  });
});

describe('toTicker', () => {
  it('converts the ticker fixture with bid and ask', () => {
    expect(toTicker('btcusdt', tickOf('ws_market_ticker_push.json'))).toEqual({
      symbol: 'btcusdt',
      open: '51732',
      close: '52735.63',
      high: '52785.64',
      low: '51000',
      amount: '13259.24137056181',
      vol: '687640987.4125315',
      count: 448737,
      bid: '52732.88',
      ask: '52732.89',
    });
  });

  it('converts the detail fixture without bid and ask', () => {
    expect(toTicker('btcusdt', tickOf('ws_market_detail_push.json'))).toEqual({
      symbol: 'btcusdt',
      open: '51823.62',
      close: '52379.99',
      high: '52924.14',
      low: '51000',
      amount: '13991.028076056185',
      vol: '727676440.200527',
      count: 471348,
    });
  });

  it('answers null for a malformed summary', () => {
    const tick = { open: 1, close: 1, high: 1, low: 1, amount: 1, vol: 1 };
    expect(toTicker('x', tick)).toEqual({ symbol: 'x', open: '1', close: '1', high: '1', low: '1', amount: '1', vol: '1' });
    for (const bad of [null, 'x', { ...tick, close: undefined }, { ...tick, count: 'many' }, { ...tick, bid: 'x' }, { ...tick, ask: -1 }]) {
      expect(toTicker('x', bad)).toBeNull();
    }
  });
});

describe('toOverview', () => {
  const entry = { symbol: 'btcusdt', open: 1, close: 2, low: 0.5, high: 3, amount: 1e-7, vol: 4, count: 5 };
  const converted = { symbol: 'btcusdt', open: '1', close: '2', low: '0.5', high: '3', amount: '0.0000001', vol: '4', count: 5 };

  it('converts every symbol of market.overview', () => {
    expect(toOverview([entry, { ...entry, symbol: 'ethusdt' }])).toEqual({ tickers: [converted, { ...converted, symbol: 'ethusdt' }], skipped: 0 });
  });

  it('reads each entry on its own: a malformed one is skipped, the others arrive', () => {
    const bad = [{ ...entry, symbol: undefined }, { ...entry, symbol: '' }, { ...entry, vol: 'x' }, { ...entry, close: 'x' }, null, 'btcusdt'];
    expect(toOverview([...bad, { ...entry, symbol: 'ethusdt' }])).toEqual({ tickers: [{ ...converted, symbol: 'ethusdt' }], skipped: bad.length });
  });

  it('accepts the abbreviated o/c/h/l/r/a entries of the spec', () => {
    const short = { symbol: 'htusdt', o: 10, c: 11, h: 12, l: 9, r: 0.1, a: 1500 };
    expect(toOverview([short, { ...short, symbol: 'eosusdt', v: 16000 }])).toEqual({
      tickers: [
        { symbol: 'htusdt', open: '10', close: '11', high: '12', low: '9', amount: '1500' },
        { symbol: 'eosusdt', open: '10', close: '11', high: '12', low: '9', amount: '1500', vol: '16000' },
      ],
      skipped: 0,
    });
    expect(toOverview([{ ...short, r: 'x' }, { ...short, c: undefined }])).toEqual({ tickers: [], skipped: 2 });
  });

  it('answers null only when data is not a list', () => {
    for (const bad of [null, { data: [] }, 'x']) expect(toOverview(bad)).toBeNull();
  });

  it('keeps the last quote volume for an entry without one, else estimates it at the close', () => {
    const update = { symbol: 'htusdt', open: '10', close: '11', high: '12', low: '9', amount: '1500' };
    expect(mergeOverviewTicker({ ...update, close: '10', vol: '16000' }, update)).toEqual({ ...update, vol: '16000' });
    expect(mergeOverviewTicker(undefined, update)).toEqual({ ...update, vol: '16500' });
    expect(mergeOverviewTicker({ ...update, vol: '1' }, { ...update, vol: '2' }).vol).toBe('2');
  });
});
