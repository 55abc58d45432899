// Control API of transfers (mocks/README.md "Transfers"): make a user's next transfer (any route,
// the margin ones included) fail with a given code and message, clear that, and read a user's
// transfer ledger entries. POST /__control/reset starts afresh (the ledger is rebuilt, and the
// transfer state hangs off it).

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, findUser } from './db';
import { ledgerOf } from './db/ledger';
import { clearTransferFailure, setTransferFailure } from './db/transfer';

const failSchema = z.strictObject({
  uid: z.int().check(z.minimum(1)),
  code: z.union([z.int(), z.string().check(z.minLength(1))]),
  message: z.string(),
});

export function transferControlHandlers(base: string): RequestHandler[] {
  return [
    // POST transfer/fail {uid, code, message} → {ok}: the user's next transfer answers this failure
    http.post(`${base}/transfer/fail`, async ({ request }) => {
      const body = await readBody(request, failSchema);
      if ('error' in body) return controlError(body.error);
      if (!findUser(body.data.uid)) return controlError(`unknown uid ${body.data.uid}`, 404);
      setTransferFailure(db.ledger, body.data.uid, { code: body.data.code, message: body.data.message });
      return HttpResponse.json({ ok: true });
    }),

    // DELETE transfer/fail?uid= → {ok}: clears one user's switch (or every switch)
    http.delete(`${base}/transfer/fail`, ({ request }) => {
      const uid = new URL(request.url).searchParams.get('uid');
      clearTransferFailure(db.ledger, uid === null ? undefined : Number(uid));
      return HttpResponse.json({ ok: true });
    }),

    // GET transfer/ledger?uid= → {entries}: the user's transfer entries, oldest first (amounts as text)
    http.get(`${base}/transfer/ledger`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      if (!Number.isInteger(uid) || uid < 1) return controlError('uid is required');
      const entries = ledgerOf(db.ledger, uid)
        .filter((entry) => entry.type === 'transfer')
        .map((entry) => ({ ...entry, amount: entry.amount.toFixed() }));
      return HttpResponse.json({ entries });
    }),
  ];
}
