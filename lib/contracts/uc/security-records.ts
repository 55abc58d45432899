// The security centre's records (account service, shell-and-account.md section 7): the login log,
// the operation log, the devices logged in now with offsite logout, the security timeline and the
// self-freeze ("这不是我"). The spec gives paths without bodies; these shapes are this project's
// design (mocks/README.md "Security centre: records"), shared by the app and the mock.
//
// Offsite logout and self-freeze only take access away, so they ask for no second factor: a user
// whose factors were just changed by a thief must still be able to lock the thief out.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { securityEventTypeSchema } from './security-center';

const family = 'uc';

/** Account-service code of a login (or any call) refused because the owner froze the account. */
export const ACCOUNT_FROZEN_CODE = 10090;
export const ACCOUNT_FROZEN_MESSAGE = '账户已冻结，请联系客服解冻';
/** Pro-family code of a withdrawal refused during the hold after a security change. */
export const WITHDRAW_HOLD_CODE = 'security-withdraw-hold';
/** Pro-family code of a withdrawal refused because the account is frozen. */
export const WITHDRAW_FROZEN_CODE = 'security-account-frozen';

/** Query of a paged log: page from 1, size, and an optional day range (epoch ms, inclusive). */
const pageQuery = {
  page: z.optional(z.string()),
  size: z.optional(z.string()),
  start: z.optional(z.string()),
  end: z.optional(z.string()),
};

export const LOGIN_LOG_RESULTS = ['success', 'fail'] as const;
export const loginLogResultSchema = z.enum(LOGIN_LOG_RESULTS);
export type LoginLogResult = z.infer<typeof loginLogResultSchema>;

/** GET login_log/list?page=&size=&result=&start=&end= (query values are text). */
export const loginLogQuerySchema = z.object({ ...pageQuery, result: z.optional(loginLogResultSchema) });

export const loginLogRowSchema = z.object({
  /** Epoch ms. */
  time: z.number(),
  ip: z.string(),
  place: z.string(),
  /** Browser and system, e.g. "Chrome · Linux"; 未知设备 for records older than devices. */
  device: z.string(),
  /** password, ga, sms, email, register, third:<platform>. */
  method: z.string(),
  result: loginLogResultSchema,
  /** What happened: done, 2fa, wrong_password, locked, code_wrong, code_expired, frozen. */
  reason: z.string(),
});
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;

export const loginLogPageSchema = z.object({ items: z.array(loginLogRowSchema), total: z.number() });
export type LoginLogPage = z.infer<typeof loginLogPageSchema>;

/** GET operation_log/list?page=&size=&type=&start=&end= */
export const operationLogQuerySchema = z.object({ ...pageQuery, type: z.optional(securityEventTypeSchema) });

export const securityEventRowSchema = z.object({
  id: z.number(),
  type: securityEventTypeSchema,
  time: z.number(),
  device: z.string(),
  ip: z.string(),
  place: z.string(),
  detail: z.optional(z.string()),
});
export type SecurityEventRow = z.infer<typeof securityEventRowSchema>;

export const operationLogPageSchema = z.object({ items: z.array(securityEventRowSchema), total: z.number() });
export type OperationLogPage = z.infer<typeof operationLogPageSchema>;

/** GET login/list → the user's live sessions; `id` is a digest of the session, never its token. */
export const deviceSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  place: z.string(),
  login_time: z.number(),
  last_active: z.number(),
  current: z.boolean(),
});
export type LoginDevice = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.array(deviceSchema);

/** POST logout/offsite: one other device by id, or every other device. */
export const logoutOffsiteSchema = z.union([z.object({ id: z.string() }), z.object({ all: z.literal(true) })]);
export type LogoutOffsiteRequest = z.infer<typeof logoutOffsiteSchema>;
export const logoutOffsiteResponseSchema = z.object({ ended: z.number() });

/** GET security/timeline → the events newest first, each with the hold it started (or null). */
export const timelineEventSchema = z.extend(securityEventRowSchema, {
  /** End of the withdrawal hold this change started (epoch ms), or null when it starts none. */
  hold_until: z.nullable(z.number()),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export const timelineSchema = z.array(timelineEventSchema);

/** POST security/freeze: "这不是我" on one event (or on the account as a whole), with a reason. */
export const freezeRequestSchema = z.object({ event_id: z.optional(z.number()), reason: z.optional(z.string()) });
export type FreezeRequest = z.infer<typeof freezeRequestSchema>;
export const freezeResponseSchema = z.object({ frozen_at: z.number(), ended_sessions: z.number() });

export const UC_RECORD_CALLS = {
  loginLogList: defineCall({ family, method: 'GET', pattern: '/uc/open/login_log/list', request: loginLogQuerySchema, response: loginLogPageSchema }),
  operationLogList: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/operation_log/list',
    request: operationLogQuerySchema,
    response: operationLogPageSchema,
  }),
  loginList: defineCall({ family, method: 'GET', pattern: '/uc/open/login/list', response: deviceListSchema }),
  logoutOffsite: defineCall({ family, method: 'POST', pattern: '/uc/open/logout/offsite', request: logoutOffsiteSchema, response: logoutOffsiteResponseSchema }),
  securityTimeline: defineCall({ family, method: 'GET', pattern: '/uc/open/security/timeline', response: timelineSchema }),
  securityFreeze: defineCall({ family, method: 'POST', pattern: '/uc/open/security/freeze', request: freezeRequestSchema, response: freezeResponseSchema }),
};
