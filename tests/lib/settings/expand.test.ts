import { describe, expect, it } from 'vitest';
import {
  V1_CHAIN_KEYS,
  V1_MARKET_SYMBOL_KEYS,
  V2_CURRENCY_KEYS,
  V2_SYMBOL_KEYS,
  camelCaseKey,
  expandKeys,
  expandV1Chain,
  expandV1MarketSymbol,
  expandV2Currency,
  expandV2Symbol,
} from '@/lib/settings';
import { fixtureRecords } from './fixtures';

describe('v2 symbols', () => {
  it('expands the fixture record to the full names', () => {
    const [record] = fixtureRecords('rest_v2_settings_common_symbols.json');
    expect(expandV2Symbol(record!)).toEqual({
      tags: '',
      state: 'online',
      withdraw_risk: '1.5',
      symbol_code: 'ethusdt',
      partitions: [{ id: 9, name: 'Grayscale', weight: 91 }],
      base_currency_display_name: 'ETH',
      quote_currency_display_name: 'USDT',
      etp_leverage_ratio: null,
      trade_price_precision: 2,
      trade_amount_precision: 4,
      fee_precision: 8,
      super_margin_leverage_ratio: null,
      funding_leverage_ratio: null,
      white_enabled: false,
      country_disabled: false,
      trade_enabled: true,
      symbol_partition: 'main',
      direction: null,
      base_currency: 'eth',
      quote_currency: 'usdt',
      trade_open_at: 1514779200000,
      trade_total_precision: 8,
      weight: 999400000,
      leverage_ratio: 5,
      display_name: 'ETH/USDT',
    });
  });

  it('maps the call-auction and margin-state keys', () => {
    expect(expandV2Symbol({ ca1oa: 1, ca2oa: 2, castate: 'open', si: 'online', scr: 'offline' })).toEqual({
      call_auction_1_open_at: 1,
      call_auction_2_open_at: 2,
      call_auction_state: 'open',
      state_isolated: 'online',
      state_cross: 'offline',
    });
  });
});

describe('v1 market symbols', () => {
  it('expands the fixture record to the legacy names in snake case', () => {
    const [record] = fixtureRecords('rest_v1_settings_common_market_symbols.json');
    expect(expandV1MarketSymbol(record!)).toEqual({
      symbol: 'btc3lusdt',
      state: 'online',
      base_currency: 'btc3l',
      quote_currency: 'usdt',
      price_precision: 4,
      amount_precision: 4,
      symbol_partition: 'main',
      value_precision: 8,
      min_order_amt: 0.01,
      max_order_amt: 199.0515,
      min_order_value: 5,
      limit_order_min_order_amt: 0.01,
      limit_order_max_order_amt: 199.0515,
      limit_order_max_buy_amt: 199.0515,
      limit_order_max_sell_amt: 199.0515,
      sell_market_min_order_amt: 0.01,
      buy_limit_must_less_than: 1.1,
      sell_limit_must_greater_than: 0.9,
      sell_market_max_order_amt: 199.0515,
      buy_market_max_order_value: 2500,
      market_sell_order_rate_must_less_than: 0.1,
      market_buy_order_rate_must_less_than: 0.1,
      max_order_value: 2500,
      underlying: 'btcusdt',
      mgmt_fee_rate: 0.035,
      charge_time: '23:55:00',
      rebal_time: '00:00:00',
      rebal_threshold: 4,
      init_nav: 16.3568,
      api_trading: 'enabled',
      tags: 'etp,nav,holdinglimit,activities',
    });
  });

  it('maps the keys the fixture lacks', () => {
    expect(expandV1MarketSymbol({ lr: 3, smlr: 3, flr: 3, castate: 'x' })).toEqual({
      leverage_ratio: 3,
      super_margin_leverage_ratio: 3,
      funding_leverage_ratio: 3,
      call_auction_state: 'x',
    });
  });
});

describe('v2 currencies', () => {
  it('reads sc and qc as safe confirms and "is a quote currency"', () => {
    const expanded = expandV2Currency({ cc: 'usdt', dn: 'USDT', fn: 'Tether', sc: 12, qc: true, fc: 6, v: true, state: 'online', tags: '' });
    expect(expanded).toEqual({
      currency_code: 'usdt',
      display_name: 'USDT',
      full_name: 'Tether',
      safe_confirms: 12,
      is_quote_currency: true,
      fast_confirms: 6,
      visible: true,
      state: 'online',
      tags: '',
    });
  });

  it('maps every listed key', () => {
    const record = Object.fromEntries(Object.keys(V2_CURRENCY_KEYS).map((key) => [key, key]));
    const expanded = expandV2Currency(record);
    expect(Object.keys(expanded).sort()).toEqual(Object.values(V2_CURRENCY_KEYS).sort());
    expect(expanded).toMatchObject({
      asset_type: 'at',
      withdraw_precision: 'wp',
      fee_type: 'ft',
      deposit_min_amount: 'dma',
      withdraw_min_amount: 'wma',
      show_precision: 'sp',
      weight: 'w',
      white_enabled: 'whe',
      country_disabled: 'cd',
      deposit_enabled: 'de',
      withdraw_enabled: 'wed',
      suspend_withdraw_desc: 'swd',
      withdraw_desc: 'wd',
      suspend_deposit_desc: 'sdd',
      deposit_desc: 'dd',
      suspend_visible_desc: 'svd',
    });
  });
});

describe('v1 chains', () => {
  it('camel-cases abbreviated, kebab and snake keys', () => {
    const expanded = expandV1Chain({
      chain: 'trc20usdt',
      currency: 'usdt',
      ct: 'plain',
      ac: 'trx',
      default: true,
      de: true,
      we: false,
      awt: false,
      adt: false,
      ao: false,
      sda: 'a',
      swa: 'b',
      'deposit-desc': 'd',
      'suspend-withdraw-desc': 's',
      'replace-chain-info-desc': 'r',
      withdraw_tips_desc: 't',
    });
    expect(expanded).toEqual({
      chain: 'trc20usdt',
      currency: 'usdt',
      chainType: 'plain',
      addressChain: 'trx',
      isDefault: true,
      depositEnable: true,
      withdrawEnable: false,
      addrWithTag: false,
      addrDepositTag: false,
      addrOneOff: false,
      suspendDepositAnnouncement: 'a',
      suspendWithdrawAnnouncement: 'b',
      depositDesc: 'd',
      suspendWithdrawDesc: 's',
      replaceChainInfoDesc: 'r',
      withdrawTipsDesc: 't',
    });
  });

  it.each([
    ['deposit-tips-desc', 'depositTipsDesc'],
    ['suspend_visible_desc', 'suspendVisibleDesc'],
    ['chain', 'chain'],
    ['erc20-v2', 'erc20V2'],
  ])('camelCaseKey(%s) = %s', (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });
});

describe('expandKeys', () => {
  it('keeps unknown keys and does not change the input', () => {
    const record = { sc: 'btcusdt', brand_new: 1 };
    expect(expandKeys(record, V2_SYMBOL_KEYS)).toEqual({ symbol_code: 'btcusdt', brand_new: 1 });
    expect(record).toEqual({ sc: 'btcusdt', brand_new: 1 });
  });

  it('ignores inherited names and keeps a __proto__ key as plain data', () => {
    const record = JSON.parse('{"constructor":"c","toString":"t","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const expanded = expandKeys(record, V1_CHAIN_KEYS);
    expect(expanded.constructor).toBe('c');
    expect(Object.hasOwn(expanded, '__proto__')).toBe(true);
    expect((expanded as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('gives different full names per endpoint for the same abbreviation', () => {
    expect(V2_SYMBOL_KEYS.sc).toBe('symbol_code');
    expect(V2_CURRENCY_KEYS.sc).toBe('safe_confirms');
    expect(V2_SYMBOL_KEYS.qc).toBe('quote_currency');
    expect(V2_CURRENCY_KEYS.qc).toBe('is_quote_currency');
    expect(V1_MARKET_SYMBOL_KEYS.ct).toBe('charge_time');
    expect(V1_CHAIN_KEYS.ct).toBe('chainType');
  });
});
