// A logged-in pro user for service tests against the real mock handlers (withMswServer): a uc
// session, its ticket exchanged for a pro token, and the HTTP core sending that token.

import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, SEED_UIDS } from '@/mocks/db';
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
