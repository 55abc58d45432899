// The second factors and the login password of the security centre (shell-and-account.md
// section 7); the shapes are in lib/contracts/uc/security-factors. Like every call, these
// resolve to an ApiResult and never reject. The changes need the session's security
// verification first: the screens call them through verifiedCall('security', …).

import { get, post, type ApiResult } from '@/services/http';
import { checkedAnswer } from './answer';
import {
  UC_CALLS,
  emailBindSchema,
  gaBindSchema,
  gaChangeSchema,
  gaCodeVerifySchema,
  gaSecretSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  phoneBindSchema,
  type EmailBindRequest,
  type GaBindRequest,
  type GaChangeRequest,
  type GaSecret,
  type PasswordChanged,
  type PasswordChangeRequest,
  type PhoneBindRequest,
} from '@/lib/contracts/uc';

/** GET /uc/open/ga/generate — a new secret and its otpauth URI for a first bind. */
export async function generateGaSecret(): Promise<ApiResult<GaSecret>> {
  return checkedAnswer(await get('uc', UC_CALLS.gaGenerate.path()), gaSecretSchema);
}

/** GET /uc/open/ga/generate_for_change — a new secret for changing the authenticator. */
export async function generateGaSecretForChange(): Promise<ApiResult<GaSecret>> {
  return checkedAnswer(await get('uc', UC_CALLS.gaGenerateForChange.path()), gaSecretSchema);
}

/** POST /uc/open/ga_code/verify — checks a code of the account's own authenticator. */
export function verifyGaCode(code: string): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.gaCodeVerify.path(), gaCodeVerifySchema.parse({ code }));
}

/** POST /uc/open/asset_ga/bind — binds the generated secret with a code of the new authenticator. */
export function bindGa(input: GaBindRequest): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.gaBind.path(), gaBindSchema.parse(input));
}

/** POST /uc/open/asset_ga/change — replaces the authenticator (old code, new secret, new code). */
export function changeGa(input: GaChangeRequest): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.gaChange.path(), gaChangeSchema.parse(input));
}

/** POST /uc/open/email/bind — binds an address with the code sent to it (purpose 'bind'). */
export function bindEmail(input: EmailBindRequest): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.emailBind.path(), emailBindSchema.parse(input));
}

/** POST /uc/open/phone/bind — binds a number with the code sent to it (purpose 'bind'). */
export function bindPhone(input: PhoneBindRequest): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.phoneBind.path(), phoneBindSchema.parse(input));
}

/** POST /uc/open/phone/rebind — replaces the bound number with a new one and its code. */
export function rebindPhone(input: PhoneBindRequest): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.phoneRebind.path(), phoneBindSchema.parse(input));
}

/** POST /uc/open/login_password/change — on success every other session of the user has ended. */
export async function changeLoginPassword(input: PasswordChangeRequest): Promise<ApiResult<PasswordChanged>> {
  return checkedAnswer(await post('uc', UC_CALLS.passwordChange.path(), passwordChangeSchema.parse(input)), passwordChangedSchema);
}
