// What the overview's server render loads for its user: the user (for the kinds the page shows
// and the conversion currency) and every shown kind's balances, handed to the browser's query
// cache with the exchange rates. The total is then in the first HTML, and the browser's first
// seconds go to hydration rather than to fifteen balance calls (issue: Lighthouse's blocking time).
// Anything missing (no live tokens yet, a sub-user, a failed call) is simply left to the browser.

import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import { cookies, headers } from 'next/headers';
import { isFetchedFor, isSubUser } from '@/lib/assets/account-kinds';
import { settledWithin } from '@/lib/async/within';
import { visibleAccountKinds } from '@/lib/assets/visibility';
import type { UserInfo } from '@/lib/contracts/uc/session';
import type { ExchangeRate } from '@/lib/settings/rates';
import { dehydrateAnswers } from '@/queries/hydration';
import { financeKeys } from '@/queries/keys';
import { makeServerQueryClient, prefetchWalletKinds } from '@/queries/server-prefetch';
import { hasLiveTokens, type ServerCookie, withServerHttp } from '@/services/http/server-scope';
import { getServerSession } from '@/services/session/server-session';
import { fetchUserInfo } from '@/services/uc/session';

export interface OverviewServerData {
  /** The balances (and rates) for the browser's query cache, failures as plain data (ServerAnswers revives them). */
  state: DehydratedState | null;
  /** The user as the account service gave it; null when it could not be read. */
  user: UserInfo | null;
  /** The kinds' balances were asked for (live tokens, a main account): the browser holds its tokens. */
  balancesLoaded: boolean;
}

const NOTHING: OverviewServerData = { state: null, user: null, balancesLoaded: false };

/**
 * How long the page waits for the user and the balances at most: a slow upstream must not hold
 * the whole page back. What has not answered by then stays out of the handover, and the browser
 * asks for it.
 */
export const OVERVIEW_PREFETCH_BUDGET_MS = 1500;

/**
 * The loads themselves, inside the request's HTTP scope: the user, then (for a main account
 * whose tokens are live) each shown kind's balances, all within the budget. Sub-users'
 * visibility lives in the browser's session storage, so their kinds are left to the browser.
 */
export async function prefetchOverview(
  requestCookies: readonly ServerCookie[],
  rates: Promise<readonly ExchangeRate[] | null> | readonly ExchangeRate[] | null,
  { now = Date.now(), budgetMs = OVERVIEW_PREFETCH_BUDGET_MS }: { now?: number; budgetMs?: number } = {},
): Promise<OverviewServerData> {
  const client = makeServerQueryClient();
  let user: UserInfo | null = null;
  let balancesLoaded = false;
  const load = async () => {
    const answer = await fetchUserInfo();
    if (!answer.success) return;
    user = answer.data;
    if (isSubUser(user.user_type) || !hasLiveTokens(requestCookies, now)) return;
    balancesLoaded = true;
    const userType = user.user_type;
    const kinds = visibleAccountKinds(userType, null).filter((kind) => isFetchedFor(kind, userType));
    await prefetchWalletKinds(client, kinds);
  };
  await settledWithin(load(), budgetMs);
  if (user === null) return NOTHING;
  const knownRates = await rates;
  if (knownRates) client.setQueryData(financeKeys.exchangeRates(), knownRates);
  return { state: dehydrateAnswers(client), user, balancesLoaded };
}

/** The overview's server data for this request's user, or nothing for a visitor. */
export async function loadOverviewData(language: string, rates: Promise<readonly ExchangeRate[] | null>): Promise<OverviewServerData> {
  const session = await getServerSession();
  if (!session.loggedIn) return NOTHING;
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const requestCookies = jar.getAll();
  return withServerHttp({ cookies: requestCookies, cookieHeader: head.get('cookie'), requestHeaders: head, language }, () => prefetchOverview(requestCookies, rates));
}
