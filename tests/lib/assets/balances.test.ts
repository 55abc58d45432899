import { describe, expect, it } from 'vitest';
import {
  aggregateBalances,
  applyBalancePush,
  type AssetBalances,
  type BalanceRow,
  CURRENCY_TOTAL_TYPES,
  mergeBalances,
  sumRowsByCurrency,
  STORE_TOTAL_TYPES,
  sumBalances,
  toAssetBalance,
} from '@/lib/assets/balances';
import { type BalanceChange, toBalanceChange } from '@/lib/protocol/account-updates';

function row(currency: string, type: string, balance: string): BalanceRow {
  return { currency, type, balance };
}

function push(fields: Partial<BalanceChange> & Pick<BalanceChange, 'currency'>): BalanceChange {
  return { accountId: 100, accountType: 'trade', changeType: 'order.match', changeTime: 1000, seqNum: null, snapshot: false, ...fields };
}

describe('balance types', () => {
  it('counts the section 3 types toward a currency and five of them toward the store total', () => {
    expect(CURRENCY_TOTAL_TYPES).toEqual(['trade', 'frozen', 'loan', 'lock', 'interest', 'bank', 'lending', 'earnings']);
    expect(STORE_TOTAL_TYPES).toEqual(['trade', 'frozen', 'loan', 'lock', 'interest']);
  });
});

describe('aggregateBalances', () => {
  it('sums each currency: total over every counted type, all over the store types', () => {
    const balances = aggregateBalances([
      row('usdt', 'trade', '100.5'),
      row('usdt', 'frozen', '10'),
      row('usdt', 'lock', '2'),
      row('usdt', 'loan', '-50'),
      row('usdt', 'interest', '-0.25'),
      row('usdt', 'bank', '1'),
      row('usdt', 'lending', '3'),
      row('usdt', 'earnings', '0.75'),
    ]);
    expect(balances.usdt).toEqual({
      currency: 'usdt',
      byType: { trade: '100.5', frozen: '10', lock: '2', loan: '-50', interest: '-0.25', bank: '1', lending: '3', earnings: '0.75' },
      total: '67',
      all: '62.25',
      available: '100.5',
      frozen: '12',
      changeTime: null,
    });
  });

  it('keeps eighteen decimals exact', () => {
    const balances = aggregateBalances([row('eth', 'trade', '0.000000000000000001'), row('eth', 'frozen', '1.999999999999999999')]);
    expect(balances.eth?.total).toBe('2');
  });

  it('lower-cases and trims currencies and types, and adds a type sent twice', () => {
    const balances = aggregateBalances([row(' BTC ', 'Trade', '1'), row('btc', 'trade', '2'), row('btc', ' FROZEN', '0.5')]);
    expect(Object.keys(balances)).toEqual(['btc']);
    expect(balances.btc?.available).toBe('3');
    expect(balances.btc?.frozen).toBe('0.5');
    expect(balances.btc?.total).toBe('3.5');
  });

  it('gives zeros for a currency with zero rows or only uncounted amounts', () => {
    const balances = aggregateBalances([row('ht', 'trade', '0'), row('ht', 'frozen', '0.000')]);
    expect(balances.ht).toMatchObject({ total: '0', all: '0', available: '0', frozen: '0' });
    const loanOnly = aggregateBalances([row('eos', 'loan', '-3')]);
    expect(loanOnly.eos).toMatchObject({ total: '-3', all: '-3', available: '0', frozen: '0' });
  });

  it('skips uncounted types, empty currencies and amounts that are not plain decimal text', () => {
    const balances = aggregateBalances([
      row('btc', 'debt', '5'),
      row('btc', 'trade', ''),
      row('btc', 'frozen', '１２'),
      row('btc', 'trade', 'invalid'),
      row('', 'trade', '1'),
      row('   ', 'trade', '1'),
      row('eth', 'trade', ' 1.5 '),
    ]);
    expect(Object.keys(balances)).toEqual(['eth']);
    expect(balances.eth?.available).toBe('1.5');
  });

  it('gives nothing for no rows', () => {
    expect(aggregateBalances([])).toEqual({});
  });
});

describe('toAssetBalance and sumBalances', () => {
  it('derives the totals from per-type amounts', () => {
    expect(toAssetBalance('usdt', { trade: '1', lock: '2' }, 5)).toEqual({
      currency: 'usdt',
      byType: { trade: '1', lock: '2' },
      total: '3',
      all: '3',
      available: '1',
      frozen: '2',
      changeTime: 5,
    });
  });

  it('adds the same currency of several sets type by type', () => {
    const a = aggregateBalances([row('usdt', 'trade', '1'), row('usdt', 'loan', '-2'), row('btc', 'trade', '1')]);
    const b = aggregateBalances([row('usdt', 'trade', '4'), row('usdt', 'interest', '-0.1')]);
    const sum = sumBalances([a, b]);
    expect(sum.usdt?.byType).toEqual({ trade: '5', loan: '-2', interest: '-0.1' });
    expect(sum.usdt?.total).toBe('2.9');
    expect(sum.btc?.total).toBe('1');
    expect(sumBalances([])).toEqual({});
  });
});

describe('mergeBalances', () => {
  const before = aggregateBalances([row('btc', 'trade', '1'), row('eth', 'trade', '2')]);

  it('returns the previous set when a reload brings the same values', () => {
    const again = aggregateBalances([row('btc', 'trade', '1.0'), row('eth', 'trade', '2')]);
    expect(mergeBalances(before, again)).toBe(before);
  });

  it('keeps the unchanged currency objects and takes the changed ones', () => {
    const next = aggregateBalances([row('btc', 'trade', '1'), row('eth', 'trade', '3')]);
    const merged = mergeBalances(before, next);
    expect(merged).not.toBe(before);
    expect(merged.btc).toBe(before.btc);
    expect(merged.eth).toBe(next.eth);
  });

  it('takes added and drops removed currencies', () => {
    const next = aggregateBalances([row('btc', 'trade', '1'), row('ht', 'trade', '5')]);
    const merged = mergeBalances(before, next);
    expect(Object.keys(merged)).toEqual(['btc', 'ht']);
    expect(merged.btc).toBe(before.btc);
    expect(mergeBalances(before, aggregateBalances([row('btc', 'trade', '1')]))).toEqual({ btc: before.btc });
  });

  it('keeps the last push’s change time on a changed row, so late pushes stay refused', () => {
    const pushed = applyBalancePush(before, '100', push({ currency: 'btc', available: '1', balance: '1', changeTime: 2000 }));
    const reloaded = mergeBalances(pushed, aggregateBalances([row('btc', 'trade', '3'), row('eth', 'trade', '2')]));
    expect(reloaded.btc).toMatchObject({ available: '3', changeTime: 2000 });
    expect(applyBalancePush(reloaded, '100', push({ currency: 'btc', available: '0', balance: '0', changeTime: 1500 }))).toBe(reloaded);
  });

  it('ignores the change time a push left when the values match', () => {
    const pushed = applyBalancePush(before, '100', push({ currency: 'btc', available: '1', balance: '1' }));
    expect(pushed.btc?.changeTime).toBe(1000);
    expect(mergeBalances(pushed, before)).toBe(pushed);
  });
});

describe('applyBalancePush', () => {
  const rest: AssetBalances = aggregateBalances([row('usdt', 'trade', '100'), row('usdt', 'frozen', '20'), row('btc', 'trade', '1')]);

  it('sets available and derives frozen as balance − available', () => {
    const next = applyBalancePush(rest, '100', push({ currency: 'usdt', available: '90', balance: '120' }));
    expect(next.usdt).toMatchObject({ available: '90', frozen: '30', total: '120', changeTime: 1000 });
    expect(next.btc).toBe(rest.btc);
  });

  it('takes the halves of a mode 1 change in either order', () => {
    const balanceFirst = applyBalancePush(applyBalancePush(rest, '100', push({ currency: 'usdt', balance: '150' })), '100', push({ currency: 'usdt', available: '130' }));
    const availableFirst = applyBalancePush(applyBalancePush(rest, '100', push({ currency: 'usdt', available: '130' })), '100', push({ currency: 'usdt', balance: '150' }));
    expect(balanceFirst.usdt).toMatchObject({ available: '130', frozen: '20', total: '150' });
    expect(availableFirst.usdt).toEqual(balanceFirst.usdt);
  });

  it('keeps a balance-only push (mode 0) on the current available', () => {
    const next = applyBalancePush(rest, '100', push({ currency: 'usdt', balance: '110' }));
    expect(next.usdt).toMatchObject({ available: '100', frozen: '10', total: '110' });
  });

  it('sets a loan or interest balance from its push and leaves trade as it was', () => {
    const margin = aggregateBalances([row('btc', 'trade', '2'), row('btc', 'loan', '-1')]);
    const next = applyBalancePush(margin, '100', push({ currency: 'btc', accountType: 'loan', balance: '-1.5', available: '-1.5' }));
    expect(next.btc?.byType).toEqual({ trade: '2', loan: '-1.5' });
    expect(next.btc?.total).toBe('0.5');
    const interest = applyBalancePush(next, '100', push({ currency: 'btc', accountType: 'interest', balance: '-0.01', changeTime: 1001 }));
    expect(interest.btc?.total).toBe('0.49');
  });

  it('adds a currency first seen in a push', () => {
    const next = applyBalancePush(rest, '100', push({ currency: 'eth', available: '3', balance: '3' }));
    expect(next.eth).toMatchObject({ currency: 'eth', available: '3', frozen: '0', total: '3' });
    expect(next.usdt).toBe(rest.usdt);
  });

  it('ignores a push older than the last applied change', () => {
    const newer = applyBalancePush(rest, '100', push({ currency: 'usdt', available: '80', balance: '120', changeTime: 2000 }));
    const late = applyBalancePush(newer, '100', push({ currency: 'usdt', available: '95', balance: '120', changeTime: 1500 }));
    expect(late).toBe(newer);
    const sameTime = applyBalancePush(newer, '100', push({ currency: 'usdt', balance: '125', changeTime: 2000 }));
    expect(sameTime.usdt).toMatchObject({ available: '80', total: '125' });
  });

  it('applies the snapshot pushes (no change time) and keeps the last change time', () => {
    const newer = applyBalancePush(rest, '100', push({ currency: 'usdt', available: '80', balance: '120', changeTime: 2000 }));
    const snapshot = toBalanceChange({ accountId: 100, currency: 'usdt', accountType: 'trade', available: '81', balance: '121', changeType: null, changeTime: null });
    expect(snapshot).not.toBeNull();
    const next = applyBalancePush(newer, '100', snapshot as BalanceChange);
    expect(next.usdt).toMatchObject({ available: '81', total: '121', changeTime: 2000 });
  });

  it('returns the same set for another account, an unchanged value, an unknown type or no amount', () => {
    expect(applyBalancePush(rest, '200', push({ currency: 'usdt', available: '1' }))).toBe(rest);
    expect(applyBalancePush(rest, '100', push({ currency: 'usdt', available: '100', balance: '120', changeTime: null }))).toBe(rest);
    expect(applyBalancePush(rest, '100', push({ currency: 'usdt', accountType: 'debt', balance: '5' }))).toBe(rest);
    expect(applyBalancePush(rest, '100', push({ currency: 'usdt' }))).toBe(rest);
    expect(applyBalancePush(rest, '100', push({ currency: 'usdt', accountType: 'loan', available: '5' }))).toBe(rest);
  });

  it('reads a push without account type as a trade push', () => {
    const next = applyBalancePush(rest, ' 100 ', push({ currency: 'btc', accountType: '', available: '0.5', balance: '1' }));
    expect(next.btc).toMatchObject({ available: '0.5', frozen: '0.5' });
  });
});

describe('sumRowsByCurrency', () => {
  it('adds the accounts of one kind per currency (U本位: isolated contracts and the cross account)', () => {
    const rows = [
      { currency: 'usdt', total: '300', available: '250', frozen: '50' },
      { currency: 'usdt', total: '120', available: '120', frozen: '0' },
      { currency: 'usdt', total: '800', available: '700', frozen: '100' },
      { currency: 'btc', total: '0.1', available: '0.1', frozen: '0' },
    ];
    expect(sumRowsByCurrency(rows)).toEqual([
      { currency: 'usdt', total: '1220', available: '1070', frozen: '150' },
      { currency: 'btc', total: '0.1', available: '0.1', frozen: '0' },
    ]);
    expect(sumRowsByCurrency([])).toEqual([]);
  });
});
