// Reference data beside the settings lists (spec section 7 "Settings"): the exchange rates of
// the general family and the server time of the pro family.

import type * as z from 'zod/mini';
import { exchangeRateSchema, exchangeRates } from '@/lib/contracts/general';
import { serverTimestamp, timestampSchema } from '@/lib/contracts/pro/reference';
import { toDecimalText } from '@/lib/decimal';
import type { ExchangeRate } from '@/lib/settings/rates';
import { serverClockOffset } from '@/lib/settings/timestamp';
import { get, type ApiResult, type NormalizedEnvelope } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';

/** A rate that is not a non-negative number drops its entry. */
function toExchangeRate(raw: z.infer<typeof exchangeRateSchema>): ExchangeRate | null {
  const rate = toDecimalText(raw.rate);
  return rate === null ? null : { name: raw.name, rate };
}

/** An exchange_rate/list envelope as rates with decimal-string values; bad entries are dropped. */
export function parseExchangeRates(envelope: NormalizedEnvelope): ApiResult<ExchangeRate[]> {
  return parseListEnvelope(envelope, exchangeRateSchema, toExchangeRate);
}

/** GET `general.exchangeRates` → `[{ name: 'usdt_cny', rate: '7.12' }, …]`. */
export async function fetchExchangeRates(): Promise<ApiResult<ExchangeRate[]>> {
  return parseExchangeRates(await get('general', exchangeRates.path()));
}

/** GET `reference.serverTimestamp` → the server's time in epoch ms. */
export async function fetchServerTimestamp(): Promise<ApiResult<number>> {
  return parseEnvelope(await get('pro', serverTimestamp.path()), timestampSchema, (ms) => ms);
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
