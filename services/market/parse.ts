// Turns a successful envelope into a typed one, or into the generic failure when the payload
// does not match its schema: callers branch on `success` only.

import { requestFailedEnvelope, type ApiResult, type NormalizedEnvelope } from '@/services/http';

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function parseEnvelope<Raw, Model>(result: NormalizedEnvelope, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model): ApiResult<Model> {
  if (!result.success) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ...result, data: toModel(parsed.data) } : requestFailedEnvelope();
}

/** A list payload: malformed entries are dropped, a payload that is not a list fails. */
export function parseListEnvelope<Raw, Model>(result: NormalizedEnvelope, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model): ApiResult<Model[]> {
  if (!result.success) return result;
  if (!Array.isArray(result.data)) return requestFailedEnvelope();
  const models: Model[] = [];
  for (const entry of result.data) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) models.push(toModel(parsed.data));
  }
  return { ...result, data: models };
}
