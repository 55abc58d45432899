// Validation of the dynamic segments of the route table. A page whose segment fails
// validation answers 404 (shell-and-account.md section 2), so these are strict.

export const SUPPORTED_LANGUAGES = ['zh-cn'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';

export function isLanguage(value: string | undefined | null): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

// Account kinds of the wallet logic (exchange-wallet-fiat.md section 3, "Accounts").
export const ACCOUNT_NAMES = [
  'spot',
  'otc',
  'margin',
  'superMargin',
  'dm',
  'swap',
  'minepool',
  'investment',
  'c2cBorrow',
  'linear',
  'option',
  'cryptoLoans',
  'mining',
  'gridding',
] as const;
export type AccountName = (typeof ACCOUNT_NAMES)[number];

export function isAccountName(value: string): value is AccountName {
  return (ACCOUNT_NAMES as readonly string[]).includes(value);
}

// Currency codes are lower-case exchange ids (btc, usdt, btc3l, 1inch).
const CURRENCY_CODE = /^[a-z0-9]{1,20}$/;

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_CODE.test(value);
}

export interface Pair {
  base: string;
  quote: string;
  /** The exchange symbol id, e.g. btcusdt. */
  symbol: string;
}

/** Parses the `{base}_{quote}` segment of the exchange and observation paths. */
export function parsePair(value: string | null | undefined): Pair | null {
  if (!value) return null;
  const parts = value.split('_');
  if (parts.length !== 2) return null;
  const [base, quote] = parts as [string, string];
  if (!isCurrencyCode(base) || !isCurrencyCode(quote) || base === quote) return null;
  return { base, quote, symbol: `${base}${quote}` };
}

// A user id in a path (a sub-account's page): digits only, no leading zero, at most 12 digits,
// so '0123', '12a' or '-1' answer 404 rather than reach the account service.
const UID_SEGMENT = /^[1-9][0-9]{0,11}$/;

export function isUidSegment(value: string): boolean {
  return UID_SEGMENT.test(value);
}

/** An article's id in a path (a notice's page): digits as a uid segment's, so 'abc' or '01' answer 404. */
export function isArticleIdSegment(value: string): boolean {
  return UID_SEGMENT.test(value);
}
