// The finance records' calls (lib/contracts/pro/records.ts, custody.ts custodyRecords) and the
// deposit-withdraw history as FinanceRecord rows (lib/finance-records). Every page starts at its
// `fromId` / `from` row (inclusive); the paging rules are lib/finance-records' (the HTTP core
// keeps only `data`, so the next page asks from the last row shown rather than the envelope's
// nextId, which names the same position). Amounts become decimal text; a call resolves to an
// ApiResult and never rejects.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import { decimalText, toDecimal } from '@/lib/decimal';
import * as records from '@/lib/contracts/pro/records';
import * as custody from '@/lib/contracts/custody';
import { emptyRecord, transferSides, type FinanceRecord, type TabRequest } from '@/lib/finance-records';
import { sendWithCustodyAuth } from '@/services/custody/custody';
import { toIdText } from '@/services/trading/account-convert';
import { fetchDwHistory, type DwRecord } from './dw-history';

export interface RecordsPageParams {
  request: TabRequest;
  /** The first row of the page (included); the newest when absent. */
  from?: string;
  size: number;
  /** The transfers tab: the spot account whose ledger is read. */
  accountId?: string;
}

/** A signed ledger amount as decimal text (negative: out of the account); null when not a number. */
export function signedAmountText(value: string | number): string | null {
  const decimal = toDecimal(value);
  return decimal === null ? null : decimalText(decimal);
}

export function dwToRecord(record: DwRecord): FinanceRecord {
  return {
    ...emptyRecord(record.id, record.type),
    type: record.type,
    subtype: record.chain,
    currency: record.currency,
    amount: record.amount,
    fee: record.type === 'withdraw' ? record.fee : '',
    state: record.state,
    time: record.createdAt,
    chain: record.chain,
    txHash: record.txHash,
    address: record.address,
    addressTag: record.addressTag,
    confirmations: record.confirmations,
    ref: record.id,
    account: 'spot',
    error: record.errorMessage ?? '',
  };
}

export function toLedgerRecord(raw: records.RawLedgerRow): FinanceRecord | null {
  const id = toIdText(raw.transactId);
  const accountId = toIdText(raw.accountId);
  const amount = signedAmountText(raw.transactAmt);
  if (id === null || accountId === null || amount === null) return null;
  const transferType = raw.transferType ?? '';
  const sides = transferSides(transferType);
  const idText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : (toIdText(value) ?? ''));
  return {
    ...emptyRecord(id, 'ledger'),
    type: raw.transactType,
    subtype: transferType,
    currency: raw.currency.trim().toLowerCase(),
    amount,
    time: raw.transactTime,
    from: sides?.[0] ?? idText(raw.transferer),
    to: sides?.[1] ?? idText(raw.transferee),
    ref: id,
    account: amount.startsWith('-') ? (sides?.[0] ?? 'spot') : (sides?.[1] ?? 'spot'),
  };
}

export function toRecordsRecord(raw: records.RawRecordRow, source: 'records' | 'custody' = 'records'): FinanceRecord | null {
  const id = toIdText(raw.id);
  const amount = signedAmountText(raw.amount);
  if (id === null || amount === null) return null;
  const out = amount.startsWith('-');
  const counterpart = raw.counterpart ?? '';
  return {
    ...emptyRecord(id, source),
    type: raw.type,
    subtype: raw.subtype ?? '',
    currency: raw.currency.trim().toLowerCase(),
    amount,
    time: raw.time,
    from: counterpart ? (out ? raw.accountType : counterpart) : '',
    to: counterpart ? (out ? counterpart : raw.accountType) : '',
    ref: raw.ref,
    account: raw.accountType,
  };
}

function rangeParams(request: TabRequest, params: Record<string, string>): void {
  if (request.currency) params.currency = request.currency;
  if (request.start !== undefined) params.startTime = String(request.start);
  if (request.end !== undefined) params.endTime = String(request.end);
}

/** GET `records.accountLedger`: the spot account's transfers, newest first. */
export async function fetchTransferLedger(params: RecordsPageParams, options?: ShorthandOptions): Promise<ApiResult<FinanceRecord[]>> {
  const query: Record<string, string> = { accountId: params.accountId ?? '', transactTypes: 'transfer', sort: 'desc', limit: String(params.size) };
  rangeParams(params.request, query);
  if (params.from) query.fromId = params.from;
  return parseListEnvelope(await get('pro', records.accountLedger.path(), query, options), records.rawLedgerRowSchema, toLedgerRecord);
}

/** GET `records.accountRecords`: conversions, trading fees, fee deductions, point transfers. */
export async function fetchLedgerRecords(params: RecordsPageParams, options?: ShorthandOptions): Promise<ApiResult<FinanceRecord[]>> {
  const query: Record<string, string> = { limit: String(params.size) };
  if (params.request.types) query.types = params.request.types;
  rangeParams(params.request, query);
  if (params.from) query.fromId = params.from;
  return parseListEnvelope(await get('pro', records.accountRecords.path(), query, options), records.rawRecordRowSchema, (raw) => toRecordsRecord(raw));
}

/** GET `custody.custodyRecords`: the custody area's point transfers and fee deductions, with the pro token (as every custody call). */
export async function fetchCustodyRecords(params: RecordsPageParams, options?: ShorthandOptions): Promise<ApiResult<FinanceRecord[]>> {
  const query: Record<string, string> = { limit: String(params.size) };
  if (params.request.types) query.types = params.request.types;
  rangeParams(params.request, query);
  if (params.from) query.fromId = params.from;
  return parseEnvelope(await sendWithCustodyAuth((o) => get('custody', custody.custodyRecords.path(), query, o), options), custody.rawCustodyRecordsSchema, (raw) =>
    raw.list.map((row) => toRecordsRecord(row, 'custody')).filter((row): row is FinanceRecord => row !== null),
  );
}

/** One page of a tab from the call behind it. */
export async function fetchRecordsPage(params: RecordsPageParams, options?: ShorthandOptions): Promise<ApiResult<FinanceRecord[]>> {
  const { request } = params;
  if (request.call === 'dw') {
    const result = await fetchDwHistory(
      { type: request.dwType ?? 'deposit', ...(request.currency ? { currency: request.currency } : {}), ...(params.from ? { from: params.from } : {}), size: params.size, direct: 'next' },
      options,
    );
    return result.success ? { ...result, data: result.data.map(dwToRecord) } : result;
  }
  if (request.call === 'ledger') return fetchTransferLedger(params, options);
  if (request.call === 'custody') return fetchCustodyRecords(params, options);
  return fetchLedgerRecords(params, options);
}
