// The security records (lib/contracts/uc/security-records; mocks/README.md "Security centre:
// records"): the login log from db.auth.loginRecords, the operation log and the timeline from the
// security events, the live sessions as devices with offsite logout, and the self-freeze. A session
// ended here is remembered, and its next account-service call is answered 512 登录已失效, the
// code the app logs out on (shell-and-account.md section 8), instead of a visitor's 501.

import type { RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import {
  ACCOUNT_FROZEN_CODE,
  ACCOUNT_FROZEN_MESSAGE,
  loginLogQuerySchema,
  operationLogQuerySchema,
  UC_CALLS,
  WITHDRAW_FROZEN_CODE,
  WITHDRAW_HOLD_CODE,
  type LoginDevice,
  type LoginLogRow,
  type SecurityEventRow,
  type TimelineEvent,
} from '@/lib/contracts/uc';
import { eventHoldUntil, SECURITY_EVENT_TEXT, withdrawHoldMessage } from '@/lib/security-center/timeline';
import { UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { ucError, type UcError } from '../../auth/errors';
import { db, now, type MockUser } from '../../db';
import { securityEventsOf, withdrawHoldOf, type SecurityEvent } from '../../db/security-center';
import { endSessions, pageRows, sessionId, wasEnded } from '../../db/security-records';
import { ucFail, ucOk } from '../../http/respond';
import { queryOf } from '../../http/request';
import { route } from '../../http/route';
import { placeOfIp } from '../request-info';
import { badRequest, expiredSessionCookie, fail, notLoggedIn, parseCallBody, sessionToken, sessionUser } from './common';
import { recordSecurityEvent } from './security-center';

export const RECORD_ERRORS = {
  accountFrozen: { code: ACCOUNT_FROZEN_CODE, message: ACCOUNT_FROZEN_MESSAGE },
  deviceUnknown: { code: 10091, message: '该设备不存在或已退出' },
  deviceCurrent: { code: 10092, message: '不能在此退出当前设备，请使用退出登录' },
  eventUnknown: { code: 10093, message: '该安全记录不存在' },
} as const satisfies Record<string, UcError>;

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

/** Calls a visitor makes (login, register, captcha, reset, …): a stale ended cookie must not stop them. */
const VISITOR_PATHS =
  /^\/uc\/open\/((login|2fa\/login|register|logout|risk\/control|captcha_code\/send|email_code\/send|sms_code\/send|login_password\/reset)$|(country|register\/|license\/|third\/|login_password_reset\/|security_reset\/))|^\/mock\//;

/** Page, size and day range of a log query; null when a value is not a number. */
function pageQuery(query: { page?: string | undefined; size?: string | undefined; start?: string | undefined; end?: string | undefined }) {
  const number = (text: string | undefined, fallback: number | null) => (text === undefined || text === '' ? fallback : /^\d+$/.test(text) ? Number(text) : Number.NaN);
  const page = number(query.page, 1);
  const size = number(query.size, DEFAULT_PAGE_SIZE);
  const start = number(query.start, null);
  const end = number(query.end, null);
  if ([page, size, start, end].some((value) => Number.isNaN(value)) || page === null || size === null || page < 1 || size < 1) return null;
  return { page, size: Math.min(size, MAX_PAGE_SIZE), start, end };
}

function parseQuery<T>(request: Request, schema: z.ZodMiniType<T>): T | null {
  const parsed = schema.safeParse(Object.fromEntries(queryOf(request)));
  return parsed.success ? parsed.data : null;
}

function loginLogRows(uid: number): LoginLogRow[] {
  return db.auth.loginRecords
    .filter((record) => record.uid === uid)
    .map((record) => ({
      time: record.time,
      ip: record.ip,
      place: placeOfIp(record.ip),
      device: record.device ?? '未知设备',
      method: record.method,
      result: record.success ? ('success' as const) : ('fail' as const),
      reason: record.result,
    }))
    .reverse();
}

function eventRow(event: SecurityEvent): SecurityEventRow {
  return { id: event.id, type: event.type, time: event.time, device: event.device, ip: event.ip, place: event.place, ...(event.detail === undefined ? {} : { detail: event.detail }) };
}

function timelineEvent(event: SecurityEvent): TimelineEvent {
  return { ...eventRow(event), hold_until: eventHoldUntil(event) };
}

function devicesOf(user: MockUser, current: string | undefined): LoginDevice[] {
  return [...db.sessions.values()]
    .filter((session) => session.uid === user.uid)
    .map((session) => ({
      id: sessionId(session.token),
      device: session.device ?? '未知设备',
      ip: session.ip ?? '',
      place: session.place ?? '未知',
      login_time: session.createdAt,
      last_active: session.lastActiveAt ?? session.createdAt,
      current: session.token === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_active - a.last_active);
}

/** The raw session token a request carries (live or not): header first, then cookie. */
function carriedTokens(request: Request, cookies: Record<string, string>): string[] {
  return [request.headers.get(UC_SESSION_HEADER), cookies[UC_SESSION_COOKIE]].filter((token): token is string => Boolean(token));
}

/** Whether the user's withdrawals are refused now: frozen, or held after a security change. */
export function securityWithdrawBlock(uid: number, at: number = now()): { kind: 'frozen' } | { kind: 'hold'; until: number } | null {
  if (db.securityCenter.frozen.has(uid)) return { kind: 'frozen' };
  const until = withdrawHoldOf(db.securityCenter, uid, at);
  return until === null ? null : { kind: 'hold', until };
}

/** The pro-family refusal of a withdrawal by a frozen or held account, saying until when; or null. */
export function securityWithdrawRefusal(uid: number, at: number = now()): { code: string; message: string } | null {
  const block = securityWithdrawBlock(uid, at);
  if (!block) return null;
  if (block.kind === 'frozen') return { code: WITHDRAW_FROZEN_CODE, message: '账户已冻结，暂停提币，请联系客服解冻' };
  return { code: WITHDRAW_HOLD_CODE, message: withdrawHoldMessage(block.until) };
}

export function securityRecordHandlers(base: string): RequestHandler[] {
  return [
    // Every account-service call of a session ended by offsite logout or self-freeze: 512. One
    // guard per contract (not a wildcard), so a path no contract declares stays unhandled.
    ...Object.values(UC_CALLS)
      .filter((call) => !VISITOR_PATHS.test(call.pattern))
      .map((call) =>
        route(base, call, ({ request, cookies }) => {
          const tokens = carriedTokens(request, cookies);
          if (tokens.length === 0 || sessionToken(request, cookies) !== undefined) return undefined;
          return tokens.some((token) => wasEnded(db.sessions, token)) ? fail(ucError('sessionExpired')) : undefined;
        }),
      ),

    // GET login_log/list?page=&size=&result=&start=&end=
    route(base, UC_CALLS.loginLogList, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const query = parseQuery(request, loginLogQuerySchema);
      const paging = query && pageQuery(query);
      if (!query || !paging) return badRequest();
      const rows = loginLogRows(user.uid).filter((row) => query.result === undefined || row.result === query.result);
      return ucOk(pageRows(rows, paging));
    }),

    // GET operation_log/list?page=&size=&type=&start=&end=
    route(base, UC_CALLS.operationLogList, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const query = parseQuery(request, operationLogQuerySchema);
      const paging = query && pageQuery(query);
      if (!query || !paging) return badRequest();
      const rows = securityEventsOf(db.securityCenter, user.uid)
        .filter((event) => query.type === undefined || event.type === query.type)
        .map(eventRow);
      return ucOk(pageRows(rows, paging));
    }),

    // GET login/list → the user's live sessions, this one first
    route(base, UC_CALLS.loginList, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(devicesOf(user, sessionToken(request, cookies))) : notLoggedIn();
    }),

    // POST logout/offsite {id} | {all: true}: ends other sessions of the same user only
    route(base, UC_CALLS.logoutOffsite, async ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.logoutOffsite);
      if (!body.ok) return body.response;
      const current = sessionToken(request, cookies);
      const others = [...db.sessions.values()].filter((session) => session.uid === user.uid && session.token !== current);
      let chosen = others;
      if ('id' in body.data) {
        const id = body.data.id;
        if (current !== undefined && sessionId(current) === id) return fail(RECORD_ERRORS.deviceCurrent);
        chosen = others.filter((session) => sessionId(session.token) === id);
        if (chosen.length === 0) return fail(RECORD_ERRORS.deviceUnknown);
      }
      const ended = endSessions(
        db.sessions,
        chosen.map((session) => session.token),
      );
      if (ended > 0) {
        const detail = 'id' in body.data ? (chosen[0]?.device ?? '') : `其他所有设备（${ended} 台）`;
        recordSecurityEvent(request, user.uid, 'logout_offsite', { detail });
      }
      return ucOk({ ended });
    }),

    // GET security/timeline → the events newest first, with the hold each started
    route(base, UC_CALLS.securityTimeline, ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      return user ? ucOk(securityEventsOf(db.securityCenter, user.uid).map(timelineEvent)) : notLoggedIn();
    }),

    // POST security/freeze {event_id?, reason?}: "这不是我" freezes the account and ends every session
    route(base, UC_CALLS.securityFreeze, async ({ request, cookies }) => {
      const user = sessionUser(request, cookies);
      if (!user) return notLoggedIn();
      const body = await parseCallBody(request, UC_CALLS.securityFreeze);
      if (!body.ok) return body.response;
      const { event_id: eventId, reason } = body.data;
      const disowned = eventId === undefined ? undefined : securityEventsOf(db.securityCenter, user.uid).find((event) => event.id === eventId);
      if (eventId !== undefined && !disowned) return fail(RECORD_ERRORS.eventUnknown);
      const at = now();
      db.securityCenter.frozen.set(user.uid, at);
      const detail = [disowned ? `不是本人操作：${SECURITY_EVENT_TEXT[disowned.type]}` : '', reason?.trim().slice(0, 200) ?? ''].filter(Boolean).join('；');
      recordSecurityEvent(request, user.uid, 'self_freeze', detail ? { detail } : {});
      const tokens = [...db.sessions.values()].filter((session) => session.uid === user.uid).map((session) => session.token);
      const ended = endSessions(db.sessions, tokens);
      const response = ucOk({ frozen_at: at, ended_sessions: ended });
      response.headers.set('set-cookie', expiredSessionCookie(request));
      return response;
    }),
  ];
}

/** The refusal of a login (or a 2FA login) of a frozen account, or null. */
export function frozenLoginRefusal(uid: number) {
  return db.securityCenter.frozen.has(uid) ? ucFail(RECORD_ERRORS.accountFrozen.code, RECORD_ERRORS.accountFrozen.message) : null;
}
