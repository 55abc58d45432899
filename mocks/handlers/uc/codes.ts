// Email and SMS codes: send (to an address, to the user of a 2FA or reset token, or to the
// logged-in user) and verify (without using the code up).

import type { RequestHandler } from 'msw';
import {
  UC_CALLS,
  type CodePurpose,
} from '@/lib/contracts/uc';
import { EMAIL_RULE, findReset, findTwoFactor, PHONE_RULE } from '../../auth/accounts';
import { checkCode, sendCode } from '../../auth/codes';
import { ucError, type UcError } from '../../auth/errors';
import { findUser, findUserByEmail, findUserByPhone, type CodeChannel, type MockUser } from '../../db';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { badRequest, fail, notLoggedIn, parseCallBody, sessionUser } from './common';
import { DEFAULT_COUNTRY_CODE } from './login';

/** The user of an unfinished flow's token: a 2FA token of a login, or a first-stage reset token. */
function flowTokenUser(token: string, purpose: CodePurpose): { user: MockUser } | { error: UcError } {
  const uid = findTwoFactor(token)?.uid ?? findReset(token, 1)?.uid;
  const user = uid === undefined ? undefined : findUser(uid);
  if (user) return { user };
  return { error: ucError(purpose === 'reset_password' ? 'resetTokenExpired' : 'twoFactorTokenExpired') };
}

type Target = { account: string } | { response: Response };

/** Where a code goes or is checked: the token's user, the given account, or the session's user. */
function resolveTarget(
  channel: CodeChannel,
  request: Request,
  cookies: Record<string, string>,
  given: { account?: string; token?: string; purpose: CodePurpose },
): Target {
  const field = (user: MockUser) => (channel === 'email' ? user.email : user.phone);
  if (given.token !== undefined) {
    const resolved = flowTokenUser(given.token, given.purpose);
    if ('error' in resolved) return { response: fail(resolved.error) };
    const account = field(resolved.user);
    return account ? { account } : { response: badRequest() };
  }
  if (given.account !== undefined) return { account: given.account.trim() };
  const user = sessionUser(request, cookies);
  if (!user) return { response: notLoggedIn() };
  const account = field(user);
  return account ? { account } : { response: badRequest() };
}

export function codeHandlers(base: string): RequestHandler[] {
  return [
    // POST email_code/send
    route(base, UC_CALLS.emailCodeSend, async ({ request, cookies }) => {
      const body = await parseCallBody(request, UC_CALLS.emailCodeSend);
      if (!body.ok) return body.response;
      const { email, purpose, token } = body.data;
      if (token === undefined && email !== undefined) {
        if (!EMAIL_RULE.test(email.trim())) return badRequest();
        if (purpose === 'register' && findUserByEmail(email)) return fail(ucError('accountExists'));
      }
      const target = resolveTarget('email', request, cookies, { account: email, token, purpose });
      if ('response' in target) return target.response;
      const sent = sendCode({ channel: 'email', account: target.account, purpose, viaToken: token });
      return 'error' in sent ? fail(sent.error) : ucOk(null);
    }),

    // POST sms_code/send (voice: a call instead of a text message)
    route(base, UC_CALLS.smsCodeSend, async ({ request, cookies }) => {
      const body = await parseCallBody(request, UC_CALLS.smsCodeSend);
      if (!body.ok) return body.response;
      const { phone, purpose, token, voice } = body.data;
      if (token === undefined && phone !== undefined) {
        if (!PHONE_RULE.test(phone.trim())) return badRequest();
        const countryCode = body.data.country_code ?? DEFAULT_COUNTRY_CODE;
        if (purpose === 'register' && findUserByPhone(phone, countryCode)) return fail(ucError('accountExists'));
      }
      const target = resolveTarget('sms', request, cookies, { account: phone, token, purpose });
      if ('response' in target) return target.response;
      const sent = sendCode({ channel: 'sms', account: target.account, purpose, viaToken: token, voice });
      return 'error' in sent ? fail(sent.error) : ucOk(null);
    }),

    ...(['email', 'sms'] as const).map((channel) =>
      // POST email_code/verify, sms_code/verify: checks the code, leaves it for the final step.
      route(base, channel === 'email' ? UC_CALLS.emailCodeVerify : UC_CALLS.smsCodeVerify, async ({ request, cookies }) => {
        const body = await parseCallBody(request, channel === 'email' ? UC_CALLS.emailCodeVerify : UC_CALLS.smsCodeVerify);
        if (!body.ok) return body.response;
        const { account, code, purpose, token } = body.data;
        const target = resolveTarget(channel, request, cookies, { account, token, purpose });
        if ('response' in target) return target.response;
        const error = checkCode({ channel, account: target.account, purpose, code, viaToken: token });
        return error ? fail(error) : ucOk(null);
      }),
    ),
  ];
}
