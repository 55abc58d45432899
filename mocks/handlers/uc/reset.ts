// Reset password in three steps: account_verify (captcha rule) → security_verify (a code for
// every listed method) → login_password/reset (new password; all sessions end, lock lifted).

import { http, type RequestHandler } from 'msw';
import {
  passwordResetSchema,
  resetAccountVerifySchema,
  resetSecurityVerifySchema,
  UC_PATHS,
  type TwoFactorMethod,
} from '@/services/uc/schemas';
import {
  clearLock,
  createReset,
  endReset,
  findReset,
  isStrongPassword,
  maskEmail,
  maskPhone,
  resetMethods,
} from '../../auth/accounts';
import { checkCaptcha } from '../../auth/captcha';
import { checkCode, consumeCode } from '../../auth/codes';
import { ucError, type UcError } from '../../auth/errors';
import { verifyTotp } from '../../db/totp';
import { deleteSessionsOf, findUser, findUserByAccount, now, setPassword, type MockUser } from '../../db';
import { ucOk } from '../envelopes';
import { fail, parseJsonBody } from './common';

type SecurityCodes = { email_code?: string; sms_code?: string; ga_code?: string };

function checkMethod(user: MockUser, method: TwoFactorMethod, codes: SecurityCodes, resetToken: string): UcError | null {
  if (method === 'ga') {
    const code = codes.ga_code?.trim();
    return code && user.ga_secret && verifyTotp(user.ga_secret, code, now()) ? null : ucError('codeWrong');
  }
  const code = method === 'email' ? codes.email_code : codes.sms_code;
  if (code === undefined) return ucError('codeWrong');
  const channel = method === 'email' ? 'email' : 'sms';
  return checkCode({
    channel,
    account: channel === 'email' ? user.email : user.phone,
    purpose: 'reset_password',
    code,
    viaToken: resetToken,
  });
}

export function resetHandlers(base: string): RequestHandler[] {
  return [
    // POST login_password_reset/account_verify
    http.post(`${base}${UC_PATHS.resetAccountVerify}`, async ({ request }) => {
      const body = await parseJsonBody(request, resetAccountVerifySchema);
      if (!body.ok) return body.response;
      const { account, account_type: accountType, country_code: countryCode } = body.data;
      const captchaError = checkCaptcha(account, body.data);
      if (captchaError) return fail(captchaError);
      const user = findUserByAccount(account, accountType, countryCode);
      if (!user) return fail(ucError('accountNotFound'));
      const challenge = createReset(user.uid, 1, resetMethods(user, accountType));
      return ucOk({
        reset_token: challenge.token,
        methods: challenge.methods,
        ...(challenge.methods.includes('email') && user.email ? { email: maskEmail(user.email) } : {}),
        ...(challenge.methods.includes('sms') && user.phone ? { phone: maskPhone(user.phone) } : {}),
      });
    }),

    // POST login_password_reset/security_verify → a second-stage token
    http.post(`${base}${UC_PATHS.resetSecurityVerify}`, async ({ request }) => {
      const body = await parseJsonBody(request, resetSecurityVerifySchema);
      if (!body.ok) return body.response;
      const challenge = findReset(body.data.reset_token, 1);
      const user = challenge && findUser(challenge.uid);
      if (!challenge || !user) return fail(ucError('resetTokenExpired'));
      for (const method of challenge.methods) {
        const error = checkMethod(user, method, body.data, challenge.token);
        if (error) return fail(error);
      }
      if (challenge.methods.includes('email')) consumeCode('email', user.email, 'reset_password');
      if (challenge.methods.includes('sms')) consumeCode('sms', user.phone, 'reset_password');
      endReset(challenge.token);
      return ucOk({ reset_token: createReset(user.uid, 2, challenge.methods).token });
    }),

    // POST login_password/reset
    http.post(`${base}${UC_PATHS.passwordReset}`, async ({ request }) => {
      const body = await parseJsonBody(request, passwordResetSchema);
      if (!body.ok) return body.response;
      const challenge = findReset(body.data.reset_token, 2);
      if (!challenge || !findUser(challenge.uid)) return fail(ucError('resetTokenExpired'));
      if (!isStrongPassword(body.data.password)) return fail(ucError('weakPassword'));
      setPassword(challenge.uid, body.data.password);
      clearLock(challenge.uid);
      deleteSessionsOf(challenge.uid);
      endReset(challenge.token);
      return ucOk(null);
    }),
  ];
}
