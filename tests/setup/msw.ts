// The mock backend's handlers inside Vitest through msw/node: fetches to the gateway paths
// (http://localhost/-/x/{family}/...) are answered in-process, and any request no handler
// answers fails the test (onUnhandledFrame 'error').

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';

/** Root the handlers are built for: the app's same-origin gateway prefix on localhost. */
export const MSW_ROOT = IN_PROCESS_ROOT;

export function createMswServer() {
  return setupServer(...createHandlers(MSW_ROOT));
}

/**
 * Creates a server and registers its lifecycle in the calling test file; use server.use() for
 * overrides. Not named use…: eslint's React rules would take it for a hook at a test's top level.
 */
export function withMswServer() {
  const server = createMswServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
  return server;
}
