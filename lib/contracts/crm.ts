// Calls of the crm service (shell-and-account.md section 7: "each service has its own base alias
// (… crm …)", "POST kol commit and checkShareCode"; section 1: "a recruitment and KOL collection
// area; KOL application fields: not shown"). The spec names kol commit and checkShareCode only;
// every path, body and answer here is this project's design, written in mocks/README.md ("CRM,
// lifted query and C2C application"). Account-service envelopes {success, code, message, data}.
// The crm family carries the account-service session (services/http/headers.ts), so the C2C
// application, which needs login, knows its user; the other calls need none.
//
//  - KOL 信息收集: the form's configuration, the country list, checkShareCode and kol commit;
//  - 市场招募: the commission rates by tier with the rules, and the contacts per topic;
//  - 解冻查询: a frozen-asset release case looked up by case number or by account;
//  - C2C 借贷申请: the participant application, its proof documents uploaded one by one.
//
// Amounts and rates are decimal strings. The rules (formats, messages, states) are lib/crm and
// lib/lifted-query's, shared by the form and the mock.

import * as z from 'zod/mini';
import { C2C_APPLICANT_TYPES, C2C_APPLICATION_STATES, C2C_EXPERIENCE_LEVELS } from '@/lib/crm/c2c-apply';
import { KOL_CONTACT_TYPES, KOL_FIELD_KEYS, KOL_PLATFORMS } from '@/lib/crm/kol-fields';
import { SHARE_CODE_STATES } from '@/lib/crm/share-code';
import { LIFTED_ACCOUNT_TYPES, LIFTED_CASE_STATES } from '@/lib/lifted-query/states';
import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE, UPLOAD_SERVER_MESSAGE_CODE } from '@/lib/upload/rules';
import { defineCall } from './define';

z.config({ jitless: true });

const family = 'crm';

/** Business codes of these calls (12001–12012 are this module's own). */
export const CRM_CODES = {
  /** A body that is not the call's shape. */
  badRequest: 400,
  /** Not logged in (the C2C application): the account service's code. */
  notLoggedIn: 501,
  /** A field that breaks its rule; the message names the problem. */
  invalidField: 12001,
  /** A share code nobody issued. */
  shareCodeUnknown: 12002,
  /** A single-use share code already spent. */
  shareCodeUsed: 12003,
  /** A KOL application with the same contact exists. */
  kolAlreadyApplied: 12004,
  /** A lifted-query input that is not a case number or an account of its kind. */
  lookupInvalid: 12005,
  /** The user has a C2C application under review. */
  c2cPending: 12006,
  /** A C2C application naming uploads that are unknown, expired or someone else's. */
  c2cDocumentsInvalid: 12007,
  /** A lifted-query proof code that is wrong or expired (the spec's code messages). */
  lookupCodeWrong: 12008,
  /** Too many lifted-query lookups of one account or from one client (lib/lifted-query/throttle). */
  lookupThrottled: 12009,
  /** An upload refused with a message the user must see (shell-and-account.md section 5). */
  uploadRefused: UPLOAD_SERVER_MESSAGE_CODE,
} as const;

// ---- KOL 信息收集 ------------------------------------------------------------------------------

export const kolFieldKeySchema = z.enum(KOL_FIELD_KEYS);
export const kolContactTypeSchema = z.enum(KOL_CONTACT_TYPES);
export const kolPlatformSchema = z.enum(KOL_PLATFORMS);

/** One field of the form as the configuration describes it. */
export const kolFieldConfigSchema = z.object({
  key: kolFieldKeySchema,
  label: z.string(),
  required: z.boolean(),
  placeholder: z.optional(z.string()),
  hint: z.optional(z.string()),
  /** Characters (text fields). */
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
});
export type KolFieldConfig = z.infer<typeof kolFieldConfigSchema>;

export const kolOptionSchema = <T extends z.ZodMiniType<string>>(value: T) =>
  z.object({ value, label: z.string(), placeholder: z.optional(z.string()) });

/** GET kol/form/config → the fields in their order, the contact kinds and the platforms offered. */
export const kolFormConfigSchema = z.object({
  fields: z.array(kolFieldConfigSchema),
  contactTypes: z.array(kolOptionSchema(kolContactTypeSchema)),
  platforms: z.array(kolOptionSchema(kolPlatformSchema)),
  /** Followers the largest platform needs at least (whole number, decimal text). */
  minFollowers: z.string(),
  /** Working days until the team answers an application. */
  reviewDays: z.number(),
  updatedAt: z.number(),
});
export type KolFormConfig = z.infer<typeof kolFormConfigSchema>;

/** One country or region (ISO 3166 alpha-2 code) the programme recruits in. */
export const kolCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 亚洲, 欧洲, … */
  region: z.string(),
  /** Dialling code without '+', for a phone contact. */
  dialCode: z.string(),
});
export type KolCountry = z.infer<typeof kolCountrySchema>;

/** POST kol/checkShareCode {shareCode} → whether the code can be used, and who issued it. */
export const checkShareCodeRequestSchema = z.object({ shareCode: z.string() });
export const shareCodeCheckSchema = z.object({
  shareCode: z.string(),
  state: z.enum(SHARE_CODE_STATES),
  /** The recruiter or KOL the code belongs to (a valid code only). */
  inviter: z.nullable(z.string()),
});
export type ShareCodeCheck = z.infer<typeof shareCodeCheckSchema>;

export const kolPlatformEntrySchema = z.object({
  platform: kolPlatformSchema,
  /** The account's name or link. */
  handle: z.string(),
  /** Whole number as text. */
  followers: z.string(),
});
export type KolPlatformEntry = z.infer<typeof kolPlatformEntrySchema>;

/** POST kol/commit: the application; only platforms with an account are sent. */
export const kolCommitRequestSchema = z.object({
  name: z.string(),
  contactType: kolContactTypeSchema,
  contact: z.string(),
  /** Dialling code of a phone contact. */
  dialCode: z.optional(z.string()),
  country: z.string(),
  platforms: z.array(kolPlatformEntrySchema),
  intro: z.string(),
  shareCode: z.optional(z.string()),
});
export type KolCommitRequest = z.infer<typeof kolCommitRequestSchema>;

export const kolCommitResultSchema = z.object({
  applicationId: z.string(),
  submittedAt: z.number(),
  reviewDays: z.number(),
  /** The contact the team will use, as sent. */
  contactType: kolContactTypeSchema,
  contact: z.string(),
});
export type KolCommitResult = z.infer<typeof kolCommitResultSchema>;

export const kolFormConfig = defineCall({ family, method: 'GET', pattern: '/kol/form/config', response: kolFormConfigSchema });
export const kolCountries = defineCall({ family, method: 'GET', pattern: '/kol/countries', response: z.array(kolCountrySchema) });
export const checkShareCode = defineCall({
  family,
  method: 'POST',
  pattern: '/kol/checkShareCode',
  rateLimited: true,
  request: checkShareCodeRequestSchema,
  response: shareCodeCheckSchema,
});
export const kolCommit = defineCall({ family, method: 'POST', pattern: '/kol/commit', request: kolCommitRequestSchema, response: kolCommitResultSchema });

// ---- 市场招募 ----------------------------------------------------------------------------------

/** One tier of the programme: who qualifies and the share of the referred users' fees paid. */
export const recruitmentTierSchema = z.object({
  tier: z.string(),
  name: z.string(),
  /** Followers of the largest platform needed (whole number, decimal text). */
  minFollowers: z.string(),
  /** Monthly trading volume of the referred users needed, in USDT (decimal text). */
  minMonthlyVolume: z.string(),
  /** Fractions of the fees: '0.3' is 30 %. */
  spotRate: z.string(),
  futuresRate: z.string(),
});
export type RecruitmentTier = z.infer<typeof recruitmentTierSchema>;

/** GET recruitment/rates → the tiers (lowest first), the rules, and since when they apply. */
export const recruitmentRatesSchema = z.object({
  tiers: z.array(recruitmentTierSchema),
  rules: z.array(z.object({ title: z.string(), text: z.string() })),
  effectiveDate: z.number(),
});
export type RecruitmentRates = z.infer<typeof recruitmentRatesSchema>;

export const RECRUITMENT_CONTACT_TOPICS = ['programme', 'rates'] as const;
export type RecruitmentContactTopic = (typeof RECRUITMENT_CONTACT_TOPICS)[number];
export const RECRUITMENT_CHANNELS = ['email', 'telegram', 'wechat'] as const;

export const recruitmentContactSchema = z.object({
  role: z.string(),
  name: z.string(),
  channel: z.enum(RECRUITMENT_CHANNELS),
  value: z.string(),
  /** Working hours, e.g. 工作日 10:00–19:00 (UTC+8). */
  hours: z.string(),
  regions: z.array(z.string()),
});
export type RecruitmentContact = z.infer<typeof recruitmentContactSchema>;

/** GET recruitment/contacts?topic=programme|rates */
export const recruitmentContactsQuerySchema = z.object({ topic: z.enum(RECRUITMENT_CONTACT_TOPICS) });
export const recruitmentRates = defineCall({ family, method: 'GET', pattern: '/recruitment/rates', response: recruitmentRatesSchema });
export const recruitmentContacts = defineCall({
  family,
  method: 'GET',
  pattern: '/recruitment/contacts',
  request: recruitmentContactsQuerySchema,
  response: z.array(recruitmentContactSchema),
});

// ---- 解冻查询 ----------------------------------------------------------------------------------

export const liftedAssetSchema = z.object({
  currency: z.string(),
  /** Decimal text. */
  frozen: z.string(),
  /** Released so far (decimal text). */
  lifted: z.string(),
});

export const liftedCaseSchema = z.object({
  caseNo: z.string(),
  state: z.enum(LIFTED_CASE_STATES),
  /** The account, masked (a***@example.com, 138****8000, UID 100***01). */
  account: z.string(),
  assets: z.array(liftedAssetSchema),
  frozenAt: z.number(),
  appliedAt: z.number(),
  updatedAt: z.number(),
  /** When the (last) release was made; null before. */
  liftedAt: z.nullable(z.number()),
  /** Why the assets were frozen, and — for a rejection or a partial release — why. */
  freezeReason: z.string(),
  reason: z.nullable(z.string()),
});
export type LiftedCase = z.infer<typeof liftedCaseSchema>;

/**
 * POST collection/lifted-query: by case number, or by the account (email, phone or UID). An
 * email or phone lookup may carry `code`, the proof code sent to that address (purpose
 * lifted_query); a logged-in owner needs none.
 */
export const liftedQueryRequestSchema = z.union([
  z.object({ by: z.literal('case'), caseNo: z.string() }),
  z.object({ by: z.literal('account'), accountType: z.enum(LIFTED_ACCOUNT_TYPES), account: z.string(), code: z.optional(z.string()) }),
]);
export type LiftedQueryRequest = z.infer<typeof liftedQueryRequestSchema>;

/**
 * What a lookup found. Before the asker proves the account is theirs (`verified` false) only
 * that cases exist is said — how many, and the owner's account masked — with the proof it
 * takes; `cases` is then []. Nothing found: found 0, account and proof null.
 */
export const liftedQueryResultSchema = z.object({
  verified: z.boolean(),
  found: z.number(),
  account: z.nullable(z.string()),
  proof: z.nullable(z.enum(['code', 'login'])),
  /** The cases, newest first; only once verified. */
  cases: z.array(liftedCaseSchema),
});
export type LiftedQueryResult = z.infer<typeof liftedQueryResultSchema>;

export const liftedQuery = defineCall({
  family,
  method: 'POST',
  pattern: '/collection/lifted-query',
  rateLimited: true,
  request: liftedQueryRequestSchema,
  response: liftedQueryResultSchema,
});

// ---- C2C 借贷申请 ------------------------------------------------------------------------------

/** The multipart field of a document upload, and the limits the server applies to each file. */
export const C2C_UPLOAD_FIELD = 'file';
export const C2C_UPLOAD_RULES = { accept: DEFAULT_ACCEPT, maxSize: DEFAULT_MAX_SIZE, maxFiles: 5 } as const;

export const c2cUploadResultSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type C2cUploadResult = z.infer<typeof c2cUploadResultSchema>;

export const c2cLendingEntrySchema = z.object({ currency: z.string(), amount: z.string() });
export type C2cLendingEntry = z.infer<typeof c2cLendingEntrySchema>;

/** POST c2c/apply */
export const c2cApplyRequestSchema = z.object({
  applicantType: z.enum(C2C_APPLICANT_TYPES),
  /** The person's full name, or the organisation's registered name. */
  name: z.string(),
  /** The organisation's contact person (organisation only). */
  contactPerson: z.optional(z.string()),
  contactType: z.enum(['email', 'phone']),
  contact: z.string(),
  country: z.string(),
  lending: z.array(c2cLendingEntrySchema),
  experience: z.enum(C2C_EXPERIENCE_LEVELS),
  experienceNote: z.string(),
  /** Addresses of the uploaded proof documents. */
  documents: z.array(z.string()),
});
export type C2cApplyRequest = z.infer<typeof c2cApplyRequestSchema>;

export const c2cApplicationSchema = z.object({
  applicationId: z.string(),
  state: z.enum(C2C_APPLICATION_STATES),
  applicantType: z.enum(C2C_APPLICANT_TYPES),
  name: z.string(),
  lending: z.array(c2cLendingEntrySchema),
  documents: z.number(),
  submittedAt: z.number(),
  reviewDays: z.number(),
});
export type C2cApplication = z.infer<typeof c2cApplicationSchema>;

/** POST c2c/apply/upload (multipart, field "file") → {url} */
export const c2cUpload = defineCall({ family, method: 'POST', pattern: '/c2c/apply/upload', response: c2cUploadResultSchema });
export const c2cApply = defineCall({ family, method: 'POST', pattern: '/c2c/apply', request: c2cApplyRequestSchema, response: c2cApplicationSchema });
/** GET c2c/apply → {application}: the user's latest application, null when there is none. */
export const c2cLatestSchema = z.object({ application: z.nullable(c2cApplicationSchema) });
export const c2cApplication = defineCall({ family, method: 'GET', pattern: '/c2c/apply', response: c2cLatestSchema });
