// Login of a risky account on a device whose fingerprint cannot be computed, desktop and phone:
// the risk check is skipped up front (shell-and-account.md section 4), the login call demands a
// captcha, and the server's captcha opens so the user can go on instead of being stuck at
// 请先完成安全验证. Each project registers its own account, so the risk decision is its own.

import type { Page } from '@playwright/test';
import { UC_CALLS } from '@/lib/contracts/uc';
import { CHUNK_RELOAD_KEY } from '@/lib/shell/chunk-reload';
import { loginWithEmail, registerThroughApi, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

/** A text only the FingerprintJS bundle carries (its font-measuring string). */
const FINGERPRINT_MARKER = 'mmMwWLliI0';

/**
 * The fingerprint library's chunk fails to load, as a blocked or broken one would: the app then
 * has no fingerprint. A chunk failure would reload the page once (lib/shell/chunk-reload), so the
 * page is told it has just reloaded.
 */
async function withoutFingerprint(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, String(Date.now())), CHUNK_RELOAD_KEY);
  const blocked: string[] = [];
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(FINGERPRINT_MARKER)) {
      blocked.push(route.request().url());
      await route.fulfill({ status: 404, body: '' });
      return;
    }
    await route.fulfill({ response, body });
  });
  return blocked;
}

test('a risky account without a device fingerprint gets the server’s captcha and logs in', async ({ page, mock, isMobile }) => {
  const email = uniqueEmail('nofp');
  await registerThroughApi(mock, email);
  await mock.setRisk('image', email);
  const blocked = await withoutFingerprint(page);
  const riskBodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes(UC_CALLS.riskControl.path())) riskBodies.push(request.postDataJSON());
  });

  await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Fnotice%2F');
  const image = page.waitForResponse((response) => response.url().includes(UC_CALLS.captchaCodeSend.path()));
  await loginWithEmail(page, email);
  const dialog = page.getByRole('dialog', { name: '验证' });
  await expect(dialog).toBeVisible();
  expect(blocked.length).toBeGreaterThan(0);
  await expect(page.getByText('请先完成安全验证')).toHaveCount(0);
  // Asked after the login call demanded it, without a fingerprint.
  expect(riskBodies).toHaveLength(1);
  expect(riskBodies[0]).not.toHaveProperty('fingerprint');

  const { data } = (await (await image).json()) as { data: { key: string } };
  const { code } = await mock.captcha.code(data.key);
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
  await page.waitForURL(/\/zh-cn\/cn\/notice\//);
  if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(page.getByRole('button', { name: /账户菜单/ })).toContainText(email, { timeout: 20_000 });
});
