import { describe, expect, it } from 'vitest';
import { buildOrderPayload, type OrderRequest, payloadOrderType } from '@/lib/trading/payload';

const COMMON_KEYS = ['accountId', 'orderPrice', 'orderSide', 'orderType', 'source', 'stopPrice', 'symbol'];
const SIZE_KEYS = [...COMMON_KEYS, 'orderSize'].sort();
const VALUE_KEYS = [...COMMON_KEYS, 'orderValue'].sort();

const base = { accountId: 100, symbol: 'BTCUSDT' } as const;

function keysOf(request: OrderRequest): string[] {
  const payload = buildOrderPayload(request);
  if (payload === null) throw new Error('no payload');
  return Object.keys(payload).sort();
}

describe('payloadOrderType', () => {
  it('maps each mode, an algo order by the kind it places', () => {
    expect(payloadOrderType('limit')).toBe('limit');
    expect(payloadOrderType('market')).toBe('market');
    expect(payloadOrderType('stop-limit')).toBe('stop-limit');
    expect(payloadOrderType('algo')).toBe('limit');
    expect(payloadOrderType('algo', 'market')).toBe('market');
    expect(payloadOrderType('limit', 'market')).toBe('limit');
  });
});

describe('buildOrderPayload', () => {
  it('builds a limit order with its size', () => {
    const request: OrderRequest = { ...base, side: 'sell', mode: 'limit', price: '30000.50', amount: '0.0100', total: '999' };
    expect(buildOrderPayload(request)).toEqual({
      accountId: '100',
      symbol: 'btcusdt',
      orderPrice: '30000.5',
      orderSide: 'sell',
      orderType: 'limit',
      stopPrice: null,
      source: 'web',
      orderSize: '0.01',
    });
    expect(keysOf(request)).toEqual(SIZE_KEYS);
  });

  it('builds a market buy with its value and no price', () => {
    const request: OrderRequest = { ...base, side: 'buy', mode: 'market', price: '30000', amount: '1', total: '250' };
    expect(buildOrderPayload(request)).toEqual({
      accountId: '100',
      symbol: 'btcusdt',
      orderPrice: null,
      orderSide: 'buy',
      orderType: 'market',
      stopPrice: null,
      source: 'web',
      orderValue: '250',
    });
    expect(keysOf(request)).toEqual(VALUE_KEYS);
  });

  it('builds a market sell with its size and no price', () => {
    const request: OrderRequest = { ...base, side: 'sell', mode: 'market', amount: '2', total: '1' };
    expect(buildOrderPayload(request)).toMatchObject({ orderPrice: null, orderType: 'market', orderSize: '2' });
    expect(keysOf(request)).toEqual(SIZE_KEYS);
  });

  it('builds a stop-limit order with its trigger price', () => {
    const request: OrderRequest = { ...base, side: 'buy', mode: 'stop-limit', price: '101', stopPrice: '100', amount: '3' };
    expect(buildOrderPayload(request)).toMatchObject({ orderType: 'stop-limit', orderPrice: '101', stopPrice: '100', orderSize: '3' });
    expect(keysOf(request)).toEqual(SIZE_KEYS);
  });

  it('builds algo orders as the limit or market order they place, with the trigger price', () => {
    const limit: OrderRequest = { ...base, side: 'sell', mode: 'algo', algoKind: 'limit', price: '9', stopPrice: '10', amount: '1' };
    expect(buildOrderPayload(limit)).toMatchObject({ orderType: 'limit', orderPrice: '9', stopPrice: '10', orderSize: '1' });
    const marketBuy: OrderRequest = { ...base, side: 'buy', mode: 'algo', algoKind: 'market', price: '9', stopPrice: '10', total: '50' };
    expect(buildOrderPayload(marketBuy)).toMatchObject({ orderType: 'market', orderPrice: null, stopPrice: '10', orderValue: '50' });
    expect(keysOf(marketBuy)).toEqual(VALUE_KEYS);
  });

  it('drops a stop price the mode does not use', () => {
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'limit', price: '1', stopPrice: '2', amount: '1' })?.stopPrice).toBeNull();
  });

  it('writes numbers as plain decimal text', () => {
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'limit', price: '1e-7', amount: ' 5 ' })).toMatchObject({
      orderPrice: '0.0000001',
      orderSize: '5',
    });
  });

  it('gives null when a needed value is missing or not positive', () => {
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'limit', amount: '1' })).toBeNull();
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'limit', price: '0', amount: '1' })).toBeNull();
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'limit', price: '1', amount: '-1' })).toBeNull();
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'market', amount: '1' })).toBeNull();
    expect(buildOrderPayload({ ...base, side: 'sell', mode: 'market', total: '1' })).toBeNull();
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'stop-limit', price: '1', amount: '1' })).toBeNull();
    expect(buildOrderPayload({ ...base, side: 'buy', mode: 'algo', price: '1', stopPrice: 'abc', amount: '1' })).toBeNull();
    expect(buildOrderPayload({ accountId: ' ', symbol: 'btcusdt', side: 'buy', mode: 'limit', price: '1', amount: '1' })).toBeNull();
    expect(buildOrderPayload({ accountId: 1, symbol: '', side: 'buy', mode: 'limit', price: '1', amount: '1' })).toBeNull();
  });
});
