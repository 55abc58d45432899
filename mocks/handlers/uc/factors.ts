// The second factors and the login password of the security centre (lib/contracts/uc/
// security-factors): real state on the user record (ga_secret, email, phone, two_factor) and the
// credentials. Every change needs the session's security verification (scene 'security'); the
// new factor's own code is the proof on top. Codes are throttled per factor (auth/factor-throttle);
// binding a factor already bound is refused, so two tabs leave one binding; each success is a
// security event (the timeline and the withdrawal hold read them).

import type { RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import { UC_CALLS, FACTOR_BIND_CODE_PURPOSE } from '@/lib/contracts/uc';
import { BRAND } from '@/lib/routing/manifest';
import { validateNewPassword } from '@/lib/security-center/password';
import { otpauthUri } from '@/lib/security-center/otpauth';
import { VALIDATION_MESSAGES as M } from '@/lib/validation/messages';
import { validatePassword } from '@/lib/validation/rules';
import { EMAIL_RULE, maskEmail, maskPhone, PHONE_RULE } from '../../auth/accounts';
import { checkCode, consumeCode } from '../../auth/codes';
import { BAD_REQUEST, ucError, type UcError } from '../../auth/errors';
import { throttledCheck } from '../../auth/factor-throttle';
import { forgetGaSecret, generateGaSecret, isPendingGaSecret, type GaSecretPurpose } from '../../auth/ga-secrets';
import { isSecurityVerified } from '../../auth/security';
import { checkPassword, db, findSessionUser, findUserByEmail, findUserByPhone, now, setPassword, type MockUser } from '../../db';
import { endSessions } from '../../db/security-records';
import { verifyTotp } from '../../db/totp';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { fail, notLoggedIn, parseCallBody, sessionToken } from './common';
import { recordSecurityEvent } from './security-center';

export const FACTOR_TEXTS = {
  gaBound: '已绑定谷歌验证器，请勿重复绑定',
  gaNotBound: '尚未绑定谷歌验证器',
  emailBound: '已绑定邮箱，请勿重复绑定',
  phoneBound: '已绑定手机，请勿重复绑定',
  phoneNotBound: '尚未绑定手机',
  phoneSame: '新手机号不能与原手机号相同',
  emailTaken: '该邮箱已被其他账户绑定',
  phoneTaken: '该手机号已被其他账户绑定',
  secretStale: '密钥已失效，请刷新页面重新获取',
  oldPasswordWrong: '原密码错误',
} as const;

const refuse = (message: string): UcError => ({ code: BAD_REQUEST.code, message });

type Caller = { session: string; user: MockUser };

/** The session and user of a request, or the refusal (not logged in / not verified for 'security'). */
function caller(request: Request, cookies: Record<string, string>, verified: boolean): Caller | Response {
  const session = sessionToken(request, cookies);
  const user = findSessionUser(session);
  if (!session || !user) return notLoggedIn();
  if (verified && !isSecurityVerified(session, 'security')) return fail(ucError('securityRequired'));
  return { session, user };
}

function gaCodeError(secret: string, code: string): UcError | null {
  return verifyTotp(secret, code.trim(), now()) ? null : ucError('codeWrong', M.gaCodeInvalid);
}

/** The code sent to a new address or number for binding, throttled on the factor it binds. */
function bindCodeError(user: MockUser, channel: 'email' | 'sms', account: string, code: string): UcError | null {
  return throttledCheck(user.uid, channel, () => {
    const error = checkCode({ channel, account, purpose: FACTOR_BIND_CODE_PURPOSE, code });
    if (!error || error.code === ucError('codeExpired').code) return error;
    return ucError('codeWrong', channel === 'email' ? M.emailCodeInvalid : M.smsCodeInvalid);
  });
}

function generateHandler(base: string, call: CallContract, purpose: GaSecretPurpose): RequestHandler {
  return route(base, call, ({ request, cookies }) => {
    const who = caller(request, cookies, false);
    if (who instanceof Response) return who;
    const bound = who.user.ga_secret !== '';
    if (purpose === 'bind' && bound) return fail(ucError('factorBound', FACTOR_TEXTS.gaBound));
    if (purpose === 'change' && !bound) return fail(refuse(FACTOR_TEXTS.gaNotBound));
    const secret = generateGaSecret(who.session, purpose);
    const account = who.user.email ? maskEmail(who.user.email) : maskPhone(who.user.phone);
    return ucOk({ secret, otpauth_uri: otpauthUri({ issuer: BRAND, account, secret }) });
  });
}

/**
 * Ends every session of the user but `keep`, as ended sessions (their next call answers 512 and the
 * app logs them out, like an offsite logout); returns how many ended.
 */
function endOtherSessions(uid: number, keep: string): number {
  const tokens = [...db.sessions].filter(([token, session]) => session.uid === uid && token !== keep).map(([token]) => token);
  return endSessions(db.sessions, tokens);
}

export function factorHandlers(base: string): RequestHandler[] {
  return [
    // GET ga/generate, ga/generate_for_change → {secret, otpauth_uri}, remembered for this session
    generateHandler(base, UC_CALLS.gaGenerate, 'bind'),
    generateHandler(base, UC_CALLS.gaGenerateForChange, 'change'),

    // POST ga_code/verify {code}: a code of the account's own authenticator
    route(base, UC_CALLS.gaCodeVerify, async ({ request, cookies }) => {
      const who = caller(request, cookies, false);
      if (who instanceof Response) return who;
      const body = await parseCallBody(request, UC_CALLS.gaCodeVerify);
      if (!body.ok) return body.response;
      const secret = who.user.ga_secret;
      if (!secret) return fail(refuse(FACTOR_TEXTS.gaNotBound));
      const error = throttledCheck(who.user.uid, 'ga', () => gaCodeError(secret, body.data.code));
      return error ? fail(error) : ucOk(null);
    }),

    // POST asset_ga/bind {secret, code}
    route(base, UC_CALLS.gaBind, async ({ request, cookies }) => {
      const who = caller(request, cookies, true);
      if (who instanceof Response) return who;
      const body = await parseCallBody(request, UC_CALLS.gaBind);
      if (!body.ok) return body.response;
      const { user, session } = who;
      if (user.ga_secret !== '') return fail(ucError('factorBound', FACTOR_TEXTS.gaBound));
      if (!isPendingGaSecret(session, 'bind', body.data.secret)) return fail(refuse(FACTOR_TEXTS.secretStale));
      const secret = body.data.secret.replace(/\s+/g, '').toUpperCase();
      const error = throttledCheck(user.uid, 'ga', () => gaCodeError(secret, body.data.code));
      if (error) return fail(error);
      user.ga_secret = secret;
      if (!user.two_factor.includes('ga')) user.two_factor = [...user.two_factor, 'ga'];
      forgetGaSecret(session);
      recordSecurityEvent(request, user.uid, 'ga_bind', { session });
      return ucOk(null);
    }),

    // POST asset_ga/change {old_code, secret, code}
    route(base, UC_CALLS.gaChange, async ({ request, cookies }) => {
      const who = caller(request, cookies, true);
      if (who instanceof Response) return who;
      const body = await parseCallBody(request, UC_CALLS.gaChange);
      if (!body.ok) return body.response;
      const { user, session } = who;
      const old = user.ga_secret;
      if (!old) return fail(refuse(FACTOR_TEXTS.gaNotBound));
      if (!isPendingGaSecret(session, 'change', body.data.secret)) return fail(refuse(FACTOR_TEXTS.secretStale));
      const secret = body.data.secret.replace(/\s+/g, '').toUpperCase();
      const oldError = throttledCheck(user.uid, 'ga', () => gaCodeError(old, body.data.old_code));
      if (oldError) return fail(oldError);
      const newError = throttledCheck(user.uid, 'ga', () => gaCodeError(secret, body.data.code));
      if (newError) return fail(newError);
      user.ga_secret = secret;
      forgetGaSecret(session);
      recordSecurityEvent(request, user.uid, 'ga_change', { session });
      return ucOk(null);
    }),

    // POST email/bind {email, code}
    route(base, UC_CALLS.emailBind, async ({ request, cookies }) => {
      const who = caller(request, cookies, true);
      if (who instanceof Response) return who;
      const body = await parseCallBody(request, UC_CALLS.emailBind);
      if (!body.ok) return body.response;
      const { user, session } = who;
      const email = body.data.email.trim().toLowerCase();
      if (user.email !== '') return fail(ucError('factorBound', FACTOR_TEXTS.emailBound));
      if (!EMAIL_RULE.test(email)) return fail(refuse(M.emailInvalid));
      if (findUserByEmail(email)) return fail(ucError('accountExists', FACTOR_TEXTS.emailTaken));
      const error = bindCodeError(user, 'email', email, body.data.code);
      if (error) return fail(error);
      consumeCode('email', email, FACTOR_BIND_CODE_PURPOSE);
      user.email = email;
      recordSecurityEvent(request, user.uid, 'email_bind', { session, detail: maskEmail(email) });
      return ucOk(null);
    }),

    // POST phone/bind and phone/rebind {country_code, phone, code}
    ...([UC_CALLS.phoneBind, UC_CALLS.phoneRebind] as const).map((call) =>
      route(base, call, async ({ request, cookies }) => {
        const rebind = call === UC_CALLS.phoneRebind;
        const who = caller(request, cookies, true);
        if (who instanceof Response) return who;
        const body = await parseCallBody(request, call);
        if (!body.ok) return body.response;
        const { user, session } = who;
        const phone = body.data.phone.trim();
        const countryCode = body.data.country_code.trim().replace(/^\+/, '');
        if (!rebind && user.phone !== '') return fail(ucError('factorBound', FACTOR_TEXTS.phoneBound));
        if (rebind && user.phone === '') return fail(refuse(FACTOR_TEXTS.phoneNotBound));
        if (!PHONE_RULE.test(phone) || !/^\d{1,4}$/.test(countryCode)) return fail(refuse(M.phoneInvalid));
        if (rebind && phone === user.phone && countryCode === user.country_code) return fail(refuse(FACTOR_TEXTS.phoneSame));
        const holder = findUserByPhone(phone, countryCode);
        if (holder && holder.uid !== user.uid) return fail(ucError('accountExists', FACTOR_TEXTS.phoneTaken));
        const error = bindCodeError(user, 'sms', phone, body.data.code);
        if (error) return fail(error);
        consumeCode('sms', phone, FACTOR_BIND_CODE_PURPOSE);
        user.phone = phone;
        user.country_code = countryCode;
        recordSecurityEvent(request, user.uid, rebind ? 'phone_change' : 'phone_bind', { session, detail: maskPhone(phone) });
        return ucOk(null);
      }),
    ),

    // POST login_password/change {old_password, new_password} → {logged_out}
    route(base, UC_CALLS.passwordChange, async ({ request, cookies }) => {
      const who = caller(request, cookies, true);
      if (who instanceof Response) return who;
      const body = await parseCallBody(request, UC_CALLS.passwordChange);
      if (!body.ok) return body.response;
      const { user, session } = who;
      const { old_password: oldPassword, new_password: newPassword } = body.data;
      if (!checkPassword(user.uid, oldPassword)) return fail(ucError('wrongPassword', FACTOR_TEXTS.oldPasswordWrong));
      if (validatePassword(newPassword) !== null) return fail(ucError('weakPassword'));
      if (validateNewPassword(newPassword, oldPassword) !== null) return fail(ucError('passwordSame'));
      setPassword(user.uid, newPassword);
      const loggedOut = endOtherSessions(user.uid, session);
      recordSecurityEvent(request, user.uid, 'password_change', { session });
      return ucOk({ logged_out: loggedOut });
    }),
  ];
}
