// The codes of an account's second factors, checked together: Google Authenticator against the
// user's TOTP secret, email and SMS codes against the last code sent to the user's own address
// or phone for the flow's purpose. Reset password and the security verification share this.
// Every check is throttled per user and factor (./factor-throttle).

import type { CodePurpose, TwoFactorMethod } from '@/lib/contracts/uc';
import { now, type MockUser } from '../db';
import { verifyTotp } from '../db/totp';
import { checkCode, consumeCode } from './codes';
import { ucError, type UcError } from './errors';
import { throttledCheck } from './factor-throttle';

export interface SecondFactorCodes {
  email_code?: string;
  sms_code?: string;
  ga_code?: string;
}

export interface SecondFactorScope {
  purpose: CodePurpose;
  /** When given, email and SMS codes must have been sent with this 2FA or reset token. */
  viaToken?: string;
}

function checkCodeOf(user: MockUser, method: TwoFactorMethod, codes: SecondFactorCodes, scope: SecondFactorScope): UcError | null {
  if (method === 'ga') {
    const code = codes.ga_code?.trim();
    return code && user.ga_secret && verifyTotp(user.ga_secret, code, now()) ? null : ucError('codeWrong');
  }
  const code = method === 'email' ? codes.email_code : codes.sms_code;
  if (code === undefined) return ucError('codeWrong');
  return checkCode({
    channel: method,
    account: method === 'email' ? user.email : user.phone,
    purpose: scope.purpose,
    code,
    viaToken: scope.viaToken,
  });
}

/** One factor's check, throttled: five wrong codes in a row lock the factor (./factor-throttle). */
function checkOne(user: MockUser, method: TwoFactorMethod, codes: SecondFactorCodes, scope: SecondFactorScope): UcError | null {
  return throttledCheck(user.uid, method, () => checkCodeOf(user, method, codes, scope));
}

/** The first failing method and its error, or null when every listed method's code is right. */
export function firstFailingFactor(
  user: MockUser,
  methods: readonly TwoFactorMethod[],
  codes: SecondFactorCodes,
  scope: SecondFactorScope,
): { method: TwoFactorMethod; error: UcError } | null {
  for (const method of methods) {
    const error = checkOne(user, method, codes, scope);
    if (error) return { method, error };
  }
  return null;
}

/** The first failing method's error, or null when every listed method's code is right. */
export function checkSecondFactors(
  user: MockUser,
  methods: readonly TwoFactorMethod[],
  codes: SecondFactorCodes,
  scope: SecondFactorScope,
): UcError | null {
  return firstFailingFactor(user, methods, codes, scope)?.error ?? null;
}

const WRONG_CODE_OF: Record<TwoFactorMethod, 'emailCodeWrong' | 'smsCodeWrong' | 'gaCodeWrong'> = {
  email: 'emailCodeWrong',
  sms: 'smsCodeWrong',
  ga: 'gaCodeWrong',
};

/**
 * The security verification's answer for a failed factor: a wrong code names its factor
 * (10035 e-mail, 10036 SMS, 10037 GA, the same generic text), anything else (expired, locked)
 * stays as it was.
 */
export function factorRefusal(method: TwoFactorMethod, error: UcError): UcError {
  return error.code === ucError('codeWrong').code ? ucError(WRONG_CODE_OF[method]) : error;
}

/** Uses up the email and SMS codes of a check that passed, so they cannot pass a second time. */
export function consumeSecondFactors(user: MockUser, methods: readonly TwoFactorMethod[], purpose: CodePurpose): void {
  if (methods.includes('email')) consumeCode('email', user.email, purpose);
  if (methods.includes('sms')) consumeCode('sms', user.phone, purpose);
}
