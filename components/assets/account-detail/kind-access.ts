// The server's check of a detail page reached by its address (/{LANG}/finance/account/{name}/ and
// the custody /cn/finance/account/{name}/): the overview's visibility rule for this user — a
// sub-account's kinds its parent hid, the mining account with its switch off — asked before the
// page renders, so a hidden account's page never shows its figures. What cannot be asked here
// (no live tokens yet, a slow upstream) is left to the client part, which applies the same rule.

import 'server-only';
import { cookies, headers } from 'next/headers';
import { type AccountKind, isSubUser } from '@/lib/assets/account-kinds';
import { settledWithin } from '@/lib/async/within';
import { type BizVisibility, kindAccess, type KindAccess } from '@/lib/assets/visibility';
import { hasLiveTokens, withServerHttp } from '@/services/http/server-scope';
import { getServerSession } from '@/services/session/server-session';
import { fetchUserInfo } from '@/services/uc/session';
import { fetchSubAccountVisibility } from '@/services/finance/user-state';
import { fetchMiningVisibility } from '@/services/wallet/balances';

/** How long the page waits for the answers at most. */
export const KIND_ACCESS_BUDGET_MS = 1500;

const QUIET = { silent: true } as const;

/** The access the server could establish; 'shown' when it could not tell (the client checks again). */
export async function loadKindAccess(kind: AccountKind, language: string): Promise<KindAccess> {
  const session = await getServerSession();
  if (!session.loggedIn) return 'shown';
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const requestCookies = jar.getAll();
  let access: KindAccess = 'shown';
  const check = async () => {
    const user = await fetchUserInfo();
    if (!user.success) return;
    const sub = isSubUser(user.data.user_type);
    if (!sub && kind !== 'mining') return;
    if (!hasLiveTokens(requestCookies)) return;
    let visibility: BizVisibility | null = null;
    if (sub) {
      const answer = await fetchSubAccountVisibility([], QUIET);
      if (answer.success) visibility = Object.fromEntries(answer.data.map((entry) => [entry.bizType, entry.visible]));
    }
    let miningTabShown: boolean | null = null;
    if (kind === 'mining' && !sub) {
      const answer = await fetchMiningVisibility(QUIET);
      if (answer.success) miningTabShown = answer.data.visible;
    }
    access = kindAccess(kind, user.data.user_type, visibility, miningTabShown);
  };
  await withServerHttp({ cookies: requestCookies, cookieHeader: head.get('cookie'), requestHeaders: head, language }, () => settledWithin(check(), KIND_ACCESS_BUDGET_MS));
  return access;
}
