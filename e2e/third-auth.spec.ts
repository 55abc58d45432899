// Third-party login and binding (/zh-cn/third/auth/) against the mock account service, on the
// desktop and the phone project: the login page's provider buttons, the mock authorisation
// page (reached through this site's gateway), login with a bound identity, an unbound identity
// bound after login, binding and unbinding from the list, spent and invalid codes, failures.
// Every test that binds uses an account registered for it, so runs in parallel do not meet.

import type { BrowserContext, Page } from '@playwright/test';
import { UC_CALLS, type UcCallName } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { expect, test, type MockControl } from './fixtures';

const PASSWORD = 'Trade1234';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers an account directly against the mock; returns its session token. */
async function registerThroughApi(mock: MockControl, email: string): Promise<string> {
  const post = (call: (typeof UC_CALLS)[UcCallName], body: unknown) =>
    fetch(`${mock.origin}/${call.family}${call.path()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post(UC_CALLS.emailCodeSend, { email, purpose: 'register' });
  await expect
    .poll(async () => (await mock.codes.last(email, 'register').catch(() => ({ code: undefined }))).code)
    .toMatch(/^\d{6}$/);
  const { code } = await mock.codes.last(email, 'register');
  const response = await post(UC_CALLS.register, { account: email, account_type: 'email', code, password: PASSWORD, agree: true });
  expect(await response.json()).toMatchObject({ success: true });
  const token = /HB-UC-TOKEN=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1];
  expect(token).toBeTruthy();
  return token ?? '';
}

async function useSession(context: BrowserContext, baseURL: string | undefined, token: string): Promise<void> {
  await context.addCookies([{ name: UC_SESSION_COOKIE, value: token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);
}

/** On the mock's authorisation page (served through this site's gateway). */
async function expectAuthorisePage(page: Page, platform: string, baseURL: string | undefined): Promise<void> {
  await page.waitForURL(/\/mock\/third\/authorize\?state=/);
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(baseURL ?? 'http://localhost').origin);
  expect(url.pathname).toBe('/-/x/uc/mock/third/authorize');
  await expect(page.getByRole('heading', { name: `模拟 ${platform} 授权` })).toBeVisible();
}

/** The first offer of the page is a new identity; returns its name. */
async function newIdentityLink(page: Page) {
  const link = page.getByRole('link', { name: /（新账号）/ });
  const name = /以 (.+) 授权/.exec((await link.textContent()) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  return { link, name };
}

async function expectUserMenu(page: Page, isMobile: boolean, account: string): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(page.getByRole('button', { name: /账户菜单/ })).toContainText(account);
}

async function loginWithEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(email);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

// Next's route announcer is an empty role=alert of its own on every page.
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const bindRow = (page: Page, platform: string) => page.locator(`li[data-platform="${platform}"]`);
const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text);

test.describe('login with a third-party account', () => {
  test('a bound identity logs its user in and lands on backUrl', async ({ page, baseURL, isMobile }) => {
    await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Fassets%2F');
    await expect(page.getByRole('heading', { name: '其他登录方式' })).toBeVisible();
    await page.getByRole('button', { name: 'Google', exact: true }).click();
    await expectAuthorisePage(page, 'Google', baseURL);
    // The seeded Google identity of the GA demo user (uid 10005).
    await page.getByRole('link', { name: '以 ga.user@gmail.com 授权' }).click();
    await page.waitForURL((url) => url.pathname === '/zh-cn/cn/assets/');
    await expect(page.locator('h1')).toHaveText('我的资产');
    await expectUserMenu(page, isMobile, 'ga@example.com');
  });

  test('an unbound identity is named, bound after login, and then logs in', async ({ page, context, mock, baseURL, isMobile, expectNoSeriousA11yViolations }) => {
    const email = uniqueEmail('third-bind');
    await registerThroughApi(mock, email);

    await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
    await page.getByRole('button', { name: 'Google', exact: true }).click();
    await expectAuthorisePage(page, 'Google', baseURL);
    const { link, name } = await newIdentityLink(page);
    await link.click();

    await expect(page.getByText(`该 Google 账号（${name}）尚未绑定本站账户。`)).toBeVisible();
    await expect(page.getByRole('link', { name: '注册' })).toHaveAttribute('href', /^\/zh-cn\/register\/\?backUrl=/);
    // Neither the code nor the pending token is left in the address, nor in local storage.
    expect(page.url()).not.toContain('code=');
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('third');
    const held = await page.evaluate(() => window.sessionStorage.getItem('third.pendingBind'));
    const token = (JSON.parse(held ?? '{}') as { thirdToken?: string }).thirdToken ?? '';
    expect(token).not.toBe('');
    for (const href of await page.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).not.toContain(token);
    }
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: '登录并绑定' }).click();
    await page.waitForURL((url) => url.pathname === '/zh-cn/login/');
    expect(page.url()).not.toContain(token);
    await loginWithEmail(page, email);
    await page.waitForURL((url) => url.pathname === '/zh-cn/third/auth/');
    await expect(toast(page, '绑定成功')).toBeVisible();
    await expect(bindRow(page, 'google')).toContainText(`已绑定：${name}`);
    await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/zh-cn/cn/faq/');
    expect(await page.evaluate(() => window.sessionStorage.getItem('third.pendingBind'))).toBeNull();

    // Logged out, the same identity now logs this account in.
    await context.clearCookies();
    await page.goto('/zh-cn/login/');
    await page.getByRole('button', { name: 'Google', exact: true }).click();
    await expectAuthorisePage(page, 'Google', baseURL);
    await page.getByRole('link', { name: `以 ${name} 授权` }).click();
    await page.waitForURL((url) => url.pathname === '/zh-cn/');
    await expectUserMenu(page, isMobile, email);
  });

  test('a spent code and an invalid code show the message with a way back to login', async ({ page, baseURL }) => {
    await page.goto('/zh-cn/login/');
    await page.getByRole('button', { name: 'Telegram', exact: true }).click();
    await expectAuthorisePage(page, 'Telegram', baseURL);
    const { link, name } = await newIdentityLink(page);
    const callback = (await link.getAttribute('href')) ?? '';
    expect(callback).toContain('/zh-cn/third/auth/?platform=telegram&code=');
    await link.click();
    await expect(page.getByText(`该 Telegram 账号（${name}）尚未绑定本站账户。`)).toBeVisible();

    await page.goto(callback);
    await expect(alertWith(page, '授权已失效，请重试')).toBeVisible();
    await page.getByRole('link', { name: '返回登录' }).click();
    await page.waitForURL((url) => url.pathname === '/zh-cn/login/');

    await page.goto('/zh-cn/third/auth/?platform=apple&code=bogus&state=bogus');
    await expect(alertWith(page, '授权已失效，请重试')).toBeVisible();
    await page.goto('/zh-cn/third/auth/?code=bogus&state=bogus');
    await expect(alertWith(page, '授权信息不完整，请重新发起授权')).toBeVisible();
  });

  test('a network failure is said, not crashed on', async ({ page }) => {
    await page.route(`**/-/x/uc${UC_CALLS.thirdAuth.path()}`, (route) => route.abort('connectionfailed'));
    await page.goto('/zh-cn/third/auth/?platform=google&code=c1&state=s1');
    await expect(alertWith(page, '网络连接失败，请重试')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回登录' })).toBeVisible();
  });

  test('a visitor without a callback is sent to login with backUrl', async ({ page }) => {
    await page.goto('/zh-cn/third/auth/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zh-cn/login/');
    expect(url.searchParams.get('backUrl')).toBe('/zh-cn/third/auth/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
  });
});

test.describe('the bindings of a logged-in user', () => {
  test('binds Apple through the provider, then unbinds it after confirming', async ({ page, context, mock, baseURL, expectNoSeriousA11yViolations }) => {
    await useSession(context, baseURL, await registerThroughApi(mock, uniqueEmail('third-list')));
    await page.goto('/zh-cn/third/auth/');
    await expect(page.locator('[data-layout="loading"] h1')).toHaveText('第三方账号授权');
    for (const platform of ['google', 'apple', 'telegram']) await expect(bindRow(page, platform)).toContainText('未绑定');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '绑定 Apple', exact: true }).click();
    await expectAuthorisePage(page, 'Apple', baseURL);
    const { link, name } = await newIdentityLink(page);
    await link.click();
    await expect(toast(page, '绑定成功')).toBeVisible();
    await expect(bindRow(page, 'apple')).toContainText(`已绑定：${name}`);
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: '解除绑定 Apple', exact: true }).click();
    const question = page.getByRole('group', { name: '确认解除绑定' });
    await expect(question).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toHaveCount(0);
    await expect(bindRow(page, 'apple')).toContainText('已绑定');

    await page.getByRole('button', { name: '解除绑定 Apple', exact: true }).click();
    await page.getByRole('group', { name: '确认解除绑定' }).getByRole('button', { name: /确认解除/ }).click();
    await expect(toast(page, '解除绑定成功')).toBeVisible();
    await expect(bindRow(page, 'apple')).toContainText('未绑定');
    await expect(page.getByRole('button', { name: '绑定 Apple', exact: true })).toBeEnabled();
  });

  test('an identity bound to another account is refused with the server message', async ({ page, context, mock, baseURL }) => {
    await useSession(context, baseURL, await registerThroughApi(mock, uniqueEmail('third-taken')));
    await page.goto('/zh-cn/third/auth/');
    await page.getByRole('button', { name: '绑定 Google', exact: true }).click();
    await expectAuthorisePage(page, 'Google', baseURL);
    await page.getByRole('link', { name: '以 ga.user@gmail.com 授权' }).click();
    await expect(alertWith(page, '该第三方账号已绑定其他账户')).toBeVisible();
    await expect(bindRow(page, 'google')).toContainText('未绑定');
  });

  test('a failed list load can be tried again', async ({ page, loginAs }) => {
    await loginAs(10003);
    let failures = 1;
    await page.route(`**/-/x/uc${UC_CALLS.thirdBindList.path()}**`, async (route) => {
      if (failures-- > 0) await route.fulfill({ json: { success: false, code: 600, message: '系统繁忙，请稍后再试', data: null } });
      else await route.continue();
    });
    await page.goto('/zh-cn/third/auth/');
    await expect(alertWith(page, '系统繁忙，请稍后再试')).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(bindRow(page, 'google')).toContainText('未绑定');
  });
});
