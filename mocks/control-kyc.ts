// Control API of KYC (mocks/README.md "KYC"): read a user's verification, decide a submission
// under review (the review's deterministic rule: a name with 测试拒绝 is refused), and set a
// user's state outright for a test. Cleared by POST /__control/reset.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { KYC_LEVELS, nextKycLevel } from '@/lib/kyc/levels';
import { KYC_STATES, type KycState } from '@/lib/kyc/progress';
import { controlError, readBody } from './control-body';
import { db, findUser, now, type MockUser } from './db';
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

/** The body, its user and the user's record; a control error for a bad body or an unknown uid. */
async function readTarget<T extends { uid: number }>(request: Request, schema: z.ZodMiniType<T>): Promise<Response | { body: T; user: MockUser; record: KycRecord }> {
  const body = await readBody(request, schema);
  if ('error' in body) return controlError(body.error);
  const user = findUser(body.data.uid);
  if (!user) return controlError('unknown uid', 404);
  return { body: body.data, user, record: kycRecordOf(db.users, user, now()) };
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
      const found = await readTarget(request, uidBody);
      if (found instanceof Response) return found;
      const { user, record } = found;
      if (record.state !== 4) return controlError(`uid ${user.uid} has nothing under review (state ${record.state})`, 409);
      reviewKyc(record, user, now());
      return HttpResponse.json({ ok: true, kyc: kycView(record) });
    }),

    // POST kyc/state {uid, state, kyc_level?, fail_remark?} → {ok, kyc}: set a verification outright
    http.post(`${base}/kyc/state`, async ({ request }) => {
      const found = await readTarget(request, stateBody);
      if (found instanceof Response) return found;
      const { body, user, record } = found;
      const state: KycState = body.state;
      if (body.kyc_level) {
        record.level = body.kyc_level;
        user.kyc_level = body.kyc_level;
      }
      record.state = state;
      record.targetLevel = nextKycLevel(record.level);
      record.failRemark = state === 5 ? (body.fail_remark ?? KYC_REFUSAL_REMARK) : null;
      record.updatedAt = now();
      return HttpResponse.json({ ok: true, kyc: kycView(record) });
    }),
  ];
}
