import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { appendLedger, createLedgerState, ledgerOf } from '@/mocks/db/ledger';

const entry = (uid: number, time: number, amount: string) => ({
  uid,
  account: 'spot',
  accountId: 1,
  currency: 'usdt',
  amount: new Decimal(amount),
  type: 'transfer' as const,
  ref: `t${time}`,
  time,
});

describe('ledger', () => {
  it('gives increasing ids and keeps each user apart', () => {
    const state = createLedgerState();
    const a = appendLedger(state, entry(1, 10, '5'));
    const b = appendLedger(state, entry(2, 11, '-5'));
    expect(b.id).toBeGreaterThan(a.id);
    expect(ledgerOf(state, 1).map((e) => e.ref)).toEqual(['t10']);
    expect(ledgerOf(state, 2).map((e) => e.ref)).toEqual(['t11']);
    expect(ledgerOf(state, 3)).toEqual([]);
  });

  it('keeps a user’s entries in time order even when an older one is written later', () => {
    const state = createLedgerState();
    appendLedger(state, entry(1, 30, '1'));
    appendLedger(state, entry(1, 10, '1'));
    appendLedger(state, entry(1, 20, '1'));
    expect(ledgerOf(state, 1).map((e) => e.time)).toEqual([10, 20, 30]);
  });
});
