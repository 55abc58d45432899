// The one answer check of the account-service calls: a success whose data does not match its
// contract's schema becomes a failed call (code 500, no message: the page shows its own
// fallback text), not a crash. The check itself is lib/contracts/check.ts.

import { checkData, type SafeParser } from '@/lib/contracts/check';
import { REQUEST_FAILED_CODE, type ApiResult } from '@/services/http';

const keep = <T>(raw: T): T => raw;

/** `result` with its data checked by `schema`; a failure passes through unchanged. */
export function checkedAnswer<T>(result: ApiResult<unknown>, schema: SafeParser<T>): ApiResult<T> {
  if (!result.success) return result;
  const data = checkData(result.data, schema, keep);
  return data === null ? { success: false, code: REQUEST_FAILED_CODE, message: '', data: null } : { ...result, data };
}
