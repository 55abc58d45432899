// The security step and the authenticator pages with a fresh account per project (email only,
// no authenticator), desktop and phone: a refused code is told under the field it was typed in
// with section 5's text, so a user who typed two codes (binding GA) sees which one was wrong; the
// change-GA page of an account with no authenticator leads to binding, with the way back.

import type { BrowserContext } from '@playwright/test';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { totp } from '@/mocks/db/totp';
import { registerThroughApi, uniqueEmail } from './accounts';
import { expect, test, type MockControl } from './fixtures';

const SECURITY = '/zh-cn/user-center/security/';

/** A new account, logged in in this browser. */
async function freshAccount(context: BrowserContext, mock: MockControl, baseURL: string | undefined, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const token = await registerThroughApi(mock, email);
  await context.addCookies([{ name: UC_SESSION_COOKIE, value: token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);
  return email;
}

async function expectNoSideScroll(page: import('@playwright/test').Page, isMobile: boolean) {
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('binding GA with a wrong e-mail code says so under the e-mail field, not 验证码错误', async ({ page, context, mock, baseURL, isMobile }) => {
  await freshAccount(context, mock, baseURL, 'bindga');
  await page.goto('/zh-cn/user-center/bind-ga/');
  const secret = (await page.getByTestId('ga-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const form = page.getByTestId('ga-verify-form');
  const email = form.getByLabel('邮箱验证码');
  await expect(email).toBeVisible();
  await form.getByLabel('谷歌验证码').fill(totp(secret, (await mock.clock()).now));
  await email.fill('000000');
  await form.getByRole('button', { name: '确认绑定' }).click();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('邮箱验证码不正确，请重新输入');
  await expect(page.getByText('验证码错误', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('谷歌验证码')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('000000');
  await expectNoSideScroll(page, isMobile);
});

test('the anti-phishing dialog tells a wrong e-mail code under its field', async ({ page, context, mock, baseURL }) => {
  await freshAccount(context, mock, baseURL, 'phish');
  await page.goto(SECURITY);
  const row = page.getByTestId('security-row-anti-phishing');
  await row.getByRole('button', { name: '设置' }).click();
  const dialog = page.getByRole('dialog', { name: '设置防钓鱼码' });
  const email = dialog.getByLabel('邮箱验证码');
  await email.fill('000000');
  await dialog.getByLabel('新防钓鱼码').fill('Safe2031');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('邮箱验证码不正确，请重新输入');
  await expect(dialog.getByText('验证码错误', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('新防钓鱼码')).toHaveValue('Safe2031');
});

test('the change-GA page of an account without an authenticator leads to binding, and back', async ({ page, context, mock, baseURL, isMobile }) => {
  await freshAccount(context, mock, baseURL, 'rebind');
  await page.goto('/zh-cn/user-center/rebind-ga/');
  const notice = page.getByTestId('ga-not-bound');
  await expect(notice).toContainText('尚未绑定谷歌验证器');
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expectNoSideScroll(page, isMobile);
  await notice.getByRole('link', { name: '去绑定谷歌验证器' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/bind-ga\/$/);
  await expect(page.getByTestId('ga-secret')).toBeVisible();
  await page.getByRole('link', { name: '返回账户安全' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/security\/$/);
});
