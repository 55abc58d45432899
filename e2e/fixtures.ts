// Typed fixtures shared by every e2e test:
//  - every request that is not to this machine is aborted, so no test depends on the outside;
//  - uncaught page errors fail the test;
//  - `mock` drives the mock backend's control API; `loginAs` starts a session for a seeded user.

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import { E2E_MOCK_PORT } from '../playwright.config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const MOCK_ORIGIN = `http://127.0.0.1:${E2E_MOCK_PORT}`;

/** The mock backend's control API (mocks/control-client.ts). */
export type MockControl = ControlClient;

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
    await use(controlClient(MOCK_ORIGIN));
  },
  loginAs: async ({ context, mock, baseURL }, use) => {
    await use(async (uid = 10001) => {
      const session = await mock.session(uid);
      await context.addCookies([
        { name: UC_SESSION_COOKIE, value: session.token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' },
      ]);
      return session.token;
    });
  },
  expectNoSeriousA11yViolations: async ({}, use) => {
    await use(async (page) => {
      // Colours are judged as they settle: a button that just became enabled is otherwise caught
      // halfway through its 0.2 s colour transition (the buttons drop it under reduced motion).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, 'serious or critical accessibility violations').toEqual([]);
    });
  },
});

export { expect };
