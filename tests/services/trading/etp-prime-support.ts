// The mock backend's ETP and prime handlers inside an msw server for service and component
// tests, with a logged-in user's pro token configured for the HTTP core.

import type { SetupServer } from 'msw/node';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, resetDb, TRADER_UIDS } from '@/mocks/db';
import { etpPrimeHandlers } from '@/mocks/handlers/etp-prime';
import { tradingHandlers } from '@/mocks/handlers/trading';
import { configureHttp } from '@/services/http';

export const TEST_UID = TRADER_UIDS[0] as number;

/** Serves ETP, prime and spot trading below `proBase`; logs TEST_UID in; returns the token. */
export function useMockEtpPrime(server: SetupServer, proBase: string, uid: number = TEST_UID): string {
  resetDb();
  server.use(...etpPrimeHandlers(proBase), ...tradingHandlers(proBase));
  const session = createSession(uid);
  const token = exchangeTicket(issueTicket(session.token).ticket, 'pro')?.token;
  if (!token) throw new Error('no pro token');
  configureHttp({ getToken: (family) => (family === 'pro' ? token : null) });
  return token;
}
