// The security centre's second factors and login password, desktop and phone, each project with
// its own seeded user (email and phone bound, no GA): bind Google Authenticator with a real TOTP
// code of the secret the page shows, then change it; change the password while a second
// browser is logged in as the same user and see that one logged out on its next navigation;
// change the phone through the code sender.

import type { Page } from '@playwright/test';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { DEMO_GA_SECRET } from '@/mocks/db/users';
import { totp } from '@/mocks/db/totp';
import { codeFor } from './accounts';
import { expect, test, type MockControl } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10042 : 10041;
}
const email = () => `security${uid()}@example.com`;
const SECURITY = '/zh-cn/user-center/security/';

test.describe.configure({ mode: 'serial' });

/** The code of `secret` on the mock's clock. */
async function codeOf(mock: MockControl, secret: string): Promise<string> {
  return totp(secret, (await mock.clock()).now);
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

test('binds Google Authenticator with a real code, then changes it', async ({ page, loginAs, mock, isMobile }) => {
  await mock.securityFactors.restore(uid());
  await loginAs(uid());
  await page.goto(SECURITY);
  const gaRow = page.getByTestId('security-row-ga');
  await expect(gaRow).toContainText('未绑定');
  await gaRow.getByRole('link', { name: '绑定' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/bind-ga\/$/);

  for (const step of ['1. 下载谷歌验证器', '2. 扫描二维码', '3. 备份密钥', '4. 验证']) await expect(page.getByRole('heading', { name: step })).toBeVisible();
  await expect(page.getByRole('img', { name: '谷歌验证器二维码' })).toBeVisible();
  const secret = (await page.getByTestId('ga-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The security verification: a code to the account's own email.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('邮箱验证码').fill(await codeFor(mock, email(), 'security'));
  // A wrong code is refused with the spec-like text under its own field and stays typed.
  const right = await codeOf(mock, secret);
  const wrong = right === '000000' ? '111111' : '000000';
  await page.getByLabel('谷歌验证码').fill(wrong);
  await page.getByRole('button', { name: '确认绑定' }).click();
  const gaField = page.getByLabel('谷歌验证码');
  await expect(gaField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${(await gaField.getAttribute('aria-describedby')) ?? ''}"]`)).toHaveText('谷歌验证码不正确，请重新输入');
  await expect(page.getByTestId('ga-verify-failure')).toHaveCount(0);
  await expect(gaField).toHaveValue(wrong);

  await page.getByLabel('谷歌验证码').fill(await codeOf(mock, secret));
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/security\/$/);
  await expectToast(page, '谷歌验证器绑定成功');
  await expect(gaRow).toContainText('已绑定');
  expect((await mock.gaCode({ uid: uid() })).secret).toBe(secret);

  // Change it: the old authenticator's code, typed once in the security step (which now asks for GA), and the new one's.
  await gaRow.getByRole('link', { name: '更换' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/rebind-ga\/$/);
  const next = (await page.getByTestId('ga-secret').getAttribute('data-secret')) ?? '';
  expect(next).not.toBe(secret);
  await page.getByLabel('谷歌验证码', { exact: true }).fill(await codeOf(mock, secret));
  await expect(page.getByLabel('原谷歌验证码')).toHaveCount(0);
  await page.getByLabel('新谷歌验证码').fill(await codeOf(mock, next));
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/security\/$/);
  await expectToast(page, '谷歌验证器更换成功');
  expect((await mock.gaCode({ uid: uid() })).secret).toBe(next);
});

test('changing the password logs the other browser out', async ({ page, browser, baseURL, loginAs, mock }) => {
  await mock.securityFactors.restore(uid(), { gaSecret: DEMO_GA_SECRET });
  await loginAs(uid());
  // A second browser, logged in as the same user.
  const other = await browser.newContext({ baseURL });
  const { token } = await mock.session(uid());
  await other.addCookies([{ name: UC_SESSION_COOKIE, value: token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);
  const otherPage = await other.newPage();
  await otherPage.goto(SECURITY);
  await expect(otherPage.getByTestId('security-screen')).toBeVisible();

  await page.goto(SECURITY);
  await page.getByTestId('password-change').click();
  const dialog = page.getByRole('dialog', { name: '修改登录密码' });
  await dialog.getByLabel('原密码').fill('Trade1234');
  await dialog.getByLabel('新密码', { exact: true }).fill('Trade1234');
  await dialog.getByLabel('确认新密码').fill('Trade1234');
  await dialog.getByLabel('谷歌验证码').fill(await codeOf(mock, DEMO_GA_SECRET));
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByText('新密码不能与原密码相同')).toBeVisible();

  await dialog.getByLabel('新密码', { exact: true }).fill('Better12345!');
  await expect(dialog.getByTestId('password-strength')).toHaveText('密码强度：强');
  await dialog.getByLabel('确认新密码').fill('Better12345!');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, '登录密码已修改，其他设备已退出登录');

  // The other browser's next navigation finds its session ended; this one stays logged in.
  await otherPage.goto(SECURITY);
  await expect(otherPage).toHaveURL(/\/zh-cn\/login\//);
  await other.close();
  // The page is back once its document is; a slow late resource must not hold the reload.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('security-screen')).toBeVisible();
  await mock.securityFactors.restore(uid());
});

test('changes the phone with the code sent to the new number', async ({ page, loginAs, mock }) => {
  await mock.securityFactors.restore(uid(), { gaSecret: DEMO_GA_SECRET });
  await loginAs(uid());
  await page.goto(SECURITY);
  const phone = `13${uid() % 10}${String(Date.now()).slice(-8)}`;
  await page.getByTestId('phone-change').click();
  const dialog = page.getByRole('dialog', { name: '更换手机' });
  await dialog.getByLabel('新手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('新手机验证码').fill(await codeFor(mock, phone, 'bind'));
  await dialog.getByLabel('谷歌验证码').fill(await codeOf(mock, DEMO_GA_SECRET));
  await dialog.getByRole('button', { name: '确认更换' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, '手机更换成功');
  await expect(page.getByTestId('security-row-phone')).toContainText(`${phone.slice(0, 3)}`);
  await expect(page.getByTestId('security-row-phone')).toContainText(phone.slice(-4));
  await mock.securityFactors.restore(uid());
});
