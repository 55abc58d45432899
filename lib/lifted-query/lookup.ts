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

/**
 * How an asker proves a looked-up account is theirs before any case is shown: a code sent to
 * the email address or phone number typed, or — for a case number or a UID, which name no
 * address to send to — being logged in as the account.
 */
export type LiftedProof = 'code' | 'login';

export function liftedProofOf(lookup: { by: 'case' } | { by: 'account'; accountType: LiftedAccountType }): LiftedProof {
  return lookup.by === 'account' && lookup.accountType !== 'uid' ? 'code' : 'login';
}

/** Where the proof code goes for an account type: email, SMS, or none (a UID). */
export function liftedCodeChannel(accountType: LiftedAccountType): 'email' | 'sms' | null {
  if (accountType === 'email') return 'email';
  return accountType === 'phone' ? 'sms' : null;
}

/** What a lookup says before the proof: that cases exist, and whose (masked), never what they hold. */
export function liftedMaskedSummary(found: number, maskedAccount: string): string {
  return `账号 ${maskedAccount} 有 ${found} 个解冻案件。为保护账户隐私，验证身份后方可查看案件详情。`;
}

export const LIFTED_PROOF_TEXTS: Readonly<Record<LiftedProof, string>> = {
  code: '请获取并输入发送至该账号的验证码。',
  login: '请登录该账户后查询，即可查看案件详情。',
};
