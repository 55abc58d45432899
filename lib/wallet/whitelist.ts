// The withdraw whitelist and the address book (exchange-wallet-fiat.md sections 3 and 5,
// WALLET.md section 3):
//
// - With WhiteWithdrawAddressEnable on, only address-book entries can be withdrawn to, and an
//   entry added at t becomes usable at t + WhiteWithdrawAddressDelayTime (taken here in ms; the
//   caller converts the setting's unit). A row's status `white` is usable at once,
//   `white-delaying` waits, `processing` (pending 2FA / risk check) is not usable yet.
// - Without the whitelist any valid address may be used; a book row still `processing` is not
//   offered.
// - The book refuses a second entry with the same address (and tag) or the same alias within a
//   currency and chain.

import { normalizeAddress } from './address-check';
import type { BookAddress } from './types';

export const WHITELIST_TEXTS = {
  notInBook: '已开启提币白名单，仅可提币至地址簿中的白名单地址',
  processing: '该地址正在验证中，暂不可用',
  delayingUnknown: '该白名单地址尚未生效，请稍后再试',
  duplicateAddress: '该地址已在地址簿中，请勿重复添加',
  duplicateAlias: '该备注已被使用，请更换备注',
  aliasRequired: '请输入地址备注',
} as const;

export const ALIAS_MAX_LENGTH = 20;

export function aliasTooLongText(max: number = ALIAS_MAX_LENGTH): string {
  return `地址备注不能超过 ${max} 个字符`;
}

const MINUTE_MS = 60_000;

/**
 * Time left as '23小时59分' (hours may pass 24: '47小时5分'), '59分' under an hour; whole minutes
 * rounded down but never '0分' while time is left ('1分'); '0分' when none is left.
 */
export function formatRemainingTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0分';
  const minutes = Math.max(1, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}小时${rest}分` : `${rest}分`;
}

/** '白名单地址将在 23小时59分 后生效' */
export function whitelistPendingText(ms: number): string {
  return `白名单地址将在 ${formatRemainingTime(ms)} 后生效`;
}

export interface WhitelistInput {
  /** WhiteWithdrawAddressEnable. */
  enabled: boolean;
  /** WhiteWithdrawAddressDelayTime in ms; negative or unreadable counts as 0. */
  delayMs: number;
  /** The book entry the address is, or null for an address typed by hand. */
  entry: Pick<BookAddress, 'addedAt' | 'status'> | null;
  now: number;
}

export interface WhitelistResult {
  usable: boolean;
  /** ms until usable: 0 when usable, null when not knowable (no add time, or never by waiting). */
  remainingMs: number | null;
  /** Why not usable; null when usable. */
  message: string | null;
}

const USABLE: WhitelistResult = { usable: true, remainingMs: 0, message: null };

/** Whether the address can be withdrawn to now, and if not how long is left. */
export function whitelistAvailability(input: WhitelistInput): WhitelistResult {
  const { entry } = input;
  if (entry?.status === 'processing') return { usable: false, remainingMs: null, message: WHITELIST_TEXTS.processing };
  if (!input.enabled) return USABLE;
  if (entry === null) return { usable: false, remainingMs: null, message: WHITELIST_TEXTS.notInBook };
  if (entry.status === 'white') return USABLE;
  const addedAt = typeof entry.addedAt === 'number' && Number.isFinite(entry.addedAt) ? entry.addedAt : null;
  if (addedAt === null) {
    return entry.status === 'white-delaying' ? { usable: false, remainingMs: null, message: WHITELIST_TEXTS.delayingUnknown } : USABLE;
  }
  const delay = Number.isFinite(input.delayMs) && input.delayMs > 0 ? input.delayMs : 0;
  const remaining = addedAt + delay - input.now;
  return remaining > 0 ? { usable: false, remainingMs: remaining, message: whitelistPendingText(remaining) } : USABLE;
}

/** A book row the withdraw form may pick (WALLET.md 13.5: not while `white-delaying` or `processing`). */
export function isBookStatusSelectable(status: BookAddress['status']): boolean {
  return status !== 'white-delaying' && status !== 'processing';
}

export interface AddressDraft {
  /** The entry being edited; it does not conflict with itself. */
  id?: string | null;
  currency: string;
  chain: string;
  address: string;
  tag?: string | null;
  alias: string;
}

export interface AddressConflict {
  kind: 'address' | 'alias';
  entry: BookAddress;
  message: string;
}

function key(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The first conflict of a new or edited book entry within its currency and chain: the same
 * address and tag (case counts unless the chain says otherwise), else the same alias (ignoring
 * case and surrounding spaces). Null when none.
 */
export function findAddressConflict(draft: AddressDraft, book: readonly BookAddress[], options: { caseSensitive?: boolean } = {}): AddressConflict | null {
  const caseSensitive = options.caseSensitive ?? true;
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  const peers = book.filter(
    (entry) => entry.id !== draft.id && key(entry.currency) === key(draft.currency) && key(entry.chain) === key(draft.chain),
  );
  const address = fold(normalizeAddress(draft.address));
  const tag = normalizeAddress(draft.tag);
  const sameAddress = peers.find((entry) => fold(normalizeAddress(entry.address)) === address && normalizeAddress(entry.tag) === tag);
  if (address !== '' && sameAddress) return { kind: 'address', entry: sameAddress, message: WHITELIST_TEXTS.duplicateAddress };
  const alias = key(draft.alias);
  const sameAlias = peers.find((entry) => key(entry.alias) === alias);
  if (alias !== '' && sameAlias) return { kind: 'alias', entry: sameAlias, message: WHITELIST_TEXTS.duplicateAlias };
  return null;
}

/** The alias message, or null: required, at most 20 characters after trimming. */
export function validateAlias(value: string | null | undefined, max: number = ALIAS_MAX_LENGTH): string | null {
  const alias = (value ?? '').trim();
  if (alias === '') return WHITELIST_TEXTS.aliasRequired;
  return [...alias].length > max ? aliasTooLongText(max) : null;
}
