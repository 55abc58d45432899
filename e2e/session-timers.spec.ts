// Time-driven session behaviour under Playwright's clock: the code sender's countdown across a
// reload, and the renewal of the family tokens five minutes before they expire.

import { TOKEN_EXPIRY_COOKIE } from '@/lib/session/tokens';
import { TOKEN_SESSION_PATH } from '@/lib/contracts/token-session';
import { expect, test } from './fixtures';

test('the code countdown goes on across a reload and ends in 重新发送', async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto('/zh-cn/register/');
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(`countdown-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const counting = page.getByRole('button', { name: /秒后重发/ });
  await expect(counting).toHaveText('60 秒后重发');
  await expect(counting).toBeDisabled();

  await page.clock.fastForward(20_000);
  await expect(counting).toHaveText('40 秒后重发');

  // Only an end time and a count are kept, never a code.
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
  expect(stored).not.toMatch(/\b\d{6}\b(?!\d)/);

  await page.reload();
  // Still counting from where it was, not back at 60 (the installed clock keeps running while
  // the page reloads, which takes a few seconds on a loaded machine).
  await expect(page.getByRole('button', { name: /秒后重发/ })).toHaveText(/^(40|3\d) 秒后重发$/);

  await page.clock.fastForward(41_000);
  await expect(page.getByRole('button', { name: '重新发送' })).toBeEnabled();
});

test('family tokens are renewed five minutes before they expire, not earlier', async ({ page, context, loginAs }) => {
  await page.clock.install();
  await loginAs();
  // Each exchange is one POST to the token route (the ticket itself is fetched by the server).
  const tickets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === TOKEN_SESSION_PATH) tickets.push(request.url());
  });
  const expiry = async () => (await context.cookies()).find((cookie) => cookie.name === TOKEN_EXPIRY_COOKIE)?.value;

  await page.goto('/zh-cn/user-center/security/');
  await expect.poll(() => tickets.length).toBe(1);
  await expect.poll(expiry).toBeTruthy();
  const first = await expiry();

  // 50 minutes of life, renewed at 45: nothing happens at 44.
  await page.clock.fastForward('44:00');
  await page.waitForTimeout(500);
  expect(tickets).toHaveLength(1);

  await page.clock.fastForward('01:30');
  await expect.poll(() => tickets.length).toBe(2);
  await expect.poll(expiry).not.toBe(first);
  expect(Number(await expiry())).toBeGreaterThan(Number(first));
});
