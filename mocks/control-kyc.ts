// Control API of KYC (mocks/README.md "KYC"): read a user's verification, decide a submission
// under review (the review's deterministic rule: a name with 测试拒绝 is refused), and set a
// user's state outright for a test. Cleared by POST /__control/reset.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { KYC_LEVELS, nextKycLevel } from '@/lib/kyc/levels';
import { KYC_STATES, type KycState } from '@/lib/kyc/progress';
import { controlError, readBody } from './control-body';
import { db, findUser, now } from './db';
import { KYC_REFUSAL_REMARK, kycRecordOf, reviewKyc, type KycRecord } from './db/kyc';

const uidBody = z.object({ uid: z.number() });
const stateBody = z.object({
  uid: z.number(),
  state: z.union(KYC_STATES.map((value) => z.literal(value))),
  kyc_level: z.optional(z.enum(KYC_LEVELS)),
  fail_remark: z.optional(z.string().check(z.minLength(1))),
});

export function kycView(record: KycRecord) {
  return {
    uid: record.uid,
    state: record.state,
    kyc_level: record.level,
    target_level: record.targetLevel,
    full_name: record.basic?.fullName ?? null,
    documents: Object.keys(record.documents),
    fail_remark: record.failRemark,
    submitted_at: record.submittedAt,
  };
}

export function kycControlHandlers(base: string): RequestHandler[] {
  return [
    // GET kyc?uid= → {kyc: {uid, state, kyc_level, target_level, full_name, documents, fail_remark, submitted_at}}
    http.get(`${base}/kyc`, ({ request }) => {
      const user = findUser(Number(new URL(request.url).searchParams.get('uid')));
      if (!user) return controlError('unknown uid', 404);
      return HttpResponse.json({ kyc: kycView(kycRecordOf(db.users, user, now())) });
    }),

    // POST kyc/review {uid} → {ok, kyc}: the submission under review completes (6, level up) or fails (5)
    http.post(`${base}/kyc/review`, async ({ request }) => {
      const body = await readBody(request, uidBody);
      if ('error' in body) return controlError(body.error);
      const user = findUser(body.data.uid);
      if (!user) return controlError('unknown uid', 404);
      const record = kycRecordOf(db.users, user, now());
      if (record.state !== 4) return controlError(`uid ${user.uid} has nothing under review (state ${record.state})`, 409);
      reviewKyc(record, user, now());
      return HttpResponse.json({ ok: true, kyc: kycView(record) });
    }),

    // POST kyc/state {uid, state, kyc_level?, fail_remark?} → {ok, kyc}: set a verification outright
    http.post(`${base}/kyc/state`, async ({ request }) => {
      const body = await readBody(request, stateBody);
      if ('error' in body) return controlError(body.error);
      const user = findUser(body.data.uid);
      if (!user) return controlError('unknown uid', 404);
      const record = kycRecordOf(db.users, user, now());
      const state: KycState = body.data.state;
      if (body.data.kyc_level) {
        record.level = body.data.kyc_level;
        user.kyc_level = body.data.kyc_level;
      }
      record.state = state;
      record.targetLevel = nextKycLevel(record.level);
      record.failRemark = state === 5 ? (body.data.fail_remark ?? KYC_REFUSAL_REMARK) : null;
      record.updatedAt = now();
      return HttpResponse.json({ ok: true, kyc: kycView(record) });
    }),
  ];
}
