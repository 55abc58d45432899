import { describe, expect, it } from 'vitest';
import { parseMarketTopic } from '@/mocks/feeds/market-topics';

describe('parseMarketTopic', () => {
  it('reads every served topic', () => {
    expect(parseMarketTopic('market.overview')).toEqual({ kind: 'overview' });
    expect(parseMarketTopic('market.btcusdt.depth.step3')).toEqual({ kind: 'depth', symbol: 'btcusdt', step: 'step3' });
    expect(parseMarketTopic('market.btcusdt.trade.detail')).toEqual({ kind: 'trade', symbol: 'btcusdt' });
    expect(parseMarketTopic('market.ethbtc.kline.4hour')).toEqual({ kind: 'kline', symbol: 'ethbtc', period: '4hour' });
    expect(parseMarketTopic('market.btcusdt.detail')).toEqual({ kind: 'detail', symbol: 'btcusdt' });
    expect(parseMarketTopic('market.btcusdt.ticker')).toEqual({ kind: 'ticker', symbol: 'btcusdt' });
  });

  it('refuses what is not served', () => {
    for (const topic of [
      'market.btcusdt.depth.step6',
      'market.btcusdt.kline.2min',
      'market.btcusdt.mbp.150',
      'market.btcusdt.bbo',
      'market.btcusdt.detail.merged',
      'market.btcusdt.trade',
      'market.btcusdt.depth.step0.extra',
      'market..ticker',
      'trade.btcusdt.ticker',
      'market.btcusdt',
    ]) {
      expect(parseMarketTopic(topic), topic).toBeUndefined();
    }
  });
});
