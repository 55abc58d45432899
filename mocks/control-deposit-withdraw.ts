// Control API of deposits and withdrawals (mocks/README.md "Deposit and withdraw"): simulate an
// incoming deposit and add confirmations to it (credited with an accounts.update push once
// confirmed), move a withdrawal one step or to a chosen state (frozen amounts released or
// debited, with pushes), mark addresses risky, and make a
// user's deposit address or withdraw info fail with a server message. POST /__control/reset
// restores the seed (db.depositWithdraw is rebuilt).

import { Decimal } from 'decimal.js';
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, findUser, now } from './db';
import {
  advanceDeposit,
  advanceWithdraw,
  findChainRef,
  recordJson,
  setDwFailure,
  setWithdrawState,
  settleDeposits,
  simulateDeposit,
  WITHDRAW_STATES,
  type DwRecord,
} from './db/deposit-withdraw';
import { readDecimal } from './trading/order-rules';

const depositBodySchema = z.strictObject({
  uid: z.int().check(z.minimum(1)),
  currency: z.string().check(z.minLength(1)),
  chain: z.string().check(z.minLength(1)),
  amount: z.union([z.string(), z.number()]),
  confirmations: z.optional(z.int().check(z.minimum(0))),
});

const advanceDepositSchema = z.strictObject({ id: z.int(), confirmations: z.optional(z.int().check(z.minimum(1))) });
const advanceWithdrawSchema = z.strictObject({ id: z.int() });
const withdrawStateSchema = z.strictObject({
  id: z.int(),
  state: z.enum(WITHDRAW_STATES),
  errorCode: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
});
const riskySchema = z.strictObject({ address: z.string().check(z.minLength(1)), reason: z.string().check(z.minLength(1)) });
const FAIL_KINDS = ['depositAddress', 'withdrawInfo'] as const;
const failSchema = z.strictObject({
  uid: z.int().check(z.minimum(1)),
  kind: z.enum(FAIL_KINDS),
  code: z.union([z.int(), z.string().check(z.minLength(1))]),
  message: z.string(),
});

function view(record: DwRecord) {
  return { ...recordJson(record, now()), uid: record.uid };
}

function settle(): number {
  const at = now();
  settleDeposits(db.depositWithdraw, db.trading, at);
  return at;
}

export function depositWithdrawControlHandlers(base: string): RequestHandler[] {
  return [
    // GET dw/records?uid=&type= → {records} (deposits brought up to the mock clock first)
    http.get(`${base}/dw/records`, ({ request }) => {
      settle();
      const query = new URL(request.url).searchParams;
      const uid = query.get('uid');
      const type = query.get('type');
      const records = db.depositWithdraw.records.filter((record) => (uid === null || record.uid === Number(uid)) && (type === null || record.type === type));
      return HttpResponse.json({ records: records.map(view) });
    }),

    // POST dw/deposit {uid, currency, chain, amount, confirmations?} → {ok, deposit | null, tiny}
    http.post(`${base}/dw/deposit`, async ({ request }) => {
      const body = await readBody(request, depositBodySchema);
      if ('error' in body) return controlError(body.error);
      if (!findUser(body.data.uid)) return controlError(`unknown uid ${body.data.uid}`, 404);
      if (!findChainRef(body.data.currency, body.data.chain)) return controlError(`unknown chain ${body.data.chain} of ${body.data.currency}`, 404);
      const amount = readDecimal(body.data.amount);
      if (!amount || new Decimal(amount).lte(0)) return controlError('amount must be a positive decimal');
      const at = settle();
      const record = simulateDeposit(
        db.depositWithdraw,
        db.trading,
        { uid: body.data.uid, currency: body.data.currency, chain: body.data.chain, amount: new Decimal(amount), confirmations: body.data.confirmations },
        at,
      );
      return HttpResponse.json({ ok: true, tiny: record === null, deposit: record ? view(record) : null });
    }),

    // POST dw/deposit/advance {id, confirmations?=1} → {ok, deposit}
    http.post(`${base}/dw/deposit/advance`, async ({ request }) => {
      const body = await readBody(request, advanceDepositSchema);
      if ('error' in body) return controlError(body.error);
      const record = advanceDeposit(db.depositWithdraw, db.trading, body.data.id, body.data.confirmations ?? 1, settle());
      return typeof record === 'string' ? controlError(record, 404) : HttpResponse.json({ ok: true, deposit: view(record) });
    }),

    // POST dw/withdraw/advance {id} → {ok, withdraw}: one step of submitted → pass → pre-transfer → wallet-transfer → confirmed
    http.post(`${base}/dw/withdraw/advance`, async ({ request }) => {
      const body = await readBody(request, advanceWithdrawSchema);
      if ('error' in body) return controlError(body.error);
      const record = advanceWithdraw(db.depositWithdraw, db.trading, body.data.id, now());
      return typeof record === 'string' ? controlError(record, 409) : HttpResponse.json({ ok: true, withdraw: view(record) });
    }),

    // POST dw/withdraw/state {id, state, errorCode?, errorMessage?} → {ok, withdraw}
    http.post(`${base}/dw/withdraw/state`, async ({ request }) => {
      const body = await readBody(request, withdrawStateSchema);
      if ('error' in body) return controlError(body.error);
      const { id, state, errorCode, errorMessage } = body.data;
      const record = setWithdrawState(db.depositWithdraw, db.trading, id, state, now(), { code: errorCode, message: errorMessage });
      return typeof record === 'string' ? controlError(record, 409) : HttpResponse.json({ ok: true, withdraw: view(record) });
    }),

    // POST dw/risky-address {address, reason}; DELETE dw/risky-address?address= (all without one)
    http.post(`${base}/dw/risky-address`, async ({ request }) => {
      const body = await readBody(request, riskySchema);
      if ('error' in body) return controlError(body.error);
      db.depositWithdraw.riskyAddresses.set(body.data.address.trim(), body.data.reason);
      return HttpResponse.json({ ok: true, ...body.data });
    }),
    http.delete(`${base}/dw/risky-address`, ({ request }) => {
      const address = new URL(request.url).searchParams.get('address');
      const before = db.depositWithdraw.riskyAddresses.size;
      if (address === null) db.depositWithdraw.riskyAddresses.clear();
      else db.depositWithdraw.riskyAddresses.delete(address.trim());
      return HttpResponse.json({ ok: true, cleared: before - db.depositWithdraw.riskyAddresses.size });
    }),

    // POST dw/fail {uid, kind: depositAddress | withdrawInfo, code, message}; DELETE dw/fail?uid=&kind=
    http.post(`${base}/dw/fail`, async ({ request }) => {
      const body = await readBody(request, failSchema);
      if ('error' in body) return controlError(body.error);
      if (!findUser(body.data.uid)) return controlError(`unknown uid ${body.data.uid}`, 404);
      setDwFailure(db.depositWithdraw, body.data.uid, body.data.kind, { code: body.data.code, message: body.data.message });
      return HttpResponse.json({ ok: true, ...body.data });
    }),
    http.delete(`${base}/dw/fail`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const uid = query.get('uid');
      const kind = query.get('kind');
      let cleared = 0;
      for (const key of [...db.depositWithdraw.failures.keys()]) {
        const [keyUid, keyKind] = key.split(':');
        if ((uid === null || keyUid === uid) && (kind === null || keyKind === kind)) {
          db.depositWithdraw.failures.delete(key);
          cleared += 1;
        }
      }
      return HttpResponse.json({ ok: true, cleared });
    }),
  ];
}
