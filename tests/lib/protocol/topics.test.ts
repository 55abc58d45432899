import { describe, expect, it } from 'vitest';
import {
  OVERVIEW_TOPIC,
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
