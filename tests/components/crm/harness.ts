// Shared set-up of the crm, lifted-query and C2C screen tests: the screens against the mock's real
// handlers at the jsdom page's own origin (as the app's gateway serves them); `loginAs` gives the
// account-service session to the families that carry it (uc and crm).

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { createSession, resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { toastStore } from '@/stores/toast-store';

export function setUpCrmTests() {
  const root = `${window.location.origin}/-/x`;
  const server = setupServer(...createHandlers(root));
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${root}/${family}`])) as Record<ServiceFamily, string>;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => configureHttp({ baseUrls, getToken: () => null }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    resetHttpConfig();
    toastStore.setState({ toasts: [] });
  });
  const loginAs = (uid: number) => {
    const session = createSession(uid).token;
    configureHttp({ baseUrls, getToken: (family) => (family === 'uc' || family === 'crm' ? session : null) });
  };
  return { server, loginAs };
}
