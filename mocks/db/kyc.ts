// KYC state of the mock (mocks/README.md "KYC"): per user the fiat KYC state number, the level
// the verification leads to, the basic information on file, the review's refusal; the step
// tickets; the signed uploads. Hung off the user table, so a reset starts it afresh, and a
// user's record is made from the seeded kyc_level the first time it is read.

import { createHmac } from 'node:crypto';
import type { KycDocumentSide } from '@/lib/kyc/documents';
import type { KycBasicInfo } from '@/lib/kyc/identity';
import { nextKycLevel, toKycLevel, type KycLevel } from '@/lib/kyc/levels';
import { KYC_STATE, type KycState } from '@/lib/kyc/progress';
import type { SniffedImageType } from '@/lib/upload/sniff';
import type { MockUser } from './users';

/** Step tickets live 30 minutes; a signed upload URL 10; an uploaded file can be submitted for 30 (mock clock). */
export const KYC_TICKET_TTL_MS = 30 * 60_000;
export const KYC_UPLOAD_URL_TTL_MS = 10 * 60_000;
export const KYC_FILE_TTL_MS = 30 * 60_000;
/** A review refuses a submission whose name contains this. */
export const KYC_REFUSED_NAME_MARK = '测试拒绝';
export const KYC_REFUSAL_REMARK = '证件照片与填写的姓名不一致，请核对后重新提交';

const SIGNING_KEY = 'mock-kyc-upload-signing-key';

export interface KycRecord {
  uid: number;
  state: KycState;
  level: KycLevel;
  targetLevel: KycLevel | null;
  basic: KycBasicInfo | null;
  /** Sides uploaded for the verification under way, by file id. */
  documents: Partial<Record<KycDocumentSide, string>>;
  failRemark: string | null;
  submittedAt: number | null;
  updatedAt: number;
}

export interface KycTicket {
  ticket: string;
  uid: number;
  step: 1 | 2;
  expiresAt: number;
}

export interface KycUpload {
  fileId: string;
  uid: number;
  side: KycDocumentSide;
  fileName: string;
  expiresAt: number;
  signature: string;
  /** Set once the bytes came and were an image. */
  stored: { size: number; type: SniffedImageType; at: number } | null;
}

export interface KycMockState {
  records: Map<number, KycRecord>;
  tickets: Map<string, KycTicket>;
  uploads: Map<string, KycUpload>;
}

const states = new WeakMap<Map<number, MockUser>, KycMockState>();

/** The kyc state of this user table (a reset's new table starts a new state). */
export function kycStateOf(users: Map<number, MockUser>): KycMockState {
  let state = states.get(users);
  if (!state) {
    state = { records: new Map(), tickets: new Map(), uploads: new Map() };
    states.set(users, state);
  }
  return state;
}

/** A user's record: C0 users start at state 1, verified ones complete (6) at their level. */
export function kycRecordOf(users: Map<number, MockUser>, user: MockUser, at: number): KycRecord {
  const state = kycStateOf(users);
  let record = state.records.get(user.uid);
  if (!record) {
    const level = toKycLevel(user.kyc_level);
    record = {
      uid: user.uid,
      state: level === 'C0' ? KYC_STATE.notStarted : KYC_STATE.complete,
      level,
      targetLevel: nextKycLevel(level),
      basic: null,
      documents: {},
      failRemark: null,
      submittedAt: null,
      updatedAt: at,
    };
    state.records.set(user.uid, record);
  }
  return record;
}

export function signUpload(fileId: string, expiresAt: number): string {
  return createHmac('sha256', SIGNING_KEY).update(`${fileId}.${expiresAt}`).digest('hex');
}

/**
 * The review's decision on a submission under review: refused when the name carries the
 * refusal mark, else the target level is granted (and written to the user). No-op otherwise.
 */
export function reviewKyc(record: KycRecord, user: MockUser, at: number): void {
  if (record.state !== KYC_STATE.reviewing) return;
  record.updatedAt = at;
  record.documents = {};
  if (record.basic?.fullName.includes(KYC_REFUSED_NAME_MARK)) {
    record.state = KYC_STATE.failed;
    record.failRemark = KYC_REFUSAL_REMARK;
    return;
  }
  record.state = KYC_STATE.complete;
  record.failRemark = null;
  record.level = record.targetLevel ?? record.level;
  record.targetLevel = nextKycLevel(record.level);
  user.kyc_level = record.level;
}
