import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

// E2E runs the production build with the embedded mock backend on ports of its own, in
// Debian's Chromium (Playwright cannot download browsers here).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
const baseURL = `http://localhost:${E2E_PORT}`;
// Files whose tests change state global to the mock backend (faults, risk decisions).
const FAULTS = /(faults|captcha)\.spec\.ts/;
const executablePath = chromiumPath() ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: FAULTS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: 'phone',
      testIgnore: FAULTS,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      // Injected faults and risk decisions are global to the mock backend: run them alone,
      // after the others.
      name: 'serial',
      testMatch: FAULTS,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/zh-cn/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      MOCK_PORT: String(E2E_MOCK_PORT),
      MOCK_ORIGIN: `http://127.0.0.1:${E2E_MOCK_PORT}`,
      ALLOWED_REDIRECT_HOSTS: 'allowed.example',
      SITE_ORIGIN: baseURL,
      // The browsers and the request API reach the server from loopback, trusted as a proxy:
      // e2e/rate-limit.spec.ts names a client of its own in X-Forwarded-For, which alone meets
      // the low limit; every other test (loopback, exempt) logs in as often as it likes.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      RATE_LIMIT: '3/60',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
