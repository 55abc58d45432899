// Which typed code the security verification refused (security/strategy/verify answers a wrong
// code with the code of its factor) and what the user reads under that field: section 5's
// 邮箱验证码不正确，请重新输入 / 手机验证码不正确，请重新输入 and the authenticator's equivalent,
// instead of the server's generic 验证码错误 at the form, where a user who typed two codes
// cannot tell which one was wrong. Pure: the security-verification step uses it.

import { UC_CODES } from '@/lib/contracts/uc/schemas';
import { CODE_MESSAGES } from '@/lib/validation/rules';
import { FACTOR_CODE_FIELDS, type SecurityCodeValues, type SecurityFactor } from './verification-factors';

export interface CodeRefusal {
  factor: SecurityFactor;
  /** The step's field the refused code was typed in. */
  field: keyof SecurityCodeValues;
  message: string;
}

const FACTOR_OF_CODE: ReadonlyMap<string, SecurityFactor> = new Map([
  [String(UC_CODES.emailCodeWrong), 'email'],
  [String(UC_CODES.smsCodeWrong), 'sms'],
  [String(UC_CODES.gaCodeWrong), 'ga'],
]);

/** The refused field and its message for a verify failure's code; null for any other failure. */
export function codeRefusal(code: number | string): CodeRefusal | null {
  const factor = FACTOR_OF_CODE.get(String(code).trim());
  if (factor === undefined) return null;
  return { factor, field: FACTOR_CODE_FIELDS[factor], message: CODE_MESSAGES[factor].invalid };
}
