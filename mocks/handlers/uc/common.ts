// Shared pieces of the account-service handlers: body parsing against the contract's schemas,
// the session of a request, the session cookie, and the answer of a finished login.

import type { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import type { CallContract } from '@/lib/contracts/define';
import { UC_NOT_LOGGED_IN_CODE, UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { BAD_REQUEST, type UcError } from '../../auth/errors';
import { issueTicket } from '../../auth/tickets';
import { createSession, db, findSessionUser, type MockUser } from '../../db';
import { ucFail, ucOk, type UcEnvelope } from '../../http/respond';
import { readJson } from '../../http/request';
import { isHttps } from '../request-info';
import { describeSession, touchSession } from './session-devices';

export const UC_NOT_LOGGED_IN_MESSAGE = '未登录';

export function fail(error: UcError): HttpResponse<UcEnvelope<never>> {
  return ucFail(error.code, error.message);
}

export function badRequest(): HttpResponse<UcEnvelope<never>> {
  return fail(BAD_REQUEST);
}

export function notLoggedIn(): HttpResponse<UcEnvelope<never>> {
  return ucFail(UC_NOT_LOGGED_IN_CODE, UC_NOT_LOGGED_IN_MESSAGE);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: HttpResponse<UcEnvelope<never>> };

/** Parses a JSON body with a contract schema; anything else is answered 400 参数错误. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<Parsed<T>> {
  const json = await readJson(request);
  if (json === undefined) return { ok: false, response: badRequest() };
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: badRequest() };
}

/** Parses a JSON body with the request schema of the call's contract (lib/contracts/uc). */
export function parseCallBody<T>(request: Request, call: Pick<CallContract<string, T>, 'request' | 'pattern'>): Promise<Parsed<T>> {
  if (!call.request) throw new Error(`The contract of ${call.pattern} declares no request schema`);
  return parseJsonBody(request, call.request);
}

/** The session token of a request: header first (server to upstream), then cookie; only live ones. */
export function sessionToken(request: Request, cookies: Record<string, string>): string | undefined {
  for (const token of [request.headers.get(UC_SESSION_HEADER), cookies[UC_SESSION_COOKIE]]) {
    if (token && db.sessions.has(token)) return token;
  }
  return undefined;
}

/** The user of the request's session: header first (server to upstream), then cookie. */
export function sessionUser(request: Request, cookies: Record<string, string>): MockUser | undefined {
  const token = sessionToken(request, cookies);
  touchSession(token);
  return findSessionUser(token);
}

export function sessionCookie(token: string, request: Request): string {
  return `${UC_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}

export function expiredSessionCookie(request: Request): string {
  return `${UC_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}

/** Starts a session for the user: the body carries a ticket, the answer sets the session cookie. */
export function loggedIn<T extends object>(user: MockUser, request: Request, extra: T): HttpResponse<UcEnvelope<T & { ticket: string }>> {
  const session = createSession(user.uid);
  describeSession(session, request);
  const { ticket } = issueTicket(session.token);
  const response = ucOk({ ...extra, ticket });
  response.headers.append('set-cookie', sessionCookie(session.token, request));
  return response;
}
