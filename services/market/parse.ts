// Turns a successful envelope into a typed one, or into the generic failure when the payload
// does not match its schema or its model refuses it (null): callers branch on `success` only.

import { requestFailedEnvelope, type ApiResult, type NormalizedEnvelope } from '@/services/http';

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function parseEnvelope<Raw, Model>(result: NormalizedEnvelope, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model | null): ApiResult<Model> {
  if (!result.success) return result;
  const parsed = schema.safeParse(result.data);
  const model = parsed.success ? toModel(parsed.data) : null;
  return model === null ? requestFailedEnvelope() : { ...result, data: model };
}

/** A list payload: malformed or refused entries are dropped, a payload that is not a list fails. */
export function parseListEnvelope<Raw, Model>(result: NormalizedEnvelope, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model | null): ApiResult<Model[]> {
  if (!result.success) return result;
  if (!Array.isArray(result.data)) return requestFailedEnvelope();
  const models: Model[] = [];
  for (const entry of result.data) {
    const parsed = schema.safeParse(entry);
    const model = parsed.success ? toModel(parsed.data) : null;
    if (model !== null) models.push(model);
  }
  return { ...result, data: models };
}
