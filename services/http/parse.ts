// Turns a successful envelope into a typed one, or into the generic failure when the payload
// does not match its schema or its model refuses it (null): callers branch on `success` only.
// The check itself is lib/contracts/check.ts.

import { checkData, checkList, type SafeParser } from '@/lib/contracts/check';
import { requestFailedEnvelope, type ApiResult, type NormalizedEnvelope } from './envelope';

export function parseEnvelope<Raw, Model>(result: NormalizedEnvelope, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model | null): ApiResult<Model> {
  if (!result.success) return result;
  const model = checkData(result.data, schema, toModel);
  return model === null ? requestFailedEnvelope() : { ...result, data: model };
}

/** A list payload: malformed or refused entries are dropped, a payload that is not a list fails. */
export function parseListEnvelope<Raw, Model>(result: NormalizedEnvelope, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model | null): ApiResult<Model[]> {
  if (!result.success) return result;
  const models = checkList(result.data, schema, toModel);
  return models === null ? requestFailedEnvelope() : { ...result, data: models };
}
