import { describe, expect, it } from 'vitest';
import { marketRankings } from '@/lib/market/rankings';
import type { MarketTicker } from '@/lib/market/types';

function ticker(symbol: string, open: string, close: string, vol = '0'): MarketTicker {
  return { symbol, open, close, high: close, low: open, amount: '1', vol, count: 1 } as MarketTicker;
}

const TICKERS = [
  ticker('btcusdt', '50000', '52000', '1000000'), // +4 %, 1 000 000 USDT
  ticker('ethusdt', '3000', '2700', '3000000'), // -10 %
  ticker('htusdt', '10', '10', '10'), // flat
  ticker('eosusdt', '5', '4.9', '50'), // -2 %
  ticker('ethbtc', '0.06', '0.066', '20'), // +10 %, 20 BTC = 1 040 000 USDT
  ticker('newtusdt', '0.1', '0.35', '5'), // +250 %
  ticker('xmrusdt', '100', '300', '99999999'), // not listed
  ticker('abcxyz', '1', '2', '5'), // unknown quote
  ticker('zrxusdt', '0', '1', '5'), // no ratio
];

const LISTED = new Set(['btcusdt', 'ethusdt', 'htusdt', 'eosusdt', 'ethbtc', 'newtusdt', 'zrxusdt', 'abcxyz']);

describe('marketRankings', () => {
  it('orders gainers by the real change, capping the display at +100.00%', () => {
    const { gainers } = marketRankings(TICKERS, LISTED);
    expect(gainers.map((pair) => [pair.symbol, pair.change])).toEqual([
      ['newtusdt', '+100.00%'],
      ['ethbtc', '+10.00%'],
      ['btcusdt', '+4.00%'],
    ]);
    expect(gainers[0]).toMatchObject({ label: 'NEWT/USDT', href: '/zh-cn/exchange/newt_usdt/', direction: 'up', close: '0.35' });
  });

  it('orders losers by the deepest fall; flat and ratio-less pairs are in neither list', () => {
    const { losers, gainers } = marketRankings(TICKERS, LISTED);
    expect(losers.map((pair) => [pair.symbol, pair.change, pair.direction])).toEqual([
      ['ethusdt', '-10.00%', 'down'],
      ['eosusdt', '-2.00%', 'down'],
    ]);
    const ranked = [...gainers, ...losers].map((pair) => pair.symbol);
    expect(ranked).not.toContain('htusdt');
    expect(ranked).not.toContain('zrxusdt');
  });

  it('orders volume by turnover valued in USDT across quotes', () => {
    const { volume } = marketRankings(TICKERS, LISTED);
    expect(volume.map((pair) => [pair.symbol, pair.volumeUsdt])).toEqual([
      ['ethusdt', '3,000,000'],
      ['ethbtc', '1,040,000'],
      ['btcusdt', '1,000,000'],
      ['eosusdt', '50'],
      ['htusdt', '10'],
    ]);
  });

  it('leaves out pairs that are not listed or have no known quote, and counts every known one without a list', () => {
    const listed = marketRankings(TICKERS, LISTED);
    const all = [...listed.gainers, ...listed.losers, ...listed.volume].map((pair) => pair.symbol);
    expect(all).not.toContain('xmrusdt');
    expect(all).not.toContain('abcxyz');
    expect(marketRankings(TICKERS, null).volume[0]?.symbol).toBe('xmrusdt');
  });

  it('takes at most `size` pairs, breaking ties by symbol', () => {
    const tied = [ticker('bbbusdt', '1', '2'), ticker('aaausdt', '1', '2'), ticker('cccusdt', '1', '2')];
    expect(marketRankings(tied, null, 2).gainers.map((pair) => pair.symbol)).toEqual(['aaausdt', 'bbbusdt']);
    expect(marketRankings([], null)).toEqual({ gainers: [], losers: [], volume: [] });
  });
});
