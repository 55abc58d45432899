// The finance records' calls (lib/contracts/pro/records.ts, custody.ts custodyRecords; the
// chosen shapes in mocks/README.md "Ledger and records"), read from db.ledger only, so records
// agree with balances. A seeded user's history is written on their first read (records-seed.ts).
// Filters are applied before paging, so a page is a page of the filtered set. Order: newest
// first (time, then id); `fromId` names the first row of a page (inclusive) and must be one of
// the filtered rows (else 2002 "value in fromId is not found in record", WALLET.md 7.7); `nextId`
// names the first row of the page after and is left out on the last page.

import type { RequestHandler } from 'msw';
import * as records from '@/lib/contracts/pro/records';
import * as custody from '@/lib/contracts/custody';
import { db, now } from '../db';
import { ledgerOf, type LedgerEntry, type LedgerType } from '../db/ledger';
import { ensureRecordsSeed } from '../db/records-seed';
import { accountsOf } from '../db/trading';
import { asProUser, queryOf, tokenUser } from '../http/request';
import { custodyFail, custodyOk, v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

export const LEDGER_ERRORS = {
  field: (name: string) => ({ code: 2002, message: `invalid field value in ${name}` }),
  fromId: { code: 2002, message: 'value in fromId is not found in record' },
  forbidden: { code: 1002, message: 'forbidden' },
} as const;

/** The custody area's record types (cn/finance/record). */
export const CUSTODY_RECORD_TYPES: readonly LedgerType[] = ['point-transfer', 'fee-deduction'];

interface LedgerFilter {
  types: ReadonlySet<string>;
  accountId?: number;
  currency?: string;
  start?: number;
  end?: number;
}

type Failure = { code: number; message: string };

function intOf(text: string | null): number | undefined | null {
  if (text === null || text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Start, end, limit and fromId from the query; a failure for a value that is not a number or a backwards range. */
function commonOf(query: URLSearchParams): { start?: number; end?: number; limit: number; fromId?: number } | Failure {
  const start = intOf(query.get('startTime'));
  const end = intOf(query.get('endTime'));
  const limit = intOf(query.get('limit'));
  const fromId = intOf(query.get('fromId'));
  if (start === null) return LEDGER_ERRORS.field('startTime');
  if (end === null || (start !== undefined && end !== undefined && end < start)) return LEDGER_ERRORS.field('endTime');
  if (limit === null || (limit !== undefined && (limit < 1 || limit > records.MAX_LEDGER_LIMIT))) return LEDGER_ERRORS.field('limit');
  if (fromId === null) return LEDGER_ERRORS.fromId;
  return { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }), limit: limit ?? records.DEFAULT_LEDGER_LIMIT, ...(fromId === undefined ? {} : { fromId }) };
}

function isFailure(value: object): value is Failure {
  return 'code' in value && 'message' in value;
}

/** The user's entries the filter keeps, newest first. */
export function filteredEntries(uid: number, filter: LedgerFilter): LedgerEntry[] {
  ensureRecordsSeed(db.ledger, db.trading, uid, now());
  const all = ledgerOf(db.ledger, uid);
  const currency = filter.currency?.toLowerCase();
  const rows: LedgerEntry[] = [];
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const entry = all[index] as LedgerEntry;
    if (!filter.types.has(entry.type)) continue;
    if (filter.accountId !== undefined && entry.accountId !== filter.accountId) continue;
    if (currency !== undefined && entry.currency !== currency) continue;
    if (filter.start !== undefined && entry.time < filter.start) continue;
    if (filter.end !== undefined && entry.time > filter.end) continue;
    rows.push(entry);
  }
  return rows;
}

/** One page from `fromId` (inclusive), and the id of the page after's first row (null: last page). */
export function pageOf(rows: readonly LedgerEntry[], limit: number, fromId?: number): { page: LedgerEntry[]; nextId: number | null } | Failure {
  let start = 0;
  if (fromId !== undefined) {
    start = rows.findIndex((entry) => entry.id === fromId);
    if (start < 0) return LEDGER_ERRORS.fromId;
  }
  const page = rows.slice(start, start + limit);
  return { page, nextId: rows[start + limit]?.id ?? null };
}

function typesOf(text: string | null, allowed: readonly string[]): Set<string> | null {
  if (text === null || text.trim() === '') return new Set(allowed);
  const types = text.split(',').map((type) => type.trim()).filter(Boolean);
  return types.every((type) => allowed.includes(type)) ? new Set(types) : null;
}

/** The legs of the given transfers, by ref: one pass over the user's ledger. */
function legsOf(uid: number, page: readonly LedgerEntry[]): Map<string, LedgerEntry[]> {
  const refs = new Set(page.map((entry) => entry.ref));
  const legs = new Map<string, LedgerEntry[]>();
  for (const entry of ledgerOf(db.ledger, uid)) {
    if (entry.type !== 'transfer' || !refs.has(entry.ref)) continue;
    const list = legs.get(entry.ref) ?? [];
    list.push(entry);
    legs.set(entry.ref, list);
  }
  return legs;
}

/** WALLET.md 7.7's row: transactAmt a JSON number (as HTX sends it), transferer the paying account. */
export function ledgerRowJson(entry: LedgerEntry, legs: ReadonlyMap<string, readonly LedgerEntry[]>) {
  const other = legs.get(entry.ref)?.find((leg) => leg.id !== entry.id);
  const otherId = other?.accountId ?? null;
  const out = entry.amount.isNegative();
  return {
    accountId: entry.accountId,
    currency: entry.currency,
    transactAmt: entry.amount.toNumber(),
    transactType: entry.type,
    transferType: entry.subtype ?? null,
    transactId: entry.id,
    transactTime: entry.time,
    transferer: out ? entry.accountId : otherId,
    transferee: out ? otherId : entry.accountId,
  };
}

export function recordRowJson(entry: LedgerEntry) {
  return {
    id: entry.id,
    accountType: entry.account,
    accountId: entry.accountId,
    currency: entry.currency,
    amount: entry.amount.toFixed(),
    type: entry.type,
    subtype: entry.subtype ?? null,
    ref: entry.ref,
    time: entry.time,
    counterpart: entry.counterpart ?? null,
    symbol: entry.symbol ?? null,
  };
}

/** The account ids a user may ask the ledger about: their pro accounts and product accounts (uid × 100 + n). */
function ownsAccount(uid: number, accountId: number): boolean {
  return accountsOf(db.trading, uid).some((account) => account.id === accountId) || Math.floor(accountId / 100) === uid;
}

type RecordsAnswer = { rows: LedgerEntry[]; nextId: number | null } | Failure;

function recordsAnswer(uid: number, query: URLSearchParams, allowed: readonly string[]): RecordsAnswer {
  const common = commonOf(query);
  if (isFailure(common)) return common;
  const types = typesOf(query.get('types'), allowed);
  if (!types) return LEDGER_ERRORS.field('types');
  const currency = query.get('currency')?.trim() || undefined;
  const rows = filteredEntries(uid, { types, ...(currency ? { currency } : {}), ...(common.start === undefined ? {} : { start: common.start }), ...(common.end === undefined ? {} : { end: common.end }) });
  const paged = pageOf(rows, common.limit, common.fromId);
  return isFailure(paged) ? paged : { rows: paged.page, nextId: paged.nextId };
}

export function recordsHandlers(base: string): RequestHandler[] {
  return [
    route(
      base,
      records.accountLedger,
      asProUser((uid, request) => {
        const query = queryOf(request);
        const accountId = intOf(query.get('accountId'));
        if (accountId === undefined || accountId === null) return v2Fail(LEDGER_ERRORS.field('accountId').code, LEDGER_ERRORS.field('accountId').message);
        if (!ownsAccount(uid, accountId)) return v2Fail(LEDGER_ERRORS.forbidden.code, LEDGER_ERRORS.forbidden.message);
        const transactTypes = query.get('transactTypes');
        if (transactTypes !== null && transactTypes !== '' && transactTypes !== 'transfer') return v2Fail(2002, 'invalid field value in transactTypes');
        const sort = query.get('sort');
        if (sort !== null && sort !== 'asc' && sort !== 'desc') return v2Fail(2002, 'invalid field value in sort');
        const common = commonOf(query);
        if (isFailure(common)) return v2Fail(common.code, common.message);
        const currency = query.get('currency')?.trim() || undefined;
        const rows = filteredEntries(uid, { types: new Set(['transfer']), accountId, ...(currency ? { currency } : {}), ...(common.start === undefined ? {} : { start: common.start }), ...(common.end === undefined ? {} : { end: common.end }) });
        const ordered = sort === 'asc' ? rows.reverse() : rows;
        const paged = pageOf(ordered, common.limit, common.fromId);
        if (isFailure(paged)) return v2Fail(paged.code, paged.message);
        const legs = legsOf(uid, paged.page);
        const data = paged.page.map((entry) => ledgerRowJson(entry, legs));
        return v2Ok(data, { message: 'success', ...(paged.nextId === null ? {} : { nextId: paged.nextId }) });
      }),
    ),
    route(
      base,
      records.accountRecords,
      asProUser((uid, request) => {
        const answer = recordsAnswer(uid, queryOf(request), records.RECORD_CALL_TYPES);
        if (isFailure(answer)) return v2Fail(answer.code, answer.message);
        return v2Ok(answer.rows.map(recordRowJson), { message: 'success', ...(answer.nextId === null ? {} : { nextId: answer.nextId }) });
      }),
    ),
  ];
}

/** The custody family's records call (served below the custody base). */
export function custodyRecordsHandlers(base: string): RequestHandler[] {
  return [
    route(base, custody.custodyRecords, ({ request }) => {
      const uid = tokenUser(request, 'pro');
      if (uid === undefined) return custodyFail(401, '请先登录');
      const answer = recordsAnswer(uid, queryOf(request), CUSTODY_RECORD_TYPES);
      if (isFailure(answer)) return custodyFail(answer.code, answer.message);
      return custodyOk({ list: answer.rows.map(recordRowJson), nextId: answer.nextId });
    }),
  ];
}
