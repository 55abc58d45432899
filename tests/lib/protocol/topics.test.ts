import { describe, expect, it } from 'vitest';
import {
  CONTRACT_OVERVIEW_TOPIC,
  MAX_DEPTH_PICK,
  OVERVIEW_TOPIC,
  SYMBOLS_TOPIC,
  TICKERS_TOPIC,
  c2cDepthTopic,
  depthPickSubscription,
  depthTopic,
  detailTopic,
  klineTopic,
  parseTopic,
  tickerTopic,
  tradeTopic,
} from '@/lib/protocol/topics';
import type { DepthStep, KlinePeriod } from '@/lib/market/types';

describe('topic builders', () => {
  it('build the documented channel names', () => {
    expect(klineTopic('btcusdt', '1min')).toBe('market.btcusdt.kline.1min');
    expect(depthTopic('ethbtc', 'step3')).toBe('market.ethbtc.depth.step3');
    expect(tradeTopic('btcusdt')).toBe('market.btcusdt.trade.detail');
    expect(detailTopic('btcusdt')).toBe('market.btcusdt.detail');
    expect(tickerTopic('btcusdt')).toBe('market.btcusdt.ticker');
    expect(OVERVIEW_TOPIC).toBe('market.overview');
  });

  it('refuse symbols that are not lower-case exchange ids', () => {
    for (const symbol of ['BTCUSDT', 'btc/usdt', 'btc.usdt', '', 'btc usdt']) {
      expect(() => tradeTopic(symbol)).toThrow(RangeError);
    }
  });

  it('refuse unknown periods and steps', () => {
    expect(() => klineTopic('btcusdt', '2min' as KlinePeriod)).toThrow(RangeError);
    expect(() => depthTopic('btcusdt', 'step9' as DepthStep)).toThrow(RangeError);
  });
});

describe('parseTopic', () => {
  it('reads every channel the app uses back', () => {
    expect(parseTopic('market.btcusdt.kline.4hour')).toEqual({ channel: 'kline', symbol: 'btcusdt', period: '4hour' });
    expect(parseTopic('market.btcusdt.depth.step0')).toEqual({ channel: 'depth', symbol: 'btcusdt', step: 'step0' });
    expect(parseTopic('market.btcusdt.trade.detail')).toEqual({ channel: 'trade', symbol: 'btcusdt' });
    expect(parseTopic('market.btcusdt.detail')).toEqual({ channel: 'detail', symbol: 'btcusdt' });
    expect(parseTopic('market.btcusdt.ticker')).toEqual({ channel: 'ticker', symbol: 'btcusdt' });
    expect(parseTopic('market.overview')).toEqual({ channel: 'overview' });
  });

  it('answers null for anything else', () => {
    for (const topic of [
      '',
      'market',
      'market.BTCUSDT.ticker',
      'market.btcusdt.kline.2min',
      'market.btcusdt.kline',
      'market.btcusdt.depth.step6',
      'market.btcusdt.trade',
      'market.btcusdt.ticker.extra',
      'market.btcusdt.mbp.150',
      'market.btcusdt.bbo',
      'trade.btcusdt.ticker',
      'accounts.update#0',
    ]) {
      expect(parseTopic(topic), topic).toBeNull();
    }
  });
});

describe('channels the mock does not serve', () => {
  it('names the whole-market channels', () => {
    expect([SYMBOLS_TOPIC, TICKERS_TOPIC, CONTRACT_OVERVIEW_TOPIC]).toEqual(['market.symbols', 'market.tickers', 'market.contract.overview']);
  });

  it('builds a depth subscription picking the first levels of each side', () => {
    expect(depthPickSubscription('btcusdt', 'step1', 20)).toEqual({ topic: 'market.btcusdt.depth.step1', pick: ['bids.20', 'asks.20'] });
    expect(depthPickSubscription('btcusdt', 'step0', MAX_DEPTH_PICK).pick).toEqual(['bids.150', 'asks.150']);
  });

  it.each([0, -1, 1.5, 151, Number.NaN])('refuses a pick of %s levels', (levels) => {
    expect(() => depthPickSubscription('btcusdt', 'step0', levels)).toThrow(RangeError);
  });

  it('refuses a bad symbol or step in a depth subscription', () => {
    expect(() => depthPickSubscription('BTC/USDT', 'step0', 5)).toThrow(RangeError);
    expect(() => depthPickSubscription('btcusdt', 'step9' as 'step0', 5)).toThrow(RangeError);
  });

  it('builds the c2c depth of a currency and refuses a bad one', () => {
    expect(c2cDepthTopic('usdt')).toBe('market.usdt.c2c.depth');
    expect(() => c2cDepthTopic('USDT')).toThrow(RangeError);
    expect(() => c2cDepthTopic('')).toThrow(RangeError);
  });

  it('are not parsed as channels the page handles', () => {
    expect(parseTopic(TICKERS_TOPIC)).toBeNull();
    expect(parseTopic(c2cDepthTopic('usdt'))).toBeNull();
  });
});
