// Control API of the security centre's factors: puts a user's second factors, login strategy and
// password back as seeded and clears their throttling, so a suite that binds GA or changes the
// password can run again against a long-running mock without a full reset.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, DEMO_PASSWORD, findUser, SEED_USERS, setPassword } from './db';

/** `ga_secret`: bind this authenticator (and ask for it at login) instead of the seed's. */
const restoreSchema = z.object({ uid: z.number(), ga_secret: z.optional(z.string().check(z.regex(/^[A-Z2-7]{16,64}$/))) });

export function factorControlHandlers(base: string): RequestHandler[] {
  return [
    // POST security-factors/restore {uid, ga_secret?}
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
      if (body.data.ga_secret !== undefined) {
        user.ga_secret = body.data.ga_secret;
        if (!user.two_factor.includes('ga')) user.two_factor.push('ga');
      }
      setPassword(uid, DEMO_PASSWORD);
      for (const key of [...db.securityCenter.factorFailures.keys()]) if (key.startsWith(`${uid}:`)) db.securityCenter.factorFailures.delete(key);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
