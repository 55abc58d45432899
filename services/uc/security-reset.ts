// Account-service calls of the security-item reset request. One typed function per call;
// answers are checked against the contract here, so the page never sees a raw shape.

import type * as z from 'zod/mini';
import { progressPercent } from '@/lib/upload/rules';
import { post, type ApiResult } from '@/services/http';
import {
  UC_CALLS,
  SECURITY_RESET_UPLOAD_FIELD,
  securityResetSubmitResponseSchema,
  securityResetSubmitSchema,
  securityResetUploadResponseSchema,
  type SecurityResetSubmit,
  type SecurityResetSubmitResponse,
  type SecurityResetUploadResponse,
} from '@/lib/contracts/uc';

/** A success whose data does not match its schema is a failed call, not a crash. */
function checked<T>(result: ApiResult<unknown>, schema: z.ZodMiniType<T>): ApiResult<T> {
  if (!result.success) return result;
  const data = schema.safeParse(result.data);
  if (data.success) return { ...result, data: data.data };
  return { success: false, code: 500, message: '', data: null };
}

/**
 * POST /uc/open/security_reset/upload (multipart/form-data, field "file") → {url}.
 * Reports progress in whole percent from axios' upload events (XMLHttpRequest in the browser).
 * Silent: the upload field shows its own failure text, so no network toast on top of it.
 * Aborted through `signal` when the user removes the file while it goes up.
 */
export async function uploadSecurityResetFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ApiResult<SecurityResetUploadResponse>> {
  const form = new FormData();
  form.append(SECURITY_RESET_UPLOAD_FIELD, file, file.name);
  const result = await post('uc', UC_CALLS.securityResetUpload.path(), form, {
    signal,
    silent: true,
    onUploadProgress: (event) => onProgress(progressPercent(event.loaded, event.total)),
  });
  return checked(result, securityResetUploadResponseSchema);
}

/** POST /uc/open/security_reset/submit {account, account_type, country_code, item, password, files[]} → {ticket_id} */
export async function submitSecurityReset(input: SecurityResetSubmit): Promise<ApiResult<SecurityResetSubmitResponse>> {
  const body = securityResetSubmitSchema.parse(input);
  return checked(await post('uc', UC_CALLS.securityResetSubmit.path(), body), securityResetSubmitResponseSchema);
}
