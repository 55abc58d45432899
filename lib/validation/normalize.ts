// Input clean-up before validation: codes and phone numbers are often pasted with spaces or
// typed with a Chinese IME, which gives full-width digits (０-９).

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_OFFSET = 0xff10 - 0x30;
// JavaScript's \s covers the ideographic space (U+3000), no-break space and BOM as well.
const WHITESPACE = /\s+/g;

/**
 * Full-width digits become ASCII digits and all whitespace (leading, trailing and inner, so
 * "123 456" and "138 0013 8000" work) is removed. Other characters are kept, so a validator
 * still sees and refuses letters.
 */
export function normalizeDigits(value: string): string {
  return value
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(WHITESPACE, '');
}

/** `normalizeDigits`, then only digits, at most `maxLength` of them: what a numeric code input keeps. */
export function digitsOnly(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  return normalizeDigits(value).replace(/\D/g, '').slice(0, maxLength);
}

/** Trimmed text (an e-mail address, an image-captcha answer). */
export function normalizeText(value: string): string {
  return value.trim();
}
