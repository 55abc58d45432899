// Prime token-launch calls of the pro family (exchange-wallet-fiat.md section 7 "Trading":
// "POST order place (... prime PO and BID variants ...)", "Prime: info, user info, user limit,
// PO result (retry 5 s), BID result, set prime info (content JSON of fp, uid, ts,
// device_source, isAlphaGo); fomo endpoints"). v2 envelopes; amounts leave as decimal strings.
// The 5 s retry of the results is `retryEvery` (lib/trading/retry), driven by the panel.

import * as calls from '@/lib/contracts/pro/prime';
import {
  rawPrimeFomoSchema,
  rawPrimeInfoSchema,
  rawPrimeResultSchema,
  rawPrimeUserInfoSchema,
  rawPrimeUserLimitSchema,
  primeSetInfoResultSchema,
  type RawPrimeInfo,
  type RawPrimeResult,
  type RawPrimeRound,
  type RawPrimeUserLimit,
} from '@/lib/contracts/pro/prime';
import { wireIdSchema } from '@/lib/contracts/wire';
import { toDecimalText } from '@/lib/decimal';
import type { PrimeInfo, PrimeResult, PrimeRound, PrimeUserLimit } from '@/lib/trading/prime';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';

function toRound(raw: RawPrimeRound): PrimeRound | null {
  const roundIssuePrice = toDecimalText(raw.roundIssuePrice);
  const roundCirculation = toDecimalText(raw.roundCirculation);
  const roundLimitOrderSellPrice = toDecimalText(raw.roundLimitOrderSellPrice);
  if (roundIssuePrice === null || roundCirculation === null || roundLimitOrderSellPrice === null) return null;
  return { roundNum: raw.roundNum, roundIssuePrice, roundCirculation, roundLimitOrderSellPrice };
}

export function toPrimeInfo(raw: RawPrimeInfo): PrimeInfo | null {
  const rounds = raw.rounds.map(toRound);
  if (rounds.some((round) => round === null)) return null;
  return {
    currency: raw.currency.toLowerCase(),
    rounds: rounds as PrimeRound[],
    primeType: raw.primeType,
    status: {
      round: raw.status.round,
      state: raw.status.state,
      roundTradeType: raw.status.roundTradeType ?? '',
      preRoundType: raw.status.preRoundType ?? '',
    },
  };
}

function toUserLimit(raw: RawPrimeUserLimit): PrimeUserLimit | null {
  const maxAmount = toDecimalText(raw.maxAmount);
  const usedAmount = toDecimalText(raw.usedAmount);
  return maxAmount === null || usedAmount === null ? null : { maxAmount, usedAmount };
}

/** A result, or `none` when the user has not placed one (data null). */
export type PrimeResultAnswer = PrimeResult | 'none';

function toResult(kind: 'po' | 'bid') {
  return (raw: RawPrimeResult): PrimeResultAnswer | null => {
    if (raw === null) return 'none';
    const amount = toDecimalText(raw.amount);
    const price = toDecimalText(raw.price);
    const filledAmount = toDecimalText(raw.filledAmount);
    if (amount === null || price === null || filledAmount === null) return null;
    return { kind, round: raw.round, amount, price, state: raw.state, filledAmount };
  };
}

/** GET `prime.primeInfo`?symbol= */
export async function fetchPrimeInfo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<PrimeInfo>> {
  return parseEnvelope(await get('pro', calls.primeInfo.path(), { symbol }, options), rawPrimeInfoSchema, toPrimeInfo);
}

/** GET `prime.primeUserLimit`?symbol= → the user's limit in the current round. */
export async function fetchPrimeUserLimit(symbol: string, options?: ShorthandOptions): Promise<ApiResult<PrimeUserLimit>> {
  return parseEnvelope(await get('pro', calls.primeUserLimit.path(), { symbol }, options), rawPrimeUserLimitSchema, toUserLimit);
}

/** GET `prime.primeUserInfo`?symbol= → what the user placed in PO and BID so far. */
export async function fetchPrimeUserInfo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<{ poAmount: string; bidAmount: string }>> {
  return parseEnvelope(await get('pro', calls.primeUserInfo.path(), { symbol }, options), rawPrimeUserInfoSchema, (raw) => {
    const poAmount = toDecimalText(raw.poAmount);
    const bidAmount = toDecimalText(raw.bidAmount);
    return poAmount === null || bidAmount === null ? null : { poAmount, bidAmount };
  });
}

/** GET `prime.primePoResult` or `prime.primeBidResult` ?symbol= (retried every 5 s by the caller while pending or failed). */
export async function fetchPrimeResult(kind: 'po' | 'bid', symbol: string, options?: ShorthandOptions): Promise<ApiResult<PrimeResultAnswer>> {
  const path = (kind === 'po' ? calls.primePoResult : calls.primeBidResult).path();
  return parseEnvelope(await get('pro', path, { symbol }, options), rawPrimeResultSchema, toResult(kind));
}

export interface PrimeOrderRequest {
  kind: 'po' | 'bid';
  symbol: string;
  amount: string;
  /** The round's issue price; sent with a PO only. */
  price: string;
}

export function primeOrderBody({ kind, symbol, amount, price }: PrimeOrderRequest): Record<string, string> {
  return kind === 'po' ? { symbol, amount, price } : { symbol, amount };
}

/** POST `prime.primePlacePo` or `prime.primePlaceBid`; resolves to the order id. */
export async function placePrimeOrder(request: PrimeOrderRequest, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const path = (request.kind === 'po' ? calls.primePlacePo : calls.primePlaceBid).path();
  return parseEnvelope(await post('pro', path, primeOrderBody(request), options), wireIdSchema, (id) => String(id));
}

export interface PrimeDeviceInfo {
  fp: string;
  uid: string;
  ts: number;
  device_source: string;
  isAlphaGo: boolean;
}

/** The set-prime-info body: the device facts as one JSON string under `content`. */
export function primeInfoBody(symbol: string, info: PrimeDeviceInfo): { symbol: string; content: string } {
  const { fp, uid, ts, device_source, isAlphaGo } = info;
  return { symbol, content: JSON.stringify({ fp, uid, ts, device_source, isAlphaGo }) };
}

/** POST `prime.primeSetInfo` {symbol, content} */
export async function setPrimeInfo(symbol: string, info: PrimeDeviceInfo, options?: ShorthandOptions): Promise<ApiResult<boolean>> {
  return parseEnvelope(await post('pro', calls.primeSetInfo.path(), primeInfoBody(symbol, info), options), primeSetInfoResultSchema, (ok) => ok);
}

/** GET `prime.primeFomo`?symbol= → how many took part and how much they asked for. */
export async function fetchPrimeFomo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<{ participants: number; totalAmount: string }>> {
  return parseEnvelope(await get('pro', calls.primeFomo.path(), { symbol }, options), rawPrimeFomoSchema, (raw) => {
    const totalAmount = toDecimalText(raw.totalAmount);
    return totalAmount === null ? null : { participants: raw.participants, totalAmount };
  });
}
