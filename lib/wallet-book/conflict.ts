// The address conflict check of the address book (exchange-wallet-fiat.md section 5 "Address
// conflict checks by address or alias exist for withdraw addresses"): a new address may not
// repeat one already saved for the same currency and chain (with the same tag), and its alias
// may not repeat another address's alias of the same currency. The mock refuses the same with
// the same texts and codes, so the form and the server say one thing.

import type { BookEntry } from './book';

// Texts (project: the specification names the check, not its wording).
export const ADDRESS_CONFLICT_TEXT = '该地址已在地址簿中，无需重复添加';
export const ALIAS_CONFLICT_TEXT = '该备注已被其他地址使用，请更换备注';

/** The codes the mock answers a conflict with (v2 numeric codes, WALLET.md 12 style). */
export const ADDRESS_CONFLICT_CODE = 2019;
export const ALIAS_CONFLICT_CODE = 2020;

export interface AddressDraft {
  currency: string;
  chain: string;
  alias: string;
  address: string;
  tag?: string;
}

export interface AddressConflict {
  field: 'address' | 'alias';
  code: number;
  text: string;
  /** The saved entry it clashes with. */
  entry: BookEntry;
}

/** EVM-style hex addresses are the same in any letter case; any other address is compared as typed. */
export function sameAddress(a: string, b: string): boolean {
  const left = a.trim();
  const right = b.trim();
  if (/^0x[0-9a-f]+$/i.test(left) && /^0x[0-9a-f]+$/i.test(right)) return left.toLowerCase() === right.toLowerCase();
  return left === right;
}

export function sameAlias(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The first conflict of a draft with the saved entries (the address first), or null. */
export function findConflict(entries: readonly BookEntry[], draft: AddressDraft): AddressConflict | null {
  const currency = draft.currency.trim().toLowerCase();
  const chain = draft.chain.trim();
  const tag = (draft.tag ?? '').trim();
  const address = entries.find((entry) => entry.currency === currency && entry.chain === chain && entry.tag === tag && sameAddress(entry.address, draft.address));
  if (address) return { field: 'address', code: ADDRESS_CONFLICT_CODE, text: ADDRESS_CONFLICT_TEXT, entry: address };
  if (draft.alias.trim() === '') return null;
  const alias = entries.find((entry) => entry.currency === currency && sameAlias(entry.alias, draft.alias));
  if (alias) return { field: 'alias', code: ALIAS_CONFLICT_CODE, text: ALIAS_CONFLICT_TEXT, entry: alias };
  return null;
}
