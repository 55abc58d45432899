// The observation area (/zh-cn/observation/?s=): a logged-in user who has not agreed reads the
// risk terms, agrees and lands on the exchange page, and afterwards goes straight through; a
// visitor is sent to login; a bad pair answers 404. The agreeing test registers its own user, so
// the seeded uid 10001 keeps POTENTIALS not agreed for every other spec (routes.spec.ts).

import { documentTitle, getRoute, NOT_FOUND_TEXT } from '@/lib/routing/manifest';
import { registerThroughApi, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

const OBSERVATION = '/zh-cn/observation/?s=btc_usdt';

test('a logged-in user agrees to the observation terms and lands on the exchange page', async ({ page, context, mock, baseURL }) => {
  const token = await registerThroughApi(mock, uniqueEmail('observation'));
  await context.addCookies([{ name: 'HB-UC-TOKEN', value: token, url: baseURL ?? 'http://localhost', httpOnly: true }]);
  await page.goto(OBSERVATION);
  const agreement = page.getByTestId('observation-agreement');
  await expect(agreement.getByRole('heading', { name: '观察区风险提示' })).toBeVisible();
  await expect(agreement).toContainText('BTC/USDT');
  const agree = page.getByRole('button', { name: /同意并继续/ });
  await expect(agree).toBeDisabled();
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await agree.click();
  await page.waitForURL((url) => url.pathname === '/zh-cn/exchange/btc_usdt/');
  await expect(page).toHaveTitle(documentTitle(getRoute('exchange/{pair}')));

  // Agreed once: the observation page now goes straight on, on the server.
  await page.goto('/zh-cn/observation/?s=eth_usdt');
  await page.waitForURL((url) => url.pathname === '/zh-cn/exchange/eth_usdt/');
});

test('the seeded user who has not agreed sees the terms', async ({ page, loginAs }) => {
  await loginAs();
  await page.goto(OBSERVATION);
  await expect(page.locator('[data-route="observation"] h1')).toHaveText('观察区');
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: /同意并继续/ })).toBeDisabled();
});

test('a visitor is sent to login with the observation page as backUrl', async ({ page }) => {
  await page.goto(OBSERVATION);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/zh-cn/login/');
  expect(url.searchParams.get('backUrl')).toBe(OBSERVATION);
});

for (const s of ['', 'btcusdt', 'BTC_USDT', 'btc_btc', '..%2Fadmin_x']) {
  test(`a bad pair answers 404 (s=${s})`, async ({ page, loginAs }) => {
    await loginAs();
    const response = await page.goto(`/zh-cn/observation/?s=${s}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });
}
