// The navigation rules of shell-and-account.md section 2, end to end.

import { LANGUAGE_STORAGE_KEY } from '@/lib/routing/navigation';
import { expect, test } from './fixtures';

test.describe('language prefix', () => {
  test('a missing prefix goes to zh-cn keeping the path and the query, and the choice is saved', async ({ page, context }) => {
    await page.goto('/cn/faq/?tab=2&q=%E6%89%98%E7%AE%A1');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zh-cn/cn/faq/');
    expect(url.searchParams.get('tab')).toBe('2');
    expect(url.searchParams.get('q')).toBe('托管');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('zh-cn');
    // Local storage is written once the page has hydrated.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('zh-cn');
  });

  test('an unknown language is replaced by the supported one', async ({ page }) => {
    await page.goto('/en-us/login/?backUrl=%2Fzh-cn%2Fcn%2F');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zh-cn/login/');
    expect(url.searchParams.get('backUrl')).toBe('/zh-cn/cn/');
  });

  test('the root goes to the home page of the language', async ({ page }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/');
  });

  test('a stored language that is not supported falls back to the browser language, then zh-cn', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en-us', url: baseURL ?? 'http://localhost' }]);
    await page.goto('/finance-x/');
    // `finance-x` is no route and no language tag: an invalid {LANG}, answered with 404.
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.goto('/ja/cn/notice/');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/cn/notice/');
  });
});

test.describe('login gate', () => {
  test('a path containing /transac sends a visitor to login with the encoded path and query', async ({ page }) => {
    await page.goto('/zh-cn/transaction/history/?page=2&side=buy');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zh-cn/login/');
    expect(url.searchParams.get('backUrl')).toBe('/zh-cn/transaction/history/?page=2&side=buy');
    expect(page.url()).toContain('backUrl=%2Fzh-cn%2Ftransaction%2Fhistory%2F%3Fpage%3D2%26side%3Dbuy');
  });

  test('a logged-in user passes the /transac gate (and meets 404 for a page that does not exist)', async ({ page, loginAs }) => {
    await loginAs();
    const response = await page.goto('/zh-cn/transaction/history/');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/transaction/history/');
    expect(response?.status()).toBe(404);
  });

  test('a stale session cookie is refused by the server-side gate', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'HB-UC-TOKEN', value: 'forged-token', url: baseURL ?? 'http://localhost' }]);
    await page.goto('/zh-cn/user-center/security/');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zh-cn/login/');
    expect(url.searchParams.get('backUrl')).toBe('/zh-cn/user-center/security/');
  });

  test('the Assets menu sends a visitor to login with backUrl', async ({ page, isMobile }) => {
    await page.goto('/zh-cn/');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await page.getByRole('link', { name: '资产', exact: true }).click();
    await page.waitForURL(/\/zh-cn\/login\//);
    expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/finance/account/');
  });

  test('the Assets menu opens the assets page for a logged-in user', async ({ page, loginAs, isMobile }) => {
    await loginAs();
    await page.goto('/zh-cn/');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await page.getByRole('link', { name: '资产', exact: true }).click();
    await page.waitForURL(/\/zh-cn\/finance\/account\//);
    await expect(page.locator('h1')).toHaveText('资产总览');
  });
});

test.describe('reset-password, register and logout', () => {
  test('a logged-in user opening reset-password goes to a same-site backUrl', async ({ page, loginAs }) => {
    await loginAs();
    await page.goto('/zh-cn/reset-password/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F%3Fx%3D1');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/cn/faq/');
    expect(new URL(page.url()).searchParams.get('x')).toBe('1');
  });

  test('a logged-in user opening reset-password goes home when backUrl is foreign', async ({ page, loginAs }) => {
    await loginAs();
    await page.goto('/zh-cn/reset-password/?backUrl=https%3A%2F%2Fevil.com%2F');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/');
  });

  test('a logged-in user opening reset-password may go to an allowed host', async ({ page, loginAs }) => {
    await loginAs();
    const response = await page.request.get('/zh-cn/reset-password/?backUrl=https%3A%2F%2Fallowed.example%2Fhelp', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('https://allowed.example/help');
  });

  test('a visitor sees the reset-password page', async ({ page }) => {
    await page.goto('/zh-cn/reset-password/?backUrl=%2Fzh-cn%2F');
    await expect(page.locator('h1')).toHaveText('重置密码');
  });

  test('register goes to /zh-cn/register/?backUrl= with the current page', async ({ page, isMobile }) => {
    await page.goto('/zh-cn/cn/faq/?tab=1');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await page.getByRole('link', { name: '注册' }).click();
    await page.waitForURL(/\/zh-cn\/register\//);
    expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/cn/faq/?tab=1');
    await expect(page.locator('h1')).toHaveText('注册');
  });

  test('the login page links to reset password and to register, which keeps the backUrl', async ({ page }) => {
    await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL(/\/zh-cn\/reset-password\/$/);
    await page.goBack();
    await page.getByRole('link', { name: '注册账号' }).click();
    await page.waitForURL(/\/zh-cn\/register\//);
    expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/cn/faq/');
  });

  test('login from the header returns to the current page', async ({ page, isMobile }) => {
    await page.goto('/zh-cn/cn/notice/');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await page.getByRole('link', { name: '登录' }).click();
    await page.waitForURL(/\/zh-cn\/login\//);
    expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/cn/notice/');
  });

  test('logout goes to the login page with the current path as backUrl', async ({ page, loginAs, isMobile }) => {
    await loginAs();
    await page.goto('/zh-cn/user-center/security/?tab=ga');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await page.getByRole('button', { name: /账户菜单/ }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/zh-cn\/login\//);
    expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/user-center/security/?tab=ga');
    // The session is gone: the gated page sends us to login again.
    await page.goto('/zh-cn/user-center/security/');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/login/');
  });

  test('logout in one tab logs out the other tabs', async ({ page, context, loginAs, isMobile }) => {
    await loginAs();
    const other = await context.newPage();
    await other.goto('/zh-cn/cn/assets/');
    await expect(other.locator('h1')).toHaveText('我的资产');
    await page.goto('/zh-cn/cn/faq/');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await page.getByRole('button', { name: /账户菜单/ }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/zh-cn\/login\//);
    await other.waitForURL(/\/zh-cn\/login\//);
    expect(new URL(other.url()).searchParams.get('backUrl')).toBe('/zh-cn/cn/assets/');
  });
});
