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
