// The documents of step two: the front and back of the document and a selfie holding it, each
// uploaded on its own by PUT to a signed URL the kyc service hands out (exchange-wallet-fiat.md
// section 7 "file upload by PUT to a signed URL"). The signed URL must be a path below the kyc
// family of our own gateway (the only place the browser sends the bytes), never an address the
// answer chooses.

import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE } from '@/lib/upload/rules';
import type { KycIdType } from './identity';

export const KYC_DOCUMENT_SIDES = ['front', 'back', 'selfie'] as const;
export type KycDocumentSide = (typeof KYC_DOCUMENT_SIDES)[number];

/** One image per side: jpg, jpeg or png, at most 5 MB. */
export const KYC_UPLOAD_RULES = { accept: DEFAULT_ACCEPT, maxSize: DEFAULT_MAX_SIZE, maxFiles: 1 } as const;

export function kycDocumentLabel(side: KycDocumentSide, idType: KycIdType): string {
  if (side === 'selfie') return '手持证件自拍';
  if (idType === 'passport') return side === 'front' ? '护照资料页' : '护照签名页';
  return side === 'front' ? '证件正面（人像面）' : '证件背面';
}

export const KYC_DOCUMENT_MESSAGES = {
  required: (label: string) => `请上传${label}`,
  uploading: '请等待照片上传完成',
  badUploadUrl: '上传地址无效，请重新上传',
} as const;

/** Where signed uploads live below the kyc family (lib/contracts/kyc.ts `kycFilePut`). */
export const KYC_FILE_PATH_PREFIX = '/v1/kyc/files/';
const SIGNED_PATH = /^\/v1\/kyc\/files\/[A-Za-z0-9_-]{8,64}\?expires=\d{10,13}&signature=[a-f0-9]{64}$/;

/**
 * The signed upload URL as a path below the kyc family, or null when it is anything else: an
 * absolute or protocol-relative URL, a path elsewhere, dot segments, encoded characters or
 * extra parameters are all refused, so the bytes only ever go to our own gateway.
 */
export function safeKycUploadPath(url: string): string | null {
  return SIGNED_PATH.test(url) ? url : null;
}
