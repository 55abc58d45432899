// zod schemas for react-hook-form (through ./resolver), built from the validators in ./rules so
// each rule and message lives in one place. Every field schema accepts a string (a missing
// value counts as ''), reports exactly one message, and outputs the normalised value.
// zod/mini (bundle size on the login pages) has no default messages, only a bare "Invalid
// input"; every message the forms show is therefore set explicitly, from ./messages.

import * as z from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './messages';
import { normalizeDigits, normalizeText } from './normalize';
import {
  type AccountKind,
  type CodeKind,
  CODE_MESSAGES,
  normalizeAccount,
  validateAccount,
  validateCode,
  validateEmail,
  validateImageCaptcha,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
} from './rules';

/** A string field checked by `validate` and output as `normalize(value)`. */
export function fieldSchema(
  validate: (value: string) => string | null,
  normalize: (value: string) => string = (value) => value,
  typeMessage?: string,
) {
  const checked = z.string(typeMessage ? { error: typeMessage } : undefined).check(
    z.superRefine((value, ctx) => {
      const message = validate(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    }),
  );
  return z.prefault(z.pipe(checked, z.transform(normalize)), '');
}

export function codeSchema(kind: CodeKind) {
  return fieldSchema((value) => validateCode(kind, value), normalizeDigits, CODE_MESSAGES[kind].required);
}

export const emailCodeSchema = codeSchema('email');
export const smsCodeSchema = codeSchema('sms');
export const gaCodeSchema = codeSchema('ga');
export const emailSchema = fieldSchema(validateEmail, normalizeText, M.emailInvalid);
export const phoneSchema = fieldSchema(validatePhone, normalizeDigits, M.phoneInvalid);
export const passwordSchema = fieldSchema(validatePassword, undefined, M.passwordRequired);
export const imageCaptchaSchema = fieldSchema(validateImageCaptcha, normalizeText, M.imageCaptchaRequired);

/** The captcha-mode account: "请输入账号" when empty, else the e-mail or phone format. */
export function accountSchema(kind?: AccountKind) {
  return fieldSchema(
    (value) => validateAccount(value, kind),
    (value) => normalizeAccount(value, kind),
    M.accountRequired,
  );
}

/**
 * Adds the "两次输入的密码不一致" check to an object schema: the confirmation field gets the
 * message (or "请输入密码" when empty). Field names default to password / confirmPassword.
 */
export function withPasswordConfirmation<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  fields: { password: string; confirmation: string } = { password: 'password', confirmation: 'confirmPassword' },
) {
  return schema.check(
    z.superRefine((values: Record<string, unknown>, ctx) => {
      const password = values[fields.password];
      const confirmation = values[fields.confirmation];
      const message = validatePasswordConfirmation(
        typeof password === 'string' ? password : '',
        typeof confirmation === 'string' ? confirmation : '',
      );
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: [fields.confirmation] });
    }),
  );
}

/** Password + confirmation as register and reset-password use them. */
export const passwordPairSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema, confirmPassword: z.prefault(z.string(), '') }),
);
