// The custody area (shell-and-account.md section 7 custody calls; exchange-wallet-fiat.md
// sections 3, 6): a user reads the custody statement on 我的资产 — the total ≈ in their fiat,
// today's profit-loss, each account kind, the sub-accounts of a parent — opens an account's
// detail, and a user who has not activated profit statistics activates them. Desktop and phone
// projects; on a phone the page fits the screen's width.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A user who has not activated profit statistics, one per project (activation persists). */
function inactiveUid(): number {
  return test.info().project.name === 'phone' ? 10002 : 10008;
}

/** The page's own content (not the shell around it) is no wider than the screen. */
async function expectFitsWidth(page: Page, testId: string) {
  const overflow = await page.getByTestId(testId).evaluate((element) => Math.max(element.scrollWidth - element.clientWidth, element.getBoundingClientRect().right - window.innerWidth));
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a parent reads the custody statement and opens an account', async ({ page, loginAs, isMobile }) => {
  await loginAs(10001);
  await page.goto('/zh-cn/cn/assets/');
  await expect(page.getByRole('heading', { name: '我的资产', level: 1 })).toBeVisible();

  const total = page.getByTestId('custody-total');
  await expect(total.getByTestId('custody-total-btc')).toHaveText(/^\d+\.\d{8}BTC$/);
  await expect(total.getByTestId('custody-total-fiat')).toHaveText(/^≈ ¥[\d,]+\.\d{2}/);
  await expect(total.getByTestId('custody-profit-loss')).toHaveText(/^[+-]?[\d,]+\.\d{2} USDT$/);
  await expect(total.getByTestId('custody-profit-rate')).toHaveText(/%$/);

  const spot = page.getByTestId('kind-row-spot');
  await expect(spot.getByTestId('kind-state-spot')).toHaveAttribute('data-state', 'loaded');
  await expect(spot.getByTestId('kind-value-spot')).toHaveText(/^\d+\.\d{8} BTC$/);

  const subs = page.getByTestId('sub-profit-table');
  await expect(subs.getByTestId('sub-row-10003')).toContainText('sub10003');
  await expect(subs.getByTestId('sub-row-10009')).toContainText('submargin10009');

  const links = page.getByTestId('custody-quick-links');
  await expect(links.getByRole('link', { name: '充币' })).toBeVisible();
  await expect(links.getByRole('link', { name: '财务记录' })).toBeVisible();
  if (isMobile) await expectFitsWidth(page, 'custody-assets');

  await spot.getByRole('link', { name: '查看币币账户' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/cn\/finance\/account\/spot\/$/);
  const row = page.getByTestId('detail-row-usdt');
  await expect(row.getByRole('link', { name: '充币' })).toHaveAttribute('href', '/zh-cn/finance/deposit/usdt/');
  await expect(row.getByRole('link', { name: '提币' })).toHaveAttribute('href', '/zh-cn/cn/finance/withdraw/usdt/');
  if (isMobile) await expectFitsWidth(page, 'custody-account-detail');
});

test('a user activates profit statistics', async ({ page, loginAs }) => {
  await loginAs(inactiveUid());
  await page.goto('/zh-cn/cn/assets/');
  const card = page.getByTestId('profit-activation');
  await card.getByRole('button', { name: '开通收益统计' }).click();
  await expect(card.getByTestId('profit-activated')).toHaveText(/已开通 开通时间 \d{4}-\d{2}-\d{2}/);
  await page.reload();
  await expect(page.getByTestId('profit-activated')).toContainText('已开通');
});

test('the finance hub shows the VIP level and the score to the next', async ({ page, loginAs, isMobile }) => {
  await loginAs(10001);
  await page.goto('/zh-cn/cn/finance/');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP1 精英');
  await expect(page.getByTestId('vip-next')).toContainText('距 VIP2 白银 还需 3,800 积分');
  await expect(page.getByTestId('hub-account')).toHaveAttribute('href', '/zh-cn/cn/finance/account/');
  if (isMobile) await expectFitsWidth(page, 'custody-finance');
});
