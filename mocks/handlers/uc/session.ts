// Session calls of the account service: login/check, user/get, ticket/get and logout. The
// intent-named overrides scenarios and tests put in front of them are in mocks/overrides/uc.ts.

import type { RequestHandler } from 'msw';
import { UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { UC_CALLS, type UserInfo } from '@/lib/contracts/uc';
import { ucError } from '../../auth/errors';
import { issueTicket } from '../../auth/tickets';
import { deleteSession, type MockUser } from '../../db';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { expiredSessionCookie, fail, notLoggedIn, sessionToken, sessionUser } from './common';

/** What login/check reports about the logged-in user. */
export function toLoginCheckData(user: MockUser) {
  return {
    uid: user.uid,
    email: user.email,
    phone: user.phone,
    account_name: user.account_name,
    user_type: user.user_type,
    country_id: [...user.country_id],
    level: user.level,
  };
}

/** The full user info of user/get (userInfoSchema). */
export function toUserInfo(user: MockUser): UserInfo {
  return {
    ...toLoginCheckData(user),
    options: { ...user.options },
    kyc_level: user.kyc_level,
    auth_info: { ...user.auth_info },
    auth_country: user.auth_country,
  };
}

export function sessionHandlers(base: string): RequestHandler[] {
  return [
    // GET login/check
    route(base, UC_CALLS.loginCheck, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(toLoginCheckData(user)) : notLoggedIn();
    }),
    // GET user/get
    route(base, UC_CALLS.userGet, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(toUserInfo(user)) : notLoggedIn();
    }),
    // GET ticket/get: a fresh ticket for the session's token logins; no session → 512.
    route(base, UC_CALLS.ticketGet, ({ request, cookies }) => {
      const token = sessionToken(request, cookies);
      if (!token) return fail(ucError('sessionExpired'));
      return ucOk({ ticket: issueTicket(token).ticket });
    }),
    // GET logout: ends the session and expires its cookie (a visitor's logout succeeds too).
    route(base, UC_CALLS.logout, ({ request, cookies }) => {
      for (const token of [request.headers.get(UC_SESSION_HEADER), cookies[UC_SESSION_COOKIE]]) {
        if (token) deleteSession(token);
      }
      const response = ucOk(null);
      response.headers.set('set-cookie', expiredSessionCookie(request));
      return response;
    }),
  ];
}
