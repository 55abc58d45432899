// The kyc service (lib/contracts/kyc.ts): the auth info and equity configuration, a step
// ticket, the basic step, each document's upload (a signed URL first, then the image's bytes by
// PUT to it) and the submit for review. Calls carry the kyc token (services/http); the forms keep
// the server's message, so the writes are silent.

import * as calls from '@/lib/contracts/kyc';
import type { KycDocumentSide } from '@/lib/kyc/documents';
import { KYC_DOCUMENT_MESSAGES, safeKycUploadPath } from '@/lib/kyc/documents';
import type { KycBasicInfo } from '@/lib/kyc/identity';
import { progressPercent } from '@/lib/upload/rules';
import { get, post, request, REQUEST_FAILED_CODE, type ApiResult } from '@/services/http';
import { checkedAnswer } from '@/services/uc/answer';

/** GET v1/kyc/auth-info?authBizCode=SPOT → the level, the basic info on file, the sides uploaded. */
export async function fetchKycAuthInfo(authBizCode: string = calls.DEFAULT_AUTH_BIZ_CODE): Promise<ApiResult<calls.KycAuthInfo>> {
  return checkedAnswer(await get('kyc', calls.kycAuthInfo.path(), { authBizCode }), calls.kycAuthInfoSchema);
}

/** GET v1/kyc/equity-config → what each level allows. */
export async function fetchKycEquityConfig(): Promise<ApiResult<calls.KycEquityConfig>> {
  return checkedAnswer(await get('kyc', calls.kycEquityConfig.path()), calls.kycEquityConfigSchema);
}

/** POST v1/kyc/step-ticket → a ticket for the step the verification is on (starting the next verification when one is finished or refused). */
export async function fetchKycStepTicket(authBizCode: string = calls.DEFAULT_AUTH_BIZ_CODE): Promise<ApiResult<calls.KycStepTicket>> {
  return checkedAnswer(await post('kyc', calls.kycStepTicket.path(), { authBizCode }, { silent: true }), calls.kycStepTicketSchema);
}

/** POST v1/kyc/basic → state 2 (documents next). */
export async function submitKycBasic(ticket: string, basic: KycBasicInfo): Promise<ApiResult<calls.KycStepResult>> {
  const body = calls.kycBasicRequestSchema.parse({ ticket, ...basic });
  return checkedAnswer(await post('kyc', calls.kycBasic.path(), body, { silent: true }), calls.kycStepResultSchema);
}

/** POST v1/kyc/submit → state 4 (under review). */
export async function submitKycDocuments(ticket: string, files: Record<KycDocumentSide, string>): Promise<ApiResult<calls.KycStepResult>> {
  return checkedAnswer(await post('kyc', calls.kycSubmit.path(), { ticket, ...files }, { silent: true }), calls.kycStepResultSchema);
}

/**
 * One document: POST v1/kyc/upload-url for a signed URL, then PUT the bytes to it through our
 * own gateway. The URL is used only when it is the signed path below the kyc family
 * (safeKycUploadPath): an answer naming any other address fails the upload. Resolves to
 * `{url: fileId}`, the FileUpload field's shape. Silent: the field shows its own failure text.
 */
export async function uploadKycDocument(
  ticket: string,
  side: KycDocumentSide,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ApiResult<{ url: string }>> {
  const signed = checkedAnswer(
    await post('kyc', calls.kycUploadUrl.path(), { ticket, side, fileName: file.name, size: file.size, contentType: file.type }, { signal, silent: true }),
    calls.kycUploadUrlSchema,
  );
  if (!signed.success) return signed;
  const path = safeKycUploadPath(signed.data.uploadUrl);
  if (path === null) return { success: false, code: REQUEST_FAILED_CODE, message: KYC_DOCUMENT_MESSAGES.badUploadUrl, data: null };
  const put = checkedAnswer(
    await request('kyc', {
      url: path,
      method: 'PUT',
      data: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
      signal,
      silent: true,
      onUploadProgress: (event) => onProgress(progressPercent(event.loaded, event.total)),
    }),
    calls.kycFilePutSchema,
  );
  return put.success ? { ...put, data: { url: put.data.fileId } } : put;
}
