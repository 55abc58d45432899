// The login-password rules of the security centre: the format register and reset already use
// (lib/validation: 8–32 visible characters with letters and digits), a strength meter, the new
// password differing from the old one, and the confirmation. Passwords are never trimmed.

import { validatePassword, validatePasswordConfirmation } from '@/lib/validation/rules';

export const PASSWORD_SAME_TEXT = '新密码不能与原密码相同';
export const OLD_PASSWORD_REQUIRED_TEXT = '请输入原密码';

export type PasswordStrength = 'weak' | 'medium' | 'strong';
export const PASSWORD_STRENGTH_TEXT: Record<PasswordStrength, string> = { weak: '弱', medium: '中', strong: '强' };

/**
 * weak: fails the format, or only letters and digits under 10 characters; medium: letters and
 * digits of 10 or more, or with a symbol or both cases under 12; strong: 12 or more with at
 * least three of lower case, upper case, digits and symbols.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (validatePassword(password) !== null) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 'strong';
  if (password.length >= 10 || kinds >= 3) return 'medium';
  return 'weak';
}

/** The new password: its format, then that it is not the old one. */
export function validateNewPassword(password: string, oldPassword: string): string | null {
  const format = validatePassword(password);
  if (format !== null) return format;
  return password === oldPassword ? PASSWORD_SAME_TEXT : null;
}

export function validateOldPassword(password: string): string | null {
  return password === '' ? OLD_PASSWORD_REQUIRED_TEXT : null;
}

export { validatePasswordConfirmation };
