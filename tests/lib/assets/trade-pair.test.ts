import { describe, expect, it } from 'vitest';
import { TRADE_QUOTE_ORDER, tradePairFor, type TradePairSymbol } from '@/lib/assets/trade-pair';

function pair(base: string, quote: string): TradePairSymbol {
  return { symbol: `${base}${quote}`, base, quote };
}

const symbols = [
  pair('eth', 'btc'),
  pair('eth', 'usdt'),
  pair('ht', 'husd'),
  pair('ht', 'btc'),
  pair('xrp', 'eth'),
  pair('link', 'ht'),
  pair('btc', 'usdt'),
  pair('husd', 'usdt'),
  pair('trx', 'eur'),
  pair('usdt', 'husd'),
];

describe('tradePairFor', () => {
  it('follows the quote order usdt, husd, btc, eth, ht', () => {
    expect(TRADE_QUOTE_ORDER).toEqual(['usdt', 'husd', 'btc', 'eth', 'ht']);
    expect(tradePairFor('eth', symbols)).toEqual({ symbol: 'ethusdt', base: 'eth', quote: 'usdt', slug: 'eth_usdt' });
    expect(tradePairFor('ht', symbols)?.symbol).toBe('hthusd');
    expect(tradePairFor('xrp', symbols)?.slug).toBe('xrp_eth');
    expect(tradePairFor('link', symbols)?.slug).toBe('link_ht');
  });

  it('trades a quote currency against the next quote in the order', () => {
    expect(tradePairFor('btc', symbols)?.slug).toBe('btc_usdt');
    expect(tradePairFor('husd', symbols)?.slug).toBe('husd_usdt');
    expect(tradePairFor('usdt', symbols)?.slug).toBe('usdt_husd');
  });

  it('offers none when the currency is the only candidate quote or has no pair', () => {
    expect(tradePairFor('usdt', [pair('eth', 'usdt')])).toBeNull();
    expect(tradePairFor('doge', symbols)).toBeNull();
    expect(tradePairFor('trx', symbols)).toBeNull();
    expect(tradePairFor('eth', [])).toBeNull();
    expect(tradePairFor('', symbols)).toBeNull();
  });

  it('ignores case and spaces', () => {
    expect(tradePairFor(' ETH ', [{ symbol: 'ETHBTC', base: 'ETH', quote: 'BTC' }])).toEqual({ symbol: 'ethbtc', base: 'eth', quote: 'btc', slug: 'eth_btc' });
  });
});
