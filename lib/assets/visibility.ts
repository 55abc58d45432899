// Which account kinds a user's Assets pages show (exchange-wallet-fiat.md section 6): a main
// user sees every kind; a sub-user (user_type 2) sees a kind with a biz type only when the
// visibility answer opens that biz type, and kinds without one always. The answer is kept in
// session storage for 4 hours per locale (the server words it per language).

import { type AccountKind, ACCOUNT_KIND_INFO, ACCOUNT_KINDS, BIZ_TYPES, type BizType, isSubUser } from './account-kinds';
import { readExpiring, SUB_ACCOUNT_PERMISSION_TTL_MS, writeExpiring } from '@/lib/storage/safe-storage';

/** Biz type → shown. A biz type the answer leaves out is hidden. */
export type BizVisibility = Readonly<Partial<Record<BizType, boolean>>>;

const KNOWN_BIZ_TYPES: readonly number[] = Object.values(BIZ_TYPES);

export function isBizVisibility(value: unknown): value is BizVisibility {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, shown]) => KNOWN_BIZ_TYPES.includes(Number(key)) && typeof shown === 'boolean');
}

/** The session-storage key of the answer for `locale` (`zh-cn`). */
export function visibilityCacheKey(locale: string): string {
  return `assets.sub-account-visibility.${locale.trim().toLowerCase()}`;
}

/** The cached answer for `locale`; null when none, expired (4 h) or unreadable. */
export function readCachedVisibility(storage: Pick<Storage, 'getItem' | 'removeItem'> | null, locale: string, now: number = Date.now()): BizVisibility | null {
  return readExpiring(storage, visibilityCacheKey(locale), isBizVisibility, now);
}

/** Keeps the answer for `locale` for 4 h; false when the storage refuses it. */
export function writeCachedVisibility(storage: Pick<Storage, 'setItem'> | null, locale: string, visibility: BizVisibility, now: number = Date.now()): boolean {
  return writeExpiring(storage, visibilityCacheKey(locale), visibility, SUB_ACCOUNT_PERMISSION_TTL_MS, now);
}

/**
 * The kinds shown, in the overview's order. A sub-user whose answer has not arrived (null) sees
 * only the kinds without a biz type, so nothing flashes in and out.
 */
export function visibleAccountKinds(userType: number | string | null | undefined, visibility: BizVisibility | null): AccountKind[] {
  if (!isSubUser(userType)) return [...ACCOUNT_KINDS];
  return ACCOUNT_KINDS.filter((kind) => {
    const bizType = ACCOUNT_KIND_INFO[kind].bizType;
    return bizType === null || visibility?.[bizType] === true;
  });
}
