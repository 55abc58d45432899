// Control API of the finance and custody calls: make the profit call fail (10301 "no data",
// which the app keeps silent, or any other code), set a user's tips seen-state, a sub-account's
// asset-page visibility, the analysis switch and the deprecated state. POST /__control/reset
// restores the seed (db/finance.ts) with the rest of the db.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { ANALYSIS_TIP_TYPES } from '@/lib/contracts/pro/finance';
import { ASSET_BIZ_TYPE_LIST } from '@/lib/contracts/pro/user-state';
import { controlError, readBody } from './control-body';
import { db } from './db';
import { PROFIT_NOT_READY_MESSAGE, setTipsSeen, tipStates } from './db/finance';

const uidSchema = z.int().check(z.minimum(1));

const profitFailureSchema = z.strictObject({
  /** Every user when absent. */
  uid: z.optional(uidSchema),
  code: z.int(),
  message: z.optional(z.string()),
  /** How many calls fail; until cleared when absent. */
  times: z.optional(z.int().check(z.minimum(1))),
});

const tipsSchema = z.strictObject({
  uid: uidSchema,
  /** tipsType → seen. */
  states: z.partialRecord(z.enum(ANALYSIS_TIP_TYPES), z.boolean()),
});

const visibilitySchema = z.strictObject({
  uid: uidSchema,
  /** The business types the sub-account does not see (replaces the set). */
  hidden: z.array(z.int()),
});

const analysisSchema = z.strictObject({ uid: uidSchema, enable: z.boolean() });
const deprecatedSchema = z.strictObject({ uid: uidSchema, deprecated: z.boolean() });

function visibilityOf(uid: number) {
  const hidden = db.finance.hiddenBizTypes.get(uid);
  return ASSET_BIZ_TYPE_LIST.map((bizType) => ({ bizType, visible: !hidden?.has(bizType) }));
}

export function financeControlHandlers(base: string): RequestHandler[] {
  return [
    // POST finance/profit-failure {uid?, code, message?, times?}: the profit call answers that code
    http.post(`${base}/finance/profit-failure`, async ({ request }) => {
      const body = await readBody(request, profitFailureSchema);
      if ('error' in body) return controlError(body.error);
      const { uid, code, message, times } = body.data;
      const text = message ?? (code === 10301 ? PROFIT_NOT_READY_MESSAGE : 'profit failed');
      db.finance.profitFailures.set(uid ?? 'all', { code, message: text, remaining: times ?? null });
      return HttpResponse.json({ ok: true, uid: uid ?? null, code, message: text });
    }),

    // DELETE finance/profit-failure: the profit call answers again
    http.delete(`${base}/finance/profit-failure`, () => {
      db.finance.profitFailures.clear();
      return HttpResponse.json({ ok: true });
    }),

    // POST finance/tips {uid, states:{type: seen}} → {ok, tips:[{tipsType, state}]}
    http.post(`${base}/finance/tips`, async ({ request }) => {
      const body = await readBody(request, tipsSchema);
      if ('error' in body) return controlError(body.error);
      for (const [type, seen] of Object.entries(body.data.states)) setTipsSeen(db.finance, body.data.uid, [type], seen);
      return HttpResponse.json({ ok: true, tips: tipStates(db.finance, body.data.uid) });
    }),

    // GET finance/tips?uid= → {tips:[{tipsType, state}]}
    http.get(`${base}/finance/tips`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      if (!Number.isInteger(uid) || uid <= 0) return controlError('uid is required');
      return HttpResponse.json({ tips: tipStates(db.finance, uid) });
    }),

    // POST finance/visibility {uid, hidden:[bizType]} → {ok, visibility:[{bizType, visible}]}
    http.post(`${base}/finance/visibility`, async ({ request }) => {
      const body = await readBody(request, visibilitySchema);
      if ('error' in body) return controlError(body.error);
      const known = ASSET_BIZ_TYPE_LIST as readonly number[];
      const unknown = body.data.hidden.filter((type) => !known.includes(type));
      if (unknown.length > 0) return controlError(`unknown biz types: ${unknown.join(', ')}`);
      db.finance.hiddenBizTypes.set(body.data.uid, new Set(body.data.hidden));
      return HttpResponse.json({ ok: true, visibility: visibilityOf(body.data.uid) });
    }),

    // POST finance/analysis {uid, enable}
    http.post(`${base}/finance/analysis`, async ({ request }) => {
      const body = await readBody(request, analysisSchema);
      if ('error' in body) return controlError(body.error);
      db.finance.analysisEnabled.set(body.data.uid, body.data.enable);
      return HttpResponse.json({ ok: true, enable: body.data.enable });
    }),

    // POST finance/deprecated {uid, deprecated}
    http.post(`${base}/finance/deprecated`, async ({ request }) => {
      const body = await readBody(request, deprecatedSchema);
      if ('error' in body) return controlError(body.error);
      if (body.data.deprecated) db.finance.deprecated.add(body.data.uid);
      else db.finance.deprecated.delete(body.data.uid);
      return HttpResponse.json({ ok: true, deprecated: body.data.deprecated });
    }),
  ];
}
