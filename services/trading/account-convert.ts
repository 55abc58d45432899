// The pro account list's records → the accounts model, apart from the trading conversions so that
// a page needing only the list (the assets pages) does not load the order model with it.

import type { RawAccount } from '@/lib/contracts/pro/trading';

/** Only accounts in this state count (exchange-wallet-fiat.md section 3, Accounts). */
export const WORKING_ACCOUNT_STATE = 'working';

export interface TradingAccount {
  id: string;
  /** spot, margin, super-margin, point, otc… */
  type: string;
  /** The symbol of an isolated-margin account; '' when the account has none. */
  subtype: string;
  /** working or lock. */
  state: string;
}

/** Order ids are longs: text as sent, or a number only while it is still exact. */
export function toIdText(value: string | number): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  const text = value.trim();
  return text === '' ? null : text;
}

export function toTradingAccount(raw: RawAccount): TradingAccount | null {
  const id = toIdText(raw.id);
  const type = raw.type.trim().toLowerCase();
  if (id === null || type === '') return null;
  return { id, type, subtype: raw.subtype?.trim().toLowerCase() ?? '', state: raw.state.trim().toLowerCase() };
}
