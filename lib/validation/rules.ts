// Pure validators: each takes the raw input, normalises it and returns the message to show, or
// null when the value is valid. The zod schemas in ./schemas are built from these, so a rule
// lives in one place.

import { IMAGE_CAPTCHA_LENGTH } from '@/lib/captcha/constants';
import { VALIDATION_MESSAGES as M, type ValidationMessage } from './messages';
import { normalizeDigits, normalizeText } from './normalize';

export { IMAGE_CAPTCHA_LENGTH };

/** Verification and authenticator codes have 6 digits (section 9). */
export const CODE_LENGTH = 6;
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 11;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

export const CODE_PATTERN = /^\d{6}$/;
export const PHONE_PATTERN = /^\d{5,11}$/;
/** A standard address: local part without leading, trailing or doubled dots, a dotted domain, a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+-]*[A-Za-z0-9_%+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** 8 to 32 visible ASCII characters (symbols allowed, no spaces) with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;

/** Which code a message is for: e-mail, SMS or Google Authenticator. */
export type CodeKind = 'email' | 'sms' | 'ga';
export type AccountKind = 'email' | 'phone';

export const CODE_MESSAGES: Record<CodeKind, { required: ValidationMessage; invalid: ValidationMessage }> = {
  email: { required: M.emailCodeRequired, invalid: M.emailCodeInvalid },
  sms: { required: M.smsCodeRequired, invalid: M.smsCodeInvalid },
  ga: { required: M.gaCodeRequired, invalid: M.gaCodeInvalid },
};

/** A 6-digit code of the given kind: empty → "请输入…验证码", anything but 6 digits → "…不正确，请重新输入". */
export function validateCode(kind: CodeKind, value: string): ValidationMessage | null {
  const code = normalizeDigits(value);
  if (code === '') return CODE_MESSAGES[kind].required;
  return CODE_PATTERN.test(code) ? null : CODE_MESSAGES[kind].invalid;
}

export const validateEmailCode = (value: string) => validateCode('email', value);
export const validateSmsCode = (value: string) => validateCode('sms', value);
export const validateGaCode = (value: string) => validateCode('ga', value);

/** The format of an address; an empty one is a format error too (use validateAccount for "请输入账号"). */
export function validateEmail(value: string): ValidationMessage | null {
  return EMAIL_PATTERN.test(normalizeText(value)) ? null : M.emailInvalid;
}

/** 5 to 11 digits after normalisation (the country code is a separate field). */
export function validatePhone(value: string): ValidationMessage | null {
  return PHONE_PATTERN.test(normalizeDigits(value)) ? null : M.phoneInvalid;
}

/** A value with an "@" is taken for an address, anything else for a phone number. */
export function detectAccountKind(value: string): AccountKind {
  return value.includes('@') ? 'email' : 'phone';
}

/**
 * The account of a captcha-mode form (login, register, reset): empty → "请输入账号", else the
 * format of its kind (given, or detected from the value).
 */
export function validateAccount(value: string, kind: AccountKind = detectAccountKind(value)): ValidationMessage | null {
  const trimmed = kind === 'email' ? normalizeText(value) : normalizeDigits(value);
  if (trimmed === '') return M.accountRequired;
  return kind === 'email' ? validateEmail(trimmed) : validatePhone(trimmed);
}

/** The account as it is sent: a trimmed address, or the phone digits. */
export function normalizeAccount(value: string, kind: AccountKind = detectAccountKind(value)): string {
  return kind === 'email' ? normalizeText(value) : normalizeDigits(value);
}

/** The register/reset password rule. Passwords are never trimmed or normalised. */
export function validatePassword(value: string): ValidationMessage | null {
  if (value === '') return M.passwordRequired;
  return PASSWORD_PATTERN.test(value) ? null : M.passwordRule;
}

/** The repeated password: empty → "请输入密码", different → "两次输入的密码不一致". */
export function validatePasswordConfirmation(password: string, confirmation: string): ValidationMessage | null {
  if (confirmation === '') return M.passwordRequired;
  return confirmation === password ? null : M.passwordMismatch;
}

// The image captcha (section 5), the one rule the dialog's field and any form use. Characters
// are counted as the user sees them (code points), the same way the field cuts its input, so
// an answer the field kept whole is never called short.

function imageCaptchaCharacters(value: string): string[] {
  return Array.from(normalizeText(value));
}

/** What the field keeps of a typed or pasted value: trimmed, then at most 5 characters. */
export function normalizeImageCaptchaInput(raw: string): string {
  return imageCaptchaCharacters(raw).slice(0, IMAGE_CAPTCHA_LENGTH).join('');
}

/** The image-captcha answer, trimmed: empty → required; anything but 5 characters → invalid. */
export function validateImageCaptcha(value: string): ValidationMessage | null {
  const length = imageCaptchaCharacters(value).length;
  if (length === 0) return M.imageCaptchaRequired;
  return length === IMAGE_CAPTCHA_LENGTH ? null : M.imageCaptchaInvalid;
}

/** Exactly 5 characters after trimming: the submit button (and Enter) may send. */
export function isImageCaptchaComplete(value: string): boolean {
  return imageCaptchaCharacters(value).length === IMAGE_CAPTCHA_LENGTH;
}
