// Session calls of the account service: login/check, user/get, ticket/get and logout, plus the
// intent-named overrides scenarios and tests put in front of them.

import { http, type RequestHandler } from 'msw';
import { UC_NOT_LOGGED_IN_CODE, UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { UC_PATHS, type UserInfo } from '@/services/uc/schemas';
import { ucError } from '../../auth/errors';
import { issueTicket } from '../../auth/tickets';
import { deleteSession, type MockUser } from '../../db';
import { ucFail, ucOk } from '../envelopes';
import { expiredSessionCookie, fail, notLoggedIn, sessionToken, sessionUser, UC_NOT_LOGGED_IN_MESSAGE } from './common';

/** Paths below the family base (also used by fault-injection tests). */
export const LOGIN_CHECK_PATH = UC_PATHS.loginCheck;
export const USER_GET_PATH = UC_PATHS.userGet;
export const LOGOUT_PATH = UC_PATHS.logout;

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
    http.get(`${base}${UC_PATHS.loginCheck}`, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(toLoginCheckData(user)) : notLoggedIn();
    }),
    // GET user/get
    http.get(`${base}${UC_PATHS.userGet}`, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(toUserInfo(user)) : notLoggedIn();
    }),
    // GET ticket/get: a fresh ticket for the session's token logins; no session → 512.
    http.get(`${base}${UC_PATHS.ticketGet}`, ({ request, cookies }) => {
      const token = sessionToken(request, cookies);
      if (!token) return fail(ucError('sessionExpired'));
      return ucOk({ ticket: issueTicket(token).ticket });
    }),
    // GET logout: ends the session and expires its cookie (a visitor's logout succeeds too).
    http.get(`${base}${UC_PATHS.logout}`, ({ request, cookies }) => {
      for (const token of [request.headers.get(UC_SESSION_HEADER), cookies[UC_SESSION_COOKIE]]) {
        if (token) deleteSession(token);
      }
      const response = ucOk(null);
      response.headers.set('set-cookie', expiredSessionCookie(request));
      return response;
    }),
  ];
}

// Intent-named overrides: prepend them (server.use or a scenario) to change one answer.

/** login/check fails with the given business code, whatever the session. */
export function makeLoginCheckFail(
  base: string,
  code: number | string = UC_NOT_LOGGED_IN_CODE,
  message = code === UC_NOT_LOGGED_IN_CODE ? UC_NOT_LOGGED_IN_MESSAGE : 'error',
): RequestHandler {
  return http.get(`${base}${LOGIN_CHECK_PATH}`, () => ucFail(code, message));
}

/** user/get fails with the given business code, whatever the session. */
export function makeUserGetFail(
  base: string,
  code: number | string = UC_NOT_LOGGED_IN_CODE,
  message = code === UC_NOT_LOGGED_IN_CODE ? UC_NOT_LOGGED_IN_MESSAGE : 'error',
): RequestHandler {
  return http.get(`${base}${USER_GET_PATH}`, () => ucFail(code, message));
}

/** login/check succeeds for the given user, whatever the session. */
export function makeLoginCheckAs(base: string, user: MockUser): RequestHandler {
  return http.get(`${base}${LOGIN_CHECK_PATH}`, () => ucOk(toLoginCheckData(user)));
}
