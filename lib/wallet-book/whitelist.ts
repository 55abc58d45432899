// The withdraw whitelist (exchange-wallet-fiat.md section 3 "Whitelist settings:
// WhiteWithdrawAddressEnable, WhiteWithdrawAddressDelayTime"): with the whitelist off every saved
// address may be used; with it on only whitelist addresses, each from the moment it entered the
// whitelist (for a new address: when it was added) plus the delay. Pure: the caller gives `now`.

import type { BookEntry } from './book';

export interface WhitelistSettings {
  /** WhiteWithdrawAddressEnable */
  enabled: boolean;
  /** WhiteWithdrawAddressDelayTime, in hours (0 = at once). */
  delayHours: number;
}

/** The delays the settings offer, in hours (project choice). */
export const WHITELIST_DELAY_OPTIONS = [0, 2, 24, 48] as const;

export const HOUR_MS = 3_600_000;

export type Usability =
  | { kind: 'usable' }
  /** A whitelist address still inside its delay. */
  | { kind: 'delaying'; usableAt: number; msLeft: number }
  /** With the whitelist on, an address that is not on it. */
  | { kind: 'not-white' }
  /** Pending verification on the server side (WALLET.md 3 `processing`). */
  | { kind: 'processing' };

/** When the entry can be used under the settings (epoch ms), or null when it cannot at all. */
export function usableAt(entry: Pick<BookEntry, 'addedAt' | 'whiteAt' | 'status'>, settings: WhitelistSettings): number | null {
  if (entry.status === 'processing') return null;
  if (!settings.enabled) return entry.addedAt;
  if (entry.whiteAt === null) return null;
  return entry.whiteAt + Math.max(0, settings.delayHours) * HOUR_MS;
}

export function usabilityOf(entry: Pick<BookEntry, 'addedAt' | 'whiteAt' | 'status'>, settings: WhitelistSettings, now: number): Usability {
  if (entry.status === 'processing') return { kind: 'processing' };
  const at = usableAt(entry, settings);
  if (at === null) return { kind: 'not-white' };
  if (now >= at) return { kind: 'usable' };
  return { kind: 'delaying', usableAt: at, msLeft: at - now };
}

export function isUsable(entry: BookEntry, settings: WhitelistSettings, now: number): boolean {
  return usabilityOf(entry, settings, now).kind === 'usable';
}

/** The entries a withdrawal may go to now, optionally of one currency and chain (the withdraw form's picker). */
export function usableEntries(entries: readonly BookEntry[], settings: WhitelistSettings, now: number, currency?: string, chain?: string): BookEntry[] {
  const wantedCurrency = currency?.trim().toLowerCase() ?? '';
  const wantedChain = chain?.trim() ?? '';
  return entries.filter(
    (entry) => (wantedCurrency === '' || entry.currency === wantedCurrency) && (wantedChain === '' || entry.chain === wantedChain) && isUsable(entry, settings, now),
  );
}

/** The earliest moment one of the entries becomes usable (to re-render then), or null. */
export function nextChangeAt(entries: readonly BookEntry[], settings: WhitelistSettings, now: number): number | null {
  let next: number | null = null;
  for (const entry of entries) {
    const usability = usabilityOf(entry, settings, now);
    if (usability.kind === 'delaying' && (next === null || usability.usableAt < next)) next = usability.usableAt;
  }
  return next;
}

/** Time left as `23小时59分` (whole minutes, rounded down; under a minute `不足1分钟`). */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes === 0) return '不足1分钟';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}小时${rest}分` : `${rest}分`;
}

/** The delay as the settings show it: `立即生效`, `24小时`. */
export function formatDelay(hours: number): string {
  return hours <= 0 ? '立即生效' : `${hours}小时`;
}

// Texts of an entry's state (project wording).
export const USABLE_TEXT = '可用';
export const NOT_WHITE_TEXT = '非白名单地址';
export const PROCESSING_TEXT = '审核中';

// Why a withdrawal may not go to an address (the withdraw form, under the address field). Only a
// whitelist address inside its delay becomes usable by waiting; one off the whitelist must be
// put on it in the address book (the form links there), one not in the book added first.
export const NOT_IN_BOOK_TEXT = '已开启提币白名单，仅可提币至地址簿中的白名单地址';
export const NOT_WHITE_REFUSAL_TEXT = '该地址不在提币白名单中，请先在地址簿中将其加入白名单';
export const PROCESSING_REFUSAL_TEXT = '该地址正在验证中，暂不可用';

/** '白名单地址将在 23小时59分 后生效' */
export function whitelistPendingText(msLeft: number): string {
  return `白名单地址将在 ${formatTimeLeft(msLeft)} 后生效`;
}

export interface WhitelistRefusal {
  kind: 'not-in-book' | Exclude<Usability['kind'], 'usable'>;
  text: string;
}

/**
 * Why a withdrawal may not go to the destination now, or null when it may: `entry` is the book
 * entry it is (null for an address typed by hand). The mock refuses by the same usabilityOf.
 */
export function whitelistRefusal(entry: Pick<BookEntry, 'addedAt' | 'whiteAt' | 'status'> | null, settings: WhitelistSettings, now: number): WhitelistRefusal | null {
  if (entry === null) return settings.enabled ? { kind: 'not-in-book', text: NOT_IN_BOOK_TEXT } : null;
  const usability = usabilityOf(entry, settings, now);
  switch (usability.kind) {
    case 'usable':
      return null;
    case 'delaying':
      return { kind: 'delaying', text: whitelistPendingText(usability.msLeft) };
    case 'not-white':
      return { kind: 'not-white', text: NOT_WHITE_REFUSAL_TEXT };
    case 'processing':
      return { kind: 'processing', text: PROCESSING_REFUSAL_TEXT };
  }
}

export function usabilityText(usability: Usability): string {
  switch (usability.kind) {
    case 'usable':
      return USABLE_TEXT;
    case 'delaying':
      return `${formatTimeLeft(usability.msLeft)}后可用`;
    case 'not-white':
      return NOT_WHITE_TEXT;
    case 'processing':
      return PROCESSING_TEXT;
  }
}
