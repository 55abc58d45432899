// Every call of the account service (uc), shell-and-account.md section 7: method, path pattern
// below the family base (the app's gateway /-/x/uc, the mock's /uc), and the request and answer
// shapes of ./schemas. The service functions build their URLs with `path()`, the mock registers
// its handlers on the same contracts, and the tests override them by name. Bodies are JSON
// unless noted.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import {
  codeVerifySchema,
  countryListSchema,
  emailCodeSendSchema,
  imageCaptchaSchema,
  licenseAgreeSchema,
  licenseStateSchema,
  login2faRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordResetSchema,
  registerRequestSchema,
  resetAccountVerifyResponseSchema,
  resetAccountVerifySchema,
  resetSecurityVerifySchema,
  resetTokenSchema,
  riskControlRequestSchema,
  riskControlResponseSchema,
  smsCodeSendSchema,
  thirdAuthResponseSchema,
  thirdAuthUrlRequestSchema,
  thirdAuthUrlResponseSchema,
  thirdBindListSchema,
  thirdBindRequestSchema,
  thirdBindSchema,
  thirdCodeSchema,
  thirdUnbindSchema,
  ticketResponseSchema,
} from './schemas';
import { UC_KV_CALLS } from './kv-store';
import { UC_SESSION_CALLS } from './session';
import { UC_SECURITY_CENTER_CALLS } from './security-center';
import { UC_FACTOR_CALLS } from './security-factors';
import { UC_SETTINGS_CALLS } from './security-settings';
import { UC_RECORD_CALLS } from './security-records';
import { UC_SUB_ACCOUNT_CALLS } from './sub-account';
import { securitySceneSchema, securityStrategySchema, securityStrategyVerifySchema, securityVerifiedSchema } from './security';
import { securityResetSubmitResponseSchema, securityResetSubmitSchema, securityResetUploadResponseSchema } from './security-reset';

export * from './schemas';
export * from './security';
export * from './security-reset';
export * from './security-center';
export * from './security-factors';
export * from './security-settings';
export * from './security-records';
export * from './sub-account';
export { UC_KV_CALLS } from './kv-store';
export { UC_SESSION_CALLS } from './session';

const family = 'uc';

export const UC_CALLS = {
  // ---- session: the shell's calls in ./session, the per-user store in ./kv-store ----
  ...UC_SESSION_CALLS,
  ...UC_KV_CALLS,
  // ---- the security centre: ./security-center and the modules beside it ----
  ...UC_SECURITY_CENTER_CALLS,
  ...UC_FACTOR_CALLS,
  ...UC_SETTINGS_CALLS,
  ...UC_RECORD_CALLS,
  // ---- a parent's sub-accounts: ./sub-account ----
  ...UC_SUB_ACCOUNT_CALLS,
  login: defineCall({ family, method: 'POST', pattern: '/uc/open/login', rateLimited: true, request: loginRequestSchema, response: loginResponseSchema }),
  login2fa: defineCall({ family, method: 'POST', pattern: '/uc/open/2fa/login', rateLimited: true, request: login2faRequestSchema, response: ticketResponseSchema }),
  register: defineCall({ family, method: 'POST', pattern: '/uc/open/register', rateLimited: true, request: registerRequestSchema, response: loginResponseSchema }),
  // ---- security verification of a logged-in user ----
  securityStrategyGet: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/security/strategy/get',
    request: z.object({ scene: securitySceneSchema }), // query
    response: securityStrategySchema,
  }),
  securityStrategyVerify: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/security/strategy/verify',
    request: securityStrategyVerifySchema,
    response: securityVerifiedSchema,
  }),
  // ---- verification codes (sends and verifies answer no payload) ----
  emailCodeSend: defineCall({ family, method: 'POST', pattern: '/uc/open/email_code/send', rateLimited: true, request: emailCodeSendSchema }),
  emailCodeVerify: defineCall({ family, method: 'POST', pattern: '/uc/open/email_code/verify', request: codeVerifySchema }),
  smsCodeSend: defineCall({ family, method: 'POST', pattern: '/uc/open/sms_code/send', rateLimited: true, request: smsCodeSendSchema }),
  smsCodeVerify: defineCall({ family, method: 'POST', pattern: '/uc/open/sms_code/verify', request: codeVerifySchema }),
  // ---- reset password ----
  resetAccountVerify: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/login_password_reset/account_verify',
    rateLimited: true,
    request: resetAccountVerifySchema,
    response: resetAccountVerifyResponseSchema,
  }),
  resetSecurityVerify: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/login_password_reset/security_verify',
    rateLimited: true,
    request: resetSecurityVerifySchema,
    response: resetTokenSchema,
  }),
  passwordReset: defineCall({ family, method: 'POST', pattern: '/uc/open/login_password/reset', rateLimited: true, request: passwordResetSchema }),
  // ---- security-item reset request ----
  /** multipart/form-data, field SECURITY_RESET_UPLOAD_FIELD ("file"). */
  securityResetUpload: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/security_reset/upload',
    response: securityResetUploadResponseSchema,
  }),
  securityResetSubmit: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/security_reset/submit',
    request: securityResetSubmitSchema,
    response: securityResetSubmitResponseSchema,
  }),
  // ---- licence ----
  licenseState: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/license/state',
    request: licenseAgreeSchema, // query ?type=
    response: licenseStateSchema,
  }),
  licenseAgree: defineCall({ family, method: 'POST', pattern: '/uc/open/license/agree', request: licenseAgreeSchema }),
  // ---- third-party accounts ----
  thirdBindList: defineCall({ family, method: 'GET', pattern: '/uc/open/third/bind/list', response: thirdBindListSchema }),
  thirdAuthUrl: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/third/auth_url',
    request: thirdAuthUrlRequestSchema,
    response: thirdAuthUrlResponseSchema,
  }),
  thirdAuth: defineCall({ family, method: 'POST', pattern: '/uc/open/third/auth', request: thirdCodeSchema, response: thirdAuthResponseSchema }),
  thirdUnbind: defineCall({ family, method: 'POST', pattern: '/uc/open/third/unbind', request: thirdUnbindSchema, response: thirdBindSchema }),
  thirdBind: defineCall({ family, method: 'POST', pattern: '/uc/open/third/bind', request: thirdBindRequestSchema, response: thirdBindSchema }),
  /**
   * The provider's authorisation page as the mock backend serves it (development and tests):
   * an HTML page, not an envelope; third/auth_url hands its address out with ?state=.
   */
  thirdAuthorizePage: defineCall({ family, method: 'GET', pattern: '/mock/third/authorize' }),
  // ---- countries ----
  countryCodeList: defineCall({ family, method: 'GET', pattern: '/uc/open/country_code/list', response: countryListSchema }),
  countryList: defineCall({ family, method: 'GET', pattern: '/uc/open/country/list', response: countryListSchema }),
  registerPhoneCountryList: defineCall({ family, method: 'GET', pattern: '/uc/open/register/phone/country/list', response: countryListSchema }),
  // ---- risk check and image captcha ----
  riskControl: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/risk/control',
    request: riskControlRequestSchema,
    response: riskControlResponseSchema,
  }),
  captchaCodeSend: defineCall({ family, method: 'GET', pattern: '/uc/open/captcha_code/send', response: imageCaptchaSchema }),
} as const;

export type UcCallName = keyof typeof UC_CALLS;

