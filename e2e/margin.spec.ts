// The margin panel of the exchange page (exchange-wallet-fiat.md sections 3 "Lending", 5 "Loan
// bounds", 7 "Margin and super-margin loan, repay, transfer, history") against the mock's
// lending calls, on the desktop and the phone project (each with its own user, pair btc_usdt):
// a loan within the bounds raises 已借 and the balance; a loan above the max shows the bound
// message and sends nothing; repay all clears it; transfers move the balance both ways; a
// cross-margin usdt loan lowers the remaining quota; the loan history lists the loans.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { showExchangeTab } from './exchange-page';
import { expect, test } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10014 : 10013;
}

async function numberOf(page: Page, testId: string): Promise<Decimal> {
  const cell = page.getByTestId(testId);
  await expect(cell).toHaveText(/^\d/);
  return new Decimal((await cell.textContent()) ?? '0');
}

async function expectNumber(page: Page, testId: string, expected: Decimal) {
  await expect.poll(async () => (await numberOf(page, testId)).toFixed()).toBe(expected.toFixed());
}

async function openPanel(page: Page, kind: '逐仓' | '全仓' = '逐仓') {
  await showExchangeTab(page, 'margin');
  const panel = page.getByTestId('margin-panel');
  await expect(panel).toBeVisible();
  if (kind === '全仓') await panel.getByRole('tab', { name: '全仓' }).click();
  await expect(page.getByTestId('margin-assets')).toHaveAttribute('data-kind', kind === '全仓' ? 'cross' : 'margin');
  await expect(page.getByTestId('margin-assets')).toHaveAttribute('data-loaded', 'true');
  return panel;
}

// The tests of one project share a user's margin accounts: one at a time, in order.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ loginAs, page }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/exchange/btc_usdt/');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
});

test('a loan within the bounds raises 已借 and the balance, and the history lists it', async ({ page }) => {
  const panel = await openPanel(page);
  const asset = await numberOf(page, 'margin-asset-btc');
  const loaned = await numberOf(page, 'margin-loaned-btc');
  await panel.getByRole('button', { name: '借币 BTC' }).click();
  const dialog = page.getByTestId('margin-loan-dialog');
  await expect(dialog.getByTestId('loan-min')).toHaveText('0.001');
  await expect(dialog.getByTestId('loan-max')).toHaveText('2');
  // The panel and its dialog only: the rest of the page is other panels' business (and a scan
  // of the whole exchange page takes long on a loaded machine).
  const scan = await new AxeBuilder({ page }).include('[data-testid="margin-panel"]').include('[data-testid="margin-loan-dialog"]').analyze();
  expect(scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await dialog.getByLabel('数量').fill('0.01');
  await dialog.getByRole('button', { name: '确定借币' }).click();
  await expect(page.getByText('借币成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectNumber(page, 'margin-loaned-btc', loaned.plus('0.01'));
  await expectNumber(page, 'margin-asset-btc', asset.plus('0.01'));
  // The first hour's interest is charged at once.
  expect((await numberOf(page, 'margin-interest-btc')).gt(0)).toBe(true);
  const history = page.getByTestId('margin-loans');
  await expect(history.locator('tbody tr[data-state="accrual"]').filter({ hasText: 'BTC' }).first()).toContainText('已放款');
  await expect(history.locator('tbody tr[data-state="accrual"]').first()).toContainText('0.01');
});

test('usdt has no max (不限); a loan above the max shows the bound message and sends nothing', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: '借币 USDT' }).click();
  await expect(page.getByTestId('margin-loan-dialog').getByTestId('loan-max')).toHaveText('不限');
  await page.getByTestId('margin-loan-dialog').getByRole('button', { name: '取消' }).click();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/margin/orders')) sent.push(request.url());
  });
  await panel.getByRole('button', { name: '借币 BTC' }).click();
  const dialog = page.getByTestId('margin-loan-dialog');
  const field = dialog.getByLabel('数量');
  await field.fill('3');
  await dialog.getByRole('button', { name: '确定借币' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('数量不能大于最大值 2');
  await expect(field).toHaveValue('3');
  await field.fill('abc');
  await dialog.getByRole('button', { name: '确定借币' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入有效的数字');
  expect(sent).toEqual([]);
});

test('repay all clears what the currency owes', async ({ page }) => {
  const panel = await openPanel(page);
  if ((await numberOf(page, 'margin-loaned-btc')).isZero()) {
    await panel.getByRole('button', { name: '借币 BTC' }).click();
    await page.getByTestId('margin-loan-dialog').getByLabel('数量').fill('0.01');
    await page.getByTestId('margin-loan-dialog').getByRole('button', { name: '确定借币' }).click();
    await expect(page.getByTestId('margin-loan-dialog')).toHaveCount(0);
  }
  const asset = await numberOf(page, 'margin-asset-btc');
  const owed = (await numberOf(page, 'margin-loaned-btc')).plus(await numberOf(page, 'margin-interest-btc'));
  await panel.getByRole('button', { name: '还币 BTC' }).click();
  const dialog = page.getByTestId('margin-repay-dialog');
  await dialog.getByRole('button', { name: '全部' }).click();
  await expect(dialog.getByLabel('数量')).toHaveValue(owed.toFixed());
  await dialog.getByRole('button', { name: '确定还币' }).click();
  await expect(page.getByText('还币成功')).toBeVisible();
  await expectNumber(page, 'margin-loaned-btc', new Decimal(0));
  await expectNumber(page, 'margin-interest-btc', new Decimal(0));
  await expectNumber(page, 'margin-asset-btc', asset.minus(owed));
  await expect(page.getByTestId('margin-loans').locator('tbody tr[data-state="cleared"]').first()).toContainText('已还清');
  await expect(panel.getByRole('button', { name: '还币 BTC' })).toBeDisabled();
});

test('transfer in and out moves the margin balance both ways', async ({ page }) => {
  const panel = await openPanel(page);
  const asset = await numberOf(page, 'margin-asset-usdt');
  await panel.getByRole('button', { name: '划转 USDT' }).click();
  let dialog = page.getByTestId('margin-transfer-dialog');
  await expect(dialog.getByRole('button', { name: '转入' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('数量').fill('100');
  await dialog.getByRole('button', { name: '确定划转' }).click();
  await expect(page.getByText('划转成功').first()).toBeVisible();
  await expectNumber(page, 'margin-asset-usdt', asset.plus(100));

  await panel.getByRole('button', { name: '划转 USDT' }).click();
  dialog = page.getByTestId('margin-transfer-dialog');
  await dialog.getByRole('button', { name: '转出' }).click();
  await expect(dialog.getByTestId('transfer-available')).toHaveText(asset.plus(100).toFixed());
  await dialog.getByLabel('数量').fill('100');
  await dialog.getByRole('button', { name: '确定划转' }).click();
  await expect(dialog).toHaveCount(0);
  await expectNumber(page, 'margin-asset-usdt', asset);
});

test('a cross-margin usdt loan lowers the remaining quota and shows in the history', async ({ page }) => {
  const panel = await openPanel(page, '全仓');
  await expect(page.getByTestId('margin-min-usdt')).toHaveText('10');
  const quota = await numberOf(page, 'margin-quota-usdt');
  const loaned = await numberOf(page, 'margin-loaned-usdt');
  await panel.getByRole('button', { name: '借币 USDT' }).click();
  const dialog = page.getByTestId('margin-loan-dialog');
  await dialog.getByLabel('数量').fill('5');
  await dialog.getByRole('button', { name: '确定借币' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('数量不能小于最小值 10');
  await dialog.getByLabel('数量').fill('20');
  await dialog.getByRole('button', { name: '确定借币' }).click();
  await expect(dialog).toHaveCount(0);
  await expectNumber(page, 'margin-quota-usdt', quota.minus(20));
  await expectNumber(page, 'margin-loaned-usdt', loaned.plus(20));
  await expect(page.getByTestId('margin-loans').locator('tbody tr[data-state="accrual"]').first()).toContainText('USDT');
});

test('自动借币: the form offers the loan on top of the balance, and an order above the balance borrows the rest', async ({ page }) => {
  await openPanel(page);
  const loaned = await numberOf(page, 'margin-loaned-usdt');
  await showExchangeTab(page, 'trade');
  await page.getByTestId('exchange-types').getByRole('tab', { name: '逐仓杠杆', exact: true }).click();
  await page.getByTestId('margin-modes').getByRole('radio', { name: '普通', exact: true }).click();
  const own = await numberOf(page, 'available-buy');
  await page.getByTestId('margin-modes').getByRole('radio', { name: '自动借币', exact: true }).click();
  // The loan still available (loan-info's loanable-amt) is added to what the form may spend.
  await expect.poll(async () => (await numberOf(page, 'available-buy')).gt(own)).toBe(true);

  // A resting buy worth 100 USDT more than the account holds: the auto placement borrows it.
  const price = (await numberOf(page, 'last-price')).mul(0.5).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const amount = own.plus(100).div(price).toDecimalPlaces(4, Decimal.ROUND_UP);
  const buy = page.getByTestId('order-pane-buy');
  await buy.getByLabel('价格', { exact: true }).fill(price.toFixed(2));
  await buy.getByLabel('数量', { exact: true }).fill(amount.toFixed());
  await buy.getByRole('button', { name: /^买入/ }).click();
  // Not the common mode: the order asks first.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('order-confirm-summary')).toContainText('自动借币');
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.getByText('下单成功')).toBeVisible();
  const row = page.getByTestId('open-orders').locator('tbody tr[data-order-id]');
  await expect(row).toHaveCount(1);

  // The panel shows the new loan after a reload.
  await page.reload();
  await openPanel(page);
  await expect.poll(async () => (await numberOf(page, 'margin-loaned-usdt')).minus(loaned).gte(100)).toBe(true);
  await showExchangeTab(page, 'trade');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '撤单' }).click();
  await expect(row).toHaveCount(0);
});

test('a pair without an isolated-margin account still offers 全仓 with its loans', async ({ page }) => {
  await page.goto('/zh-cn/exchange/sol_usdt/');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
  await showExchangeTab(page, 'margin');
  const panel = page.getByTestId('margin-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab')).toHaveText(['全仓']);
  await expect(page.getByTestId('margin-assets')).toHaveAttribute('data-kind', 'cross');
  await expect(page.getByTestId('margin-assets')).toHaveAttribute('data-loaded', 'true');
  await expect(panel.getByRole('button', { name: '借币 USDT' })).toBeEnabled();
});
