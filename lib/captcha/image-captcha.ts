// Input rules of the image captcha (shell-and-account.md section 5): the value is trimmed and
// cut to five characters; empty and short values have their own messages; exactly five
// characters enable submitting.

import { IMAGE_CAPTCHA_LENGTH } from './constants';

export const IMAGE_CAPTCHA_EMPTY_TEXT = '请输入图形验证码';
/** Note the ASCII comma: the text is copied from the product as is. */
export const IMAGE_CAPTCHA_WRONG_TEXT = '图形验证码不正确,请重新输入';

/** What the input keeps of a typed or pasted value: trimmed, at most five characters. */
export function normalizeImageCaptchaInput(raw: string): string {
  return Array.from(raw.trim()).slice(0, IMAGE_CAPTCHA_LENGTH).join('');
}

/** The message to show at the field, or null when the value can be submitted. */
export function validateImageCaptcha(value: string): string | null {
  const length = Array.from(value.trim()).length;
  if (length === 0) return IMAGE_CAPTCHA_EMPTY_TEXT;
  // Fewer than five; more cannot come from the input, and is just as wrong.
  if (length !== IMAGE_CAPTCHA_LENGTH) return IMAGE_CAPTCHA_WRONG_TEXT;
  return null;
}

/** Exactly five characters (after trimming) enable the submit button and Enter. */
export function canSubmitImageCaptcha(value: string): boolean {
  return Array.from(value.trim()).length === IMAGE_CAPTCHA_LENGTH;
}
