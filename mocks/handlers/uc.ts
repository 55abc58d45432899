// Account service ("uc"), all paths under {base}/uc/open (shell-and-account.md section 7).
// The session is the HB-UC-TOKEN cookie set on login, or the same token as a header when the
// Next server calls upstream on the browser's behalf.

import { http, type RequestHandler } from 'msw';
import { UC_NOT_LOGGED_IN_CODE, UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { deleteSession, findSessionUser, type MockUser } from '../db';
import { ucFail, ucOk } from './envelopes';

export const UC_NOT_LOGGED_IN_MESSAGE = '未登录';

/** Path of the login check below the family base (also used by fault-injection tests). */
export const LOGIN_CHECK_PATH = '/uc/open/login/check';
export const USER_GET_PATH = '/uc/open/user/get';
export const LOGOUT_PATH = '/uc/open/logout';

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

/** The full user info of user/get. */
export function toUserInfo(user: MockUser) {
  return { ...toLoginCheckData(user), options: { ...user.options } };
}

/** The user of the request's session: header first (server to upstream), then cookie. */
export function sessionUser(request: Request, cookies: Record<string, string>): MockUser | undefined {
  return findSessionUser(request.headers.get(UC_SESSION_HEADER)) ?? findSessionUser(cookies[UC_SESSION_COOKIE]);
}

function notLoggedIn() {
  return ucFail(UC_NOT_LOGGED_IN_CODE, UC_NOT_LOGGED_IN_MESSAGE);
}

export function ucHandlers(base: string): RequestHandler[] {
  return [
    // GET /uc/open/login/check
    http.get(`${base}${LOGIN_CHECK_PATH}`, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(toLoginCheckData(user)) : notLoggedIn();
    }),
    // GET /uc/open/user/get
    http.get(`${base}${USER_GET_PATH}`, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(toUserInfo(user)) : notLoggedIn();
    }),
    // GET /uc/open/logout: ends the session and expires its cookie (a visitor's logout succeeds too).
    http.get(`${base}${LOGOUT_PATH}`, ({ request, cookies }) => {
      for (const token of [request.headers.get(UC_SESSION_HEADER), cookies[UC_SESSION_COOKIE]]) {
        if (token) deleteSession(token);
      }
      const response = ucOk(null);
      response.headers.set('set-cookie', `${UC_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
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
