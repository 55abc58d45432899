// The gateway's defences seen from outside, desktop and phone: a client over its limit of login
// attempts reads on the login screen when to try again, and a GET that ends the session is
// refused when another site starts it. The e2e server trusts loopback as a proxy and limits
// logins to 3 a minute for every client but loopback (playwright.config.ts), so this file names
// a client of its own per project and run in X-Forwarded-For.

import { UC_CALLS } from '@/lib/contracts/uc';
import { loginWithEmail, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

/** A documentation address (2001:db8::/32) no other test or run uses. */
function uniqueClient(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}:${group()}::${group()}`;
}

test('too many login attempts: the login screen says when to try again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClient() } });
  const page = await context.newPage();
  await page.goto('/zh-cn/login/');
  const email = uniqueEmail('limit');
  const alert = page.locator('.account-form__error');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().includes(UC_CALLS.login.path()));
    await loginWithEmail(page, email, 'Wrong1234');
    expect((await answered).status()).toBe(200);
    await expect(alert).toHaveText('账号或密码错误');
  }
  const refused = page.waitForResponse((response) => response.url().includes(UC_CALLS.login.path()));
  await loginWithEmail(page, email, 'Wrong1234');
  const response = await refused;
  expect(response.status()).toBe(429);
  const seconds = Number(response.headers()['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  await expect(alert).toHaveText(`请求过于频繁，请 ${seconds} 秒后再试`);
  await context.close();
});

test('a logout started by another site is refused and the session goes on', async ({ page, loginAs }) => {
  await loginAs();
  const crossSite = await page.request.get(`/-/x/uc${UC_CALLS.logout.path()}`, {
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toMatchObject({ success: false, code: 'cross-site-refused', message: '请求来源不被允许，已拒绝' });
  const user = await page.request.get(`/-/x/uc${UC_CALLS.userGet.path()}`);
  expect(await user.json()).toMatchObject({ success: true });
});
