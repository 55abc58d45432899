// Control API of the conversions (mocks/README.md "Conversions"): make the next quote or
// convert fail with a code and message (of one user or anyone's), expire every quote now, and
// list a user's conversions. The clock control (POST /__control/clock) moves the mock clock,
// which expires quotes too. POST /__control/reset rebuilds db.convert.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, now } from './db';
import { conversionJson, conversionsOf, expireQuotes } from './db/convert';

const failSchema = z.strictObject({
  kind: z.enum(['quote', 'convert']),
  code: z.int(),
  message: z.string(),
  uid: z.optional(z.int().check(z.minimum(1))),
});

const expireSchema = z.strictObject({ uid: z.optional(z.int().check(z.minimum(1))) });

export function convertControlHandlers(base: string): RequestHandler[] {
  return [
    // POST convert/fail {kind, code, message, uid?} → {ok}: the next quote / convert answers it once
    http.post(`${base}/convert/fail`, async ({ request }) => {
      const body = await readBody(request, failSchema);
      if ('error' in body) return controlError(body.error);
      db.convert.failNext[body.data.kind] = { uid: body.data.uid ?? null, error: { code: body.data.code, message: body.data.message } };
      return HttpResponse.json({ ok: true });
    }),
    // POST convert/expire-quotes {uid?} → {ok, expired}: every open quote (of that user) expires now
    http.post(`${base}/convert/expire-quotes`, async ({ request }) => {
      const body = await readBody(request, expireSchema);
      if ('error' in body) return controlError(body.error);
      return HttpResponse.json({ ok: true, expired: expireQuotes(db.convert, now(), body.data.uid) });
    }),
    // GET convert/conversions?uid= → {conversions} newest first
    http.get(`${base}/convert/conversions`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      if (!Number.isSafeInteger(uid) || uid < 1) return controlError('uid is required');
      return HttpResponse.json({ conversions: conversionsOf(db.convert, uid).map(conversionJson) });
    }),
  ];
}
