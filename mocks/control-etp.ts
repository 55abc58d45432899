// Control API of ETP and prime: make a user's exchange-limit calls fail (to watch the 30 s retry),
// set a launch's status (for everyone, or for one user so that parallel suites stay apart), and
// draw a user's pending PO/BID results. POST /__control/reset restores all of it (db.etp).

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, now } from './db';
import { findLaunch, launchStatusFor } from './db/etp';
import { settlePrimeOrders } from './handlers/prime';

const limitFailSchema = z.strictObject({ uid: z.int().check(z.positive()), times: z.int().check(z.minimum(0), z.maximum(1000)) });
const statusSchema = z.strictObject({
  symbol: z.string(),
  uid: z.optional(z.int().check(z.positive())),
  round: z.optional(z.int().check(z.positive())),
  state: z.optional(z.int().check(z.minimum(0), z.maximum(2))),
  roundTradeType: z.optional(z.enum(['lucky', 'limit', ''])),
  preRoundType: z.optional(z.enum(['lucky', 'limit', ''])),
});
const settleSchema = z.strictObject({ symbol: z.string(), uid: z.int().check(z.positive()) });

export function etpControlHandlers(base: string): RequestHandler[] {
  return [
    // POST etp/limit-fail {uid, times} → the user's next `times` exchange-limit calls fail (0 clears)
    http.post(`${base}/etp/limit-fail`, async ({ request }) => {
      const body = await readBody(request, limitFailSchema);
      if ('error' in body) return controlError(body.error);
      if (body.data.times === 0) db.etp.limitFailures.delete(body.data.uid);
      else db.etp.limitFailures.set(body.data.uid, body.data.times);
      return HttpResponse.json({ ok: true, ...body.data });
    }),

    // POST prime/status {symbol, uid?, round?, state?, roundTradeType?, preRoundType?} → the status now seen
    http.post(`${base}/prime/status`, async ({ request }) => {
      const body = await readBody(request, statusSchema);
      if ('error' in body) return controlError(body.error);
      const { symbol, uid, ...patch } = body.data;
      const launch = findLaunch(db.etp, symbol);
      if (!launch) return controlError(`unknown prime symbol ${symbol}`, 404);
      const next = { ...launchStatusFor(launch, uid), ...patch };
      if (uid === undefined) launch.status = next;
      else launch.userStatus.set(uid, next);
      return HttpResponse.json({ ok: true, status: next });
    }),

    // POST prime/settle {symbol, uid} → draws the user's pending PO and BID orders
    http.post(`${base}/prime/settle`, async ({ request }) => {
      const body = await readBody(request, settleSchema);
      if ('error' in body) return controlError(body.error);
      if (!findLaunch(db.etp, body.data.symbol)) return controlError(`unknown prime symbol ${body.data.symbol}`, 404);
      const settled = settlePrimeOrders(body.data.uid, body.data.symbol, now());
      return HttpResponse.json({ ok: true, settled: settled.length });
    }),
  ];
}
