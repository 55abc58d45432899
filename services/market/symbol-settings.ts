// Symbol settings (exchange-wallet-fiat.md sections 3, 7, 8; PROTOCOL.md 4.6):
// GET /v2/settings/common/symbols?ts= on the pro family answers abbreviated records with the
// server's ts and whether the list is full. Records are expanded to full names and turned into
// the UI's MarketSymbol here, so nothing above this file sees abbreviated keys.
// A 1003 answer is tried again without the token; the caller falls back to its local cache
// when the network fails.

import axios from 'axios';
import * as z from 'zod/mini';
import { expandV2Symbol } from '@/lib/settings/expand';
import type { SettingsResponse } from '@/lib/settings/cache';
import { toMarketSymbol, type MarketSymbol } from '@/lib/settings/symbols';
import { request, type ApiResult } from '@/services/http';

export const SYMBOL_SETTINGS_PATH = '/v2/settings/common/symbols';
/** Settings answer 1003 when the token is not accepted; they are public, so try without it. */
export const SETTINGS_RETRY_WITHOUT_TOKEN_CODE = 1003;

const settingsBodySchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  ts: z.optional(z.union([z.string(), z.number()])),
  full: z.optional(z.union([z.number(), z.boolean()])),
});

/** Raw records into symbols; a record without code, base or quote is skipped, not fatal. */
export function toSymbolList(records: readonly Readonly<Record<string, unknown>>[]): MarketSymbol[] {
  const symbols: MarketSymbol[] = [];
  for (const record of records) {
    const symbol = toMarketSymbol(expandV2Symbol(record));
    if (symbol) symbols.push(symbol);
  }
  return symbols;
}

/** The settings body with its list under `data` and `ts`/`full` beside it, or null. */
export function parseSymbolSettingsBody(body: unknown): SettingsResponse<MarketSymbol> | null {
  const parsed = settingsBodySchema.safeParse(body);
  if (!parsed.success) return null;
  return { ts: parsed.data.ts ?? '0', full: parsed.data.full ?? 1, data: toSymbolList(parsed.data.data) };
}

// The envelope keeps only `data`; `ts` and `full` sit beside it, so the body is rewrapped
// before normalisation to carry them along.
function keepSettingsMeta(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (!Array.isArray(record.data)) return body;
  return { ...record, data: { data: record.data, ts: record.ts, full: record.full } };
}

const defaultTransforms = axios.defaults.transformResponse;
const transformResponse = [...(Array.isArray(defaultTransforms) ? defaultTransforms : defaultTransforms ? [defaultTransforms] : []), keepSettingsMeta];

/** GET /v2/settings/common/symbols?ts= (incremental after `ts`, everything without it). */
export async function fetchSymbolSettings(ts?: string): Promise<ApiResult<SettingsResponse<MarketSymbol>>> {
  const call = (withoutToken: boolean) =>
    request<unknown>('pro', {
      url: SYMBOL_SETTINGS_PATH,
      method: 'GET',
      params: ts ? { ts } : undefined,
      transformResponse,
      skipAuthRetry: true,
      withoutToken,
    });
  let result = await call(false);
  if (!result.success && Number(result.code) === SETTINGS_RETRY_WITHOUT_TOKEN_CODE) result = await call(true);
  if (!result.success) return result;
  const parsed = parseSymbolSettingsBody(result.data);
  return parsed ? { ...result, data: parsed } : { success: false, code: 500, message: '', data: null };
}
