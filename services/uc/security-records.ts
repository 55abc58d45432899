// The security records' calls of the account service (shell-and-account.md section 7: login_log,
// operation_log, login/list, logout/offsite) and this project's security/timeline and
// security/freeze; the shapes are in lib/contracts/uc/security-records. Each resolves to an ApiResult.

import { get, post, type ApiResult } from '@/services/http';
import {
  deviceListSchema,
  freezeResponseSchema,
  loginLogPageSchema,
  logoutOffsiteResponseSchema,
  operationLogPageSchema,
  timelineSchema,
  UC_CALLS,
  type FreezeRequest,
  type LoginDevice,
  type LoginLogPage,
  type LoginLogResult,
  type LogoutOffsiteRequest,
  type OperationLogPage,
  type SecurityEventType,
  type TimelineEvent,
} from '@/lib/contracts/uc';
import { checkedAnswer } from './answer';

export interface LogQuery {
  page: number;
  size: number;
  /** Epoch ms, inclusive; left out = open. */
  start?: number | undefined;
  end?: number | undefined;
}

function pageParams(query: LogQuery): Record<string, string> {
  return {
    page: String(query.page),
    size: String(query.size),
    ...(query.start === undefined ? {} : { start: String(query.start) }),
    ...(query.end === undefined ? {} : { end: String(query.end) }),
  };
}

/** GET /uc/open/login_log/list — the user's logins, newest first, paged. */
export async function fetchLoginLog(query: LogQuery & { result?: LoginLogResult | undefined }): Promise<ApiResult<LoginLogPage>> {
  const params = { ...pageParams(query), ...(query.result ? { result: query.result } : {}) };
  return checkedAnswer(await get('uc', UC_CALLS.loginLogList.path(), params), loginLogPageSchema);
}

/** GET /uc/open/operation_log/list — the user's security changes, newest first, paged. */
export async function fetchOperationLog(query: LogQuery & { type?: SecurityEventType | undefined }): Promise<ApiResult<OperationLogPage>> {
  const params = { ...pageParams(query), ...(query.type ? { type: query.type } : {}) };
  return checkedAnswer(await get('uc', UC_CALLS.operationLogList.path(), params), operationLogPageSchema);
}

/** GET /uc/open/login/list — the devices logged in now, this one first. */
export async function fetchLoginDevices(): Promise<ApiResult<LoginDevice[]>> {
  return checkedAnswer(await get('uc', UC_CALLS.loginList.path()), deviceListSchema);
}

/** POST /uc/open/logout/offsite — logs out one other device ({id}) or every other one ({all: true}). */
export async function logoutOffsite(body: LogoutOffsiteRequest): Promise<ApiResult<{ ended: number }>> {
  return checkedAnswer(await post('uc', UC_CALLS.logoutOffsite.path(), body), logoutOffsiteResponseSchema);
}

/** GET /uc/open/security/timeline — the security changes with the hold each started. */
export async function fetchSecurityTimeline(): Promise<ApiResult<TimelineEvent[]>> {
  return checkedAnswer(await get('uc', UC_CALLS.securityTimeline.path()), timelineSchema);
}

/** POST /uc/open/security/freeze — "这不是我": freezes the account and ends every session. */
export async function freezeAccount(body: FreezeRequest): Promise<ApiResult<{ frozen_at: number; ended_sessions: number }>> {
  return checkedAnswer(await post('uc', UC_CALLS.securityFreeze.path(), body), freezeResponseSchema);
}
