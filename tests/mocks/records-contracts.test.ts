// The finance records' calls against the mock's real handlers: the HTX account ledger
// (transfers of one account, filters, paging by fromId / nextId, its errors), our records call
// (types, currency, dates), the custody area's call, the 10 000-record benchmark trader, and
// the money moves that write ledger entries in the same step (deposit credit, withdrawal and
// its fee and their release, a trading fee on a match).

import { Decimal } from 'decimal.js';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import * as custody from '@/lib/contracts/custody';
import * as records from '@/lib/contracts/pro/records';
import { db, now, resetDb, SEED_UIDS } from '@/mocks/db';
import { createWithdraw, placeWithdraw, cancelWithdraw, simulateDeposit, advanceDeposit } from '@/mocks/db/deposit-withdraw';
import { ledgerOf } from '@/mocks/db/ledger';
import { ensureRecordsSeed, RECORDS_BENCH_COUNT } from '@/mocks/db/records-seed';
import { accountsOf } from '@/mocks/db/trading';
import { fillOrder, placeOrder } from '@/mocks/trading/orders';
import { createHandlers } from '@/mocks/handlers';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { normalizeEnvelope } from '@/services/http';
import { proTokenOf } from '../support/pro-login';

afterEach(() => resetDb());

const handlers = createHandlers(IN_PROCESS_ROOT);
const SUITE = 10037;
const BENCH = SEED_UIDS.manyRecords;

async function raw(uid: number, call: CallContract, query: Record<string, string | number> = {}) {
  const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${call.pattern}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await getResponse(handlers, new Request(url, { headers: { [PRO_TOKEN_HEADER]: proTokenOf(uid) } }));
  return (await response?.json()) as Record<string, unknown>;
}

async function ok<T>(uid: number, call: CallContract, query: Record<string, string | number> = {}): Promise<{ data: T; body: Record<string, unknown> }> {
  const body = await raw(uid, call, query);
  const envelope = normalizeEnvelope(body);
  expect(envelope.success, `${call.pattern}: ${String(envelope.code)} ${envelope.message}`).toBe(true);
  expect(call.response?.safeParse(envelope.data).success, `${call.pattern} data does not read with its schema`).toBe(true);
  return { data: envelope.data as T, body };
}

function spotOf(uid: number): number {
  const spot = accountsOf(db.trading, uid).find((account) => account.type === 'spot');
  if (!spot) throw new Error('no spot');
  return spot.id;
}

describe('account ledger (GET /v2/account/ledger)', () => {
  it('answers the spot account transfers newest first in the HTX shape, with nextId beside data', async () => {
    const accountId = spotOf(SUITE);
    const { data, body } = await ok<records.RawLedgerRow[]>(SUITE, records.accountLedger, { accountId, transactTypes: 'transfer', limit: 2 });
    expect(data).toHaveLength(2);
    expect(body.code).toBe(200);
    expect(body.message).toBe('success');
    for (const row of data) {
      expect(row.accountId).toBe(accountId);
      expect(row.transactType).toBe('transfer');
      expect(typeof row.transactAmt).toBe('number');
      expect(row.transferer === accountId || row.transferee === accountId).toBe(true);
    }
    expect((data[0] as records.RawLedgerRow).transactTime).toBeGreaterThanOrEqual((data[1] as records.RawLedgerRow).transactTime);
    expect(typeof body.nextId).toBe('number');
  });

  it('pages from nextId over the filtered rows until no nextId, every row once', async () => {
    const accountId = spotOf(BENCH);
    const total = (await ok<unknown>(BENCH, records.accountLedger, { accountId, limit: 500 })).data as unknown[];
    expect(total.length).toBeGreaterThan(0);
    const seen: number[] = [];
    let fromId: number | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const { data, body } = await ok<records.RawLedgerRow[]>(BENCH, records.accountLedger, { accountId, limit: 37, currency: 'btc', ...(fromId ? { fromId } : {}) });
      for (const row of data) {
        expect(row.currency).toBe('btc');
        seen.push(Number(row.transactId));
      }
      if (body.nextId === undefined) break;
      fromId = Number(body.nextId);
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expected = ledgerOf(db.ledger, BENCH).filter((entry) => entry.type === 'transfer' && entry.accountId === accountId && entry.currency === 'btc');
    expect(seen).toHaveLength(expected.length);
  });

  it('keeps to the time range, and refuses a missing or foreign account, an unknown fromId or type', async () => {
    const accountId = spotOf(SUITE);
    const all = (await ok<records.RawLedgerRow[]>(SUITE, records.accountLedger, { accountId })).data;
    const middle = all[Math.floor(all.length / 2)] as records.RawLedgerRow;
    const later = (await ok<records.RawLedgerRow[]>(SUITE, records.accountLedger, { accountId, startTime: middle.transactTime })).data;
    expect(later.every((row) => row.transactTime >= middle.transactTime)).toBe(true);
    expect(later.length).toBeLessThan(all.length);
    expect((await raw(SUITE, records.accountLedger, {})).code).toBe(2002);
    expect((await raw(SUITE, records.accountLedger, { accountId: spotOf(10038) })).code).toBe(1002);
    expect((await raw(SUITE, records.accountLedger, { accountId, fromId: 999_999_999 })).message).toBe('value in fromId is not found in record');
    expect((await raw(SUITE, records.accountLedger, { accountId, transactTypes: 'trade' })).code).toBe(2002);
    expect((await raw(SUITE, records.accountLedger, { accountId, startTime: 10, endTime: 5 })).code).toBe(2002);
  });
});

describe('records (GET /v2/account/records, ours)', () => {
  it('serves a few of every type to the suite traders', async () => {
    for (const type of records.RECORD_CALL_TYPES) {
      const { data } = await ok<records.RawRecordRow[]>(SUITE, records.accountRecords, { types: type });
      expect(data.length, type).toBeGreaterThanOrEqual(3);
      expect(data.every((row) => row.type === type)).toBe(true);
    }
  });

  it('filters by types, currency and dates before paging, and pages by fromId / nextId', async () => {
    const { data: first, body } = await ok<records.RawRecordRow[]>(BENCH, records.accountRecords, { types: 'transact-fee,fee-deduction', currency: 'usdt', limit: 50 });
    expect(first).toHaveLength(50);
    expect(first.every((row) => (row.type === 'transact-fee' || row.type === 'fee-deduction') && row.currency === 'usdt')).toBe(true);
    expect(typeof first[0]?.amount).toBe('string');
    const next = await ok<records.RawRecordRow[]>(BENCH, records.accountRecords, { types: 'transact-fee,fee-deduction', currency: 'usdt', limit: 50, fromId: Number(body.nextId) });
    expect(next.data[0]?.id).toBe(body.nextId);
    expect(next.data.some((row) => first.some((seen) => seen.id === row.id))).toBe(false);
    const at = now();
    const recent = (await ok<records.RawRecordRow[]>(BENCH, records.accountRecords, { types: 'conversion', startTime: at - 7 * 86_400_000, endTime: at, limit: 500 })).data;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((row) => row.time >= at - 7 * 86_400_000 && row.time <= at)).toBe(true);
    expect((await raw(BENCH, records.accountRecords, { types: 'deposit' })).code).toBe(2002);
    expect((await raw(BENCH, records.accountRecords, { limit: 501 })).code).toBe(2002);
  });

  // How fast the seed is made is bench:records' figure, not a timed test (the machines are shared).
  it('holds more than 10 000 records of every type over 180 days for the benchmark trader, seeded once', async () => {
    ensureRecordsSeed(db.ledger, db.trading, BENCH, now());
    const entries = ledgerOf(db.ledger, BENCH);
    expect(entries.length).toBeGreaterThanOrEqual(RECORDS_BENCH_COUNT);
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
    ensureRecordsSeed(db.ledger, db.trading, BENCH, now());
    expect(ledgerOf(db.ledger, BENCH)).toHaveLength(entries.length);
    const types = new Set(entries.map((entry) => entry.type));
    for (const type of ['transfer', 'conversion', 'transact-fee', 'fee-deduction', 'point-transfer']) expect(types.has(type as never)).toBe(true);
    const oldest = entries[0]?.time ?? 0;
    expect(now() - oldest).toBeGreaterThan(170 * 86_400_000);
    expect(now() - oldest).toBeLessThanOrEqual(181 * 86_400_000);
    let count = 0;
    let fromId: number | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const { data, body } = await ok<records.RawRecordRow[]>(BENCH, records.accountRecords, { limit: 500, ...(fromId ? { fromId } : {}) });
      count += data.length;
      if (body.nextId === undefined) break;
      fromId = Number(body.nextId);
    }
    expect(count).toBe(entries.filter((entry) => (records.RECORD_CALL_TYPES as readonly string[]).includes(entry.type)).length);
    expect(count).toBeGreaterThan(5_000);
  });

  it('is the same history after a reset (deterministic)', async () => {
    const before = (await ok<records.RawRecordRow[]>(SUITE, records.accountRecords, {})).data.map((row) => [row.type, row.currency, row.amount]);
    resetDb();
    const after = (await ok<records.RawRecordRow[]>(SUITE, records.accountRecords, {})).data.map((row) => [row.type, row.currency, row.amount]);
    expect(after).toEqual(before);
  });
});

describe('custody records (GET custody /finance/records)', () => {
  it('serves the point transfers and fee deductions with the cursor inside data', async () => {
    const { data } = await ok<custody.RawCustodyRecords>(SUITE, custody.custodyRecords, { types: 'point-transfer', limit: 2 });
    expect(data.list).toHaveLength(2);
    expect(data.list.every((row) => row.type === 'point-transfer')).toBe(true);
    expect(data.nextId).not.toBeNull();
    const next = (await ok<custody.RawCustodyRecords>(SUITE, custody.custodyRecords, { types: 'point-transfer', limit: 2, fromId: String(data.nextId) })).data;
    expect(next.list[0]?.id).toBe(data.nextId);
    const deductions = (await ok<custody.RawCustodyRecords>(SUITE, custody.custodyRecords, { types: 'fee-deduction' })).data;
    expect(deductions.list.length).toBeGreaterThan(0);
    expect(deductions.nextId).toBeNull();
    expect((await raw(SUITE, custody.custodyRecords, { types: 'transfer' })).success).toBe(false);
  });
});

describe('money moves write ledger entries in the same step', () => {
  const USER = SEED_UIDS.ordinary;

  it('a deposit credit, a withdrawal with its fee, and their release on cancel', () => {
    const at = now();
    const deposit = simulateDeposit(db.depositWithdraw, db.trading, { uid: USER, currency: 'usdt', chain: 'trc20usdt', amount: new Decimal('50') }, at);
    if (!deposit) throw new Error('no deposit');
    expect(ledgerOf(db.ledger, USER).filter((entry) => entry.type === 'deposit')).toHaveLength(0);
    advanceDeposit(db.depositWithdraw, db.trading, deposit.id, 100, at);
    const credit = ledgerOf(db.ledger, USER).find((entry) => entry.type === 'deposit');
    expect(credit).toMatchObject({ currency: 'usdt', subtype: 'trc20usdt', ref: String(deposit.id), account: 'spot', accountId: spotOf(USER) });
    expect(credit?.amount.toFixed()).toBe('50');

    const created = createWithdraw(
      db.depositWithdraw,
      db.trading,
      { uid: USER, currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: `0x${'12'.repeat(20)}`, tag: '' },
      at,
    );
    if (!('id' in created)) throw new Error(created.message);
    placeWithdraw(db.depositWithdraw, db.trading, USER, created.id, at);
    const legs = ledgerOf(db.ledger, USER).filter((entry) => entry.ref === String(created.id));
    expect(legs.map((entry) => [entry.type, entry.amount.toFixed()])).toEqual([
      ['withdraw', '-100'],
      ['withdraw-fee', '-10'],
    ]);
    cancelWithdraw(db.depositWithdraw, db.trading, USER, created.id, at);
    const all = ledgerOf(db.ledger, USER).filter((entry) => entry.ref === String(created.id));
    expect(all.reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0)).toFixed()).toBe('0');
  });

  it('a match writes its trading fee', () => {
    const at = now();
    const accountId = spotOf(USER);
    const order = placeOrder(db.trading, { accountId, symbol: 'btcusdt', side: 'buy', kind: 'limit', price: new Decimal('30000'), amount: new Decimal('0.01'), source: 'web', clientOrderId: '' }, { uid: USER, now: at, lastPrice: new Decimal('30000') });
    if ('code' in order) throw new Error(order.message);
    fillOrder(db.trading, order, { price: new Decimal('30000'), amount: new Decimal('0.01'), role: 'taker' }, at);
    const fee = ledgerOf(db.ledger, USER).find((entry) => entry.type === 'transact-fee');
    expect(fee).toMatchObject({ currency: 'btc', account: 'spot', accountId, subtype: 'btcusdt', symbol: 'btcusdt' });
    expect(fee?.amount.isNegative()).toBe(true);
  });
});
