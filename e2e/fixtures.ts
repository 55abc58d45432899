// Typed fixtures shared by every e2e test:
//  - every request that is not to this machine is aborted, so no test depends on the outside;
//  - uncaught page errors fail the test;
//  - `mock` drives the mock backend's control API; `loginAs` starts a session for a seeded user.

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { E2E_MOCK_PORT } from '../playwright.config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const MOCK_ORIGIN = `http://127.0.0.1:${E2E_MOCK_PORT}`;

export interface MockControl {
  origin: string;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
}

interface Fixtures {
  pageErrors: Error[];
  mock: MockControl;
  loginAs: (uid?: number) => Promise<string>;
  expectNoSeriousA11yViolations: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      return LOCAL_HOSTS.has(hostname) ? route.continue() : route.abort('blockedbyclient');
    });
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message), 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  mock: async ({}, use) => {
    await use({
      origin: MOCK_ORIGIN,
      async get<T>(path: string): Promise<T> {
        const response = await fetch(`${MOCK_ORIGIN}${path}`);
        if (!response.ok) throw new Error(`mock control ${path}: ${response.status}`);
        return (await response.json()) as T;
      },
      async post<T>(path: string, body?: unknown): Promise<T> {
        const response = await fetch(`${MOCK_ORIGIN}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
        if (!response.ok) throw new Error(`mock control ${path}: ${response.status}`);
        return (await response.json()) as T;
      },
    });
  },
  loginAs: async ({ context, mock, baseURL }, use) => {
    await use(async (uid = 10001) => {
      const session = await mock.post<{ token: string }>('/__control/session', { uid });
      await context.addCookies([
        { name: UC_SESSION_COOKIE, value: session.token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' },
      ]);
      return session.token;
    });
  },
  expectNoSeriousA11yViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, 'serious or critical accessibility violations').toEqual([]);
    });
  },
});

export { expect };
