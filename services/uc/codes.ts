// Verification-code calls of the account service (shell-and-account.md section 7). Sends go
// through a 2-second de-duplicating cache (section 8): an identical request made again within
// 2 s gets the first one's result instead of a second e-mail or text message. Like every call,
// these resolve to an ApiResult and never reject.

import type * as z from 'zod/mini';
import { createSendDeduper, codeSendKey } from '@/lib/code-sender/dedupe';
import { normalizeDigits, normalizeText } from '@/lib/validation/normalize';
import { type ApiResult, type ShorthandOptions, post } from '@/services/http';
import { type CodePurpose, UC_CALLS, type codeVerifySchema, type emailCodeSendSchema, type smsCodeSendSchema } from '@/lib/contracts/uc';

export type EmailCodeSendInput = z.input<typeof emailCodeSendSchema>;
export type SmsCodeSendInput = z.input<typeof smsCodeSendSchema>;
export type CodeVerifyInput = z.input<typeof codeVerifySchema>;
export type { CodePurpose };

/** The contract shows no payload for sends and verifies; callers only read success/code/message. */
export type CodeSendResult = ApiResult<unknown>;
export type CodeVerifyResult = ApiResult<unknown>;

const sendCache = createSendDeduper<CodeSendResult>();

/** Forgets cached sends (tests; a logout may call it too). */
export function resetCodeSendCache(): void {
  sendCache.clear();
}

/** POST /uc/open/email_code/send — `email` absent: the logged-in user's address. */
export function sendEmailCode(input: EmailCodeSendInput, options?: ShorthandOptions): Promise<CodeSendResult> {
  const body: EmailCodeSendInput = { ...input, ...(input.email !== undefined && { email: normalizeText(input.email) }) };
  const key = codeSendKey({ type: 'email', purpose: body.purpose, account: body.email, token: body.token });
  return sendCache.run(key, () => post('uc', UC_CALLS.emailCodeSend.path(), body, options));
}

/** POST /uc/open/sms_code/send — `voice: true` asks for a voice call instead of a text message. */
export function sendSmsCode(input: SmsCodeSendInput, options?: ShorthandOptions): Promise<CodeSendResult> {
  const body: SmsCodeSendInput = { ...input, ...(input.phone !== undefined && { phone: normalizeDigits(input.phone) }) };
  const key = codeSendKey({
    type: 'sms',
    purpose: body.purpose,
    account: body.phone,
    countryCode: body.country_code,
    token: body.token,
    voice: body.voice === true,
  });
  return sendCache.run(key, () => post('uc', UC_CALLS.smsCodeSend.path(), body, options));
}

function verifyBody(input: CodeVerifyInput): CodeVerifyInput {
  return { ...input, code: normalizeDigits(input.code) };
}

/** POST /uc/open/email_code/verify — the code is sent normalised (ASCII digits, no spaces). */
export function verifyEmailCode(input: CodeVerifyInput, options?: ShorthandOptions): Promise<CodeVerifyResult> {
  return post('uc', UC_CALLS.emailCodeVerify.path(), verifyBody(input), options);
}

/** POST /uc/open/sms_code/verify — the code is sent normalised (ASCII digits, no spaces). */
export function verifySmsCode(input: CodeVerifyInput, options?: ShorthandOptions): Promise<CodeVerifyResult> {
  return post('uc', UC_CALLS.smsCodeVerify.path(), verifyBody(input), options);
}
