// Rules of the security-item reset request: what an uploaded photo must be (checked on the
// bytes, not on what the browser claims), how long an upload stays usable, which items a user
// can ask to reset, one open request per user and item, and the upload plans of the control API.

import { fileExtension } from '@/lib/upload/rules';
import { imageTypeOfExtension, sniffImageType, type SniffedImageType } from '@/lib/upload/sniff';
import {
  SECURITY_RESET_CODES,
  SECURITY_RESET_ITEM_LABELS,
  SECURITY_RESET_UPLOAD_RULES,
  type SecurityResetItem,
} from '@/lib/contracts/uc';
import {
  db,
  now,
  randomToken,
  type MockUser,
  type SecurityResetFileRef,
  type SecurityResetRequest,
  type SecurityResetUpload,
  type UploadPlan,
} from '../db';
import type { UcError } from './errors';

/** Uploaded photos can be attached to a request for 30 minutes (mock clock). */
export const SECURITY_RESET_UPLOAD_TTL_MS = 30 * 60_000;
/** Where the mock says it stored a photo. Never fetched: the page shows names, not images. */
export const SECURITY_RESET_FILE_ORIGIN = 'https://files.mock.invalid';

const megabytes = Math.round((SECURITY_RESET_UPLOAD_RULES.maxSize / (1024 * 1024)) * 100) / 100;
const typeList = SECURITY_RESET_UPLOAD_RULES.accept.map((entry) => entry.toUpperCase()).join('、');

/** The messages of code 30000 (shown to the user as they are) and of the submit's refusals. */
export const SECURITY_RESET_MESSAGES = {
  wrongType: `仅支持 ${typeList} 格式的图片`,
  notAnImage: '图片无法识别，请上传清晰的证件照片',
  tooLarge: `单个文件不能超过 ${megabytes}MB`,
  genericUploadFailure: '文件服务暂不可用',
  filesInvalid: '证件照片已失效，请重新上传',
  itemNotBound: (item: SecurityResetItem) => `该账号未绑定${SECURITY_RESET_ITEM_LABELS[item]}，无需重置`,
  requestPending: (item: SecurityResetItem) => `您已提交${SECURITY_RESET_ITEM_LABELS[item]}重置申请，请耐心等待审核结果`,
} as const;

const refused = (message: string): UcError => ({ code: SECURITY_RESET_CODES.uploadRefused, message });

/**
 * The server's checks of one uploaded file, in order: an accepted extension, not empty and
 * within the size limit, and bytes that really are the image the extension promises.
 */
export function checkUploadedFile(name: string, bytes: Uint8Array): { error: UcError } | { type: SniffedImageType } {
  const extension = fileExtension(name);
  const promised = imageTypeOfExtension(extension);
  if (!promised || !SECURITY_RESET_UPLOAD_RULES.accept.includes(extension)) return { error: refused(SECURITY_RESET_MESSAGES.wrongType) };
  if (bytes.length > SECURITY_RESET_UPLOAD_RULES.maxSize) return { error: refused(SECURITY_RESET_MESSAGES.tooLarge) };
  const actual = sniffImageType(bytes);
  if (actual !== promised) return { error: refused(SECURITY_RESET_MESSAGES.notAnImage) };
  return { type: actual };
}

export function storeUpload(name: string, size: number, type: SniffedImageType): SecurityResetUpload {
  const extension = type === 'png' ? 'png' : 'jpg';
  const upload: SecurityResetUpload = {
    url: `${SECURITY_RESET_FILE_ORIGIN}/security-reset/${randomToken()}.${extension}`,
    name,
    size,
    type,
    uploadedAt: now(),
  };
  db.securityReset.uploads.set(upload.url, upload);
  return upload;
}

/**
 * The uploads a submit names, when every one exists, is unexpired, unused and named once;
 * null otherwise (the user uploads again).
 */
export function resolveUploads(urls: readonly string[]): SecurityResetUpload[] | null {
  if (new Set(urls).size !== urls.length) return null;
  const uploads: SecurityResetUpload[] = [];
  for (const url of urls) {
    const upload = db.securityReset.uploads.get(url);
    if (!upload || upload.usedBy !== undefined || now() - upload.uploadedAt > SECURITY_RESET_UPLOAD_TTL_MS) return null;
    uploads.push(upload);
  }
  return uploads;
}

/** Whether the user has the item bound at all: nothing to reset otherwise. */
export function hasSecurityItem(user: MockUser, item: SecurityResetItem): boolean {
  if (item === 'ga') return user.ga_secret !== '';
  if (item === 'phone') return user.phone !== '';
  return user.email !== '';
}

export function pendingRequest(uid: number, item: SecurityResetItem): SecurityResetRequest | undefined {
  return db.securityReset.requests.find((request) => request.uid === uid && request.item === item && request.status === 'pending');
}

/** 'SR' + the mock date (yyyymmdd) + a six-digit sequence: SR20250601000001. */
function nextTicketId(): string {
  const date = new Date(now()).toISOString().slice(0, 10).replaceAll('-', '');
  const sequence = String(db.securityReset.nextTicket++).padStart(6, '0');
  return `SR${date}${sequence}`;
}

export function createRequest(
  fields: Omit<SecurityResetRequest, 'ticket_id' | 'files' | 'status' | 'created_at'>,
  uploads: readonly SecurityResetUpload[],
): SecurityResetRequest {
  const ticketId = nextTicketId();
  const files: SecurityResetFileRef[] = uploads.map(({ url, name, size }) => ({ url, name, size }));
  for (const upload of uploads) upload.usedBy = ticketId;
  const request: SecurityResetRequest = { ...fields, ticket_id: ticketId, files, status: 'pending', created_at: now() };
  db.securityReset.requests.push(request);
  return request;
}

export const filesInvalidError = (): UcError => ({ code: SECURITY_RESET_CODES.filesInvalid, message: SECURITY_RESET_MESSAGES.filesInvalid });

export const itemNotBoundError = (item: SecurityResetItem): UcError => ({
  code: SECURITY_RESET_CODES.itemNotBound,
  message: SECURITY_RESET_MESSAGES.itemNotBound(item),
});

export const requestPendingError = (item: SecurityResetItem): UcError => ({
  code: SECURITY_RESET_CODES.requestPending,
  message: SECURITY_RESET_MESSAGES.requestPending(item),
});

// ---- upload plans (control API) ----

export function addUploadPlan(plan: Omit<UploadPlan, 'id'>): UploadPlan {
  const added: UploadPlan = { ...plan, id: `upload-plan-${db.securityReset.nextPlanId++}` };
  db.securityReset.plans.push(added);
  return added;
}

/** The oldest plan for this file name (or for any file), counted as used. */
export function takeUploadPlan(fileName: string): UploadPlan | undefined {
  const plans = db.securityReset.plans;
  const plan = plans.find((candidate) => candidate.fileName === undefined || candidate.fileName === fileName);
  if (!plan) return undefined;
  plan.remaining -= 1;
  if (plan.remaining <= 0) db.securityReset.plans = plans.filter((candidate) => candidate !== plan);
  return plan;
}
