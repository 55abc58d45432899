// Prime token-launch calls of the pro family (exchange-wallet-fiat.md section 7 "Trading":
// "POST order place (... prime PO and BID variants ...)", "Prime: info, user info, user limit,
// PO result (retry 5 s), BID result, set prime info (content JSON of fp, uid, ts,
// device_source, isAlphaGo); fomo endpoints"). v2 envelopes; amounts leave as decimal strings.
// The 5 s retry of the results is `retryEvery` (lib/trading/retry), driven by the panel.

import * as z from 'zod/mini';
import { toDecimalText } from '@/lib/decimal';
import type { PrimeInfo, PrimeResult, PrimeRound, PrimeUserLimit } from '@/lib/trading/prime';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/market/parse';

// See services/uc/schemas.ts: no eval probe under the CSP.
z.config({ jitless: true });

export const PRIME_PATHS = {
  info: '/v1/prime/info', // GET ?symbol=
  userInfo: '/v1/prime/user/info', // GET ?symbol=
  userLimit: '/v1/prime/user/limit', // GET ?symbol=
  placePo: '/v1/order/prime/po/place', // POST {symbol, amount, price}
  placeBid: '/v1/order/prime/bid/place', // POST {symbol, amount}
  poResult: '/v1/prime/po/result', // GET ?symbol=
  bidResult: '/v1/prime/bid/result', // GET ?symbol=
  setInfo: '/v1/prime/info/set', // POST {symbol, content}
  fomo: '/v1/prime/fomo/info', // GET ?symbol=
} as const;

const wireAmount = z.union([z.string(), z.number()]);

export const rawPrimeRoundSchema = z.object({
  roundNum: z.number(),
  roundIssuePrice: wireAmount,
  roundCirculation: wireAmount,
  roundLimitOrderSellPrice: wireAmount,
});

export const rawPrimeInfoSchema = z.object({
  currency: z.string(),
  rounds: z.array(rawPrimeRoundSchema),
  primeType: z.string(),
  status: z.object({
    round: z.number(),
    state: z.number(),
    roundTradeType: z.optional(z.nullable(z.string())),
    preRoundType: z.optional(z.nullable(z.string())),
  }),
});

export const rawPrimeUserLimitSchema = z.object({ round: z.optional(z.number()), maxAmount: wireAmount, usedAmount: wireAmount });

export const rawPrimeResultSchema = z.nullable(
  z.object({
    round: z.number(),
    amount: wireAmount,
    price: wireAmount,
    state: z.enum(['pending', 'settled']),
    filledAmount: wireAmount,
  }),
);

export const rawPrimeUserInfoSchema = z.object({ symbol: z.string(), poAmount: wireAmount, bidAmount: wireAmount });
export const rawPrimeFomoSchema = z.object({ symbol: z.string(), participants: z.number(), totalAmount: wireAmount });

function toRound(raw: z.infer<typeof rawPrimeRoundSchema>): PrimeRound | null {
  const roundIssuePrice = toDecimalText(raw.roundIssuePrice);
  const roundCirculation = toDecimalText(raw.roundCirculation);
  const roundLimitOrderSellPrice = toDecimalText(raw.roundLimitOrderSellPrice);
  if (roundIssuePrice === null || roundCirculation === null || roundLimitOrderSellPrice === null) return null;
  return { roundNum: raw.roundNum, roundIssuePrice, roundCirculation, roundLimitOrderSellPrice };
}

export function toPrimeInfo(raw: z.infer<typeof rawPrimeInfoSchema>): PrimeInfo | null {
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

function toUserLimit(raw: z.infer<typeof rawPrimeUserLimitSchema>): PrimeUserLimit | null {
  const maxAmount = toDecimalText(raw.maxAmount);
  const usedAmount = toDecimalText(raw.usedAmount);
  return maxAmount === null || usedAmount === null ? null : { maxAmount, usedAmount };
}

/** A result, or `none` when the user has not placed one (data null). */
export type PrimeResultAnswer = PrimeResult | 'none';

function toResult(kind: 'po' | 'bid') {
  return (raw: z.infer<typeof rawPrimeResultSchema>): PrimeResultAnswer | null => {
    if (raw === null) return 'none';
    const amount = toDecimalText(raw.amount);
    const price = toDecimalText(raw.price);
    const filledAmount = toDecimalText(raw.filledAmount);
    if (amount === null || price === null || filledAmount === null) return null;
    return { kind, round: raw.round, amount, price, state: raw.state, filledAmount };
  };
}

/** GET /v1/prime/info?symbol= */
export async function fetchPrimeInfo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<PrimeInfo>> {
  return parseEnvelope(await get('pro', PRIME_PATHS.info, { symbol }, options), rawPrimeInfoSchema, toPrimeInfo);
}

/** GET /v1/prime/user/limit?symbol= → the user's limit in the current round. */
export async function fetchPrimeUserLimit(symbol: string, options?: ShorthandOptions): Promise<ApiResult<PrimeUserLimit>> {
  return parseEnvelope(await get('pro', PRIME_PATHS.userLimit, { symbol }, options), rawPrimeUserLimitSchema, toUserLimit);
}

/** GET /v1/prime/user/info?symbol= → what the user placed in PO and BID so far. */
export async function fetchPrimeUserInfo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<{ poAmount: string; bidAmount: string }>> {
  return parseEnvelope(await get('pro', PRIME_PATHS.userInfo, { symbol }, options), rawPrimeUserInfoSchema, (raw) => {
    const poAmount = toDecimalText(raw.poAmount);
    const bidAmount = toDecimalText(raw.bidAmount);
    return poAmount === null || bidAmount === null ? null : { poAmount, bidAmount };
  });
}

/** GET /v1/prime/po/result or /v1/prime/bid/result ?symbol= (retried every 5 s by the caller while pending or failed). */
export async function fetchPrimeResult(kind: 'po' | 'bid', symbol: string, options?: ShorthandOptions): Promise<ApiResult<PrimeResultAnswer>> {
  const path = kind === 'po' ? PRIME_PATHS.poResult : PRIME_PATHS.bidResult;
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

/** POST /v1/order/prime/po/place or /v1/order/prime/bid/place; resolves to the order id. */
export async function placePrimeOrder(request: PrimeOrderRequest, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const path = request.kind === 'po' ? PRIME_PATHS.placePo : PRIME_PATHS.placeBid;
  return parseEnvelope(await post('pro', path, primeOrderBody(request), options), z.union([z.string(), z.number()]), (id) => String(id));
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

/** POST /v1/prime/info/set {symbol, content} */
export async function setPrimeInfo(symbol: string, info: PrimeDeviceInfo, options?: ShorthandOptions): Promise<ApiResult<boolean>> {
  return parseEnvelope(await post('pro', PRIME_PATHS.setInfo, primeInfoBody(symbol, info), options), z.boolean(), (ok) => ok);
}

/** GET /v1/prime/fomo/info?symbol= → how many took part and how much they asked for. */
export async function fetchPrimeFomo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<{ participants: number; totalAmount: string }>> {
  return parseEnvelope(await get('pro', PRIME_PATHS.fomo, { symbol }, options), rawPrimeFomoSchema, (raw) => {
    const totalAmount = toDecimalText(raw.totalAmount);
    return totalAmount === null ? null : { participants: raw.participants, totalAmount };
  });
}
