// Channel names of the account socket (PROTOCOL.md 3.4). Symbols are lower-case exchange ids or
// the `*` wildcard; builders refuse anything else.

import { isMarketSymbol } from './topics';

/**
 * 0: balance changes only; 1: balance and available changes in separate messages; 2: both in
 * one message. A sub without a mode is answered as mode 0, so the app always names one.
 */
export const ACCOUNT_UPDATE_MODES = [0, 1, 2] as const;
export type AccountUpdateMode = (typeof ACCOUNT_UPDATE_MODES)[number];

export const ACCOUNTS_UPDATE_PREFIX = 'accounts.update';
export const ORDERS_PREFIX = 'orders';
export const ALL_SYMBOLS = '*';

export function accountsUpdateTopic(mode: AccountUpdateMode): string {
  if (!(ACCOUNT_UPDATE_MODES as readonly number[]).includes(mode)) throw new RangeError(`invalid accounts.update mode: ${String(mode)}`);
  return `${ACCOUNTS_UPDATE_PREFIX}#${mode}`;
}

export function ordersTopic(symbol: string): string {
  if (symbol !== ALL_SYMBOLS && !isMarketSymbol(symbol)) throw new RangeError(`invalid order symbol: ${symbol}`);
  return `${ORDERS_PREFIX}#${symbol}`;
}

export function isAccountsUpdateTopic(ch: string): boolean {
  return ch === ACCOUNTS_UPDATE_PREFIX || ch.startsWith(`${ACCOUNTS_UPDATE_PREFIX}#`);
}

export function isOrdersTopic(ch: string): boolean {
  return ch.startsWith(`${ORDERS_PREFIX}#`);
}
