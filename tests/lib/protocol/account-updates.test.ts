import { describe, expect, it } from 'vitest';
import {
  type AccountBalances,
  applyBalanceChange,
  type BalanceChange,
  toBalanceChange,
  toOrderUpdate,
} from '@/lib/protocol/account-updates';

// PROTOCOL.md 3.5, mode 1: an available change without balance.
const PROTOCOL_PUSH = {
  currency: 'btc',
  accountId: 33385,
  available: '2028.699426619837209087',
  changeType: 'order.match',
  accountType: 'trade',
  seqNum: '86872993928',
  changeTime: 1574393385167,
};

function snapshotOf(currency: string, balance: string, available: string, seqNum: string) {
  return { currency, accountId: 33385, balance, available, changeType: null, accountType: 'trade', seqNum, changeTime: null };
}

function change(data: unknown): BalanceChange {
  const result = toBalanceChange(data);
  if (!result) throw new Error('unreadable change');
  return result;
}

function applyAll(messages: unknown[], start: AccountBalances = {}): AccountBalances {
  return messages.reduce<AccountBalances>((balances, message) => applyBalanceChange(balances, change(message)), start);
}

describe('toBalanceChange', () => {
  it('reads the PROTOCOL example, leaving the absent balance undefined', () => {
    const result = change(PROTOCOL_PUSH);
    expect(result).toEqual({
      accountId: 33385,
      accountType: 'trade',
      currency: 'btc',
      available: '2028.699426619837209087',
      changeType: 'order.match',
      changeTime: 1574393385167,
      seqNum: '86872993928',
      snapshot: false,
    });
    expect('balance' in result).toBe(false);
  });

  it('marks a snapshot entry by its null changeType', () => {
    expect(change(snapshotOf('usdt', '10.5', '10.5', '1'))).toMatchObject({ snapshot: true, changeType: null, changeTime: null, balance: '10.5' });
  });

  it('normalises amounts, keeps negative loan balances and reads the legacy hyphen change types', () => {
    const result = change({ ...PROTOCOL_PUSH, balance: '-1.2300', available: '1e-7', changeType: 'order-fee-refund', currency: 'BTC' });
    expect(result).toMatchObject({ balance: '-1.23', available: '0.0000001', changeType: 'order.fee-refund', currency: 'btc' });
  });

  it('keeps a long seqNum as text and reads a numeric one', () => {
    expect(change({ ...PROTOCOL_PUSH, seqNum: '94883183253367123' }).seqNum).toBe('94883183253367123');
    expect(change({ ...PROTOCOL_PUSH, seqNum: 42 }).seqNum).toBe('42');
    expect(change({ ...PROTOCOL_PUSH, seqNum: 'x' }).seqNum).toBeNull();
  });

  it.each([
    ['no object', 'btc'],
    ['null', null],
    ['no accountId', { ...PROTOCOL_PUSH, accountId: undefined }],
    ['a fractional accountId', { ...PROTOCOL_PUSH, accountId: 1.5 }],
    ['no currency', { ...PROTOCOL_PUSH, currency: '' }],
    ['an unreadable available', { ...PROTOCOL_PUSH, available: 'lots' }],
    ['an unreadable balance', { ...PROTOCOL_PUSH, balance: {} }],
  ])('gives null for %s', (_name, data) => {
    expect(toBalanceChange(data)).toBeNull();
  });
});

describe('applyBalanceChange', () => {
  it('fills every currency from the snapshot, then applies deltas where absent means unchanged', () => {
    const balances = applyAll([
      snapshotOf('btc', '2030', '2030', '100'),
      snapshotOf('usdt', '500', '450', '101'),
      PROTOCOL_PUSH,
      { ...PROTOCOL_PUSH, currency: 'usdt', available: undefined, balance: '480', changeType: 'order.place', seqNum: '102' },
    ]);
    expect(balances).toEqual({
      '33385': {
        btc: { accountType: 'trade', balance: '2030', available: '2028.699426619837209087', seqNum: '86872993928', changeTime: 1574393385167 },
        usdt: { accountType: 'trade', balance: '480', available: '450', seqNum: '102', changeTime: 1574393385167 },
      },
    });
  });

  it('takes mode 1 balance and available changes from separate messages', () => {
    const base = applyAll([snapshotOf('eth', '3', '3', '1')]);
    const afterBalance = applyAll([{ currency: 'eth', accountId: 33385, accountType: 'trade', balance: '2.5', changeType: 'order.match', changeTime: 5, seqNum: '2' }], base);
    expect(afterBalance['33385']?.eth).toMatchObject({ balance: '2.5', available: '3' });
    const afterAvailable = applyAll([{ currency: 'eth', accountId: 33385, accountType: 'trade', available: '2.5', changeType: 'order.match', changeTime: 5, seqNum: '3' }], afterBalance);
    expect(afterAvailable['33385']?.eth).toMatchObject({ balance: '2.5', available: '2.5', seqNum: '3' });
  });

  it('keeps accounts apart and leaves an unknown field null until a message carries it', () => {
    const balances = applyAll([PROTOCOL_PUSH, { ...PROTOCOL_PUSH, accountId: 1, available: '7' }]);
    expect(balances['33385']?.btc).toMatchObject({ balance: null, available: '2028.699426619837209087' });
    expect(balances['1']?.btc).toMatchObject({ balance: null, available: '7' });
  });

  it('does not change its input and returns the same object when nothing changed', () => {
    const before = applyAll([snapshotOf('btc', '1', '1', '1')]);
    const frozen = JSON.stringify(before);
    const after = applyBalanceChange(before, change({ ...PROTOCOL_PUSH, available: '0.5' }));
    expect(JSON.stringify(before)).toBe(frozen);
    expect(after).not.toBe(before);
    expect(applyBalanceChange(before, change(snapshotOf('btc', '1', '1', '1')))).toBe(before);
  });
});

// The shape of orders#symbol pushes (trade and cancellation events).
const TRADE_EVENT = {
  eventType: 'trade',
  symbol: 'btcusdt',
  tradePrice: '76.000000000000000000',
  tradeVolume: '1.013157894736842100',
  orderId: 99998888,
  type: 'buy-limit',
  clientOrderId: 'a001',
  orderSource: 'spot-api',
  orderPrice: '15000',
  orderSize: '0.01',
  orderStatus: 'partial-filled',
  tradeId: 919219323232,
  tradeTime: 998787897878,
  aggressor: true,
  remainAmt: '0.000000000000000400000000000000000000',
  execAmt: '2',
  accountId: 123,
};

describe('toOrderUpdate', () => {
  it('reads a trade event with decimal strings', () => {
    expect(toOrderUpdate(TRADE_EVENT)).toEqual({
      orderId: '99998888',
      symbol: 'btcusdt',
      eventType: 'trade',
      status: 'partial-filled',
      state: 'partial-filled',
      type: 'buy-limit',
      side: 'buy',
      accountId: 123,
      clientOrderId: 'a001',
      orderPrice: '15000',
      orderSize: '0.01',
      orderValue: null,
      tradePrice: '76',
      tradeVolume: '1.0131578947368421',
      tradeId: '919219323232',
      remainAmt: '0.0000000000000004',
      execAmt: '2',
      time: 998787897878,
    });
  });

  it('reads a cancellation and an older push without event type', () => {
    const cancel = toOrderUpdate({ eventType: 'cancellation', symbol: 'ETHUSDT', orderId: '27163533', type: 'sell-limit', orderStatus: 'canceled', remainAmt: '1', lastActTime: 1583853365586 });
    expect(cancel).toMatchObject({ state: 'canceled', side: 'sell', symbol: 'ethusdt', time: 1583853365586, tradePrice: null });
    expect(toOrderUpdate({ symbol: 'btcusdt', orderId: 1, orderStatus: 'submitted' })).toMatchObject({ eventType: null, state: 'submitted', type: null, side: null });
  });

  it('keeps a status the order list does not know and a trigger side from orderSide', () => {
    expect(toOrderUpdate({ eventType: 'trigger', symbol: 'btcusdt', orderId: 5, orderSide: 'sell', orderStatus: 'rejected' })).toMatchObject({
      status: 'rejected',
      state: null,
      side: 'sell',
    });
  });

  it.each([
    ['no object', []],
    ['no order id', { ...TRADE_EVENT, orderId: undefined }],
    ['an unsafe numeric order id', { ...TRADE_EVENT, orderId: 2 ** 60 }],
    ['no symbol', { ...TRADE_EVENT, symbol: ' ' }],
    ['neither status nor event type', { ...TRADE_EVENT, orderStatus: undefined, eventType: undefined }],
  ])('gives null for %s', (_name, data) => {
    expect(toOrderUpdate(data)).toBeNull();
  });

  it('leaves an unreadable amount null rather than guessing', () => {
    expect(toOrderUpdate({ ...TRADE_EVENT, tradePrice: 'n/a', orderSize: -1 })).toMatchObject({ tradePrice: null, orderSize: null });
  });
});
