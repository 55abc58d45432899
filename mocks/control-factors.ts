// Control API of the security centre's factors: puts a user's second factors, login strategy and
// password back as seeded and clears their throttling, so a suite that binds GA or changes the
// password can run again against a long-running mock without a full reset.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, DEMO_PASSWORD, findUser, SEED_USERS, setPassword } from './db';

const restoreSchema = z.object({ uid: z.number() });

export function factorControlHandlers(base: string): RequestHandler[] {
  return [
    // POST security-factors/restore {uid}
    http.post(`${base}/security-factors/restore`, async ({ request }) => {
      const body = await readBody(request, restoreSchema);
      if ('error' in body) return controlError(body.error);
      const { uid } = body.data;
      const user = findUser(uid);
      const seed = SEED_USERS.find((entry) => entry.uid === uid);
      if (!user || !seed) return controlError(`unknown uid ${uid}`, 404);
      user.ga_secret = seed.ga_secret;
      user.email = seed.email;
      user.phone = seed.phone;
      user.country_code = seed.country_code;
      user.two_factor = [...seed.two_factor];
      setPassword(uid, DEMO_PASSWORD);
      for (const key of [...db.securityCenter.factorFailures.keys()]) if (key.startsWith(`${uid}:`)) db.securityCenter.factorFailures.delete(key);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
