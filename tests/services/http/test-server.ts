// Shared msw set-up for the HTTP layer tests: every family is pointed at an absolute
// `http://localhost/-/x/{family}` base, and any request without a handler fails the test run.

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { configureHttp, resetHttpConfig } from '@/services/http';

export const TEST_ORIGIN = 'http://localhost';

export function testBase(family: ServiceFamily): string {
  return `${TEST_ORIGIN}/-/x/${family}`;
}

export function testBaseUrls(): Record<ServiceFamily, string> {
  return Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, testBase(family)])) as Record<ServiceFamily, string>;
}

/** Starts an msw server for the file and resets handlers and HTTP config around every test. */
export function startTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetHttpConfig();
    configureHttp({ baseUrls: testBaseUrls() });
  });
  afterEach(() => {
    server.resetHandlers();
    resetHttpConfig();
  });
  afterAll(() => server.close());
  return server;
}

/** Request headers as a plain lower-cased object, for echo handlers. */
export function headersOf(request: Request): Record<string, string> {
  return Object.fromEntries(request.headers.entries());
}
