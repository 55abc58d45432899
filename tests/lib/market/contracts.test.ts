import { describe, expect, it } from 'vitest';
import {
  contractExchangePath,
  contractMarketState,
  deliveryTickerSymbol,
  linearSwapExchangePath,
  pickQuarter,
  pickSwap,
  futuresOriginFor,
  resolveFuturesOrigin,
  swapExchangePath,
  type ContractHeartbeats,
  type DeliveryContract,
} from '@/lib/market/contracts';

const up: ContractHeartbeats = { heartbeat: 1, swapHeartbeat: 1, linearSwapHeartbeat: 1, estimatedRecoveryTime: null };

function delivery(contractType: string, symbol = 'BTC', extra: Partial<DeliveryContract> = {}): DeliveryContract {
  return { symbol, contractCode: `${symbol}211231`, contractType, deliveryDate: '20211231', priceTick: '0.01', ...extra };
}

describe('contractMarketState', () => {
  it('is down exactly when that market’s heartbeat is 0', () => {
    expect(contractMarketState(up, 'contract')).toBe('up');
    expect(contractMarketState({ ...up, heartbeat: 0 }, 'contract')).toBe('down');
    expect(contractMarketState({ ...up, heartbeat: 0 }, 'swap')).toBe('up');
    expect(contractMarketState({ ...up, swapHeartbeat: 0 }, 'swap')).toBe('down');
    expect(contractMarketState({ ...up, linearSwapHeartbeat: 0 }, 'linear_swap')).toBe('down');
    expect(contractMarketState({ ...up, linearSwapHeartbeat: 0 }, 'contract')).toBe('up');
  });

  it('is up while heartbeats are unknown', () => {
    expect(contractMarketState(null, 'contract')).toBe('up');
    expect(contractMarketState(undefined, 'swap')).toBe('up');
  });
});

describe('pickQuarter and pickSwap', () => {
  it('picks the BTC quarter contract among weeks and other symbols', () => {
    const contracts = [delivery('quarter', 'ETH'), delivery('this_week'), delivery('next_week'), delivery('quarter', 'BTC', { contractCode: 'BTC220325' })];
    expect(pickQuarter(contracts)?.contractCode).toBe('BTC220325');
    expect(pickQuarter(contracts, 'eth')?.symbol).toBe('ETH');
  });

  it('gives undefined when no quarter is listed', () => {
    expect(pickQuarter([delivery('this_week')])).toBeUndefined();
    expect(pickQuarter([])).toBeUndefined();
  });

  it('picks the swap of a symbol', () => {
    const swaps = [
      { symbol: 'ETH', contractCode: 'ETH-USD', priceTick: '0.01' },
      { symbol: 'BTC', contractCode: 'BTC-USD', priceTick: '0.1' },
    ];
    expect(pickSwap(swaps)?.contractCode).toBe('BTC-USD');
    expect(pickSwap(swaps, 'xrp')).toBeUndefined();
  });
});

describe('deliveryTickerSymbol', () => {
  it('names the merged ticker by symbol and short type', () => {
    expect(deliveryTickerSymbol('BTC', 'quarter')).toBe('BTC_CQ');
    expect(deliveryTickerSymbol('btc', 'this_week')).toBe('BTC_CW');
    expect(deliveryTickerSymbol('BTC', 'next_week')).toBe('BTC_NW');
    expect(deliveryTickerSymbol('BTC', 'quarter', 'NQ')).toBe('BTC_NQ');
  });
});

describe('resolveFuturesOrigin', () => {
  it('keeps the origin of a configured http(s) URL', () => {
    expect(resolveFuturesOrigin({ FUTURES_ORIGIN: 'https://futures.example.com' })).toBe('https://futures.example.com');
    expect(resolveFuturesOrigin({ FUTURES_ORIGIN: 'http://127.0.0.1:4010/some/path?x=1' })).toBe('http://127.0.0.1:4010');
  });

  it.each([
    undefined,
    '',
    'javascript:alert(1)',
    '//evil.example',
    'futures.example.com',
    'ftp://futures.example.com',
    'https://user:pass@futures.example.com',
    'https://',
  ])('refuses %j', (value) => {
    expect(resolveFuturesOrigin({ FUTURES_ORIGIN: value })).toBe('');
  });
});

describe('futuresOriginFor', () => {
  it('takes the configured futures host', () => {
    expect(futuresOriginFor({ FUTURES_ORIGIN: 'https://futures.example.com/x', MOCK_ORIGIN: 'http://127.0.0.1:4110' })).toBe('https://futures.example.com');
  });

  it("falls back to the mock backend's stand-in pages, never to this host", () => {
    expect(futuresOriginFor({ MOCK_ORIGIN: 'http://127.0.0.1:4110/' })).toBe('http://127.0.0.1:4110');
    expect(futuresOriginFor({})).toBe('http://127.0.0.1:4010');
    expect(futuresOriginFor({ FUTURES_ORIGIN: 'javascript:alert(1)' })).toBe('http://127.0.0.1:4010');
  });

  it('keeps the paths relative without the mock and without a configured host', () => {
    expect(futuresOriginFor({ MOCK: 'off', MOCK_ORIGIN: 'http://127.0.0.1:4110' })).toBe('');
    expect(futuresOriginFor({ MOCK: 'off', FUTURES_ORIGIN: 'https://futures.example.com' })).toBe('https://futures.example.com');
  });
});

describe('contract page paths', () => {
  it('builds the three futures pages, relative by default', () => {
    expect(contractExchangePath('btc', 'quarter')).toBe('/zh-cn/contract/exchange/#symbol=BTC&&contract_type=quarter&&src=spot');
    expect(swapExchangePath('BTC')).toBe('/zh-cn/swap/exchange/#symbol=BTC');
    expect(linearSwapExchangePath('btc-usdt')).toBe('/zh-cn/linear_swap/exchange/#contract_code=BTC-USDT');
  });

  it('puts a configured futures origin in front', () => {
    const origin = 'https://futures.example.com';
    expect(swapExchangePath('BTC', { origin })).toBe('https://futures.example.com/zh-cn/swap/exchange/#symbol=BTC');
    expect(contractExchangePath('BTC', 'quarter', { origin, lang: 'en-us' })).toBe(
      'https://futures.example.com/en-us/contract/exchange/#symbol=BTC&&contract_type=quarter&&src=spot',
    );
  });

  it('ignores an origin that is not a bare http(s) origin, so no link leaves for a forged host', () => {
    for (const origin of ['javascript:alert(1)', '//evil.example', 'https://futures.example.com/path', 'evil.example']) {
      expect(swapExchangePath('BTC', { origin })).toBe('/zh-cn/swap/exchange/#symbol=BTC');
    }
  });

  it('encodes values so they cannot add fragment parameters', () => {
    expect(contractExchangePath('BTC&&src=x', 'quarter')).toBe('/zh-cn/contract/exchange/#symbol=BTC%26%26SRC%3DX&&contract_type=quarter&&src=spot');
  });
});
