import { describe, expect, it } from 'vitest';
import { csvTime } from '@/lib/records';
import { csvField, csvRecord, ORDER_CSV_HEADER, orderKindLabel, ordersToCsv, toOrder, type Order } from '@/lib/trading';

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '1',
    symbol: 'btcusdt',
    type: 'buy-limit',
    side: 'buy',
    source: 'web',
    state: 'filled',
    price: '30000.1',
    amount: '0.5',
    filledAmount: '0.5',
    filledCashAmount: '15000.05',
    filledFees: '0.001',
    filledPoints: '0',
    feeDeductCurrency: null,
    // 2021-09-03 01:50:35.224 UTC
    createdAt: 1630633835224,
    canceledAt: null,
    stopPrice: null,
    operator: null,
    ...overrides,
  };
}

describe('ordersToCsv', () => {
  it('starts with the Chinese header row (the order id last) and ends every line with CRLF', () => {
    expect(ordersToCsv([])).toBe('时间,币对,方向,类型,价格,数量,成交量,成交额,手续费,状态,订单号\r\n');
    expect(ORDER_CSV_HEADER).toHaveLength(11);
  });

  it('writes one record per order with labels and decimal strings as they are', () => {
    const csv = ordersToCsv(
      [order(), order({ id: '2', symbol: 'ethbtc', type: 'sell-market', side: 'sell', state: 'partial-canceled', price: '0', amount: '0.000000012345678901234' })],
      { utcOffsetMinutes: 480 },
    );
    expect(csv.split('\r\n')).toEqual([
      '时间,币对,方向,类型,价格,数量,成交量,成交额,手续费,状态,订单号',
      '2021-09-03 09:50:35,BTCUSDT,买入,限价,30000.1,0.5,0.5,15000.05,0.001,已成交,1',
      '2021-09-03 09:50:35,ETHBTC,卖出,市价,0,0.000000012345678901234,0.5,15000.05,0.001,部分成交,2',
      '',
    ]);
  });

  it('uses the pair label it is given and reads history records in the legacy spelling', () => {
    const fromWire = toOrder({ id: 9, symbol: 'ethusdt', type: 'buy-stop-limit', state: 'canceled', price: '100.10', amount: '2', 'field-amount': '1', 'field-cash-amount': '100.1', 'field-fees': '0.002', 'created-at': 1494901162595 });
    expect(fromWire).not.toBeNull();
    const csv = ordersToCsv(fromWire === null ? [] : [fromWire], { utcOffsetMinutes: 0, pairLabel: (symbol) => `${symbol.slice(0, 3).toUpperCase()}/${symbol.slice(3).toUpperCase()}` });
    expect(csv.split('\r\n')[1]).toBe('2017-05-16 02:19:22,ETH/USDT,买入,止盈止损,100.1,2,1,100.1,0.002,已撤销,9');
  });

  it('quotes and neutralises hostile pair labels', () => {
    const csv = ordersToCsv([order()], { utcOffsetMinutes: 0, pairLabel: () => '=HYPERLINK("http://x","a,b")' });
    expect(csv.split('\r\n')[1]).toBe('2021-09-03 01:50:35,"\'=HYPERLINK(""http://x"",""a,b"")",买入,限价,30000.1,0.5,0.5,15000.05,0.001,已成交,1');
  });

  it('writes the time in the runtime time zone when no offset is given', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai';
    try {
      expect(ordersToCsv([order()]).split('\r\n')[1]?.startsWith('2021-09-03 09:50:35,')).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leaves the time empty for an order without one', () => {
    expect(ordersToCsv([order({ createdAt: 0 })], { utcOffsetMinutes: 0 }).split('\r\n')[1]?.startsWith(',BTCUSDT,')).toBe(true);
  });
});

describe('csvField', () => {
  it('leaves plain text and decimals untouched', () => {
    expect(csvField('0.00012300')).toBe('0.00012300');
    expect(csvField('已成交')).toBe('已成交');
    expect(csvField('')).toBe('');
  });

  it('quotes fields with a comma, a quote or a line break and doubles inner quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes a field that a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('1=1')).toBe('1=1');
  });
});

describe('csvRecord', () => {
  it('joins fields with commas', () => {
    expect(csvRecord(['a', 'b,c', '=d'])).toBe('a,"b,c",\'=d');
  });
});

describe('orderKindLabel', () => {
  it('names the kind of a sided wire type and keeps unknown kinds', () => {
    expect(orderKindLabel('buy-limit')).toBe('限价');
    expect(orderKindLabel('sell-market')).toBe('市价');
    expect(orderKindLabel('sell-stop-limit')).toBe('止盈止损');
    expect(orderKindLabel('buy-ioc')).toBe('IOC');
    expect(orderKindLabel('buy-limit-maker')).toBe('只做Maker');
    expect(orderKindLabel('sell-limit-grid')).toBe('limit-grid');
  });
});

describe('csvTime (the time column)', () => {
  it('formats at the offset, across a day boundary, and is empty without a time', () => {
    expect(csvTime(1630633835224, 0)).toBe('2021-09-03 01:50:35');
    expect(csvTime(1630633835224, -120)).toBe('2021-09-02 23:50:35');
    expect(csvTime(0, 480)).toBe('');
    expect(csvTime(Number.NaN, 0)).toBe('');
  });
});
