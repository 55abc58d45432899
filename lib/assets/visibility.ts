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

/**
 * The mining switch (section 3 "switchStatus (tab visibility)"): the mining account is listed,
 * valued and opened only while its tab is on. Null: the switch is not known (not answered yet,
 * or a sub-user's page, which never fetches mining and shows it empty) and changes nothing.
 */
export function withMiningSwitch(kinds: readonly AccountKind[], miningTabShown: boolean | null): AccountKind[] {
  return miningTabShown === false ? kinds.filter((kind) => kind !== 'mining') : [...kinds];
}

/**
 * Whether `kind` may be shown to this user: the overview's rule for a detail page reached by its
 * address. A sub-user's kind waits for the visibility answer (null: not shown yet).
 */
export function isKindShown(kind: AccountKind, userType: number | string | null | undefined, visibility: BizVisibility | null, miningTabShown: boolean | null = null): boolean {
  return withMiningSwitch(visibleAccountKinds(userType, visibility), miningTabShown).includes(kind);
}

/** What a detail page reached by its address says of an account the user's pages do not show. */
export const KIND_REFUSED_TEXT = {
  hiddenByParent: '母账户已设为不可见，无法查看该账户',
  miningClosed: '挖矿账户暂未开放',
  back: '返回资产总览',
  backToAccounts: '返回资产账户',
} as const;

export type KindAccess = 'shown' | 'hidden-by-parent' | 'mining-closed';

/**
 * Whether a detail page may show `kind`, and why not: the overview's own rule (sub-account
 * visibility, then the mining switch). A sub-user whose answer is not in (null) is not refused
 * here: the page waits for the answer before it shows anything.
 */
export function kindAccess(kind: AccountKind, userType: number | string | null | undefined, visibility: BizVisibility | null, miningTabShown: boolean | null): KindAccess {
  const bizType = ACCOUNT_KIND_INFO[kind].bizType;
  if (isSubUser(userType) && bizType !== null && visibility !== null && visibility[bizType] !== true) return 'hidden-by-parent';
  if (kind === 'mining' && miningTabShown === false) return 'mining-closed';
  return 'shown';
}
