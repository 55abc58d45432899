// ETP creation 申购 / redemption 赎回 and a prime launch on the exchange page, against the mock
// backend, on the desktop and the phone project (each with its own user): creation spends the
// quote and adds the ETP token and shows as 申购 in the records; redemption the reverse; an
// amount above the single max is stopped at the field; the exchange limit is fetched again
// 30 s after a failure; a PO is pending until the round is drawn, then settled; a visitor is
// asked to log in. Every mock state change here belongs to this file's user only.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { creationMaxMessage } from '@/lib/trading/etp';
import { showExchangeTab } from './exchange-page';
import { expect, test } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10018 : 10017;
}

async function numberOf(page: Page, testId: string): Promise<Decimal> {
  await expect(page.getByTestId(testId)).toHaveText(/^\d/);
  return new Decimal((await page.getByTestId(testId).textContent()) ?? '0');
}

/** Serious or critical accessibility violations inside these parts of the page (the whole page is checked elsewhere). */
async function expectNoSeriousViolationsIn(page: Page, ...selectors: string[]): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

async function openPair(page: Page, pair: string): Promise<void> {
  await page.goto(`/zh-cn/exchange/${pair}/`);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
  // On a phone the pair's ETP or prime panel has a tab of its own.
  await showExchangeTab(page, pair === 'nft_usdt' ? 'prime' : 'etp');
}

/** The creation and redemption records: the orders panel's ETP 申赎 tab. */
async function showEtpRecords(page: Page): Promise<void> {
  await showExchangeTab(page, 'trade');
  await page.getByTestId('orders-panel').getByRole('tab', { name: 'ETP 申赎' }).click();
  await expect(page.getByTestId('etp-orders')).toBeVisible();
}

// The tests of one project share a user's balances: one at a time, in order.
test.describe.configure({ mode: 'serial' });

test.describe('logged in', () => {
  test.beforeEach(async ({ loginAs, mock }) => {
    await mock.etp.limitFail(uid(), 0);
    await loginAs(uid());
  });

  test('creation spends USDT, adds BTC3L and shows as 申购 in the records', async ({ page }) => {
    await openPair(page, 'btc3l_usdt');
    const panel = page.getByTestId('etp-panel');
    await expect(panel.getByTestId('etp-single-limit')).toHaveText('10 ~ 5000 USDT');
    await expect(panel.getByTestId('etp-position-limit')).toHaveText('100000 BTC3L');
    const usdt = await numberOf(page, 'available-buy');
    const tokens = await numberOf(page, 'available-sell');
    await panel.getByLabel('申购金额').fill('100');
    await expect(panel.getByTestId('etp-estimate')).toHaveText('6.1039');
    await panel.getByRole('button', { name: /^申购/ }).click();
    await expect(page.getByText('申购成功')).toBeVisible();
    await showEtpRecords(page);
    const first = page.getByTestId('etp-orders').locator('tbody tr[data-etp-order-id]').first();
    await expect(first).toHaveAttribute('data-type', 'creation');
    await expect(first).toContainText('申购');
    await expect(first).toContainText('6.1039');
    await expectNoSeriousViolationsIn(page, '[data-testid="etp-panel"]', '[data-testid="etp-orders"]');
    await expect.poll(async () => (await numberOf(page, 'available-buy')).toFixed()).toBe(usdt.sub(100).toFixed());
    await expect.poll(async () => (await numberOf(page, 'available-sell')).toFixed()).toBe(tokens.add('6.1039').toFixed());
  });

  test('redemption gives BTC3L back for USDT and shows as 赎回', async ({ page }) => {
    await openPair(page, 'btc3l_usdt');
    const panel = page.getByTestId('etp-panel');
    const usdt = await numberOf(page, 'available-buy');
    const tokens = await numberOf(page, 'available-sell');
    expect(tokens.gte(2)).toBe(true);
    await panel.getByRole('tab', { name: '赎回' }).click();
    await expect(panel.getByTestId('etp-single-limit')).toHaveText('1 ~ 2000 BTC3L');
    await panel.getByLabel('赎回数量').fill('2');
    await expect(panel.getByTestId('etp-estimate')).toHaveText('32.6346');
    await panel.getByRole('button', { name: /^赎回/ }).click();
    await expect(page.getByText('赎回成功')).toBeVisible();
    await showEtpRecords(page);
    const first = page.getByTestId('etp-orders').locator('tbody tr[data-etp-order-id]').first();
    await expect(first).toHaveAttribute('data-type', 'redemption');
    await expect(first).toContainText('赎回');
    await expect.poll(async () => (await numberOf(page, 'available-sell')).toFixed()).toBe(tokens.sub(2).toFixed());
    await expect.poll(async () => (await numberOf(page, 'available-buy')).toFixed()).toBe(usdt.add('32.6346').toFixed());
  });

  test('an amount above the single max shows the limit message and sends nothing', async ({ page }) => {
    await openPair(page, 'btc3l_usdt');
    const panel = page.getByTestId('etp-panel');
    await expect(panel.getByTestId('etp-single-limit')).toHaveText('10 ~ 5000 USDT');
    await showEtpRecords(page);
    const rows = page.getByTestId('etp-orders').locator('tbody tr[data-etp-order-id]');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    await showExchangeTab(page, 'etp');
    await panel.getByLabel('申购金额').fill('5001');
    await panel.getByRole('button', { name: /^申购/ }).click();
    await expect(panel.getByTestId('etp-field-error')).toHaveText(creationMaxMessage('5000', 'usdt'));
    await expect(panel.getByLabel('申购金额')).toHaveValue('5001');
    await expect(page.getByText('申购成功')).toHaveCount(0);
    await expect(rows).toHaveCount(count);
  });

  test('the exchange limit is fetched again 30 s after a failure', async ({ page, mock }) => {
    await mock.etp.limitFail(uid(), 1);
    await page.clock.install();
    await openPair(page, 'btc3l_usdt');
    const panel = page.getByTestId('etp-panel');
    await expect(panel.getByTestId('etp-limit-failed')).toHaveText('额度加载失败，30秒后自动重试');
    await expect(panel.getByTestId('etp-single-limit')).toHaveText('--');
    await page.clock.fastForward(30_000);
    await expect(panel.getByTestId('etp-single-limit')).toHaveText('10 ~ 5000 USDT');
    await expect(panel.getByTestId('etp-limit-failed')).toHaveCount(0);
  });

  test('a prime PO is pending until the round is drawn, then settled', async ({ page, mock }) => {
    await openPair(page, 'nft_usdt');
    const panel = page.getByTestId('prime-panel');
    await expect(panel.getByTestId('prime-phase')).toHaveText('PO 申购中');
    await expect(panel.getByTestId('prime-round')).toHaveText('第 1 轮 / 共 2 轮');
    await expect(panel.getByTestId('prime-limit')).toHaveText(/^\d+ \/ 2000000 NFT$/);
    const form = panel.getByTestId('prime-form-po');
    await form.getByLabel('申购数量').fill('1000');
    await expect(form.getByTestId('prime-value')).toHaveText('0.003');
    await form.getByRole('button', { name: 'PO 申购' }).click();
    await expect(page.getByText('提交成功')).toBeVisible();
    const result = panel.getByTestId('prime-result');
    await expect(result).toHaveAttribute('data-state', 'pending');
    await expect(result).toContainText('待开奖');
    await expectNoSeriousViolationsIn(page, '[data-testid="prime-panel"]');
    await mock.prime.settle('nftusdt', uid());
    // Fetched again every 5 s while pending.
    await expect(result).toHaveAttribute('data-state', 'settled', { timeout: 15_000 });
    await expect(result).toContainText('获得 1000 NFT');
  });
});

test('a visitor sees the ETP and prime facts and a login prompt', async ({ page }) => {
  await openPair(page, 'btc3l_usdt');
  await expect(page.getByTestId('etp-net-value')).toHaveText('16.35 USDT');
  await expect(page.getByTestId('etp-login-prompt').getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.getByTestId('etp-form')).toHaveCount(0);
  await expect(page.getByTestId('etp-orders')).toHaveCount(0);
  await openPair(page, 'nft_usdt');
  await expect(page.getByTestId('prime-phase')).toHaveText('PO 申购中');
  await expect(page.getByTestId('prime-login-prompt').getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.getByTestId('prime-form-po')).toHaveCount(0);
});
