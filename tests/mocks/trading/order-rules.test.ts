// Reading the two placement payload forms and the stop direction of the app's form.

import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { frozenFor, isTradeError, parseOrderRequest, readDecimal, stopOperatorFor, symbolRules } from '@/mocks/trading/order-rules';

describe('parseOrderRequest', () => {
  it('reads the app form (orderValue for a market buy, orderSize otherwise)', () => {
    const request = parseOrderRequest({ accountId: 7, symbol: 'BTCUSDT', orderSide: 'buy', orderType: 'market', orderValue: 100, source: 'web' });
    expect(isTradeError(request)).toBe(false);
    expect(request).toMatchObject({ accountId: 7, symbol: 'btcusdt', side: 'buy', kind: 'market', source: 'web' });
    expect(parseOrderRequest({ accountId: 7, symbol: 'btcusdt', orderSide: 'buy', orderType: 'market', orderSize: '1' })).toEqual({
      code: 'validation-constraints-required',
      message: 'Field is missing: orderValue',
    });
  });

  it('reads the real form with its stop price and operator', () => {
    const request = parseOrderRequest({ 'account-id': '7', symbol: 'btcusdt', type: 'sell-stop-limit', amount: '0.5', price: '40000', 'stop-price': '41000', operator: 'lte', 'client-order-id': 'c1' });
    expect(request).toMatchObject({ side: 'sell', kind: 'stop-limit', operator: 'lte', clientOrderId: 'c1', source: 'spot-api' });
    expect(parseOrderRequest({ 'account-id': 7, symbol: 'btcusdt', type: 'buy-stop-limit', amount: '1', price: '1', 'stop-price': '1' })).toMatchObject({
      code: 'validation-constraints-required',
    });
  });

  it('refuses bad types, amounts and bodies', () => {
    expect(parseOrderRequest({ 'account-id': 7, symbol: 'btcusdt', type: 'buy-ioc', amount: '1' })).toMatchObject({ code: 'order-type-invalid' });
    expect(parseOrderRequest({ accountId: 7, symbol: 'btcusdt', orderSide: 'buy', orderType: 'limit', orderSize: '-1', orderPrice: '1' })).toMatchObject({
      code: 'order-amount-over-limit',
    });
    expect(parseOrderRequest(null)).toMatchObject({ code: 'validation-constraints-required' });
    expect(parseOrderRequest({ symbol: 'btcusdt' })).toEqual({ code: 'validation-constraints-required', message: 'Field is missing: accountId' });
  });
});

describe('helpers', () => {
  it('reads decimals from strings and numbers only', () => {
    expect(readDecimal('1.50')?.toFixed()).toBe('1.5');
    expect(readDecimal(2)?.toFixed()).toBe('2');
    expect(readDecimal('1e5')).toBeUndefined();
    expect(readDecimal('abc')).toBeUndefined();
    expect(readDecimal(true)).toBeUndefined();
  });

  it('waits for a rise when the stop is above the price and for a fall below', () => {
    expect(stopOperatorFor(new Decimal(101), new Decimal(100))).toBe('gte');
    expect(stopOperatorFor(new Decimal(99), new Decimal(100))).toBe('lte');
  });

  it('locks price × amount of the quote for a buy limit, the value for a market buy and the base for a sell', () => {
    const rules = symbolRules('ethusdt');
    if (!rules) throw new Error('ethusdt missing');
    const amount = new Decimal('2');
    expect(frozenFor({ side: 'buy', kind: 'limit', price: new Decimal('3000.5'), amount }, rules)).toEqual({ currency: 'usdt', amount: new Decimal('6001') });
    expect(frozenFor({ side: 'buy', kind: 'market', amount }, rules)).toEqual({ currency: 'usdt', amount });
    expect(frozenFor({ side: 'sell', kind: 'stop-limit', price: new Decimal(1), amount }, rules)).toEqual({ currency: 'eth', amount });
    expect(symbolRules('nopeusdt')).toBeUndefined();
    expect(symbolRules('xmrusdt')?.tradeEnabled).toBe(false);
  });
});
