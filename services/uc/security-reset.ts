// Account-service calls of the security-item reset request. One typed function per call;
// answers are checked against the contract here, so the page never sees a raw shape.

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
import { checkedAnswer } from './answer';

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
  return checkedAnswer(result, securityResetUploadResponseSchema);
}

/** POST /uc/open/security_reset/submit {account, account_type, country_code, item, password, files[]} → {ticket_id} */
export async function submitSecurityReset(input: SecurityResetSubmit): Promise<ApiResult<SecurityResetSubmitResponse>> {
  const body = securityResetSubmitSchema.parse(input);
  return checkedAnswer(await post('uc', UC_CALLS.securityResetSubmit.path(), body), securityResetSubmitResponseSchema);
}
