// What a failed load means for a wallet (exchange-wallet-fiat.md sections 4 and 8): the state its
// card shows and whether the server's message is toasted.
//
// - not-open: the user has not opened that derivatives account (the card offers to open it).
// - empty: the wallet exists and holds nothing to show (balances read as zero, no error).
// - dead: the load failed; the card shows the failure and offers a retry.

import type { AccountKind } from './account-kinds';

export type WalletFailureState = 'not-open' | 'empty' | 'dead';

export interface WalletFailure {
  state: WalletFailureState;
  /** The message to show as an error toast; null: stay silent. */
  toast: string | null;
}

export interface WalletFailureOptions {
  /** dm and swap code 1011: the caller asked for its message to be toasted. */
  toastOnEmpty?: boolean;
}

/** Codes as numbers or text ('1220', ' 1220 '). */
export type WalletErrorCode = number | string | null | undefined;

function codeText(code: WalletErrorCode): string {
  return code === null || code === undefined ? '' : String(code).trim();
}

function messageText(message: string | null | undefined): string | null {
  const text = message?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Derivatives code sets (section 8). Super-margin: a user who never opened the cross account is
 * answered "the account does not exist" (PROTOCOL.md trading codes); that is an account to open,
 * not a failed wallet.
 */
const NOT_OPEN_CODES: Partial<Record<AccountKind, readonly string[]>> = {
  superMargin: ['account-account-id-inexistent', 'account-get-accounts-inexistent-error'],
  dm: ['1220'],
  swap: ['1220', '1010'],
  linear: ['1220', '1010', '1011'],
  option: ['1220', '1010', '1011'],
};
const EMPTY_CODES: Partial<Record<AccountKind, readonly string[]>> = {
  dm: ['1011'],
  swap: ['1011'],
  gridding: ['300003'],
};

/**
 * The state after a failed balance load of `kind`:
 * - dm: 1220 not-open; 1011 empty (message toasted only with `toastOnEmpty`); else dead.
 * - swap: 1220 and 1010 not-open; 1011 as dm; else dead.
 * - linear, option: 1220, 1010 and 1011 not-open; else dead.
 * - gridding: 300003 empty; else dead.
 * - superMargin: the account does not exist (account-account-id-inexistent) not-open; else dead.
 * - otc: dead, and its message toasted.
 * - every other kind: dead, silent.
 */
export function classifyWalletFailure(kind: AccountKind, code: WalletErrorCode, message: string | null | undefined, options: WalletFailureOptions = {}): WalletFailure {
  const text = codeText(code);
  if (NOT_OPEN_CODES[kind]?.includes(text)) return { state: 'not-open', toast: null };
  if (EMPTY_CODES[kind]?.includes(text)) {
    const asked = kind === 'dm' || kind === 'swap' ? options.toastOnEmpty === true : false;
    return { state: 'empty', toast: asked ? messageText(message) : null };
  }
  return { state: 'dead', toast: kind === 'otc' ? messageText(message) : null };
}

/** Section 8: the user-deprecated state call answers code 10009 for a deprecated user. */
export function isDeprecatedUser(code: WalletErrorCode): boolean {
  return codeText(code) === '10009';
}
