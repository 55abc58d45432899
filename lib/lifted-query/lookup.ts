// The lookup of 解冻查询: by case number (LQ, then the filing date yyyymmdd, then a four-digit
// sequence: LQ202503180007) or by the account — an email address, a phone number (5 to 11
// digits, the account rules of lib/validation) or a UID (the UID rule of lib/routing). Pure, so
// the form and the mock check alike; the normalised value is what is sent and matched.

import { isUidSegment } from '@/lib/routing/segments';
import { normalizeDigits, normalizeText, validateEmail, validatePhone } from '@/lib/validation';
import type { LiftedAccountType } from './states';

export const CASE_NO_PATTERN = /^LQ\d{12}$/;

export const LIFTED_LOOKUP_MESSAGES = {
  caseNoRequired: '请输入案件编号',
  caseNoInvalid: '案件编号格式不正确，应为 LQ 加 12 位数字，如 LQ202503180007',
  accountRequired: '请输入账号',
  uidInvalid: 'UID 格式不正确，请输入账户 UID（数字）',
} as const;

export const LIFTED_ACCOUNT_LABELS: Readonly<Record<LiftedAccountType, string>> = { email: '邮箱', phone: '手机号', uid: 'UID' };

/** Upper case, spaces removed, full-width digits as ASCII. */
export function normalizeCaseNo(value: string): string {
  return normalizeDigits(value).toUpperCase();
}

export function validateCaseNo(value: string): string | null {
  const caseNo = normalizeCaseNo(value);
  if (caseNo === '') return LIFTED_LOOKUP_MESSAGES.caseNoRequired;
  return CASE_NO_PATTERN.test(caseNo) ? null : LIFTED_LOOKUP_MESSAGES.caseNoInvalid;
}

export function normalizeLookupAccount(type: LiftedAccountType, value: string): string {
  return type === 'email' ? normalizeText(value).toLowerCase() : normalizeDigits(value);
}

export function validateLookupAccount(type: LiftedAccountType, value: string): string | null {
  const account = normalizeLookupAccount(type, value);
  if (account === '') return LIFTED_LOOKUP_MESSAGES.accountRequired;
  if (type === 'email') return validateEmail(account);
  if (type === 'phone') return validatePhone(account);
  return isUidSegment(account) ? null : LIFTED_LOOKUP_MESSAGES.uidInvalid;
}

/**
 * An account as a result shows it: the email's name and the phone's and UID's middle hidden
 * (a lookup needs no login, so it never shows a whole account).
 */
export function maskAccount(type: LiftedAccountType, account: string): string {
  if (type === 'email') {
    const at = account.indexOf('@');
    const name = account.slice(0, at);
    return `${name.slice(0, 1)}***${account.slice(at)}`;
  }
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  const keep = type === 'phone' ? 3 : 2;
  return `${account.slice(0, keep)}****${account.slice(-Math.min(4, account.length - keep))}`;
}
