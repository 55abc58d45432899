// Reference data beside the settings lists (spec section 7 "Settings"): the exchange rates of
// the general family and the server time of the pro family.

import * as z from 'zod/mini';
import { toDecimalText } from '@/lib/decimal';
import type { ExchangeRate } from '@/lib/settings/rates';
import { serverClockOffset } from '@/lib/settings/timestamp';
import { get, type ApiResult, type NormalizedEnvelope } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from './parse';

export const REFERENCE_PATHS = {
  exchangeRates: '/exchange_rate/list', // GET, general family
  timestamp: '/v1/common/timestamp', // GET, pro family
} as const;

const exchangeRateSchema = z.object({
  name: z.string().check(z.minLength(1)),
  rate: z.union([z.string(), z.number()]),
});

const timestampSchema = z.number().check(z.int(), z.nonnegative());

/** A rate that is not a non-negative number drops its entry. */
function toExchangeRate(raw: z.infer<typeof exchangeRateSchema>): ExchangeRate | null {
  const rate = toDecimalText(raw.rate);
  return rate === null ? null : { name: raw.name, rate };
}

/** An exchange_rate/list envelope as rates with decimal-string values; bad entries are dropped. */
export function parseExchangeRates(envelope: NormalizedEnvelope): ApiResult<ExchangeRate[]> {
  return parseListEnvelope(envelope, exchangeRateSchema, toExchangeRate);
}

/** GET /exchange_rate/list → `[{ name: 'usdt_cny', rate: '7.12' }, …]`. */
export async function fetchExchangeRates(): Promise<ApiResult<ExchangeRate[]>> {
  return parseExchangeRates(await get('general', REFERENCE_PATHS.exchangeRates));
}

/** GET /v1/common/timestamp → the server's time in epoch ms. */
export async function fetchServerTimestamp(): Promise<ApiResult<number>> {
  return parseEnvelope(await get('pro', REFERENCE_PATHS.timestamp), timestampSchema, (ms) => ms);
}

/**
 * The server clock minus ours (ms), taking the server's stamp at the midpoint of the request;
 * null when the call failed, so the caller keeps the offset it had.
 */
export async function measureServerClockOffset(
  fetcher: () => Promise<ApiResult<number>> = fetchServerTimestamp,
  now: () => number = Date.now,
): Promise<number | null> {
  const sentAt = now();
  const result = await fetcher();
  const receivedAt = now();
  return result.success ? serverClockOffset(result.data, sentAt, receivedAt) : null;
}
