// Login, 2FA login and register (shell-and-account.md section 7): the captcha rule first, then
// the account; a finished login sets the HB-UC-TOKEN cookie and returns a ticket.

import type { RequestHandler } from 'msw';
import {
  UC_CODES,
  UC_CALLS,
  type LoginResponse,
} from '@/lib/contracts/uc';
import {
  clearLoginFailures,
  createTwoFactor,
  EMAIL_RULE,
  endTwoFactor,
  findTwoFactor,
  isLocked,
  loginKey,
  loginLockedUntil,
  isStrongPassword,
  maskEmail,
  maskPhone,
  PHONE_RULE,
  recordLogin,
  registerWrongPassword,
} from '../../auth/accounts';
import { LOGIN_LOCKED_TEXT, loginLockedMessage } from '@/lib/security-center/throttle';
import { checkCaptcha } from '../../auth/captcha';
import { checkCode, consumeCode } from '../../auth/codes';
import { throttledCheck } from '../../auth/factor-throttle';
import { ucError, type UcError } from '../../auth/errors';
import { countryById, countryIdForAreaCode, DEFAULT_COUNTRY_ID } from '../../db/countries';
import { verifyTotp } from '../../db/totp';
import { addUser, checkPassword, findSubAccountByName, findUser, findUserByAccount, NEW_DEVICE_UIDS, now, type MockUser } from '../../db';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { clientDevice, clientIp } from '../request-info';
import { badRequest, fail, loggedIn, parseCallBody } from './common';
import { frozenLoginRefusal } from './records';
import { subAccountLoginRefusal } from './sub-account';

export const DEFAULT_COUNTRY_CODE = '86';

function twoFactorAnswer(user: MockUser, loginName: string): Extract<LoginResponse, { status: '2fa' }> {
  const challenge = createTwoFactor(user, loginName);
  return {
    status: '2fa',
    token: challenge.token,
    methods: challenge.methods,
    ...(challenge.methods.includes('email') && user.email ? { email: maskEmail(user.email) } : {}),
    ...(challenge.methods.includes('sms') && user.phone ? { phone: maskPhone(user.phone) } : {}),
  };
}

export function loginHandlers(base: string): RequestHandler[] {
  return [
    // POST login
    route(base, UC_CALLS.login, async ({ request }): Promise<Response> => {
      const body = await parseCallBody(request, UC_CALLS.login);
      if (!body.ok) return body.response;
      const { login_name: loginName, account_type: accountType, country_code: countryCode, password } = body.data;
      const captchaError = checkCaptcha(loginName, body.data);
      if (captchaError) return fail(captchaError);

      // A sub-account has neither email nor phone: it logs in by its name.
      const user = accountType === 'account_name' ? findSubAccountByName(loginName) : findUserByAccount(loginName, accountType, countryCode);
      const ip = clientIp(request);
      const record = (success: boolean, result: string) =>
        recordLogin({ uid: user?.uid ?? null, login_name: loginName, ip, success, method: 'password', result, device: clientDevice(request) });
      // An unknown account answers like a wrong password, and its wrong tries lock it like a
      // known one's (counted per account string typed): no account enumeration.
      const key = loginKey(accountType, loginName, countryCode);
      const lockedUntil = loginLockedUntil(key);
      if (lockedUntil !== null) {
        record(false, 'locked');
        return fail(ucError('accountLocked', loginLockedMessage(lockedUntil)));
      }
      if (user && isLocked(user.uid)) {
        record(false, 'locked');
        return fail(ucError('accountLocked', LOGIN_LOCKED_TEXT));
      }
      if (!user || !checkPassword(user.uid, password)) {
        const lockedNow = registerWrongPassword(key);
        record(false, lockedNow === null ? 'wrong_password' : 'locked');
        return fail(lockedNow === null ? ucError('wrongPassword') : ucError('accountLocked', loginLockedMessage(lockedNow)));
      }
      clearLoginFailures(key);
      // The owner froze the account ("这不是我"): even the right password does not log in.
      const frozen = frozenLoginRefusal(user.uid);
      if (frozen) {
        record(false, 'frozen');
        return frozen;
      }
      // The parent locked the sub-account or switched its login off.
      const parentRefusal = subAccountLoginRefusal(user.uid);
      if (parentRefusal) {
        record(false, 'sub_account_refused');
        return parentRefusal;
      }
      if (user.two_factor.length > 0) {
        record(true, '2fa');
        return ucOk(twoFactorAnswer(user, loginName));
      }
      record(true, 'done');
      // Every login of these accounts counts as a new device: the server asks for the check.
      const verifyDevice = (NEW_DEVICE_UIDS as readonly number[]).includes(user.uid);
      return loggedIn(user, request, { status: 'done' as const, ...(verifyDevice ? { verify_device: true } : {}) });
    }),

    // POST 2fa/login
    route(base, UC_CALLS.login2fa, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.login2fa);
      if (!body.ok) return body.response;
      const { token, method, code } = body.data;
      const challenge = findTwoFactor(token);
      const user = challenge && findUser(challenge.uid);
      if (!challenge || !user) return fail(ucError('twoFactorTokenExpired'));
      if (!challenge.methods.includes(method)) return badRequest();
      const frozen = frozenLoginRefusal(user.uid) ?? subAccountLoginRefusal(user.uid);
      if (frozen) return frozen;

      // Five wrong codes in a row lock the factor for 30 minutes, here as everywhere it is checked.
      const error = throttledCheck(user.uid, method, (): UcError | null => {
        if (method === 'ga') return user.ga_secret && verifyTotp(user.ga_secret, code.trim(), now()) ? null : ucError('codeWrong');
        const channel = method === 'sms' ? 'sms' : 'email';
        const account = channel === 'sms' ? user.phone : user.email;
        const wrong = checkCode({ channel, account, purpose: 'login', code, viaToken: token });
        if (!wrong) consumeCode(channel, account, 'login');
        return wrong;
      });
      const ip = clientIp(request);
      if (error) {
        recordLogin({ uid: user.uid, login_name: challenge.loginName, ip, success: false, method, result: error.code === UC_CODES.codeExpired ? 'code_expired' : error.code === UC_CODES.factorLocked ? 'locked' : 'code_wrong', device: clientDevice(request) });
        return fail(error);
      }
      endTwoFactor(token);
      recordLogin({ uid: user.uid, login_name: challenge.loginName, ip, success: true, method, result: 'done', device: clientDevice(request) });
      return loggedIn(user, request, {});
    }),

    // POST register: a new account from a register code; logs in like a login.
    route(base, UC_CALLS.register, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.register);
      if (!body.ok) return body.response;
      const { account, account_type: accountType, code, password } = body.data;
      const countryCode = body.data.country_code ?? DEFAULT_COUNTRY_CODE;
      if (!(accountType === 'email' ? EMAIL_RULE : PHONE_RULE).test(account.trim())) return badRequest();
      const captchaError = checkCaptcha(account, body.data);
      if (captchaError) return fail(captchaError);

      if (findUserByAccount(account, accountType, countryCode)) return fail(ucError('accountExists'));
      if (!isStrongPassword(password)) return fail(ucError('weakPassword'));
      const channel = accountType === 'email' ? 'email' : 'sms';
      const codeError = checkCode({ channel, account, purpose: 'register', code });
      if (codeError) return fail(codeError);
      consumeCode(channel, account, 'register');

      const countryId = accountType === 'phone' ? countryIdForAreaCode(countryCode) : DEFAULT_COUNTRY_ID;
      const user = addUser(
        {
          email: accountType === 'email' ? account.trim().toLowerCase() : '',
          phone: accountType === 'phone' ? account.trim() : '',
          country_code: accountType === 'phone' ? countryCode : '',
          account_name: '',
          user_type: 1,
          country_id: [countryId],
          level: 0,
          options: { conversion_currency: 'cny' },
          kyc_level: '',
          auth_info: { pro_status: 0 },
          auth_country: countryById(countryId)?.abbr ?? 'CN',
          two_factor: [],
          ga_secret: '',
        },
        password,
      );
      user.account_name = `user${user.uid}`;
      recordLogin({ uid: user.uid, login_name: account, ip: clientIp(request), success: true, method: 'register', result: 'done' });
      return loggedIn(user, request, { status: 'done' as const });
    }),
  ];
}
