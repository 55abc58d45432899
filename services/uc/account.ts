// Account-service calls of the login, register and reset forms (shell-and-account.md section 7);
// the shell's own calls are in ./session. One typed function
// per call; responses are validated at this boundary so the UI never sees a raw shape.

import * as z from 'zod/mini';
import { post, type ApiResult } from '@/services/http';
import {
  passwordResetSchema,
  registerRequestSchema,
  resetAccountVerifyResponseSchema,
  resetAccountVerifySchema,
  resetSecurityVerifySchema,
  resetTokenSchema,
  login2faRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  ticketResponseSchema,
  UC_CALLS,
  type LoginRequest,
  type LoginResponse,
} from '@/lib/contracts/uc';
import { checkedAnswer } from './answer';

/** POST /uc/open/login */
export async function login(input: LoginRequest): Promise<ApiResult<LoginResponse>> {
  return checkedAnswer(await post('uc', UC_CALLS.login.path(), loginRequestSchema.parse(input)), loginResponseSchema);
}

/** POST /uc/open/2fa/login */
export async function login2fa(input: z.infer<typeof login2faRequestSchema>): Promise<ApiResult<{ ticket: string }>> {
  return checkedAnswer(await post('uc', UC_CALLS.login2fa.path(), login2faRequestSchema.parse(input)), ticketResponseSchema);
}

/** POST /uc/open/register — logs the new user in (session cookie) on success. */
export async function register(input: z.infer<typeof registerRequestSchema>): Promise<ApiResult<LoginResponse>> {
  return checkedAnswer(await post('uc', UC_CALLS.register.path(), registerRequestSchema.parse(input)), loginResponseSchema);
}

/** POST /uc/open/login_password_reset/account_verify */
export async function resetAccountVerify(
  input: z.infer<typeof resetAccountVerifySchema>,
): Promise<ApiResult<z.infer<typeof resetAccountVerifyResponseSchema>>> {
  return checkedAnswer(await post('uc', UC_CALLS.resetAccountVerify.path(), resetAccountVerifySchema.parse(input)), resetAccountVerifyResponseSchema);
}

/** POST /uc/open/login_password_reset/security_verify */
export async function resetSecurityVerify(input: z.infer<typeof resetSecurityVerifySchema>): Promise<ApiResult<{ reset_token: string }>> {
  return checkedAnswer(await post('uc', UC_CALLS.resetSecurityVerify.path(), resetSecurityVerifySchema.parse(input)), resetTokenSchema);
}

/** POST /uc/open/login_password/reset */
export async function resetPassword(input: z.infer<typeof passwordResetSchema>): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.passwordReset.path(), passwordResetSchema.parse(input));
}
