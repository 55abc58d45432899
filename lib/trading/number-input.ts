// What a user types into a price, amount or total field, read as a decimal string. Chinese input
// methods produce full-width digits and points; pasted numbers may carry thousands separators.

const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_DIGITS = /[\uff10-\uff19]/g;
// The full-width point '．' and the ideographic full stop '。' that the IME types for '.'.
const FULL_WIDTH_POINTS = /[\uff0e\u3002]/g;
const FULL_WIDTH_COMMA = /\uff0c/g;
const FULL_WIDTH_MINUS = /[\uff0d\u2212]/g;

/** Commas only where thousands are grouped: '1,234.5', '12,345,678'; never '1,2' or '1,23.4'. */
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
/** Plain decimal text: no exponent, no '+', at least one digit. */
const PLAIN = /^-?(?:\d+\.?\d*|\.\d+)$/;

export type NumberInput = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; text: string };

/** Full-width characters to ASCII and surrounding spaces removed; nothing else changes. */
export function normaliseNumberText(typed: string): string {
  return typed
    .replace(FULL_WIDTH_DIGITS, (digit) => String(digit.charCodeAt(0) - FULL_WIDTH_ZERO))
    .replace(FULL_WIDTH_POINTS, '.')
    .replace(FULL_WIDTH_COMMA, ',')
    .replace(FULL_WIDTH_MINUS, '-')
    .trim();
}

/** The typed text as decimal text without separators ('１，２３４．５' → '1234.5'). */
export function readNumberInput(typed: string | null | undefined): NumberInput {
  const text = normaliseNumberText(typed ?? '');
  if (text === '') return { kind: 'empty' };
  const ungrouped = GROUPED.test(text) ? text.replaceAll(',', '') : text;
  return PLAIN.test(ungrouped) ? { kind: 'number', text: ungrouped } : { kind: 'invalid' };
}
