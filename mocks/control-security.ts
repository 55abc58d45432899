// Control API of the security verification: which sessions passed it, for which scene and until
// when (tests check the mark a verification leaves without a sensitive call to try it on).

import { http, HttpResponse, type RequestHandler } from 'msw';
import { liveSecurityVerifications } from './auth/security';
import { controlError } from './control-body';

export function securityControlHandlers(base: string): RequestHandler[] {
  return [
    // GET security-verified?uid=&session= → the verifications in force, of a user and/or of one
    // session (the token POST session or a login gave); the tokens themselves are not listed.
    http.get(`${base}/security-verified`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const uid = query.get('uid');
      const session = query.get('session');
      if (uid !== null && !/^\d+$/.test(uid)) return controlError('uid must be a number');
      const marks = liveSecurityVerifications(uid === null ? undefined : Number(uid)).filter(
        (mark) => session === null || mark.session === session,
      );
      return HttpResponse.json({
        verified: marks.map((mark) => ({ uid: mark.uid, scene: mark.scene, expires_at: mark.expiresAt })),
      });
    }),
  ];
}
