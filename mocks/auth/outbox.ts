// Writing the mock's outbox (mocks/db/outbox.ts): the text of each email and SMS as a user would
// receive it, with the anti-phishing code of the recipient at the top when one is set, so a user
// (and a test) can tell our messages from a phishing copy.

import type { CodePurpose } from '@/lib/contracts/uc';
import { antiPhishingLine } from '@/lib/security-center/anti-phishing';
import { db, findUserByEmail, findUserByPhone, now, type CodeChannel, type VerificationCode } from '../db';
import type { OutboxMessage } from '../db/outbox';

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: '注册账户',
  login: '登录',
  reset_password: '重置登录密码',
  bind: '绑定',
  withdraw: '提币',
  security: '安全验证',
  lifted_query: '解冻查询',
};

/** The user an address belongs to, if any. */
function recipientUid(channel: CodeChannel, to: string): number | null {
  const user = channel === 'email' ? findUserByEmail(to) : findUserByPhone(to);
  return user?.uid ?? null;
}

/** Sends one message: the anti-phishing line of the recipient (when set) first, then the body. */
export function sendMessage(input: { channel: CodeChannel; to: string; subject: string; body: string; uid?: number }): OutboxMessage {
  const uid = input.uid ?? recipientUid(input.channel, input.to);
  const antiPhishing = uid === null ? null : (db.securityCenter.antiPhishing.get(uid) ?? null);
  const text = antiPhishing === null ? input.body : `${antiPhishingLine(antiPhishing)}\n${input.body}`;
  const message: OutboxMessage = {
    id: db.outbox.nextId++,
    channel: input.channel,
    to: input.to,
    uid,
    subject: input.subject,
    text,
    antiPhishing,
    time: now(),
  };
  db.outbox.messages.push(message);
  return message;
}

/** The message a verification code goes out in. */
export function sendCodeMessage(code: VerificationCode): OutboxMessage {
  const what = PURPOSE_TEXT[code.purpose];
  const minutes = Math.round((code.expiresAt - code.issuedAt) / 60_000);
  const body = `【示例交易所】您正在进行${what}，验证码：${code.code}，${minutes} 分钟内有效。请勿将验证码告诉任何人。`;
  return sendMessage({ channel: code.channel, to: code.account, subject: `${what}验证码`, body });
}

/**
 * A notice of a security change to the user's own email (else phone): what changed and what to
 * do when it was not them. Sent after the change, so it carries the code as it is now.
 */
export function sendSecurityNotice(user: { uid: number; email: string; phone: string }, what: string): OutboxMessage | null {
  const channel: CodeChannel | null = user.email !== '' ? 'email' : user.phone !== '' ? 'sms' : null;
  if (channel === null) return null;
  const body = `【示例交易所】您的账户刚刚${what}。如非本人操作，请立即冻结账户并联系客服。`;
  return sendMessage({ channel, to: channel === 'email' ? user.email.toLowerCase() : user.phone, subject: '安全设置变更提醒', body, uid: user.uid });
}

/** The messages sent to an address (email or phone digits), newest first; every message without one. */
export function messagesTo(account?: string): OutboxMessage[] {
  const wanted = account?.trim().toLowerCase();
  return db.outbox.messages.filter((message) => wanted === undefined || wanted === '' || message.to.toLowerCase() === wanted).sort((a, b) => b.time - a.time || b.id - a.id);
}
