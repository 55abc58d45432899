// The custody pages' links, built from the route manifest (never written by hand).

import { isAccountName, type Language } from '@/lib/routing/segments';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { AccountKind } from '@/lib/assets/account-kinds';

export function pathOf(id: string, lang: Language, params: { name?: string; currency?: string } = {}): string {
  return buildPath(getRoute(id), { lang, ...params });
}

/** The detail page of a kind; the point account has none, its page is 我的点卡. */
export function kindDetailPath(kind: AccountKind, lang: Language): string {
  return isAccountName(kind) ? pathOf('cn/finance/account/{name}', lang, { name: kind }) : pathOf('cn/points', lang);
}

/** A currency's deposit page; the general one when the code is not a valid segment. */
export function depositPath(currency: string, lang: Language): string {
  try {
    return pathOf('finance/deposit/{currency}', lang, { currency });
  } catch {
    return pathOf('finance/deposit', lang);
  }
}

export function withdrawPath(currency: string, lang: Language): string {
  try {
    return pathOf('cn/finance/withdraw/{currency}', lang, { currency });
  } catch {
    return pathOf('cn/finance/withdraw', lang);
  }
}
