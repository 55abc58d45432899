// The security verification of a logged-in user: security/strategy/get tells which methods the
// account must pass for a scene, security/strategy/verify checks one code per method and marks
// the session verified for the scene (mocks/auth/security.ts).

import type { RequestHandler } from 'msw';
import { SECURITY_CODE_PURPOSE, securitySceneSchema, UC_CALLS } from '@/lib/contracts/uc';
import { maskEmail, maskPhone } from '../../auth/accounts';
import { consumeSecondFactors, factorRefusal, firstFailingFactor } from '../../auth/second-factor';
import { markSecurityVerified, SECURITY_VERIFIED_TTL_MS, securityMethods } from '../../auth/security';
import { findSessionUser } from '../../db';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { badRequest, fail, notLoggedIn, parseCallBody, sessionToken, sessionUser } from './common';

export function securityHandlers(base: string): RequestHandler[] {
  return [
    // GET security/strategy/get?scene=
    route(base, UC_CALLS.securityStrategyGet, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const scene = securitySceneSchema.safeParse(new URL(request.url).searchParams.get('scene'));
      if (!scene.success) return badRequest();
      const methods = securityMethods(user, scene.data);
      return ucOk({
        scene: scene.data,
        methods,
        ...(methods.includes('email') ? { email: maskEmail(user.email) } : {}),
        ...(methods.includes('sms') ? { phone: maskPhone(user.phone) } : {}),
      });
    }),

    // POST security/strategy/verify {scene, email_code?, sms_code?, ga_code?}; a wrong code
    // answers the code of its factor (10035 / 10036 / 10037)
    route(base, UC_CALLS.securityStrategyVerify, async ({ request, cookies }) => {
      const session = sessionToken(request, cookies);
      const user = findSessionUser(session);
      if (!session || !user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.securityStrategyVerify);
      if (!body.ok) return body.response;
      const methods = securityMethods(user, body.data.scene);
      const failed = firstFailingFactor(user, methods, body.data, { purpose: SECURITY_CODE_PURPOSE });
      if (failed) return fail(factorRefusal(failed.method, failed.error));
      consumeSecondFactors(user, methods, SECURITY_CODE_PURPOSE);
      markSecurityVerified(session, user.uid, body.data.scene);
      return ucOk({ scene: body.data.scene, expires_in: SECURITY_VERIFIED_TTL_MS / 1000 });
    }),
  ];
}
