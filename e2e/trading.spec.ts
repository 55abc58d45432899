// Spot orders on the exchange page against the mock's matching simulation and account socket,
// on the desktop and the phone project (each with its own user and pair, as both run at once):
// a limit order rests in the open orders and is cancelled; a market order fills and the
// balance moves over the account socket without a reload; bad input sends nothing.

import type { Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { AMOUNT_REQUIRED, INVALID_NUMBER } from '@/lib/trading';
import { expect, test } from './fixtures';

function account() {
  return test.info().project.name === 'phone'
    ? { uid: 10003, pair: 'btc_usdt', amount: '0.001', marketValue: '20' }
    : { uid: 10001, pair: 'eth_usdt', amount: '0.01', marketValue: '20' };
}

async function numberOf(page: Page, testId: string): Promise<Decimal> {
  await expect(page.getByTestId(testId)).toHaveText(/^\d/);
  return new Decimal((await page.getByTestId(testId).textContent()) ?? '0');
}

// The tests of one project share a user's balance and open orders: one at a time, in order.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ loginAs, page }) => {
  const { uid, pair } = account();
  await loginAs(uid);
  await page.goto(`/zh-cn/exchange/${pair}/`);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
  // Start without resting orders (a failed earlier attempt may have left one).
  const orders = page.getByTestId('open-orders');
  await expect(orders).toBeVisible();
  await expect(page.getByTestId('available-buy')).toHaveText(/^\d/);
  const cancelAll = orders.getByRole('button', { name: '全部撤单' });
  if (await cancelAll.isVisible()) {
    await cancelAll.click();
    await expect(orders.locator('tbody tr[data-order-id]')).toHaveCount(0);
  }
});

test('a limit buy rests in the open orders and is cancelled', async ({ page, expectNoSeriousA11yViolations }) => {
  const { amount } = account();
  const buy = page.getByTestId('order-pane-buy');
  const before = await numberOf(page, 'available-buy');
  const last = await numberOf(page, 'last-price');
  // Well under the market: it rests.
  const price = last.mul(0.9).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  await buy.getByLabel('价格').fill(price);
  await buy.getByLabel('数量').fill(amount);
  await buy.getByRole('button', { name: /^买入/ }).click();
  await expect(page.getByText('下单成功')).toBeVisible();
  const orders = page.getByTestId('open-orders');
  const row = orders.locator('tbody tr[data-order-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('已提交');
  await expectNoSeriousA11yViolations(page);
  // The order's value is frozen.
  await expect.poll(async () => (await numberOf(page, 'available-buy')).toFixed()).toBe(before.sub(new Decimal(price).mul(amount)).toFixed());
  await row.getByRole('button', { name: '撤单' }).click();
  await expect(page.getByText('撤单申请成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await numberOf(page, 'available-buy')).toFixed()).toBe(before.toFixed());
});

test('a market buy fills and the balance moves over the account socket without a reload', async ({ page }) => {
  const { marketValue } = account();
  const base = await numberOf(page, 'available-sell');
  const quote = await numberOf(page, 'available-buy');
  await page.getByRole('tab', { name: '市价' }).click();
  const buy = page.getByTestId('order-pane-buy');
  await buy.getByLabel('交易额').fill(marketValue);
  await buy.getByRole('button', { name: /^买入/ }).click();
  await expect(page.getByText('下单成功')).toBeVisible();
  await expect.poll(async () => (await numberOf(page, 'available-sell')).gt(base), { timeout: 15_000 }).toBe(true);
  // The value is spent down to the amount precision; the dust stays in the balance.
  await expect.poll(async () => quote.sub(await numberOf(page, 'available-buy')).toNumber()).toBeGreaterThan(Number(marketValue) * 0.95);
  expect(quote.sub(await numberOf(page, 'available-buy')).lte(marketValue)).toBe(true);
  // Nothing rests.
  await expect(page.getByTestId('open-orders').locator('tbody tr[data-order-id]')).toHaveCount(0);
});

test('bad input shows the field message, keeps the text and sends nothing', async ({ page }) => {
  const buy = page.getByTestId('order-pane-buy');
  await buy.getByLabel('价格').fill('100');
  await buy.getByRole('button', { name: /^买入/ }).click();
  await expect(buy.getByText(AMOUNT_REQUIRED)).toBeVisible();
  await buy.getByLabel('数量').fill('abc');
  await buy.getByRole('button', { name: /^买入/ }).click();
  await expect(buy.getByText(INVALID_NUMBER)).toBeVisible();
  await expect(buy.getByLabel('数量')).toHaveValue('abc');
  await expect(page.getByTestId('open-orders').locator('tbody tr[data-order-id]')).toHaveCount(0);
  await expect(page.getByText('下单成功')).toHaveCount(0);
});
