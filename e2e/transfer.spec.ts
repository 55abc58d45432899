// 资金划转 (exchange-wallet-fiat.md sections 3, 6 and 7) on the desktop and the phone project,
// each with its own trader: spot → isolated margin (btcusdt) and back with both balances changed
// on screen; an amount above the transferable says so and keeps what was typed; a sub-account
// (10003) is not offered the otc account.

import type { Page } from '@playwright/test';
import { UC_SESSION_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { registerThroughApi, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10034 : 10033;
}

const SCREEN = '/zh-cn/finance/transfer/';

test.describe.configure({ mode: 'serial' });

/** The number a balance shows ("9,990 USDT" → 9990). */
async function shownAmount(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

async function waitForBalances(page: Page) {
  await expect(page.getByTestId('transfer-from-balance')).toHaveText(/^[\d,.]+ USDT$/);
  await expect(page.getByTestId('transfer-to-balance')).toHaveText(/^[\d,.]+ USDT$/);
  await expect(page.getByTestId('transfer-transferable')).toHaveText(/可划转 [\d,.]+ USDT/);
}

test('spot → isolated margin and back, both balances changing on screen', async ({ page, loginAs, isMobile }) => {
  await loginAs(uid());
  await page.goto(`${SCREEN}?from=spot&to=margin&currency=usdt&symbol=btcusdt`);
  await expect(page.getByLabel('从', { exact: true })).toHaveValue('spot');
  await expect(page.getByLabel('到', { exact: true })).toHaveValue('margin');
  await expect(page.getByLabel('杠杆交易对')).toHaveValue('btcusdt');
  await waitForBalances(page);
  const spotBefore = await shownAmount(page, 'transfer-from-balance');
  const marginBefore = await shownAmount(page, 'transfer-to-balance');
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByLabel('划转数量').fill('10');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('划转成功')).toBeVisible();
  await expect(page.getByLabel('划转数量')).toHaveValue('');
  await expect.poll(() => shownAmount(page, 'transfer-from-balance')).toBe(spotBefore - 10);
  await expect.poll(() => shownAmount(page, 'transfer-to-balance')).toBe(marginBefore + 10);

  await page.getByRole('button', { name: '交换转出与转入账户' }).click();
  await expect(page.getByLabel('从', { exact: true })).toHaveValue('margin');
  await waitForBalances(page);
  await page.getByLabel('划转数量').fill('10');
  await page.getByTestId('transfer-submit').click();
  await expect.poll(() => shownAmount(page, 'transfer-from-balance')).toBe(marginBefore);
  await expect.poll(() => shownAmount(page, 'transfer-to-balance')).toBe(spotBefore);
  await expect(page.getByTestId('transfer-records-link')).toHaveAttribute('href', '/zh-cn/finance/record/?tab=transfer');
});

test('an amount above the transferable shows the message and keeps the input', async ({ page, loginAs }) => {
  await loginAs(uid());
  await page.goto(`${SCREEN}?from=spot&to=margin&currency=usdt&symbol=btcusdt`);
  await waitForBalances(page);
  await page.getByLabel('划转数量').fill('99999999');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-amount-error')).toHaveText('超出可划转数量');
  await expect(page.getByLabel('划转数量')).toHaveValue('99999999');
});

test('a sub-account is not offered the otc account', async ({ page, loginAs }) => {
  await loginAs(10003);
  await page.goto(`${SCREEN}?from=otc&currency=usdt`);
  const from = page.getByLabel('从', { exact: true });
  await expect(from).toHaveValue('spot');
  await expect(from.locator('option')).toHaveText(['币币账户', '交割合约账户', '币本位永续合约账户', 'U本位合约账户']);
  await expect(page.getByLabel('到', { exact: true }).locator('option', { hasText: '法币账户' })).toHaveCount(0);
});

test('a new user opens on spot → an account they hold, their 100 USDT transferable', async ({ page, context, mock, baseURL, isMobile }) => {
  const token = await registerThroughApi(mock, uniqueEmail('transfer-new'));
  const info = await fetch(`${mock.origin}/uc${UC_SESSION_CALLS.userGet.path()}`, { headers: { cookie: `${UC_SESSION_COOKIE}=${token}` } }).then((response) => response.json());
  const newUid = Number(info.data.uid);
  expect(newUid).toBeGreaterThan(0);
  await mock.wallet.moveBalance({ uid: newUid, kind: 'spot', currency: 'usdt', value: 100 });
  await context.addCookies([{ name: UC_SESSION_COOKIE, value: token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);

  await page.goto(SCREEN);
  await expect(page.getByLabel('从', { exact: true })).toHaveValue('spot');
  // Not isolated margin, which a new user does not have: the first account they hold.
  await expect(page.getByLabel('到', { exact: true })).toHaveValue('otc');
  await waitForBalances(page);
  await expect(page.getByTestId('transfer-from-balance')).toHaveText('100 USDT');
  await expect(page.getByTestId('transfer-transferable')).toHaveText('可划转 100 USDT');
  await expect(page.getByTestId('transfer-submit')).toBeEnabled();
  await expect(page.getByTestId('transfer-no-receiver')).toHaveCount(0);
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
