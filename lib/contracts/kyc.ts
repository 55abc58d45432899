// Calls of the kyc service (exchange-wallet-fiat.md section 3 "KYC: kycAuthInfo, stepTicket,
// equityConfig, liveInfo, kycUserInfo (kyc_level, default C0)" and section 7 "KYC auth info with
// authBizCode (default SPOT); step ticket; equity config; … basic and institutional KYC; file
// upload by PUT to a signed URL"). The spec names the calls, not their paths or bodies: every
// path, body and answer here is this project's, written in mocks/README.md ("KYC").
// Account-service envelopes {success, code, message, data}; the calls carry the kyc token
// (HB-KYC-TOKEN, from the kyc token login). The progress state number and the professional auth
// info come from the custody service (lib/contracts/custody.ts: fiatKycInfo, userAuth).

import * as z from 'zod/mini';
import { KYC_DOCUMENT_SIDES } from '@/lib/kyc/documents';
import { KYC_ID_TYPES } from '@/lib/kyc/identity';
import { KYC_LEVELS } from '@/lib/kyc/levels';
import { KYC_STATES } from '@/lib/kyc/progress';
import { UPLOAD_SERVER_MESSAGE_CODE } from '@/lib/upload/rules';
import { defineCall } from './define';

z.config({ jitless: true });

const family = 'kyc';

export const DEFAULT_AUTH_BIZ_CODE = 'SPOT';

/** Business codes of these calls (13001–13009 are this module's own). */
export const KYC_CODES = {
  badRequest: 400,
  /** No live kyc token: the client renews its tokens and sends again. */
  loginRequired: 401,
  /** A basic field that breaks its rule; the message names the problem. */
  invalidField: 13001,
  /** The step ticket is unknown, expired, spent or of another step. */
  ticketInvalid: 13002,
  /** Not the step the verification is on (e.g. documents while under review). */
  wrongStep: 13003,
  /** A sub-account, a disabled user or an organisation cannot verify here. */
  notAllowed: 13004,
  /** A document named by the submit is missing, unfinished or someone else's. */
  documentsInvalid: 13005,
  /** The signed upload URL is expired or its signature does not match. */
  uploadUrlInvalid: 13006,
  /** Already at the highest level. */
  topLevel: 13007,
  /** An upload refused with a message the user must see (shell-and-account.md section 5). */
  uploadRefused: UPLOAD_SERVER_MESSAGE_CODE,
} as const;

export const kycLevelSchema = z.enum(KYC_LEVELS);
export const kycIdTypeSchema = z.enum(KYC_ID_TYPES);
export const kycSideSchema = z.enum(KYC_DOCUMENT_SIDES);
export const kycStateSchema = z.union(KYC_STATES.map((state) => z.literal(state)));

/** The basic information on file, the document number masked. */
export const kycBasicOnFileSchema = z.object({
  country: z.string(),
  fullName: z.string(),
  idType: kycIdTypeSchema,
  idNumberMasked: z.string(),
  birthDate: z.string(),
});
export type KycBasicOnFile = z.infer<typeof kycBasicOnFileSchema>;

/** GET v1/kyc/auth-info?authBizCode=SPOT → kycAuthInfo. */
export const kycAuthInfoSchema = z.object({
  authBizCode: z.string(),
  kycLevel: kycLevelSchema,
  /** The level the verification under way leads to; null at the top. */
  targetLevel: z.nullable(kycLevelSchema),
  basic: z.nullable(kycBasicOnFileSchema),
  /** Sides already uploaded for the verification under way. */
  documents: z.array(kycSideSchema),
});
export type KycAuthInfo = z.infer<typeof kycAuthInfoSchema>;
export const kycAuthInfoQuerySchema = z.object({ authBizCode: z.optional(z.string()) });

/** One level of the equity configuration: decimal text for the limit. */
export const kycEquitySchema = z.object({
  level: kycLevelSchema,
  name: z.string(),
  /** Daily withdraw limit, in `currency` ('0' = no withdrawals). */
  dailyWithdrawLimit: z.string(),
  currency: z.string(),
  features: z.array(z.string()),
});
export type KycEquity = z.infer<typeof kycEquitySchema>;
export const kycEquityConfigSchema = z.object({ levels: z.array(kycEquitySchema) });
export type KycEquityConfig = z.infer<typeof kycEquityConfigSchema>;

/** POST v1/kyc/step-ticket {authBizCode} → a ticket for the step the verification is on (1 basic, 2 documents). */
export const kycStepTicketRequestSchema = z.object({ authBizCode: z.string() });
export const kycStepTicketSchema = z.object({ ticket: z.string().check(z.minLength(1)), step: z.union([z.literal(1), z.literal(2)]), expiresAt: z.number() });
export type KycStepTicket = z.infer<typeof kycStepTicketSchema>;

/** POST v1/kyc/basic: the step-one ticket and the basic information (lib/kyc/identity.ts rules). */
export const kycBasicRequestSchema = z.object({
  ticket: z.string(),
  country: z.string(),
  fullName: z.string(),
  idType: kycIdTypeSchema,
  idNumber: z.string(),
  birthDate: z.string(),
});
export type KycBasicRequest = z.infer<typeof kycBasicRequestSchema>;

/** The state after a step: the fiat KYC state number and the level. */
export const kycStepResultSchema = z.object({ state: kycStateSchema, kycLevel: kycLevelSchema });
export type KycStepResult = z.infer<typeof kycStepResultSchema>;

/** POST v1/kyc/upload-url {ticket, side, fileName, size, contentType} → where to PUT the image. */
export const kycUploadUrlRequestSchema = z.object({
  ticket: z.string(),
  side: kycSideSchema,
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type KycUploadUrlRequest = z.infer<typeof kycUploadUrlRequestSchema>;
export const kycUploadUrlSchema = z.object({
  fileId: z.string(),
  /** A path below the kyc family: /v1/kyc/files/{fileId}?expires=&signature= (lib/kyc safeKycUploadPath). */
  uploadUrl: z.string(),
  expiresAt: z.number(),
});
export type KycUploadUrl = z.infer<typeof kycUploadUrlSchema>;

/** PUT v1/kyc/files/:fileId?expires=&signature= (the image's bytes as the body) → the stored file. */
export const kycFilePutSchema = z.object({ fileId: z.string(), side: kycSideSchema, size: z.number() });

/** POST v1/kyc/submit {ticket, front, back, selfie} (file ids) → state 4, under review. */
export const kycSubmitRequestSchema = z.object({ ticket: z.string(), front: z.string(), back: z.string(), selfie: z.string() });
export type KycSubmitRequest = z.infer<typeof kycSubmitRequestSchema>;

export const kycAuthInfo = defineCall({ family, method: 'GET', pattern: '/v1/kyc/auth-info', request: kycAuthInfoQuerySchema, response: kycAuthInfoSchema });
export const kycEquityConfig = defineCall({ family, method: 'GET', pattern: '/v1/kyc/equity-config', response: kycEquityConfigSchema });
export const kycStepTicket = defineCall({ family, method: 'POST', pattern: '/v1/kyc/step-ticket', request: kycStepTicketRequestSchema, response: kycStepTicketSchema });
export const kycBasic = defineCall({ family, method: 'POST', pattern: '/v1/kyc/basic', request: kycBasicRequestSchema, response: kycStepResultSchema });
export const kycUploadUrl = defineCall({ family, method: 'POST', pattern: '/v1/kyc/upload-url', request: kycUploadUrlRequestSchema, response: kycUploadUrlSchema });
export const kycFilePut = defineCall({ family, method: 'PUT', pattern: '/v1/kyc/files/:fileId', response: kycFilePutSchema });
export const kycSubmit = defineCall({ family, method: 'POST', pattern: '/v1/kyc/submit', request: kycSubmitRequestSchema, response: kycStepResultSchema });
