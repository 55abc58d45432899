import { describe, expect, it } from 'vitest';
import { isWhitelistedSeller, SELL_QUOTE_ORDER, sellQuoteFor, withdrawSellLink } from '@/lib/wallet/sell-link';

const pair = (base: string, quote: string) => ({ base, quote });
const symbols = [pair('eth', 'btc'), pair('eth', 'usdt'), pair('ht', 'husd'), pair('ht', 'eth'), pair('xrp', 'husd'), pair('link', 'ht'), pair('btc', 'usdt')];

describe('sellQuoteFor', () => {
  it('tries usdt, btc, eth, husd in that order', () => {
    expect(SELL_QUOTE_ORDER).toEqual(['usdt', 'btc', 'eth', 'husd']);
    expect(sellQuoteFor('eth', symbols)).toBe('usdt');
    expect(sellQuoteFor('ht', symbols)).toBe('eth');
    expect(sellQuoteFor('xrp', symbols)).toBe('husd');
  });

  it('gives null for a currency without such a pair', () => {
    expect(sellQuoteFor('link', symbols)).toBeNull();
    expect(sellQuoteFor('doge', symbols)).toBeNull();
    expect(sellQuoteFor('', symbols)).toBeNull();
  });

  it('reads codes in any case', () => {
    expect(sellQuoteFor(' ETH ', [pair('ETH', 'BTC')])).toBe('btc');
  });
});

describe('withdrawSellLink', () => {
  it('links a whitelisted currency to its first pair', () => {
    expect(withdrawSellLink({ currency: 'eth', sellWhitelist: ['eth'], symbols })).toBe('/zh-cn/exchange/eth_usdt/');
    expect(withdrawSellLink({ currency: 'HT', sellWhitelist: ['ht'], symbols })).toBe('/zh-cn/exchange/ht_eth/');
  });

  it('offers nothing to a user not whitelisted for it, or without a pair', () => {
    expect(withdrawSellLink({ currency: 'eth', sellWhitelist: ['btc'], symbols })).toBeNull();
    expect(withdrawSellLink({ currency: 'eth', sellWhitelist: [], symbols })).toBeNull();
    expect(withdrawSellLink({ currency: 'link', sellWhitelist: ['link'], symbols })).toBeNull();
  });

  it('offers nothing for a code that cannot be a path segment', () => {
    expect(withdrawSellLink({ currency: 'e-th', sellWhitelist: ['e-th'], symbols: [pair('e-th', 'usdt')] })).toBeNull();
  });
});

describe('isWhitelistedSeller', () => {
  it('matches codes ignoring case and spaces', () => {
    expect(isWhitelistedSeller('ETH', [' eth '])).toBe(true);
    expect(isWhitelistedSeller('', [''])).toBe(false);
    expect(isWhitelistedSeller('eth', ['etc'])).toBe(false);
  });
});
