// The crm service (lib/contracts/crm.ts; mocks/README.md "CRM, lifted query and C2C
// application"): the KOL form's configuration and countries, checkShareCode and kol commit with
// the form's own rules (lib/crm) checked again here, the programme's rates and contacts, the
// frozen-asset release lookup, and the C2C lending application (logged in through the
// account-service session the crm family carries) with its documents uploaded one by one and
// checked on their bytes. State: mocks/db/crm.ts.

import type { RequestHandler } from 'msw';
import * as crm from '@/lib/contracts/crm';
import { c2cApplySchema } from '@/lib/crm/c2c-apply';
import { kolApplicationSchema, kolContactKey } from '@/lib/crm/kol-application';
import { isCheckableShareCode, normalizeShareCode, SHARE_CODE_MESSAGES } from '@/lib/crm/share-code';
import {
  liftedCodeChannel,
  liftedProofOf,
  maskAccount,
  normalizeCaseNo,
  normalizeLookupAccount,
  validateCaseNo,
  validateLookupAccount,
} from '@/lib/lifted-query/lookup';
import {
  LIFTED_LOOKUPS_PER_ACCOUNT,
  LIFTED_LOOKUPS_PER_CLIENT,
  lookupRefusedUntil,
  lookupThrottledMessage,
  recentLookups,
} from '@/lib/lifted-query/throttle';
import { VALIDATION_MESSAGES } from '@/lib/validation/messages';
import { normalizeDigits } from '@/lib/validation/normalize';
import type { LiftedAccountType } from '@/lib/lifted-query/states';
import { checkCode, consumeCode } from '../auth/codes';
import { checkUploadedFile } from '../auth/security-reset';
import { db, findUser, findUserByEmail, findUserByPhone, now, randomToken, type MockUser } from '../db';
import {
  crmStateOf,
  KOL_COUNTRIES,
  KOL_FORM_CONFIG,
  nextApplicationId,
  RECRUITMENT_CONTACTS,
  RECRUITMENT_RATES,
  type CrmState,
  type LiftedCaseRecord,
} from '../db/crm';
import { queryOf, readJson } from '../http/request';
import { ucFail, ucOk } from '../http/respond';
import { route } from '../http/route';
import { clientIp } from './request-info';
import { notLoggedIn, sessionUser } from './uc/common';

/** Where the mock says it stored a document. Never fetched: the page shows names only. */
export const C2C_FILE_ORIGIN = 'https://files.mock.invalid';
/** Uploaded documents can be named by an application for 30 minutes (mock clock). */
export const C2C_UPLOAD_TTL_MS = 30 * 60_000;

export const CRM_MESSAGES = {
  badRequest: '参数错误',
  kolAlreadyApplied: '该联系方式已提交过申请，招募团队会尽快与您联系，请勿重复提交',
  c2cPending: '您已有一份申请正在审核中，请等待审核结果',
  c2cDocumentsInvalid: '证明材料已失效，请重新上传',
} as const;

const KOL_COUNTRY_CODES = KOL_COUNTRIES.map((country) => country.code);
const state = (): CrmState => crmStateOf(db.users);
const badRequest = () => ucFail(crm.CRM_CODES.badRequest, CRM_MESSAGES.badRequest);

/** The first issue of a failed parse: the field's own message travels as 12001. */
function invalidField(issues: readonly { message: string }[]): Response {
  return ucFail(crm.CRM_CODES.invalidField, issues[0]?.message ?? CRM_MESSAGES.badRequest);
}

function shareCodeAnswer(raw: string): crm.ShareCodeCheck {
  const shareCode = normalizeShareCode(raw);
  const record = isCheckableShareCode(shareCode) ? state().shareCodes.get(shareCode) : undefined;
  if (!record) return { shareCode, state: 'unknown', inviter: null };
  if (record.singleUse && record.usedBy !== null) return { shareCode, state: 'used', inviter: null };
  return { shareCode, state: 'valid', inviter: record.inviter };
}

// ---- lifted query ----------------------------------------------------------------------------

function accountOwner(type: LiftedAccountType, account: string): MockUser | undefined {
  if (type === 'email') return findUserByEmail(account);
  if (type === 'phone') return findUserByPhone(account);
  return findUser(Number(account));
}

/** The account a case shows: its owner's email, else phone, else UID — masked. */
function shownAccount(uid: number): string {
  const user = findUser(uid);
  if (user?.email) return maskAccount('email', user.email);
  if (user?.phone) return maskAccount('phone', user.phone);
  return `UID ${maskAccount('uid', String(uid))}`;
}

function toWireCase(record: LiftedCaseRecord): crm.LiftedCase {
  const { uid, ...rest } = record;
  return { ...rest, account: shownAccount(uid) };
}

/** The account or case a lookup names, as its throttle counts it. */
function lookupKey(request: crm.LiftedQueryRequest): string {
  return request.by === 'case' ? `case:${normalizeCaseNo(request.caseNo)}` : `${request.accountType}:${normalizeLookupAccount(request.accountType, request.account)}`;
}

/** Counts one lookup of `key` from `client`; the refusal when either is over its limit. */
function throttleLookup(key: string, client: string): Response | null {
  const at = now();
  const { lookupsByAccount, lookupsByClient } = state();
  const byAccount = recentLookups(lookupsByAccount.get(key) ?? [], at);
  const byClient = recentLookups(lookupsByClient.get(client) ?? [], at);
  const until = Math.max(lookupRefusedUntil(byAccount, LIFTED_LOOKUPS_PER_ACCOUNT, at) ?? 0, lookupRefusedUntil(byClient, LIFTED_LOOKUPS_PER_CLIENT, at) ?? 0);
  if (until > 0) return ucFail(crm.CRM_CODES.lookupThrottled, lookupThrottledMessage(until));
  lookupsByAccount.set(key, [...byAccount, at]);
  lookupsByClient.set(client, [...byClient, at]);
  return null;
}

const CODE_WRONG_MESSAGES = { email: VALIDATION_MESSAGES.emailCodeInvalid, sms: VALIDATION_MESSAGES.smsCodeInvalid } as const;

/**
 * A lookup: checked, throttled per account and per client, then answered with the cases only
 * when the asker is logged in as their owner or gives the code sent (purpose lifted_query) to
 * the email or phone typed; otherwise only how many there are and whose (masked).
 */
function lookUp(request: crm.LiftedQueryRequest, viewer: MockUser | undefined, client: string): Response {
  const problem = request.by === 'case' ? validateCaseNo(request.caseNo) : validateLookupAccount(request.accountType, request.account);
  if (problem) return ucFail(crm.CRM_CODES.lookupInvalid, problem);
  const throttled = throttleLookup(lookupKey(request), client);
  if (throttled) return throttled;
  const cases = state().cases;
  let found: LiftedCaseRecord[];
  if (request.by === 'case') {
    const caseNo = normalizeCaseNo(request.caseNo);
    found = cases.filter((record) => record.caseNo === caseNo);
  } else {
    const owner = accountOwner(request.accountType, normalizeLookupAccount(request.accountType, request.account));
    found = owner ? [...cases.filter((record) => record.uid === owner.uid)].sort((a, b) => b.appliedAt - a.appliedAt) : [];
  }
  const ownerUid = found[0]?.uid;
  if (ownerUid === undefined) return ucOk({ verified: false, found: 0, account: null, proof: null, cases: [] });
  const masked = { verified: false, found: found.length, account: shownAccount(ownerUid), proof: liftedProofOf(request), cases: [] };
  let verified = viewer?.uid === ownerUid;
  if (!verified && request.by === 'account' && request.code !== undefined) {
    const channel = liftedCodeChannel(request.accountType);
    if (channel === null) return ucOk(masked);
    const account = normalizeLookupAccount(request.accountType, request.account);
    if (checkCode({ channel, account, purpose: 'lifted_query', code: normalizeDigits(request.code) })) {
      return ucFail(crm.CRM_CODES.lookupCodeWrong, CODE_WRONG_MESSAGES[channel]);
    }
    consumeCode(channel, account, 'lifted_query');
    verified = true;
  }
  return verified ? ucOk({ ...masked, verified: true, proof: null, cases: found.map(toWireCase) }) : ucOk(masked);
}

// ---- C2C application -------------------------------------------------------------------------

function latestApplication(uid: number) {
  return state().c2cApplications.findLast((record) => record.uid === uid);
}

/** The documents an application names: each uploaded by this user, unexpired, unused, named once. */
function resolveDocuments(uid: number, urls: readonly string[]) {
  if (new Set(urls).size !== urls.length) return null;
  const uploads = urls.map((url) => state().c2cUploads.get(url));
  const usable = uploads.every((upload) => upload && upload.uid === uid && upload.usedBy === undefined && now() - upload.uploadedAt <= C2C_UPLOAD_TTL_MS);
  return usable ? uploads.flatMap((upload) => (upload ? [upload] : [])) : null;
}

type Resolver = (args: { request: Request; cookies: Record<string, string> }) => Response | Promise<Response>;

/** The logged-in user (the account-service session), else the not-logged-in answer. */
function asUser(handle: (user: MockUser, request: Request) => Response | Promise<Response>): Resolver {
  return ({ request, cookies }) => {
    const user = sessionUser(request, cookies);
    return user ? handle(user, request) : notLoggedIn();
  };
}

export function crmHandlers(base: string): RequestHandler[] {
  return [
    // GET kol/form/config → the fields, contact kinds, platforms, the follower minimum
    route(base, crm.kolFormConfig, () => ucOk(KOL_FORM_CONFIG)),

    // GET kol/countries → [{code, name, region, dialCode}]
    route(base, crm.kolCountries, () => ucOk(KOL_COUNTRIES)),

    // POST kol/checkShareCode {shareCode} → {shareCode, state: valid|unknown|used, inviter}
    route(base, crm.checkShareCode, async ({ request }) => {
      const body = crm.checkShareCodeRequestSchema.safeParse(await readJson(request));
      return body.success ? ucOk(shareCodeAnswer(body.data.shareCode)) : badRequest();
    }),

    // POST kol/commit → {applicationId, submittedAt, reviewDays, contactType, contact}
    route(base, crm.kolCommit, async ({ request }) => {
      const json = await readJson(request);
      if (!crm.kolCommitRequestSchema.safeParse(json).success) return badRequest();
      const parsed = kolApplicationSchema(KOL_FORM_CONFIG, KOL_COUNTRY_CODES).safeParse(json);
      if (!parsed.success) return invalidField(parsed.error.issues);
      const application = parsed.data;
      const crmState = state();
      if (application.shareCode !== undefined) {
        const check = shareCodeAnswer(application.shareCode);
        if (check.state === 'unknown') return ucFail(crm.CRM_CODES.shareCodeUnknown, SHARE_CODE_MESSAGES.unknown);
        if (check.state === 'used') return ucFail(crm.CRM_CODES.shareCodeUsed, SHARE_CODE_MESSAGES.used);
      }
      const contactKey = kolContactKey(application.contactType, application.contact);
      if (crmState.kolApplications.some((record) => record.contactKey === contactKey)) {
        return ucFail(crm.CRM_CODES.kolAlreadyApplied, CRM_MESSAGES.kolAlreadyApplied);
      }
      const submittedAt = now();
      const applicationId = nextApplicationId('KOL', submittedAt, crmState.nextKol++);
      const code = application.shareCode === undefined ? undefined : crmState.shareCodes.get(application.shareCode);
      if (code?.singleUse) code.usedBy = applicationId;
      crmState.kolApplications.push({ ...application, applicationId, contactKey, submittedAt });
      return ucOk({ applicationId, submittedAt, reviewDays: KOL_FORM_CONFIG.reviewDays, contactType: application.contactType, contact: application.contact });
    }),

    // GET recruitment/rates → {tiers, rules, effectiveDate}
    route(base, crm.recruitmentRates, () => ucOk(RECRUITMENT_RATES)),

    // GET recruitment/contacts?topic=programme|rates → [{role, name, channel, value, hours, regions}]
    route(base, crm.recruitmentContacts, ({ request }) => {
      const query = crm.recruitmentContactsQuerySchema.safeParse({ topic: queryOf(request).get('topic') ?? undefined });
      return query.success ? ucOk(RECRUITMENT_CONTACTS[query.data.topic]) : badRequest();
    }),

    // POST collection/lifted-query {by:'case', caseNo} | {by:'account', accountType, account, code?} → {verified, found, account, proof, cases}
    route(base, crm.liftedQuery, async ({ request, cookies }) => {
      const body = crm.liftedQueryRequestSchema.safeParse(await readJson(request));
      return body.success ? lookUp(body.data, sessionUser(request, cookies), clientIp(request)) : badRequest();
    }),

    // POST c2c/apply/upload (multipart, field "file") → {url}
    route(
      base,
      crm.c2cUpload,
      asUser(async (user, request) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return badRequest();
        }
        const file = form.get(crm.C2C_UPLOAD_FIELD);
        if (!(file instanceof File)) return badRequest();
        const checked = checkUploadedFile(file.name, new Uint8Array(await file.arrayBuffer()));
        if ('error' in checked) return ucFail(checked.error.code, checked.error.message);
        const url = `${C2C_FILE_ORIGIN}/c2c-apply/${randomToken()}.${checked.type === 'png' ? 'png' : 'jpg'}`;
        state().c2cUploads.set(url, { url, uid: user.uid, name: file.name, size: file.size, type: checked.type, uploadedAt: now() });
        return ucOk({ url });
      }),
    ),

    // GET c2c/apply → {application}: the user's latest application, or null
    route(
      base,
      crm.c2cApplication,
      asUser((user) => ucOk({ application: latestApplication(user.uid)?.application ?? null })),
    ),

    // POST c2c/apply → the application, under review
    route(
      base,
      crm.c2cApply,
      asUser(async (user, request) => {
        const json = await readJson(request);
        if (!crm.c2cApplyRequestSchema.safeParse(json).success) return badRequest();
        const parsed = c2cApplySchema(KOL_COUNTRY_CODES).safeParse(json);
        if (!parsed.success) return invalidField(parsed.error.issues);
        if (latestApplication(user.uid)?.application.state === 'pending') return ucFail(crm.CRM_CODES.c2cPending, CRM_MESSAGES.c2cPending);
        const documents = resolveDocuments(user.uid, parsed.data.documents);
        if (!documents) return ucFail(crm.CRM_CODES.c2cDocumentsInvalid, CRM_MESSAGES.c2cDocumentsInvalid);
        const crmState = state();
        const submittedAt = now();
        const applicationId = nextApplicationId('C2C', submittedAt, crmState.nextC2c++);
        for (const upload of documents) upload.usedBy = applicationId;
        const application: crm.C2cApplication = {
          applicationId,
          state: 'pending',
          applicantType: parsed.data.applicantType,
          name: parsed.data.name,
          lending: parsed.data.lending,
          documents: documents.length,
          submittedAt,
          reviewDays: 5,
        };
        crmState.c2cApplications.push({ ...parsed.data, uid: user.uid, application });
        return ucOk(application);
      }),
    ),
  ];
}
