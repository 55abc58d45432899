// The settings lists (exchange-wallet-fiat.md sections 3, 7, 8; PROTOCOL.md 4.6): symbols,
// currencies and chains answer `{ status, data: [...], ts, full }` with abbreviated records,
// incrementally after `ts`. Records become UI models here (a record the model refuses is
// skipped, not fatal), so nothing above sees abbreviated keys.
// A 1003 answer is tried once more without the token: the lists are public.

import axios from 'axios';
import * as z from 'zod/mini';
import type { SettingsResponse } from '@/lib/settings/cache';
import { request, requestFailedEnvelope, type ApiResult } from '@/services/http';

/** Settings answer 1003 when the token is not accepted; they are public, so try without it. */
export const SETTINGS_RETRY_WITHOUT_TOKEN_CODE = 1003;

export type SettingsRecord = Readonly<Record<string, unknown>>;
export type ToSettingsModel<T> = (record: SettingsRecord) => T | null;

const settingsBodySchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  ts: z.optional(z.union([z.string(), z.number()])),
  full: z.optional(z.union([z.number(), z.boolean()])),
});

/** Raw records into models, skipping the ones the model refuses. */
export function toSettingsItems<T>(records: readonly SettingsRecord[], toModel: ToSettingsModel<T>): T[] {
  return records.flatMap((record) => {
    const model = toModel(record);
    return model === null ? [] : [model];
  });
}

/**
 * The settings body with its list under `data` and `ts`/`full` beside it, or null. Only an
 * answer that says `full` replaces the cached list: one without it is read as the changes since
 * the cache's ts, so an answer that forgot the flag never wipes the cached symbols.
 */
export function parseSettingsBody<T>(body: unknown, toModel: ToSettingsModel<T>): SettingsResponse<T> | null {
  const parsed = settingsBodySchema.safeParse(body);
  if (!parsed.success) return null;
  return { ts: parsed.data.ts ?? '0', full: parsed.data.full ?? 0, data: toSettingsItems(parsed.data.data, toModel) };
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

/** GET `path`?ts= on the pro family (incremental after `ts`, everything without it). */
export async function fetchSettingsList<T>(path: string, toModel: ToSettingsModel<T>, ts?: string): Promise<ApiResult<SettingsResponse<T>>> {
  const call = (withoutToken: boolean) =>
    request<unknown>('pro', {
      url: path,
      method: 'GET',
      params: ts ? { ts } : undefined,
      transformResponse,
      skipAuthRetry: true,
      withoutToken,
    });
  let result = await call(false);
  if (!result.success && Number(result.code) === SETTINGS_RETRY_WITHOUT_TOKEN_CODE) result = await call(true);
  if (!result.success) return result;
  const parsed = parseSettingsBody(result.data, toModel);
  return parsed ? { ...result, data: parsed } : requestFailedEnvelope();
}
