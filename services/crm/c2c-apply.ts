// The C2C lending participant application on the crm service (lib/contracts/crm.ts): the
// user's latest application, the documents uploaded one by one, and the application itself.

import {
  c2cApplication,
  c2cApplicationSchema,
  c2cLatestSchema,
  c2cApply,
  c2cApplyRequestSchema,
  c2cUpload,
  c2cUploadResultSchema,
  C2C_UPLOAD_FIELD,
  type C2cApplication,
  type C2cApplyRequest,
  type C2cUploadResult,
} from '@/lib/contracts/crm';
import { progressPercent } from '@/lib/upload/rules';
import { get, post, type ApiResult } from '@/services/http';
import { checkedAnswer } from '@/services/uc/answer';

/** GET /crm/c2c/apply → the latest application, or null when the user has none. */
export async function fetchC2cApplication(): Promise<ApiResult<C2cApplication | null>> {
  const result = checkedAnswer(await get('crm', c2cApplication.path()), c2cLatestSchema);
  return result.success ? { ...result, data: result.data.application } : result;
}

/**
 * POST /crm/c2c/apply/upload (multipart, field "file") → {url}, with progress in whole percent.
 * Silent: the upload field shows its own failure text. Aborted when the user removes the file.
 */
export async function uploadC2cDocument(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ApiResult<C2cUploadResult>> {
  const form = new FormData();
  form.append(C2C_UPLOAD_FIELD, file, file.name);
  const result = await post('crm', c2cUpload.path(), form, {
    signal,
    silent: true,
    onUploadProgress: (event) => onProgress(progressPercent(event.loaded, event.total)),
  });
  return checkedAnswer(result, c2cUploadResultSchema);
}

/** POST /crm/c2c/apply → the application, under review. Silent: the form keeps the message. */
export async function submitC2cApplication(application: C2cApplyRequest): Promise<ApiResult<C2cApplication>> {
  return checkedAnswer(await post('crm', c2cApply.path(), c2cApplyRequestSchema.parse(application), { silent: true }), c2cApplicationSchema);
}
