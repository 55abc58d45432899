// The security verification page (/zh-cn/verification/?scene=&backUrl=) against the mock account
// service, on the desktop and the phone project: the login gate and the way back, each kind of
// required code, refusals and failures that keep what was typed, the safe backUrl, and the mark
// a passed verification leaves on the session (read through the control API, never the URL).

import type { Page } from '@playwright/test';
import { UC_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { codeFor, loginWithEmail, registerThroughApi, uniqueEmail } from './accounts';
import { expect, test, type MockControl } from './fixtures';

const GA_UID = 10005;
const WITHDRAW_PAGE = '/zh-cn/cn/finance/withdraw/usdt/';
const ADDRESS_PAGE = '/zh-cn/cn/finance/address/';
const SECURITY_PAGE = '/zh-cn/user-center/security/';

function verificationPath(scene: string, backUrl: string): string {
  return `/zh-cn/verification/?scene=${scene}&backUrl=${encodeURIComponent(backUrl)}`;
}

async function gaCode(mock: MockControl): Promise<string> {
  return (await mock.gaCode({ uid: GA_UID })).code;
}

async function verifiedScenes(mock: MockControl, session: string): Promise<string[]> {
  const { verified } = await mock.securityVerified({ session });
  return verified.map((mark) => mark.scene);
}

const confirmButton = (page: Page) => page.getByRole('button', { name: /确\s*认/ });

test('a visitor is sent to login and comes back here after it', async ({ page }) => {
  const path = verificationPath('withdraw', WITHDRAW_PAGE);
  await page.goto(path);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/zh-cn/login/');
  expect(url.searchParams.get('backUrl')).toBe(path);
  await loginWithEmail(page, 'trader@example.com');
  await page.waitForURL((next) => next.pathname === '/zh-cn/verification/');
  expect(new URL(page.url()).searchParams.get('backUrl')).toBe(WITHDRAW_PAGE);
  await expect(page.locator('h1')).toHaveText('安全验证');
  // An account without a second factor is asked for a code to its own address.
  await expect(page.getByText('验证码将发送至 tr***@example.com')).toBeVisible();
  await expect(page.getByLabel('邮箱验证码')).toBeVisible();
});

test('a GA account verifies with its code and lands on the same-site backUrl, verified for the scene', async ({ page, loginAs, mock }) => {
  const session = await loginAs(GA_UID);
  await page.goto(verificationPath('withdraw', WITHDRAW_PAGE));
  await expect(page.getByText('您正在进行「提币」操作，为了您的账户安全，请完成以下验证。')).toBeVisible();
  const input = page.getByLabel('谷歌验证码');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('邮箱验证码')).toHaveCount(0);
  expect(await verifiedScenes(mock, session)).toEqual([]);

  const code = await gaCode(mock);
  await input.fill(code);
  await confirmButton(page).click();
  await page.waitForURL((url) => url.pathname === WITHDRAW_PAGE);
  await expect(page.locator('h1')).toHaveText('提币');
  expect(await verifiedScenes(mock, session)).toEqual(['withdraw']);
  // Nothing of the verification travels in the URL or sits in the browser's storage.
  expect(page.url()).not.toContain(code);
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));
  expect(stored).not.toContain(code);
  expect(stored).not.toContain(session);
});

test('a wrong code is told under its field with the specification’s text and stays typed', async ({ page, loginAs, mock }) => {
  const session = await loginAs(GA_UID);
  await page.goto(verificationPath('security', SECURITY_PAGE));
  const input = page.getByLabel('谷歌验证码');
  await confirmButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入谷歌验证码' })).toBeVisible();

  const wrong = (await gaCode(mock)) === '000000' ? '111111' : '000000';
  await input.fill(wrong);
  await confirmButton(page).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${(await input.getAttribute('aria-describedby')) ?? ''}"]`)).toHaveText('谷歌验证码不正确，请重新输入');
  await expect(page.getByText('验证码错误', { exact: true })).toHaveCount(0);
  await expect(input).toHaveValue(wrong);
  expect(new URL(page.url()).pathname).toBe('/zh-cn/verification/');
  expect(await verifiedScenes(mock, session)).toEqual([]);
});

test('an email account verifies with an email code', async ({ page, context, mock, baseURL }) => {
  // A fresh account: the desktop and phone runs never share one address's codes or send limit.
  const email = uniqueEmail('verify');
  const session = await registerThroughApi(mock, email);
  await context.addCookies([{ name: UC_SESSION_COOKIE, value: session, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(verificationPath('withdraw_address', ADDRESS_PAGE));
  await expect(page.getByText(`验证码将发送至 ${email.slice(0, 2)}***@example.com`)).toBeVisible();
  const input = page.getByLabel('邮箱验证码');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await confirmButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入邮箱验证码' })).toBeVisible();
  await input.fill('12');
  await confirmButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '邮箱验证码不正确，请重新输入' })).toBeVisible();

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await input.fill(await codeFor(mock, email, 'security'));
  await confirmButton(page).click();
  await page.waitForURL((url) => url.pathname === ADDRESS_PAGE);
  await expect(page.locator('h1')).toHaveText('提币地址管理');
  expect(await verifiedScenes(mock, session)).toEqual(['withdraw_address']);
});

test('a foreign backUrl goes home after the verification', async ({ page, loginAs, mock, baseURL }) => {
  await loginAs(GA_UID);
  await page.goto(verificationPath('withdraw', 'https://evil.example/steal'));
  await page.getByLabel('谷歌验证码').fill(await gaCode(mock));
  await confirmButton(page).click();
  await page.waitForURL((url) => url.pathname === '/zh-cn/');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? 'http://localhost').origin);
  await expect(page).toHaveTitle('首页 - 资产托管');
});

test('a strategy that fails to load says so and loads on retry; a failed verify call keeps the code', async ({ page, loginAs, mock }) => {
  await loginAs(GA_UID);
  let loadFails = true;
  await page.route(
    (url) => url.pathname.endsWith(UC_CALLS.securityStrategyGet.path()),
    (route) => (loadFails ? route.fulfill({ status: 500, body: 'upstream error' }) : route.continue()),
  );
  await page.goto(verificationPath('withdraw', WITHDRAW_PAGE));
  await expect(page.getByRole('alert').filter({ hasText: '验证方式加载失败，请重试' })).toBeVisible();
  loadFails = false;
  await page.getByRole('button', { name: '重试' }).click();
  const input = page.getByLabel('谷歌验证码');
  await expect(input).toBeVisible();

  await page.route((url) => url.pathname.endsWith(UC_CALLS.securityStrategyVerify.path()), (route) => route.abort('connectionfailed'));
  const code = await gaCode(mock);
  await input.fill(code);
  await confirmButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '验证失败，请稍后重试' })).toBeVisible();
  await expect(input).toHaveValue(code);
  expect(new URL(page.url()).pathname).toBe('/zh-cn/verification/');
});

test('no serious accessibility violations, with a field message shown', async ({ page, loginAs, expectNoSeriousA11yViolations }) => {
  await loginAs();
  await page.goto(verificationPath('security', SECURITY_PAGE));
  await confirmButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入邮箱验证码' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
