// What a user types or pastes into an amount, price or total field, as a plain decimal string.
// Chinese input methods produce full-width digits, the full-width point '．' and the ideographic
// full stop '。' for '.', and the full-width comma; pasted numbers carry thousands separators
// (commas or spaces). Those are normalised; what is not a non-negative decimal (letters, a second
// point, a minus, a misplaced separator) is refused with the reason. Extra decimals are cut off,
// never rounded up.

import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';
import { Decimal } from './decimal';

const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_DIGITS = /[\uff10-\uff19]/g;
const FULL_WIDTH_POINTS = /[\uff0e\u3002]/g;
const FULL_WIDTH_COMMA = /\uff0c/g;
const MINUS = /[-\uff0d\u2212\u2013\u2014]/;
/** Thousands separators: the comma and the spaces a pasted number may group with. */
const SEPARATORS = /[, \u00a0\u2009\u202f\u3000]/g;
const ALLOWED = /^[\d., \u00a0\u2009\u202f\u3000]*$/;
/** One to three digits, then groups of exactly three, each after one separator. */
const GROUPED = /^\d{1,3}(?:[, \u00a0\u2009\u202f\u3000]\d{3})*$/;
/** The characters that carry the number: digits and points, in either width. */
const SIGNIFICANT = /[\d\uff10-\uff19.\uff0e\u3002]/;

export type AmountTextRefusal = 'invalid' | 'negative' | 'two-points' | 'grouping';

export type AmountText = { ok: true; text: string } | { ok: false; reason: AmountTextRefusal; message: string };

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: AmountTextRefusal; message: string }
  | { kind: 'number'; text: string };

function refuse(reason: AmountTextRefusal): AmountText {
  return { ok: false, reason, message: AMOUNT_TEXT_MESSAGES[reason] };
}

/** Full-width digits, points and commas to ASCII, surrounding white space removed. */
export function toHalfWidth(typed: string): string {
  return typed
    .replace(FULL_WIDTH_DIGITS, (digit) => String(digit.charCodeAt(0) - FULL_WIDTH_ZERO))
    .replace(FULL_WIDTH_POINTS, '.')
    .replace(FULL_WIDTH_COMMA, ',')
    .trim();
}

function wholePlaces(places: number): number {
  return Number.isFinite(places) ? Math.max(0, Math.trunc(places)) : 0;
}

/**
 * The typed text as a plain decimal string while typing: '３００００' → '30000', '０。５' → '0.5',
 * '30,000.5' and '30 000' → '30000.5' and '30000', '007' → '7', '.5' → '0.5'. A trailing point
 * ('3.') and trailing zeros ('1.50') stay, so typing goes on; with `precision`, further decimals
 * are cut off ('1.23456' at 4 → '1.2345'; at 0 → '1'). Empty text stays empty.
 */
export function normaliseAmountText(typed: string, precision?: number): AmountText {
  const text = toHalfWidth(typed);
  if (text === '') return { ok: true, text: '' };
  if (MINUS.test(text)) return refuse('negative');
  if (!ALLOWED.test(text)) return refuse('invalid');
  const parts = text.split('.');
  if (parts.length > 2) return refuse('two-points');
  const [grouped = '', fraction] = parts;
  if (fraction !== undefined && fraction.replace(SEPARATORS, '') !== fraction) return refuse('grouping');
  // A separator just typed after the integer part waits for its group.
  const integerText = fraction === undefined ? grouped.replace(/[, \u00a0\u2009\u202f\u3000]$/, '') : grouped;
  if (integerText !== '' && !GROUPED.test(integerText) && !/^\d+$/.test(integerText)) return refuse('grouping');
  if (integerText === '' && fraction === undefined) return refuse('invalid');
  const integer = integerText.replace(SEPARATORS, '').replace(/^0+(?=\d)/, '') || '0';
  if (fraction === undefined) return { ok: true, text: integer };
  if (precision === undefined || fraction.length <= wholePlaces(precision)) {
    if (wholePlaces(precision ?? 1) === 0) return { ok: true, text: integer };
    return { ok: true, text: `${integer}.${fraction}` };
  }
  const places = wholePlaces(precision);
  return { ok: true, text: new Decimal(`${integer}.${fraction}`).toFixed(places, Decimal.ROUND_DOWN) };
}

/**
 * The typed text as a number to check and send: empty, refused (with the reason), or the plain
 * decimal text without a trailing point. Decimals are not cut: the caller checks the precision.
 */
export function readAmountText(typed: string | null | undefined): AmountReading {
  const normalised = normaliseAmountText(typed ?? '');
  if (!normalised.ok) return { kind: 'invalid', reason: normalised.reason, message: normalised.message };
  if (normalised.text === '') return { kind: 'empty' };
  return { kind: 'number', text: normalised.text.replace(/\.$/, '') };
}

/** The plain decimal text of a value to put into a field, cut to `precision`; '' when not a number. */
export function amountTextOf(value: string | null | undefined, precision?: number): string {
  const normalised = normaliseAmountText(value ?? '', precision);
  return normalised.ok ? normalised.text.replace(/\.$/, '') : '';
}

function significantCount(text: string): number {
  let count = 0;
  for (const char of text) if (SIGNIFICANT.test(char)) count += 1;
  return count;
}

/**
 * Where the caret goes after `typed` (caret at `caret`) became `normalised`: after the same digits
 * and points it followed, less the leading zeros removed (or plus the '0' put before a point),
 * within the text.
 */
export function caretAfterNormalise(typed: string, caret: number, normalised: string): number {
  const before = significantCount(typed.slice(0, Math.max(0, caret)));
  const untruncated = normaliseAmountText(typed);
  const frontChange = untruncated.ok ? significantCount(typed) - untruncated.text.length : 0;
  return Math.min(normalised.length, Math.max(0, before - frontChange));
}
