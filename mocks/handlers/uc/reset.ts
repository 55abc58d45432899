// Reset password in three steps: account_verify (captcha rule) → security_verify (a code for
// every listed method) → login_password/reset (new password; all sessions end, lock lifted).

import type { RequestHandler } from 'msw';
import {
  UC_CALLS,
} from '@/lib/contracts/uc';
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
import { ucError } from '../../auth/errors';
import { checkSecondFactors, consumeSecondFactors } from '../../auth/second-factor';
import { deleteSessionsOf, findUser, findUserByAccount, setPassword } from '../../db';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { fail, parseCallBody } from './common';

export function resetHandlers(base: string): RequestHandler[] {
  return [
    // POST login_password_reset/account_verify
    route(base, UC_CALLS.resetAccountVerify, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.resetAccountVerify);
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
    route(base, UC_CALLS.resetSecurityVerify, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.resetSecurityVerify);
      if (!body.ok) return body.response;
      const challenge = findReset(body.data.reset_token, 1);
      const user = challenge && findUser(challenge.uid);
      if (!challenge || !user) return fail(ucError('resetTokenExpired'));
      const error = checkSecondFactors(user, challenge.methods, body.data, { purpose: 'reset_password', viaToken: challenge.token });
      if (error) return fail(error);
      consumeSecondFactors(user, challenge.methods, 'reset_password');
      endReset(challenge.token);
      return ucOk({ reset_token: createReset(user.uid, 2, challenge.methods).token });
    }),

    // POST login_password/reset
    route(base, UC_CALLS.passwordReset, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.passwordReset);
      if (!body.ok) return body.response;
      const challenge = findReset(body.data.reset_token, 2);
      const user = challenge && findUser(challenge.uid);
      if (!challenge || !user) return fail(ucError('resetTokenExpired'));
      if (!isStrongPassword(body.data.password)) return fail(ucError('weakPassword'));
      setPassword(challenge.uid, body.data.password);
      clearLock(user);
      deleteSessionsOf(challenge.uid);
      endReset(challenge.token);
      return ucOk(null);
    }),
  ];
}
