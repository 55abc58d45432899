// Email and SMS verification codes: 6 digits per (channel, account, purpose), at most one send
// per 60 s, valid 10 minutes, checked without being used up until the flow's final step.

import { randomInt } from 'node:crypto';
import type { CodePurpose } from '@/lib/contracts/uc';
import { db, now, type CodeChannel, type VerificationCode } from '../db';
import { ucError, type UcError } from './errors';
import { sendCodeMessage } from './outbox';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_INTERVAL_MS = 60_000;

export function normaliseAccount(channel: CodeChannel, account: string): string {
  return channel === 'email' ? account.trim().toLowerCase() : account.trim();
}

function codeKey(channel: CodeChannel, account: string, purpose: CodePurpose): string {
  return `${channel}:${normaliseAccount(channel, account)}:${purpose}`;
}

export interface SendCodeInput {
  channel: CodeChannel;
  account: string;
  purpose: CodePurpose;
  viaToken?: string;
  voice?: boolean;
}

/** Issues a new code, unless one went to the same account and purpose less than 60 s ago. */
export function sendCode(input: SendCodeInput): { code: VerificationCode } | { error: UcError } {
  const key = codeKey(input.channel, input.account, input.purpose);
  const previous = db.auth.codes.get(key);
  const at = now();
  if (previous && at - previous.issuedAt < CODE_RESEND_INTERVAL_MS) return { error: ucError('sendTooOften') };
  const code: VerificationCode = {
    channel: input.channel,
    account: normaliseAccount(input.channel, input.account),
    purpose: input.purpose,
    code: String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0'),
    issuedAt: at,
    expiresAt: at + CODE_TTL_MS,
    viaToken: input.viaToken,
    voice: input.voice === true,
  };
  db.auth.codes.set(key, code);
  db.auth.latestCode = code;
  sendCodeMessage(code);
  return { code };
}

export interface CheckCodeInput {
  channel: CodeChannel;
  account: string;
  purpose: CodePurpose;
  code: string;
  /** When given, the code must have been sent with this 2FA or reset token. */
  viaToken?: string;
}

/** Checks the last code for the account and purpose without using it up. */
export function checkCode(input: CheckCodeInput): UcError | null {
  const record = db.auth.codes.get(codeKey(input.channel, input.account, input.purpose));
  if (!record) return ucError('codeWrong');
  if (record.expiresAt <= now()) return ucError('codeExpired');
  if (input.viaToken !== undefined && record.viaToken !== input.viaToken) return ucError('codeWrong');
  return record.code === input.code.trim() ? null : ucError('codeWrong');
}

/** Uses the code up (the flow's final step succeeded). */
export function consumeCode(channel: CodeChannel, account: string, purpose: CodePurpose): void {
  db.auth.codes.delete(codeKey(channel, account, purpose));
}

/** The last code sent to an account for a purpose (control API); the channel follows from the account. */
export function lastCode(account: string, purpose: CodePurpose): VerificationCode | undefined {
  const channel: CodeChannel = account.includes('@') ? 'email' : 'sms';
  return db.auth.codes.get(codeKey(channel, account, purpose));
}
