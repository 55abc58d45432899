// Control API of sub-accounts: add sub-accounts to a parent (in a state) without the security
// step, read one sub-account's state and history, and put every parent's sub-accounts back to
// the seed (sub-accounts created since are removed) without resetting anything else.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { MAX_SUB_ACCOUNTS, subAccountState } from '@/lib/sub-account';
import { controlError, readBody } from './control-body';
import { addUser, db, DEMO_PASSWORD, deleteSessionsOf, findUser, now } from './db';
import { createSubAccountState, operationsOf, SEED_SUB_USERS, subAccountsOf } from './db/sub-accounts';
import { SEED_USERS } from './db/users';

const seedBody = z.object({
  parent_uid: z.number(),
  count: z.number(),
  /** Names are `${prefix}${n}`; `qaSub` and a running number by default. */
  prefix: z.optional(z.string()),
  state: z.optional(z.enum(['normal', 'locked', 'login_disabled'])),
});

export function subAccountControlHandlers(base: string): RequestHandler[] {
  return [
    // POST sub-accounts/seed {parent_uid, count, prefix?, state?} → {ok, uids}; password Trade1234
    http.post(`${base}/sub-accounts/seed`, async ({ request }) => {
      const body = await readBody(request, seedBody);
      if ('error' in body) return controlError(body.error);
      const { parent_uid: parentUid, count, prefix = 'qaSub', state = 'normal' } = body.data;
      const parent = findUser(parentUid);
      if (!parent || parent.user_type === 2) return controlError(`uid ${parentUid} is not a parent`);
      const existing = subAccountsOf(db.subAccounts, parentUid).length;
      if (!Number.isInteger(count) || count < 1 || existing + count > MAX_SUB_ACCOUNTS) return controlError(`count must keep the parent within ${MAX_SUB_ACCOUNTS}`);
      const uids = Array.from({ length: count }, () => {
        const sub = addUser({ ...parent, email: '', phone: '', country_code: '', account_name: '', user_type: 2, two_factor: [], ga_secret: '' }, DEMO_PASSWORD);
        sub.account_name = `${prefix}${sub.uid}`;
        db.subAccounts.records.set(sub.uid, {
          uid: sub.uid,
          parentUid,
          remark: '',
          locked: state === 'locked',
          loginEnabled: state !== 'login_disabled',
          createdAt: now(),
          margin: 'closed',
          superMargin: 'closed',
          transferable: true,
        });
        return sub.uid;
      });
      return HttpResponse.json({ ok: true, uids });
    }),

    // GET sub-accounts?uid= → {sub_account: {uid, parent_uid, account_name, state, …, history}}
    http.get(`${base}/sub-accounts`, ({ request }) => {
      const uid = Number(new URL(request.url).searchParams.get('uid'));
      const record = db.subAccounts.records.get(uid);
      const user = findUser(uid);
      if (!record || !user) return controlError(`unknown sub-account ${uid}`, 404);
      return HttpResponse.json({
        sub_account: {
          uid,
          parent_uid: record.parentUid,
          account_name: user.account_name,
          remark: record.remark,
          state: subAccountState(record),
          ga: user.ga_secret !== '',
          margin: record.margin,
          super_margin: record.superMargin,
          transferable: record.transferable,
          history: operationsOf(db.subAccounts, uid),
        },
      });
    }),

    // POST sub-accounts/reset → {ok, removed}: the seed's sub-accounts as seeded, the ones created since gone
    http.post(`${base}/sub-accounts/reset`, () => {
      const seeded = new Map([...SEED_USERS, ...SEED_SUB_USERS].map((user) => [user.uid, user]));
      let removed = 0;
      for (const uid of db.subAccounts.records.keys()) {
        if (seeded.has(uid)) continue;
        deleteSessionsOf(uid);
        db.users.delete(uid);
        db.auth.credentials.delete(uid);
        removed += 1;
      }
      // Renamed, GA-reset or deleted seeded sub-accounts come back as seeded.
      for (const user of seeded.values()) if (user.user_type === 2) db.users.set(user.uid, structuredClone(user));
      db.subAccounts = createSubAccountState();
      return HttpResponse.json({ ok: true, removed });
    }),
  ];
}
