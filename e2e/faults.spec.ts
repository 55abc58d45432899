// Failures of the backend, injected through the mock's control API. Faults are global to the
// mock backend, so this file runs in its own project after the parallel ones, one test at a time.

import { NETWORK_FAILURE_TEXT } from '@/services/http';
import { UC_CALLS } from '@/lib/contracts/uc';
import type { BrowserContext, Page } from '@playwright/test';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const LOGIN_CHECK = `/uc${UC_CALLS.loginCheck.path()}`;
const LOGOUT = `/uc${UC_CALLS.logout.path()}`;

test.afterEach(async ({ mock }) => {
  await mock.faults.clear();
});

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

async function expectServiceBusyKeepingTheSession(page: Page, context: BrowserContext, path: string) {
  await expect(page.getByTestId('service-busy').getByRole('heading', { name: '服务繁忙' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(UC_SESSION_COOKIE);
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh-cn/');
}

test('a login check answered with a server error shows 服务繁忙 on the gated page, not the login page', async ({ page, context, loginAs, mock }) => {
  await loginAs();
  await mock.faults.add({ path: LOGIN_CHECK, status: 500 });
  await page.goto('/zh-cn/user-center/security/');
  await expectServiceBusyKeepingTheSession(page, context, '/zh-cn/user-center/security/');
});

test('a login check whose connection drops shows 服务繁忙, not the login page', async ({ page, context, loginAs, mock }) => {
  await loginAs();
  await mock.faults.add({ path: LOGIN_CHECK, drop: true });
  await page.goto('/zh-cn/cn/assets/');
  await expectServiceBusyKeepingTheSession(page, context, '/zh-cn/cn/assets/');
});

for (const [name, options] of Object.entries(VIEWPORTS)) {
  test.describe(`a slow account service (${name})`, () => {
    test.use(options);

    test('shows 服务繁忙 with the session kept, and the retry opens the page once the service answers', async ({ page, context, loginAs, mock }) => {
      await loginAs();
      await mock.faults.add({ path: LOGIN_CHECK, latencyMs: 8000 });
      await page.goto('/zh-cn/user-center/security/');
      await expectServiceBusyKeepingTheSession(page, context, '/zh-cn/user-center/security/');
      await mock.faults.clear();
      await page.getByRole('link', { name: '重试' }).click();
      await expect(page.getByTestId('service-busy')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/zh-cn/user-center/security/');
      await expect(page.locator('h1')).toHaveText('账户安全');
    });
  });
}

test('a slow account service delays a gated page but does not break it', async ({ page, loginAs, mock }) => {
  await loginAs();
  await mock.faults.add({ path: LOGIN_CHECK, latencyMs: 1500 });
  const started = Date.now();
  const response = await page.goto('/zh-cn/finance/account/');
  expect(response?.status()).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  await expect(page.locator('h1')).toHaveText('资产总览');
});

test('a logout refused with a business code in English shows 出错了 as a toast, not the English text, and keeps the user here', async ({ page, loginAs, mock }) => {
  await loginAs();
  await page.goto('/zh-cn/cn/faq/');
  await mock.faults.add({ path: LOGOUT, code: 10010 });
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('status').getByText('出错了')).toBeVisible();
  await expect(page.getByRole('status').getByText('injected fault')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/zh-cn/cn/faq/');
});

test('a logout whose connection drops shows the network toast and 出错了', async ({ page, loginAs, mock }) => {
  await loginAs();
  await page.goto('/zh-cn/cn/faq/');
  await mock.faults.add({ path: LOGOUT, drop: true });
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('status').getByText(NETWORK_FAILURE_TEXT)).toBeVisible();
  await expect(page.getByRole('status').getByText('出错了')).toBeVisible();
  // The error toast goes after 3 s.
  await expect(page.getByRole('status').getByText(NETWORK_FAILURE_TEXT)).toBeHidden({ timeout: 5000 });
});

test('512 from the account service logs the user out to login with backUrl', async ({ page, loginAs, mock, context }) => {
  await loginAs();
  await page.goto('/zh-cn/cn/notice/?p=2');
  await page.evaluate(() => {
    document.cookie = 'HB-PRO-TOKEN=abc; path=/';
  });
  await mock.faults.add({ path: LOGOUT, code: 512, times: 1 });
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(/\/zh-cn\/login\//);
  expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/cn/notice/?p=2');
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('HB-PRO-TOKEN');
  expect(names).not.toContain('HB-UC-TOKEN');
});
