// kyc family (lib/contracts/kyc.ts; mocks/README.md "KYC"): token login (JSON {ticket} →
// {code:200, success:true, data:{token}}), then, with the kyc token, the auth info, the equity
// configuration, step tickets, the basic step (checked with the form's own rules, lib/kyc), the
// signed upload URLs and the PUT of each image (checked on its bytes), and the submit for
// review. The review itself is the control API's (mocks/control-kyc.ts). State: mocks/db/kyc.ts.

import type { RequestHandler } from 'msw';
import * as kyc from '@/lib/contracts/kyc';
import { KYC_DOCUMENT_SIDES, KYC_UPLOAD_RULES } from '@/lib/kyc/documents';
import { KYC_SUBJECT_TEXTS, kycSubject } from '@/lib/kyc/entry';
import { kycBasicSchema, maskIdNumber, serviceDay } from '@/lib/kyc/identity';
import { KYC_LEVEL_LABELS, nextKycLevel } from '@/lib/kyc/levels';
import { KYC_STATE } from '@/lib/kyc/progress';
import { fileExtension, isAcceptedType } from '@/lib/upload/rules';
import { checkUploadedFile, SECURITY_RESET_MESSAGES } from '../auth/security-reset';
import { db, findUser, now, randomToken, type MockUser } from '../db';
import { COUNTRIES } from '../db/countries';
import { KYC_FILE_TTL_MS, KYC_TICKET_TTL_MS, KYC_UPLOAD_URL_TTL_MS, kycRecordOf, kycStateOf, signUpload, type KycRecord } from '../db/kyc';
import { queryOf, readJson, tokenUser } from '../http/request';
import { ucFail, ucOk } from '../http/respond';
import { route } from '../http/route';
import { ucStyleTokenLogin } from './token-login';

export const KYC_TOKEN_HEADER = 'HB-KYC-TOKEN';

export const KYC_MESSAGES_SERVER = {
  badRequest: '参数错误',
  loginRequired: '请先登录',
  ticketInvalid: '认证已过期，请重新提交',
  reviewing: '认证资料正在审核中，请耐心等待审核结果',
  wrongStep: '请先完成上一步',
  topLevel: '您已完成最高等级认证',
  documentsInvalid: '证件照片已失效，请重新上传',
  uploadUrlInvalid: '上传地址已失效，请重新上传',
} as const;

/** The equity configuration: daily withdraw limits in USDT as decimal text. */
export const KYC_EQUITY = [
  { level: 'C0', name: KYC_LEVEL_LABELS.C0, dailyWithdrawLimit: '0', currency: 'usdt', features: ['充币', '币币交易'] },
  { level: 'C1', name: KYC_LEVEL_LABELS.C1, dailyWithdrawLimit: '50000', currency: 'usdt', features: ['充币', '币币交易', '提币', '划转'] },
  { level: 'C2', name: KYC_LEVEL_LABELS.C2, dailyWithdrawLimit: '1000000.5', currency: 'usdt', features: ['充币', '币币交易', '提币', '划转', '杠杆与借贷', '法币出入金'] },
] as const satisfies readonly kyc.KycEquity[];

const COUNTRY_CODES = COUNTRIES.map((country) => country.abbr);
const state = () => kycStateOf(db.users);
const badRequest = () => ucFail(kyc.KYC_CODES.badRequest, KYC_MESSAGES_SERVER.badRequest);
const ticketInvalid = () => ucFail(kyc.KYC_CODES.ticketInvalid, KYC_MESSAGES_SERVER.ticketInvalid);

type Resolver = (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>;

/** The user of the kyc token, else 401 (which makes the app renew its tokens). */
function asKycUser(handle: (user: MockUser, request: Request, params: Record<string, string | readonly string[] | undefined>) => Response | Promise<Response>): Resolver {
  return ({ request, params }) => {
    const uid = tokenUser(request, 'kyc', KYC_TOKEN_HEADER);
    const user = uid === undefined ? undefined : findUser(uid);
    return user ? handle(user, request, params) : ucFail(kyc.KYC_CODES.loginRequired, KYC_MESSAGES_SERVER.loginRequired);
  };
}

function authInfoOf(record: KycRecord, authBizCode: string): kyc.KycAuthInfo {
  const basic = record.basic;
  return {
    authBizCode,
    kycLevel: record.level,
    targetLevel: record.targetLevel,
    basic: basic ? { country: basic.country, fullName: basic.fullName, idType: basic.idType, idNumberMasked: maskIdNumber(basic.idNumber), birthDate: basic.birthDate } : null,
    documents: KYC_DOCUMENT_SIDES.filter((side) => record.documents[side] !== undefined),
  };
}

/** A live ticket of this user for this step, else null. */
function liveTicket(uid: number, value: string, step: 1 | 2) {
  const ticket = state().tickets.get(value);
  return ticket && ticket.uid === uid && ticket.step === step && ticket.expiresAt > now() ? ticket : null;
}

/** Why this user cannot verify here, or null. */
function refusalOf(user: MockUser): Response | null {
  const subject = kycSubject(user);
  return subject === 'personal' ? null : ucFail(kyc.KYC_CODES.notAllowed, KYC_SUBJECT_TEXTS[subject]);
}

/** A finished (6) or refused (5) verification starts the next one: documents when basic info is on file for a higher level, else basic again. */
function startAgain(record: KycRecord): Response | null {
  if (record.state === KYC_STATE.reviewing) return ucFail(kyc.KYC_CODES.wrongStep, KYC_MESSAGES_SERVER.reviewing);
  if (record.state === KYC_STATE.complete) {
    const next = nextKycLevel(record.level);
    if (!next) return ucFail(kyc.KYC_CODES.topLevel, KYC_MESSAGES_SERVER.topLevel);
    record.targetLevel = next;
    record.state = record.basic ? KYC_STATE.documents : KYC_STATE.basicAgain;
  } else if (record.state === KYC_STATE.failed) {
    record.state = KYC_STATE.basicAgain;
  }
  return null;
}

function usableUpload(uid: number, fileId: string, side: (typeof KYC_DOCUMENT_SIDES)[number]) {
  const upload = state().uploads.get(fileId);
  return upload && upload.uid === uid && upload.side === side && upload.stored && now() - upload.stored.at <= KYC_FILE_TTL_MS ? upload : null;
}

export function kycHandlers(base: string): RequestHandler[] {
  return [
    ...ucStyleTokenLogin('kyc')(base),

    // GET v1/kyc/auth-info?authBizCode=SPOT → {authBizCode, kycLevel, targetLevel, basic, documents}
    route(
      base,
      kyc.kycAuthInfo,
      asKycUser((user, request) => {
        const authBizCode = queryOf(request).get('authBizCode') || kyc.DEFAULT_AUTH_BIZ_CODE;
        return ucOk(authInfoOf(kycRecordOf(db.users, user, now()), authBizCode));
      }),
    ),

    // GET v1/kyc/equity-config → {levels: [{level, name, dailyWithdrawLimit, currency, features}]}
    route(
      base,
      kyc.kycEquityConfig,
      asKycUser(() => ucOk({ levels: KYC_EQUITY.map((level) => ({ ...level, features: [...level.features] })) })),
    ),

    // POST v1/kyc/step-ticket {authBizCode} → {ticket, step, expiresAt}
    route(
      base,
      kyc.kycStepTicket,
      asKycUser(async (user, request) => {
        if (!kyc.kycStepTicketRequestSchema.safeParse(await readJson(request)).success) return badRequest();
        const refused = refusalOf(user);
        if (refused) return refused;
        const record = kycRecordOf(db.users, user, now());
        const stop = startAgain(record);
        if (stop) return stop;
        const step = record.state === KYC_STATE.documents ? 2 : 1;
        const ticket = { ticket: randomToken(), uid: user.uid, step, expiresAt: now() + KYC_TICKET_TTL_MS } as const;
        state().tickets.set(ticket.ticket, ticket);
        return ucOk({ ticket: ticket.ticket, step, expiresAt: ticket.expiresAt });
      }),
    ),

    // POST v1/kyc/basic {ticket, country, fullName, idType, idNumber, birthDate} → {state: 2, kycLevel}
    route(
      base,
      kyc.kycBasic,
      asKycUser(async (user, request) => {
        const json = await readJson(request);
        const body = kyc.kycBasicRequestSchema.safeParse(json);
        if (!body.success) return badRequest();
        const refused = refusalOf(user);
        if (refused) return refused;
        if (!liveTicket(user.uid, body.data.ticket, 1)) return ticketInvalid();
        const parsed = kycBasicSchema(COUNTRY_CODES, serviceDay(now())).safeParse(body.data);
        if (!parsed.success) return ucFail(kyc.KYC_CODES.invalidField, parsed.error.issues[0]?.message ?? KYC_MESSAGES_SERVER.badRequest);
        const record = kycRecordOf(db.users, user, now());
        state().tickets.delete(body.data.ticket);
        record.basic = parsed.data;
        record.state = KYC_STATE.documents;
        record.targetLevel = nextKycLevel(record.level);
        record.documents = {};
        record.updatedAt = now();
        return ucOk({ state: record.state, kycLevel: record.level });
      }),
    ),

    // POST v1/kyc/upload-url {ticket, side, fileName, size, contentType} → {fileId, uploadUrl, expiresAt}
    route(
      base,
      kyc.kycUploadUrl,
      asKycUser(async (user, request) => {
        const body = kyc.kycUploadUrlRequestSchema.safeParse(await readJson(request));
        if (!body.success) return badRequest();
        if (!liveTicket(user.uid, body.data.ticket, 2)) return ticketInvalid();
        const { fileName, size, contentType, side } = body.data;
        if (!KYC_UPLOAD_RULES.accept.includes(fileExtension(fileName)) || !isAcceptedType({ name: fileName, type: contentType }, KYC_UPLOAD_RULES.accept)) {
          return ucFail(kyc.KYC_CODES.uploadRefused, SECURITY_RESET_MESSAGES.wrongType);
        }
        if (size <= 0 || size > KYC_UPLOAD_RULES.maxSize) return ucFail(kyc.KYC_CODES.uploadRefused, SECURITY_RESET_MESSAGES.tooLarge);
        const fileId = randomToken(12);
        const expiresAt = now() + KYC_UPLOAD_URL_TTL_MS;
        const signature = signUpload(fileId, expiresAt);
        state().uploads.set(fileId, { fileId, uid: user.uid, side, fileName, expiresAt, signature, stored: null });
        return ucOk({ fileId, uploadUrl: `${kyc.kycFilePut.path({ fileId })}?expires=${expiresAt}&signature=${signature}`, expiresAt });
      }),
    ),

    // PUT v1/kyc/files/:fileId?expires=&signature= (the image's bytes) → {fileId, side, size}
    route(
      base,
      kyc.kycFilePut,
      asKycUser(async (user, request, params) => {
        const upload = state().uploads.get(String(params.fileId ?? ''));
        const query = queryOf(request);
        const expires = Number(query.get('expires'));
        const signed = upload && upload.uid === user.uid && expires === upload.expiresAt && query.get('signature') === signUpload(upload.fileId, expires);
        if (!upload || !signed || upload.expiresAt <= now() || upload.stored) return ucFail(kyc.KYC_CODES.uploadUrlInvalid, KYC_MESSAGES_SERVER.uploadUrlInvalid);
        const bytes = new Uint8Array(await request.arrayBuffer());
        const checked = checkUploadedFile(upload.fileName, bytes);
        if ('error' in checked) return ucFail(checked.error.code, checked.error.message);
        upload.stored = { size: bytes.length, type: checked.type, at: now() };
        const record = kycRecordOf(db.users, user, now());
        record.documents[upload.side] = upload.fileId;
        return ucOk({ fileId: upload.fileId, side: upload.side, size: bytes.length });
      }),
    ),

    // POST v1/kyc/submit {ticket, front, back, selfie} → {state: 4, kycLevel}
    route(
      base,
      kyc.kycSubmit,
      asKycUser(async (user, request) => {
        const body = kyc.kycSubmitRequestSchema.safeParse(await readJson(request));
        if (!body.success) return badRequest();
        const record = kycRecordOf(db.users, user, now());
        if (record.state !== KYC_STATE.documents) return ucFail(kyc.KYC_CODES.wrongStep, record.state === KYC_STATE.reviewing ? KYC_MESSAGES_SERVER.reviewing : KYC_MESSAGES_SERVER.wrongStep);
        if (!liveTicket(user.uid, body.data.ticket, 2)) return ticketInvalid();
        const ids = KYC_DOCUMENT_SIDES.map((side) => body.data[side]);
        if (new Set(ids).size !== ids.length || !KYC_DOCUMENT_SIDES.every((side) => usableUpload(user.uid, body.data[side], side))) {
          return ucFail(kyc.KYC_CODES.documentsInvalid, KYC_MESSAGES_SERVER.documentsInvalid);
        }
        state().tickets.delete(body.data.ticket);
        for (const id of ids) state().uploads.delete(id);
        record.documents = Object.fromEntries(KYC_DOCUMENT_SIDES.map((side) => [side, body.data[side]]));
        record.state = KYC_STATE.reviewing;
        record.failRemark = null;
        record.submittedAt = now();
        record.updatedAt = now();
        return ucOk({ state: record.state, kycLevel: record.level });
      }),
    ),
  ];
}
