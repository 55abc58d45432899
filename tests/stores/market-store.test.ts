import { describe, expect, it } from 'vitest';
import type { DepthSnapshot, KlineBar, MarketTicker, MarketTrade } from '@/lib/market/types';
import {
  applyDepth,
  applyKline,
  applyTicker,
  applyTickers,
  applyTrades,
  createMarketStore,
  pickPrice,
  setDepthStep,
  setKlineError,
  setKlineHistory,
  setKlinePeriod,
  TRADES_KEPT,
} from '@/stores/market-store';

const snapshot = (version: number, step: DepthSnapshot['step'] = 'step0', symbol = 'btcusdt'): DepthSnapshot => ({
  symbol,
  step,
  version,
  ts: version,
  bids: [['100', '1']],
  asks: [['101', '2']],
});
const trade = (tradeId: number): MarketTrade => ({ tradeId, ts: tradeId, price: '100', amount: '1', direction: 'buy' });
const bar = (id: number, close: string): KlineBar => ({ id, open: '1', close, high: close, low: '1', amount: '1', vol: '1', count: 1 });
const ticker = (symbol: string, close: string): MarketTicker => ({ symbol, open: '1', close, high: close, low: '1', amount: '1', vol: '1' });

describe('market store', () => {
  it('replaces the book with each snapshot of its symbol and step, never with an older one', () => {
    const store = createMarketStore({ symbol: 'btcusdt' });
    applyDepth(store, snapshot(2));
    applyDepth(store, snapshot(1));
    expect(store.getState().depth?.version).toBe(2);
    applyDepth(store, snapshot(3, 'step1'));
    applyDepth(store, snapshot(4, 'step0', 'ethusdt'));
    expect(store.getState().depth?.version).toBe(2);
    setDepthStep(store, 'step1');
    expect(store.getState().depth).toBeNull();
    applyDepth(store, snapshot(5, 'step1'));
    expect(store.getState().depth?.version).toBe(5);
  });

  it('keeps the newest trades first, bounded', () => {
    const store = createMarketStore({ symbol: 'btcusdt' });
    applyTrades(store, [trade(1), trade(2)]);
    applyTrades(store, Array.from({ length: TRADES_KEPT }, (_, i) => trade(i + 3)));
    const trades = store.getState().trades;
    expect(trades).toHaveLength(TRADES_KEPT);
    expect(trades[0]?.tradeId).toBe(TRADES_KEPT + 2);
  });

  it('routes tickers to the header and the list', () => {
    const store = createMarketStore({ symbol: 'btcusdt' });
    applyTicker(store, ticker('ethusdt', '3000'));
    expect(store.getState().ticker).toBeNull();
    applyTickers(store, [ticker('btcusdt', '50000'), ticker('htusdt', '8')]);
    expect(store.getState().ticker?.close).toBe('50000');
    expect(Object.keys(store.getState().tickers).sort()).toEqual(['btcusdt', 'ethusdt', 'htusdt']);
  });

  it('loads kline history per period and upserts live bars by id', () => {
    const store = createMarketStore({ symbol: 'btcusdt' });
    const epoch = store.getState().kline.epoch;
    applyKline(store, '1min', [bar(180, '9')]);
    setKlineHistory(store, '1min', [bar(60, '1'), bar(120, '2'), bar(180, '3')]);
    let kline = store.getState().kline;
    expect(kline.epoch).toBe(epoch + 1);
    expect(kline.loading).toBe(false);
    // The live bar came first and is fresher than the history's copy.
    expect(kline.bars.map((b) => `${b.id}:${b.close}`)).toEqual(['60:1', '120:2', '180:9']);
    applyKline(store, '1min', [bar(180, '10'), bar(240, '11')]);
    kline = store.getState().kline;
    expect(kline.bars.map((b) => `${b.id}:${b.close}`)).toEqual(['60:1', '120:2', '180:10', '240:11']);
    expect(kline.live.map((b) => b.id)).toEqual([180, 240]);
    setKlinePeriod(store, '5min');
    applyKline(store, '1min', [bar(300, '1')]);
    setKlineHistory(store, '1min', [bar(1, '1')]);
    expect(store.getState().kline).toMatchObject({ period: '5min', bars: [], loading: true });
    setKlineError(store, '5min', 'failed');
    expect(store.getState().kline).toMatchObject({ loading: false, error: 'failed' });
  });

  it('records a picked price, a repeat pick included', () => {
    const store = createMarketStore({ symbol: 'btcusdt' });
    pickPrice(store, '100.5', 1);
    const first = store.getState().pickedPrice;
    pickPrice(store, '100.5', 2);
    expect(store.getState().pickedPrice).toEqual({ price: '100.5', at: 2 });
    expect(store.getState().pickedPrice).not.toBe(first);
  });
});
