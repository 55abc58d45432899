// A logged-in pro user for service tests against the real mock handlers (withMswServer): a uc
// session, its ticket exchanged for a pro token, and the HTTP core sending that token.

import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { createSession, findUser, SEED_UIDS } from '@/mocks/db';
import { toUserInfo } from '@/mocks/handlers/uc/session';
import { sessionStore } from '@/stores/session-store';
import { configureHttp } from '@/services/http';
import { testBaseUrls } from '../services/http/test-server';

/** A fresh pro token of `uid`. */
export function proTokenOf(uid: number = SEED_UIDS.ordinary): string {
  const token = exchangeTicket(issueTicket(createSession(uid).token).ticket, 'pro')?.token;
  if (!token) throw new Error('no pro token');
  return token;
}

/** Points the HTTP core at msw/node's gateway root with `uid`'s pro token; returns the token. */
export function loginProUser(uid: number = SEED_UIDS.ordinary): string {
  const token = proTokenOf(uid);
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'pro' ? token : null) });
  return token;
}

/**
 * A page's user for component tests against the real handlers at `root` (msw-call's pageRoot):
 * every family's base there, `uid`'s pro token, and the user in the session store.
 */
export function loginPageUser(root: string, uid: number = SEED_UIDS.ordinary): string {
  const token = proTokenOf(uid);
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${root}/${family}`]));
  configureHttp({ baseUrls, getToken: (family) => (family === 'pro' ? token : null) });
  const user = findUser(uid);
  if (!user) throw new Error(`no seeded user ${uid}`);
  sessionStore.setState({ user: toUserInfo(user) });
  return token;
}
