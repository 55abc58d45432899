// The finance records' ledger calls (finance/record; WALLET.md 7.7 and 11). Transfers come from
// the HTX account ledger `GET /v2/account/ledger` in its wire shape (accountId required,
// transactTypes=transfer, startTime/endTime in ms, limit 1–500, fromId; rows with a signed
// numeric transactAmt, and `nextId` beside data). Conversions, trading fees, fee deductions
// and point transfers have no usable public call (v1/account/history keeps one hour), so
// `GET /v2/account/records` is ours, written in mocks/README.md "Ledger and records": the v2
// envelope, the same cursor paging (`fromId` = the first row of the page, inclusive; `nextId`
// beside data = the first row of the page after, absent on the last page), amounts as decimal
// strings, newest first.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';

z.config({ jitless: true });

/** Most rows one page may ask for (WALLET.md 7.7). */
export const MAX_LEDGER_LIMIT = 500;
export const DEFAULT_LEDGER_LIMIT = 100;

/** The kinds our records call serves (the ledger types other than deposits, withdrawals and transfers). */
export const RECORD_CALL_TYPES = ['conversion', 'transact-fee', 'fee-deduction', 'point-transfer', 'transfer'] as const;
export type RecordCallType = (typeof RECORD_CALL_TYPES)[number];

export const ledgerQuerySchema = z.object({
  accountId: z.string(),
  currency: z.optional(z.string()),
  transactTypes: z.optional(z.string()),
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  sort: z.optional(z.enum(['asc', 'desc'])),
  limit: z.optional(z.string()),
  fromId: z.optional(z.string()),
});

/** WALLET.md 7.7 (fixture rest_v2_account_ledger.json): the amount is signed from the queried account's view. */
export const rawLedgerRowSchema = z.object({
  accountId: wireIdSchema,
  currency: z.string(),
  transactAmt: wireAmountSchema,
  transactType: z.string(),
  transferType: z.optional(z.nullable(z.string())),
  transactId: wireIdSchema,
  transactTime: z.number(),
  transferer: z.optional(z.nullable(wireIdSchema)),
  transferee: z.optional(z.nullable(wireIdSchema)),
});

export const recordsQuerySchema = z.object({
  /** Comma-separated RecordCallType values; every one of them when absent. */
  types: z.optional(z.string()),
  currency: z.optional(z.string()),
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  limit: z.optional(z.string()),
  fromId: z.optional(z.string()),
});

/** One ledger entry of ours: every field of the mock's ledger entry, amounts as decimal strings. */
export const rawRecordRowSchema = z.object({
  id: wireIdSchema,
  accountType: z.string(),
  accountId: wireIdSchema,
  currency: z.string(),
  amount: wireAmountSchema,
  type: z.string(),
  subtype: z.optional(z.nullable(z.string())),
  ref: z.string(),
  time: z.number(),
  counterpart: z.optional(z.nullable(z.string())),
  symbol: z.optional(z.nullable(z.string())),
});

export type RawLedgerRow = z.infer<typeof rawLedgerRowSchema>;
export type RawRecordRow = z.infer<typeof rawRecordRowSchema>;
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

/** GET ?accountId=&currency=&transactTypes=transfer&startTime=&endTime=&limit=&fromId= → [row], `nextId` beside data (v2, WALLET.md 7.7) */
export const accountLedger = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/ledger',
  request: ledgerQuerySchema,
  response: z.array(rawLedgerRowSchema),
});

/** GET ?types=&currency=&startTime=&endTime=&limit=&fromId= → [entry], `nextId` beside data (v2, ours: mocks/README.md) */
export const accountRecords = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/records',
  request: recordsQuerySchema,
  response: z.array(rawRecordRowSchema),
});
