// Constants and labels of the send-code widget (shell-and-account.md sections 4, 8 and 9).

/** Seconds before a code may be sent again. */
export const CODE_RESEND_SECONDS = 60;
/** The voice option appears after every retry count that is a multiple of this. */
export const VOICE_OFFER_EVERY = 3;
/** Identical send requests within this window are served from the cache. */
export const SEND_DEDUPE_MS = 2000;
/**
 * How long the retry count of a type and purpose is remembered after its last countdown ended
 * (project): a user coming back the next day starts again from "获取验证码".
 */
export const RETRY_MEMORY_MS = 30 * 60 * 1000;

export type CodeChannel = 'email' | 'sms';

export const CODE_SENDER_LABELS = {
  send: '获取验证码',
  resend: '重新发送',
  voice: '收不到短信？试试语音验证码',
  emailInput: '邮箱验证码',
  smsInput: '手机验证码',
  /** Shown when a failed send carries no message at all (project). */
  sendFailed: '验证码发送失败，请重试',
} as const;

/** '{n} 秒后重发' while counting down. */
export function countdownLabel(seconds: number): string {
  return `${seconds} 秒后重发`;
}
