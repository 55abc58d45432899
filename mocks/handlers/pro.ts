// Pro (spot) family: token login, and /v1/users/me as the one protected call (renewal tests).

import { http, HttpResponse, type RequestHandler } from 'msw';
import { findFamilyToken } from '../auth/tickets';
import { PRO_LOGIN_REQUIRED, tokenLoginHandler } from './token-login';

export const PRO_TOKEN_HEADER = 'HB-PRO-TOKEN';

export function proHandlers(base: string): RequestHandler[] {
  return [
    // POST users/login {ticket} → {status:'ok', data:{token}}
    tokenLoginHandler(base, 'pro', { style: 'pro', field: 'token' }),
    // GET /v1/users/me with HB-PRO-TOKEN
    http.get(`${base}/v1/users/me`, ({ request }) => {
      const token = findFamilyToken(request.headers.get(PRO_TOKEN_HEADER), 'pro');
      return HttpResponse.json(token ? { status: 'ok', data: { uid: token.uid } } : PRO_LOGIN_REQUIRED);
    }),
  ];
}
