// The security timeline and the security record's words: what each security event is called, the
// withdrawal hold it starts (lib/security-center/hold), whether "这不是我" applies to it, and the
// texts of the login log. The mock (security/timeline) and the screens both read these.

import type { SecurityEventType } from '@/lib/contracts/uc/security-center';
import { formatTime } from '@/lib/format';
import { startsHold, WITHDRAW_HOLD_MS } from './hold';

export const SECURITY_EVENT_TEXT: Readonly<Record<SecurityEventType, string>> = {
  password_change: '修改登录密码',
  password_reset: '重置登录密码',
  ga_bind: '绑定谷歌验证器',
  ga_change: '更换谷歌验证器',
  phone_bind: '绑定手机',
  phone_change: '更换手机',
  email_bind: '绑定邮箱',
  factor_disable: '关闭安全验证',
  factor_enable: '开启安全验证',
  anti_phishing_set: '设置防钓鱼码',
  strategy_change: '修改安全策略',
  whitelist_switch: '切换提币白名单',
  address_add: '添加提币地址',
  new_device: '新设备登录',
  logout_offsite: '退出其他设备',
  self_freeze: '冻结账户',
};

/** Events that only take access away: nobody needs to disown them. */
const PROTECTIVE_TYPES: ReadonlySet<SecurityEventType> = new Set(['logout_offsite', 'self_freeze']);

/** When the hold started by this event ends (epoch ms), or null when the event starts none. */
export function eventHoldUntil(event: { type: string; time: number }): number | null {
  return startsHold(event.type) ? event.time + WITHDRAW_HOLD_MS : null;
}

/** What the hold says, on the withdraw page and in the mock's refusal of a withdrawal. */
export function withdrawHoldMessage(until: number): string {
  return `安全设置变更后 24 小时内暂停提币，提币暂停至 ${formatTime(until)}`;
}

/** Whether "这不是我" is offered on the event: a change a thief could have made, on an account not frozen yet. */
export function canDisown(type: SecurityEventType, frozen: boolean): boolean {
  return !frozen && !PROTECTIVE_TYPES.has(type);
}

export interface TimelineItem {
  id: number;
  type: SecurityEventType;
  title: string;
  time: number;
  device: string;
  place: string;
  ip: string;
  detail?: string | undefined;
  /** The hold the change started, or null. */
  holdUntil: number | null;
  /** True while that hold is in force at `now`. */
  holding: boolean;
  disownable: boolean;
}

export interface TimelineEventInput {
  id: number;
  type: SecurityEventType;
  time: number;
  device: string;
  ip: string;
  place: string;
  detail?: string | undefined;
  /** The server's hold end; computed from the type when absent. */
  hold_until?: number | null;
}

/** The events as timeline items, newest first, at `now`, on an account frozen or not. */
export function timelineItems(events: readonly TimelineEventInput[], now: number, frozen: boolean): TimelineItem[] {
  return [...events]
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map((event) => {
      const holdUntil = event.hold_until === undefined ? eventHoldUntil(event) : event.hold_until;
      return {
        id: event.id,
        type: event.type,
        title: SECURITY_EVENT_TEXT[event.type],
        time: event.time,
        device: event.device,
        place: event.place,
        ip: event.ip,
        detail: event.detail,
        holdUntil,
        holding: holdUntil !== null && holdUntil > now,
        disownable: canDisown(event.type, frozen),
      };
    });
}

// ---- the login log ----

export const LOGIN_RESULT_TEXT = { success: '成功', fail: '失败' } as const;

const LOGIN_METHOD_TEXT: Readonly<Record<string, string>> = {
  password: '密码',
  ga: '谷歌验证器',
  sms: '手机验证码',
  email: '邮箱验证码',
  register: '注册',
};

/** How the login was made, in words; third:<platform> is a third-party account. */
export function loginMethodText(method: string): string {
  if (method.startsWith('third:')) return `第三方账号（${method.slice('third:'.length)}）`;
  return LOGIN_METHOD_TEXT[method] ?? method;
}

const LOGIN_REASON_TEXT: Readonly<Record<string, string>> = {
  done: '登录成功',
  '2fa': '密码正确，待安全验证',
  wrong_password: '账号或密码错误',
  locked: '账户已锁定',
  code_wrong: '验证码错误',
  code_expired: '验证码已过期',
  frozen: '账户已冻结',
};

export function loginReasonText(reason: string): string {
  return LOGIN_REASON_TEXT[reason] ?? reason;
}
