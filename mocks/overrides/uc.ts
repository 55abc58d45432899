// Intent-named overrides of the account service (uc): a scenario or a test prepends one of
// these (server.use, a scenario's handlers) to change one answer of the real mock. Each names
// the call's contract, never its path, and answers in the account-service envelope.

import type { RequestHandler } from 'msw';
import { UC_NOT_LOGGED_IN_CODE } from '@/lib/session/cookies';
import {
  UC_CALLS,
  type RiskControlResponse,
  type SecurityStrategy,
  type SecurityVerified,
  type UserInfo,
} from '@/lib/contracts/uc';
import type { MockUser } from '../db';
import { UC_NOT_LOGGED_IN_MESSAGE } from '../handlers/uc/common';
import { toLoginCheckData } from '../handlers/uc/session';
import { ucFail, ucOk } from '../http/respond';
import { IN_PROCESS_ROOT, route, routeAt } from '../http/route';

/** A business failure: the envelope's code and message. */
export interface UcFailure {
  code: number | string;
  message: string;
}

function failing(root: string, call: (typeof UC_CALLS)[keyof typeof UC_CALLS], { code, message }: UcFailure): RequestHandler {
  return routeAt(root, call, () => ucFail(code, message));
}

// ---- session (family base first: scenarios register them below the mock's uc base) ----

/** login/check fails with the given business code, whatever the session. */
export function makeLoginCheckFail(
  base: string,
  code: number | string = UC_NOT_LOGGED_IN_CODE,
  message = code === UC_NOT_LOGGED_IN_CODE ? UC_NOT_LOGGED_IN_MESSAGE : 'error',
): RequestHandler {
  return route(base, UC_CALLS.loginCheck, () => ucFail(code, message));
}

/** user/get fails with the given business code, whatever the session. */
export function makeUserGetFail(
  base: string,
  code: number | string = UC_NOT_LOGGED_IN_CODE,
  message = code === UC_NOT_LOGGED_IN_CODE ? UC_NOT_LOGGED_IN_MESSAGE : 'error',
): RequestHandler {
  return route(base, UC_CALLS.userGet, () => ucFail(code, message));
}

/** login/check succeeds for the given user, whatever the session. */
export function makeLoginCheckAs(base: string, user: MockUser): RequestHandler {
  return route(base, UC_CALLS.loginCheck, () => ucOk(toLoginCheckData(user)));
}

/** user/get answers this user info, whatever the session. */
export function answerUserInfo(user: UserInfo, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, UC_CALLS.userGet, () => ucOk(user));
}

/** ticket/get answers this ticket, whatever the session. */
export function answerTicket(ticket: string, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, UC_CALLS.ticketGet, () => ucOk({ ticket }));
}

/** ticket/get fails (e.g. 512: the session is gone). */
export function failTicket(failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, UC_CALLS.ticketGet, failure);
}

/** logout fails with the given envelope. */
export function failLogout(failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, UC_CALLS.logout, failure);
}

// ---- login, codes, risk ----

/** login fails whatever the credentials (e.g. 10011 the account is locked). */
export function failLogin(failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, UC_CALLS.login, failure);
}

/** An email or SMS code send fails (e.g. 10040 sent too often). */
export function failSendCode(channel: 'email' | 'sms', failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, channel === 'email' ? UC_CALLS.emailCodeSend : UC_CALLS.smsCodeSend, failure);
}

/** An email or SMS code verify fails (e.g. 10030 the code is wrong). */
export function failVerifyCode(channel: 'email' | 'sms', failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, channel === 'email' ? UC_CALLS.emailCodeVerify : UC_CALLS.smsCodeVerify, failure);
}

/** risk/control answers this verdict, whatever the login name. */
export function answerRiskControl(answer: RiskControlResponse, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, UC_CALLS.riskControl, () => ucOk(answer));
}

// ---- security verification ----

/** security/strategy/get answers this strategy, whatever the account. */
export function answerSecurityStrategy(strategy: SecurityStrategy, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, UC_CALLS.securityStrategyGet, () => ucOk(strategy));
}

/** security/strategy/get fails (e.g. 501 not logged in). */
export function failSecurityStrategy(failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, UC_CALLS.securityStrategyGet, failure);
}

/** security/strategy/verify passes whatever the codes. */
export function answerSecurityVerified(verified: SecurityVerified, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, UC_CALLS.securityStrategyVerify, () => ucOk(verified));
}

/** security/strategy/verify fails (e.g. 10030 a code is wrong). */
export function failSecurityVerify(failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, UC_CALLS.securityStrategyVerify, failure);
}

// ---- security-item reset request ----

/** security_reset/submit fails (e.g. 10010 wrong password). */
export function failSecurityResetSubmit(failure: UcFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return failing(root, UC_CALLS.securityResetSubmit, failure);
}
