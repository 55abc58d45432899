import { describe, expect, it } from 'vitest';
import {
  amountFromTotal,
  balanceShareFill,
  orderSummaryOf,
  type OrderInput,
  orderInputFields,
  percentOfBalance,
  shareOfBalance,
  type SymbolLimits,
  totalOf,
  validateOrderInput,
} from '@/lib/trading/order-input';
import {
  AMOUNT_NOT_POSITIVE,
  AMOUNT_REQUIRED,
  amountDecimalsMessage,
  INSUFFICIENT_BALANCE,
  INVALID_NUMBER,
  minAmountMessage,
  minTotalMessage,
  PRICE_NOT_POSITIVE,
  PRICE_REQUIRED,
  priceDecimalsMessage,
  STOP_PRICE_REQUIRED,
  stopPriceDecimalsMessage,
  TOTAL_NOT_POSITIVE,
  TOTAL_REQUIRED,
  totalDecimalsMessage,
} from '@/lib/trading/input-messages';

const limits: SymbolLimits = {
  pricePrecision: 2,
  amountPrecision: 4,
  totalPrecision: 6,
  quoteDisplayName: 'usdt',
  minOrderAmount: '0.001',
  minOrderValue: '5',
};

function input(overrides: Partial<OrderInput>): OrderInput {
  return { side: 'buy', mode: 'limit', symbolLimits: limits, ...overrides };
}

describe('messages', () => {
  it('name the field, the precision and the minimum', () => {
    expect(PRICE_REQUIRED).toBe('请输入价格');
    expect(AMOUNT_REQUIRED).toBe('请输入数量');
    expect(INVALID_NUMBER).toBe('请输入有效的数字');
    expect(PRICE_NOT_POSITIVE).toBe('价格必须大于0');
    expect(AMOUNT_NOT_POSITIVE).toBe('数量必须大于0');
    expect(priceDecimalsMessage(2)).toBe('价格最多2位小数');
    expect(amountDecimalsMessage(4)).toBe('数量最多4位小数');
    expect(minAmountMessage('0.001')).toBe('数量不能小于 0.001');
    expect(minTotalMessage('5', 'usdt')).toBe('交易额不能小于 5 USDT');
    expect(INSUFFICIENT_BALANCE).toBe('可用余额不足');
  });
});

describe('orderInputFields', () => {
  it('lists the fields each order asks for', () => {
    expect(orderInputFields('buy', 'limit')).toEqual(['price', 'amount']);
    expect(orderInputFields('buy', 'market')).toEqual(['total']);
    expect(orderInputFields('sell', 'market')).toEqual(['amount']);
    expect(orderInputFields('sell', 'stop-limit')).toEqual(['stopPrice', 'price', 'amount']);
    expect(orderInputFields('buy', 'algo')).toEqual(['stopPrice', 'price', 'amount']);
    expect(orderInputFields('buy', 'algo', 'market')).toEqual(['stopPrice', 'total']);
    expect(orderInputFields('sell', 'algo', 'market')).toEqual(['stopPrice', 'amount']);
  });
});

describe('validateOrderInput', () => {
  it('accepts a limit buy and gives its total', () => {
    expect(validateOrderInput(input({ price: '1,000.5', amount: '０．０１', available: '100' }))).toEqual({
      ok: true,
      values: { price: '1000.5', stopPrice: null, amount: '0.01', total: '10.005' },
    });
  });

  it('accepts a market buy by value and a market sell by amount', () => {
    expect(validateOrderInput(input({ mode: 'market', total: '20', price: 'ignored', available: '20' }))).toEqual({
      ok: true,
      values: { price: null, stopPrice: null, amount: null, total: '20' },
    });
    expect(validateOrderInput(input({ side: 'sell', mode: 'market', amount: '0.5', available: '1' }))).toEqual({
      ok: true,
      values: { price: null, stopPrice: null, amount: '0.5', total: null },
    });
  });

  it('accepts a stop-limit and an algo market order with their trigger price', () => {
    expect(validateOrderInput(input({ side: 'sell', mode: 'stop-limit', stopPrice: '99', price: '98', amount: '1' }))).toMatchObject({
      ok: true,
      values: { stopPrice: '99', price: '98', amount: '1', total: '98' },
    });
    expect(validateOrderInput(input({ mode: 'algo', algoKind: 'market', stopPrice: '99', total: '10' }))).toMatchObject({
      ok: true,
      values: { stopPrice: '99', price: null, total: '10' },
    });
  });

  it('asks for every empty field the order needs', () => {
    expect(validateOrderInput(input({ price: ' ', amount: '' }))).toEqual({ ok: false, errors: { price: PRICE_REQUIRED, amount: AMOUNT_REQUIRED } });
    expect(validateOrderInput(input({ mode: 'market' }))).toEqual({ ok: false, errors: { total: TOTAL_REQUIRED } });
    expect(validateOrderInput(input({ mode: 'stop-limit', price: '1', amount: '1' }))).toEqual({
      ok: false,
      errors: { stopPrice: STOP_PRICE_REQUIRED },
    });
  });

  it('rejects text that is not a number', () => {
    expect(validateOrderInput(input({ price: 'abc', amount: '1,2' }))).toEqual({
      ok: false,
      errors: { price: INVALID_NUMBER, amount: INVALID_NUMBER },
    });
  });

  it('rejects zero and negative values', () => {
    expect(validateOrderInput(input({ price: '0', amount: '-1' }))).toEqual({
      ok: false,
      errors: { price: PRICE_NOT_POSITIVE, amount: AMOUNT_NOT_POSITIVE },
    });
    expect(validateOrderInput(input({ mode: 'market', total: '0.000' }))).toEqual({ ok: false, errors: { total: TOTAL_NOT_POSITIVE } });
  });

  it('rejects more decimals than the symbol allows, judged by value', () => {
    expect(validateOrderInput(input({ price: '1.001', amount: '0.00001' }))).toEqual({
      ok: false,
      errors: { price: priceDecimalsMessage(2), amount: amountDecimalsMessage(4) },
    });
    expect(validateOrderInput(input({ mode: 'market', total: '10.0000001' }))).toEqual({
      ok: false,
      errors: { total: totalDecimalsMessage(6) },
    });
    expect(validateOrderInput(input({ mode: 'stop-limit', stopPrice: '1.123', price: '1', amount: '10' }))).toEqual({
      ok: false,
      errors: { stopPrice: stopPriceDecimalsMessage(2) },
    });
    expect(validateOrderInput(input({ price: '10.500', amount: '1' })).ok).toBe(true);
    expect(validateOrderInput(input({ price: '10.', amount: '.5' }))).toMatchObject({ ok: true, values: { price: '10', amount: '0.5' } });
  });

  it('rejects amounts and totals below the symbol minimums', () => {
    expect(validateOrderInput(input({ price: '1000', amount: '0.0009' }))).toEqual({
      ok: false,
      errors: { amount: minAmountMessage('0.001') },
    });
    // A limit order shows no total field: its total's message is at the amount.
    expect(validateOrderInput(input({ price: '1000', amount: '0.004' }))).toEqual({
      ok: false,
      errors: { amount: minTotalMessage('5', 'usdt') },
    });
    expect(validateOrderInput(input({ side: 'sell', price: '1000', amount: '0.004' }))).toEqual({
      ok: false,
      errors: { amount: '交易额不能小于 5 USDT' },
    });
    expect(validateOrderInput(input({ mode: 'market', total: '4.99' }))).toEqual({
      ok: false,
      errors: { total: '交易额不能小于 5 USDT' },
    });
    expect(validateOrderInput(input({ side: 'sell', mode: 'market', amount: '0.0001' }))).toEqual({
      ok: false,
      errors: { amount: '数量不能小于 0.001' },
    });
    expect(validateOrderInput(input({ price: '1000', amount: '0.005' })).ok).toBe(true);
  });

  it('skips minimums the symbol data does not give', () => {
    const open = { ...limits, minOrderAmount: null, minOrderValue: 'n/a' };
    expect(validateOrderInput(input({ price: '0.01', amount: '0.0001', symbolLimits: open })).ok).toBe(true);
  });

  it('rejects spending more than the available balance', () => {
    // A limit buy's total (price × amount) is what it spends; the message is at the amount.
    expect(validateOrderInput(input({ price: '100', amount: '1.0001', available: '100' }))).toEqual({
      ok: false,
      errors: { amount: INSUFFICIENT_BALANCE },
    });
    expect(validateOrderInput(input({ mode: 'stop-limit', stopPrice: '99', price: '100', amount: '2', available: '150' }))).toEqual({
      ok: false,
      errors: { amount: INSUFFICIENT_BALANCE },
    });
    expect(validateOrderInput(input({ price: '100', amount: '1', available: '100' })).ok).toBe(true);
    expect(validateOrderInput(input({ side: 'sell', price: '100', amount: '2', available: '1.5' }))).toEqual({
      ok: false,
      errors: { amount: INSUFFICIENT_BALANCE },
    });
    expect(validateOrderInput(input({ mode: 'market', total: '50', available: '49.99' }))).toEqual({
      ok: false,
      errors: { total: INSUFFICIENT_BALANCE },
    });
  });

  it('keeps the minimum message over the balance message on the same field', () => {
    expect(validateOrderInput(input({ mode: 'market', total: '4', available: '1' }))).toEqual({
      ok: false,
      errors: { total: minTotalMessage('5', 'usdt') },
    });
  });

  it('does not check a balance it does not know', () => {
    expect(validateOrderInput(input({ price: '100', amount: '1000', available: null })).ok).toBe(true);
    expect(validateOrderInput(input({ price: '100', amount: '1000', available: 'loading' })).ok).toBe(true);
  });
});

describe('balance slider', () => {
  it('takes a share of the base balance for a sell, rounded down', () => {
    expect(percentOfBalance('1.23456', 50, '100', 'sell', 4)).toBe('0.6172');
    expect(percentOfBalance('1.23456', '100', null, 'sell', 4)).toBe('1.2345');
    expect(percentOfBalance('2', 0, null, 'sell', 4)).toBe('0');
  });

  it('converts a share of the quote balance at the price for a buy', () => {
    expect(percentOfBalance('100', 25, '3', 'buy', 4)).toBe('8.3333');
    expect(percentOfBalance('100', 100, '30000', 'buy', 6)).toBe('0.003333');
  });

  it('clamps the percent to 0-100', () => {
    expect(percentOfBalance('10', 150, null, 'sell', 2)).toBe('10');
    expect(percentOfBalance('10', -5, null, 'sell', 2)).toBe('0');
  });

  it('gives null without numbers or without a positive buy price', () => {
    expect(percentOfBalance('abc', 50, '1', 'sell', 4)).toBeNull();
    expect(percentOfBalance('10', 'half', '1', 'sell', 4)).toBeNull();
    expect(percentOfBalance('10', 50, '0', 'buy', 4)).toBeNull();
    expect(percentOfBalance('10', 50, undefined, 'buy', 4)).toBeNull();
    expect(percentOfBalance('-10', 50, '1', 'buy', 4)).toBeNull();
  });

  it('takes a share of a balance as it is, e.g. the quote value of a market buy', () => {
    expect(shareOfBalance('99.999999', 50, 6)).toBe('49.999999');
    expect(shareOfBalance('99.999999', 50, 2)).toBe('49.99');
  });
});

describe('limit order total and amount', () => {
  it('multiply and divide in decimal, rounded down', () => {
    expect(totalOf('0.1', '0.2', 8)).toBe('0.02');
    expect(totalOf('1.999', '1.999', 2)).toBe('3.99');
    expect(amountFromTotal('10', '3', 4)).toBe('3.3333');
  });

  it('give null for bad input', () => {
    expect(totalOf('x', '1', 2)).toBeNull();
    expect(amountFromTotal('10', '0', 4)).toBeNull();
    expect(amountFromTotal('ten', '2', 4)).toBeNull();
  });
});

describe('balanceShareFill', () => {
  const base = { percent: 50, price: '100', amountPrecision: 4, totalPrecision: 2 };

  it('fills a market buy’s value with a share of the quote', () => {
    expect(balanceShareFill({ ...base, side: 'buy', mode: 'market', spendable: '1000.555' })).toEqual({ field: 'total', value: '500.27' });
    expect(balanceShareFill({ ...base, side: 'buy', mode: 'algo', algoKind: 'market', spendable: '10' })).toEqual({ field: 'total', value: '5' });
  });

  it('fills a limit buy’s amount with the quote share at the price, and a sell’s with the base share', () => {
    expect(balanceShareFill({ ...base, side: 'buy', mode: 'limit', spendable: '1000' })).toEqual({ field: 'amount', value: '5' });
    expect(balanceShareFill({ ...base, side: 'sell', mode: 'limit', spendable: '0.33333' })).toEqual({ field: 'amount', value: '0.1666' });
    expect(balanceShareFill({ ...base, side: 'sell', mode: 'market', price: '', spendable: '2' })).toEqual({ field: 'amount', value: '1' });
  });

  it('fills nothing without a balance or, for a limit buy, a price', () => {
    expect(balanceShareFill({ ...base, side: 'buy', mode: 'limit', spendable: null })).toBeNull();
    expect(balanceShareFill({ ...base, side: 'buy', mode: 'limit', price: '', spendable: '1000' })).toBeNull();
  });
});

describe('orderSummaryOf', () => {
  const values = { stopPrice: '99', price: '98', amount: '1', total: '98' };

  it('lists price and amount of a limit order, the value of a market buy', () => {
    expect(orderSummaryOf('buy', 'stop-limit', 'limit', values)).toEqual({
      side: 'buy',
      mode: 'stop-limit',
      algoKind: 'limit',
      stopPrice: '99',
      price: '98',
      amount: '1',
      total: null,
    });
    expect(orderSummaryOf('buy', 'algo', 'market', { ...values, price: null, amount: null, total: '10' })).toMatchObject({ price: null, amount: null, total: '10' });
    expect(orderSummaryOf('sell', 'market', 'limit', { ...values, price: null, total: null })).toMatchObject({ price: null, amount: '1', total: null });
  });
});
