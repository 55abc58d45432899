// Control API of margin lending: charge a user's loans the interest of some hours now (as if
// the clock had moved for them only, so other users' tests are untouched), and list a user's
// loans. POST /__control/reset clears the loans with the rest of the db.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, now } from './db';
import { accrue, HOUR_MS } from './db/margin';
import { loanJson } from './trading/margin';

const accrueBodySchema = z.strictObject({
  uid: z.int().check(z.minimum(1)),
  hours: z.int().check(z.minimum(1), z.maximum(24 * 365)),
});

export function marginControlHandlers(base: string): RequestHandler[] {
  return [
    // POST margin/accrue {uid, hours} → the user's open loans after `hours` more hours of interest
    http.post(`${base}/margin/accrue`, async ({ request }) => {
      const body = await readBody(request, accrueBodySchema);
      if ('error' in body) return controlError(body.error);
      const at = now();
      accrue(db.margin, at, body.data.uid);
      const loans = db.margin.loans.filter((loan) => loan.uid === body.data.uid && loan.state === 'accrual');
      for (const loan of loans) loan.accruedAt -= body.data.hours * HOUR_MS;
      accrue(db.margin, at, body.data.uid);
      return HttpResponse.json({ ok: true, loans: loans.map(loanJson) });
    }),

    // GET margin/loans?uid= → {loans:[…]} of both kinds, newest first
    http.get(`${base}/margin/loans`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      if (!Number.isInteger(uid) || uid <= 0) return controlError('uid is required');
      accrue(db.margin, now(), uid);
      const loans = db.margin.loans.filter((loan) => loan.uid === uid).sort((a, b) => b.id - a.id);
      return HttpResponse.json({ loans: loans.map((loan) => ({ ...loanJson(loan), kind: loan.kind })) });
    }),
  ];
}
