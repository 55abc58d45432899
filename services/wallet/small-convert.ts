// The conversion calls (lib/contracts/pro/convert.ts): the stand-alone currencies with their
// limits, a quote, a convert at a quote with a client order id, the conversion history and the
// history of fees paid with small balances; and the custody fee deduct mode (get, save).
// Amounts become decimal text, currencies lower case; a call resolves to an ApiResult.
// (services/wallet/convert.ts is the balance wire converter, a different thing.)

import * as custodyCalls from '@/lib/contracts/custody';
import type { RawDeductMode } from '@/lib/contracts/custody';
import * as calls from '@/lib/contracts/pro/convert';
import type { RawConversion, RawConversionPage, RawFeeDeduction, RawFeeDeductionPage, RawQuote, RawStandAloneCurrency } from '@/lib/contracts/pro/convert';
import type { ConvertMode } from '@/lib/convert/modes';
import type { ConvertSource } from '@/lib/convert/small-balance';
import type { StandAloneLimit } from '@/lib/convert/stand-alone';
import { toDecimalText } from '@/lib/decimal';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import { sendWithCustodyAuth } from '@/services/custody/custody';
import { toIdText } from '@/services/trading/account-convert';

export interface QuoteSourceValue extends ConvertSource {
  /** Worth in the target. */
  value: string;
}

export interface ConvertQuote {
  quoteId: string;
  mode: ConvertMode;
  target: string;
  sources: QuoteSourceValue[];
  grossAmount: string;
  fee: string;
  feeRate: string;
  /** What arrives. */
  amount: string;
  createdAt: number;
  expiresAt: number;
  /** Server clock minus the local clock when the quote arrived. */
  clockOffsetMs: number;
}

export interface Conversion {
  id: string;
  clientOrderId: string;
  quoteId: string;
  mode: ConvertMode;
  target: string;
  sources: ConvertSource[];
  grossAmount: string;
  fee: string;
  amount: string;
  state: string;
  time: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export interface FeeDeduction {
  id: string;
  currency: string;
  amount: string;
  symbol: string | null;
  ref: string;
  time: number;
}

export interface DeductMode {
  on: boolean;
  updatedAt: number | null;
}

const lower = (value: string) => value.trim().toLowerCase();

function toSources<T extends { currency: string; amount: string | number }>(raw: readonly T[]): ConvertSource[] | null {
  const sources: ConvertSource[] = [];
  for (const source of raw) {
    const amount = toDecimalText(source.amount);
    if (amount === null) return null;
    sources.push({ currency: lower(source.currency), amount });
  }
  return sources;
}

export function toQuote(raw: RawQuote, localNow: number = Date.now()): ConvertQuote | null {
  const grossAmount = toDecimalText(raw.grossAmount);
  const fee = toDecimalText(raw.fee);
  const feeRate = toDecimalText(raw.feeRate);
  const amount = toDecimalText(raw.amount);
  const sources: QuoteSourceValue[] = [];
  for (const source of raw.sources) {
    const sourceAmount = toDecimalText(source.amount);
    const value = toDecimalText(source.value);
    if (sourceAmount === null || value === null) return null;
    sources.push({ currency: lower(source.currency), amount: sourceAmount, value });
  }
  if (grossAmount === null || fee === null || feeRate === null || amount === null) return null;
  return {
    quoteId: raw.quoteId,
    mode: raw.mode,
    target: lower(raw.target),
    sources,
    grossAmount,
    fee,
    feeRate,
    amount,
    createdAt: raw.createdAt,
    expiresAt: raw.expiresAt,
    clockOffsetMs: raw.serverTime - localNow,
  };
}

export function toConversion(raw: RawConversion): Conversion | null {
  const id = toIdText(raw.id);
  const sources = toSources(raw.sources);
  const grossAmount = toDecimalText(raw.grossAmount);
  const fee = toDecimalText(raw.fee);
  const amount = toDecimalText(raw.amount);
  if (id === null || sources === null || grossAmount === null || fee === null || amount === null) return null;
  return { id, clientOrderId: raw.clientOrderId, quoteId: raw.quoteId, mode: raw.mode, target: lower(raw.target), sources, grossAmount, fee, amount, state: raw.state, time: raw.time };
}

function toPage<Raw, Model>(raw: { items: Raw[]; total: number; page: number; size: number }, toModel: (item: Raw) => Model | null): Page<Model> {
  return { items: raw.items.map(toModel).filter((item): item is Model => item !== null), total: raw.total, page: raw.page, size: raw.size };
}

export function toFeeDeduction(raw: RawFeeDeduction): FeeDeduction | null {
  const id = toIdText(raw.id);
  const amount = toDecimalText(raw.amount);
  if (id === null || amount === null) return null;
  return { id, currency: lower(raw.currency), amount, symbol: raw.symbol ?? null, ref: raw.ref, time: raw.time };
}

export function toStandAloneLimit(raw: RawStandAloneCurrency): StandAloneLimit | null {
  const minAmount = toDecimalText(raw.minAmount);
  const maxAmount = toDecimalText(raw.maxAmount);
  return minAmount === null || maxAmount === null ? null : { currency: lower(raw.currency), minAmount, maxAmount };
}

export function toDeductMode(raw: RawDeductMode): DeductMode {
  return { on: raw.deductMode, updatedAt: raw.updatedAt };
}

/** GET `convert.standAloneCurrencies`. */
export async function fetchStandAloneCurrencies(options?: ShorthandOptions): Promise<ApiResult<StandAloneLimit[]>> {
  return parseListEnvelope(await get('pro', calls.standAloneCurrencies.path(), undefined, options), calls.rawStandAloneCurrencySchema, toStandAloneLimit);
}

/** POST `convert.quote` {mode, target, sources}. */
export async function requestQuote(request: { mode: ConvertMode; target: string; sources: readonly ConvertSource[] }, options?: ShorthandOptions): Promise<ApiResult<ConvertQuote>> {
  const body: calls.QuoteRequest = { mode: request.mode, target: lower(request.target), sources: request.sources.map(({ currency, amount }) => ({ currency: lower(currency), amount })) };
  return parseEnvelope(await post('pro', calls.quote.path(), body, options), calls.rawQuoteSchema, (raw) => toQuote(raw));
}

/** POST `convert.convert` {quoteId, clientOrderId}: the same client order id never converts twice. */
export async function convertAtQuote(request: calls.ConvertRequest, options?: ShorthandOptions): Promise<ApiResult<Conversion>> {
  return parseEnvelope(await post('pro', calls.convert.path(), request, options), calls.rawConversionSchema, toConversion);
}

/** GET `convert.history` ?mode&page&size. */
export async function fetchConversions(params: { mode?: ConvertMode; page?: number; size?: number }, options?: ShorthandOptions): Promise<ApiResult<Page<Conversion>>> {
  const query: Record<string, string> = {};
  if (params.mode) query.mode = params.mode;
  if (params.page !== undefined) query.page = String(params.page);
  if (params.size !== undefined) query.size = String(params.size);
  return parseEnvelope(await get('pro', calls.history.path(), query, options), calls.rawConversionPageSchema, (raw: RawConversionPage) => toPage(raw, toConversion));
}

/** GET `convert.feeDeductions` ?page&size. */
export async function fetchFeeDeductions(params: { page?: number; size?: number }, options?: ShorthandOptions): Promise<ApiResult<Page<FeeDeduction>>> {
  const query: Record<string, string> = {};
  if (params.page !== undefined) query.page = String(params.page);
  if (params.size !== undefined) query.size = String(params.size);
  return parseEnvelope(await get('pro', calls.feeDeductions.path(), query, options), calls.rawFeeDeductionPageSchema, (raw: RawFeeDeductionPage) => toPage(raw, toFeeDeduction));
}

/** GET custody `fee/deduct-mode`. */
export async function fetchDeductMode(options?: ShorthandOptions): Promise<ApiResult<DeductMode>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => get('custody', custodyCalls.deductMode.path(), undefined, o), options), custodyCalls.rawDeductModeSchema, toDeductMode);
}

/** POST custody `fee/deduct-mode` {deductMode}. */
export async function saveDeductMode(on: boolean, options?: ShorthandOptions): Promise<ApiResult<DeductMode>> {
  return parseEnvelope(
    await sendWithCustodyAuth((o) => post('custody', custodyCalls.saveDeductMode.path(), { deductMode: on }, o), options),
    custodyCalls.rawDeductModeSchema,
    toDeductMode,
  );
}
