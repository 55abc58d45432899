// The account detail page /zh-cn/finance/account/{name}/ (exchange-wallet-fiat.md sections 3, 6,
// 9) against the mock, on the desktop and the phone project (each with its own user, whose spot
// balances the test sets): the spot account's currencies with their sums, the search, 隐藏小额资产,
// a balance the mock moves appearing without a reload (account socket push), and a failing
// account with 重试. On phones the rows are cards.

import type { Page } from '@playwright/test';
import { expect, type MockControl, test } from './fixtures';

function uid(): number {
  // Users whose spot account the seed leaves empty: the test owns their balances.
  return test.info().project.name === 'phone' ? 10007 : 10005;
}

const SPOT_PATH = '/zh-cn/finance/account/spot/';

async function setSpot(mock: MockControl, balances: Record<string, string>) {
  for (const [currency, value] of Object.entries(balances)) {
    await mock.wallet.moveBalance({ uid: uid(), kind: 'spot', currency, value });
  }
}

async function openSpot(page: Page) {
  await page.goto(SPOT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: '账户详情' })).toBeAttached();
  await expect(page.getByTestId('account-name')).toHaveText('币币账户');
  await expect(page.getByTestId('account-detail')).toHaveAttribute('data-state', 'loaded');
  // Hydrated and valued: the prices are in once BTC has a value.
  await expect(page.getByTestId('asset-value-btc')).toContainText(/^\d+\.\d{8} BTC/);
}

function currencyCell(page: Page, currency: string) {
  return page.getByTestId('asset-table').getByTestId(`asset-currency-${currency}`);
}

// The tests of one project share a user's spot account: one at a time, in order.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ loginAs, mock }) => {
  await mock.wallet.clearFail(uid(), 'spot');
  await setSpot(mock, { usdt: '1000', btc: '0.5', eos: '0.00000001' });
  await loginAs(uid());
});

test('the spot account lists its currencies with total, available, frozen and value', async ({ page, expectNoSeriousA11yViolations }) => {
  await openSpot(page);
  await expect(page.getByTestId('asset-total-usdt')).toHaveText('1000.00000000');
  await expect(page.getByTestId('asset-available-usdt')).toHaveText('1000.00000000');
  await expect(page.getByTestId('asset-frozen-usdt')).toHaveText('0.00000000');
  await expect(page.getByTestId('asset-total-btc')).toHaveText('0.50000000');
  await expect(page.getByTestId('account-total-btc')).toHaveText(/^\d+\.\d{8} BTC$/);
  await expect(page.getByTestId('asset-deposit-btc')).toHaveAttribute('href', '/zh-cn/finance/deposit/btc/');
  await expect(page.getByTestId('asset-trade-btc')).toHaveAttribute('href', '/zh-cn/exchange/btc_usdt/');
  await expect(page.getByRole('link', { name: '返回资产总览' })).toHaveAttribute('href', '/zh-cn/finance/account/');
  if (test.info().project.name === 'phone') {
    // Cards: the header row is out of sight, each cell carries its label.
    await expect(page.getByTestId('asset-total-usdt')).toHaveAttribute('data-label', '总额');
    await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
    const card = await page.getByTestId('asset-total-usdt').evaluate((cell) => getComputedStyle(cell.closest('tr') as Element).display);
    expect(card).toBe('block');
  } else {
    await expect(page.getByRole('columnheader', { name: '总额' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test('the search keeps the matching currencies and says when none matches', async ({ page }) => {
  await openSpot(page);
  const search = page.getByRole('searchbox', { name: '搜索币种' });
  await search.fill('bt');
  await expect(currencyCell(page, 'btc')).toBeVisible();
  await expect(currencyCell(page, 'usdt')).toHaveCount(0);
  await search.fill('ＵＳＤ');
  await expect(currencyCell(page, 'usdt')).toBeVisible();
  await expect(currencyCell(page, 'btc')).toHaveCount(0);
  await search.fill('nothing');
  await expect(page.getByTestId('asset-table')).toContainText('未找到相关币种');
  await search.fill('');
  await expect(currencyCell(page, 'eos')).toBeVisible();
});

test('隐藏小额资产 hides the rows worth less than 0.0001 BTC', async ({ page }) => {
  await openSpot(page);
  await expect(page.getByTestId('asset-value-eos')).toContainText(/^0\.\d{8} BTC/);
  await page.getByRole('checkbox', { name: '隐藏小额资产' }).check();
  await expect(currencyCell(page, 'eos')).toHaveCount(0);
  await expect(currencyCell(page, 'btc')).toBeVisible();
  await page.getByRole('checkbox', { name: '隐藏小额资产' }).uncheck();
  await expect(currencyCell(page, 'eos')).toBeVisible();
});

test('a balance the mock moves appears without a reload', async ({ page, mock }) => {
  await openSpot(page);
  await expect(page.getByTestId('asset-total-usdt')).toHaveText('1000.00000000');
  // A mark on the window: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { __accountDetailMark: true }));
  await mock.wallet.moveBalance({ uid: uid(), kind: 'spot', currency: 'usdt', value: '1234.5' });
  // The account socket's push brings it at once (the 15 s refresh at the latest).
  await expect(page.getByTestId('asset-total-usdt')).toHaveText('1234.50000000', { timeout: 20_000 });
  await expect(page.getByTestId('asset-available-usdt')).toHaveText('1234.50000000');
  expect(await page.evaluate(() => (window as unknown as { __accountDetailMark?: boolean }).__accountDetailMark)).toBe(true);
});

test('a failing account says so with 重试, and 重试 loads it', async ({ page, mock }) => {
  await mock.wallet.fail(uid(), 'spot', { code: 'base-system-error', message: '系统繁忙，请稍后再试' });
  try {
    await page.goto(SPOT_PATH);
    const notice = page.getByTestId('account-state');
    await expect(notice).toHaveAttribute('data-state', 'dead');
    await expect(notice).toContainText('系统繁忙，请稍后再试');
    await mock.wallet.clearFail(uid(), 'spot');
    await notice.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('asset-total-usdt')).toHaveText('1000.00000000');
  } finally {
    await mock.wallet.clearFail(uid(), 'spot');
  }
});
