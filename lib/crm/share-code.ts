// Share codes (邀请码) of the KOL application: the code a recruiter or an existing KOL hands out.
// Six to ten letters and digits, case-insensitive (sent upper case); full-width characters typed
// with a Chinese IME are read as ASCII. The form checks the format; checkShareCode answers whether
// the code is known and still usable.

import { normalizeDigits } from '@/lib/validation/normalize';

export const SHARE_CODE_PATTERN = /^[A-Z0-9]{6,10}$/;

/** What checkShareCode answers for a code (and what a refused commit means). */
export const SHARE_CODE_STATES = ['valid', 'unknown', 'used'] as const;
export type ShareCodeState = (typeof SHARE_CODE_STATES)[number];

export const SHARE_CODE_MESSAGES = {
  format: '邀请码为 6 至 10 位字母或数字',
  unknown: '邀请码不存在，请核对后重新输入',
  used: '该邀请码已被使用',
  valid: '邀请码有效',
  checking: '正在核对邀请码…',
  checkFailed: '邀请码核对失败，请稍后重试',
} as const;

const FULL_WIDTH_ALNUM = /[\uFF21-\uFF3A\uFF41-\uFF5A]/g;

/** Trimmed, inner spaces removed, full-width letters and digits as ASCII, upper case. */
export function normalizeShareCode(value: string): string {
  return normalizeDigits(value)
    .replace(FULL_WIDTH_ALNUM, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .toUpperCase();
}

/** The format's message, or null; an empty code is fine (the code is optional). */
export function validateShareCode(value: string): string | null {
  const code = normalizeShareCode(value);
  return code === '' || SHARE_CODE_PATTERN.test(code) ? null : SHARE_CODE_MESSAGES.format;
}

/** Whether a typed code is worth asking the server about (present and well-formed). */
export function isCheckableShareCode(value: string): boolean {
  return SHARE_CODE_PATTERN.test(normalizeShareCode(value));
}
