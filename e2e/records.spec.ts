// 财务记录 (finance/record, cn/finance/record) on the desktop and the phone project, each with
// its own records trader (10037 / 10038, with a seeded ledger history and deposits made here):
// tabs from the URL and switched, filters (currency, date preset; a sheet on the phone), paging
// forward and back, a deposit's detail with the txid copied, the CSV export holding every
// filtered row, and a deposit credited through the mock control showing without a reload.

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, type MockControl } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10038 : 10037;
}

const RECORDS = '/zh-cn/finance/record/';
const ROW = 'record-row';

test.describe.configure({ mode: 'serial' });

/** Deposits of the trader: `usdt` credited USDT deposits (and one BTC), enough for two pages. */
async function ensureDeposits(mock: MockControl, usdt: number): Promise<void> {
  const { records } = await mock.depositWithdraw.records({ uid: uid(), type: 'deposit' });
  const have = records.filter((record) => record.currency === 'usdt').length;
  for (let index = have; index < usdt; index += 1) {
    await mock.depositWithdraw.deposit({ uid: uid(), currency: 'usdt', chain: 'trc20usdt', amount: String(10 + index), confirmations: 100 });
  }
  if (!records.some((record) => record.currency === 'btc')) await mock.depositWithdraw.deposit({ uid: uid(), currency: 'btc', chain: 'btc', amount: '0.5', confirmations: 100 });
}

/** The filter bar: inline on the desktop, in the 筛选 sheet on the phone. */
async function withFilters(page: Page, isMobile: boolean, edit: (bar: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  if (isMobile) {
    await page.getByTestId('records-filter-open').click();
    const sheet = page.getByRole('dialog', { name: '筛选条件' });
    await edit(sheet.getByRole('group', { name: '筛选' }));
    await sheet.getByRole('button', { name: '完成' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await edit(page.getByRole('group', { name: '筛选' }));
  }
}

test('tabs follow the URL and a switch; filters by currency and date preset; pages forward and back', async ({ page, loginAs, mock, isMobile }) => {
  await ensureDeposits(mock, 23);
  await loginAs(uid());
  await page.goto(`${RECORDS}?tab=transfer`);
  await expect(page.getByRole('tab', { name: '划转', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(ROW)).toHaveCount(3);
  await expect(page.getByTestId(ROW).first()).toContainText('账户 →');
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('tab', { name: '点卡划转' }).click();
  await expect(page).toHaveURL(/\?tab=point$/);
  await expect(page.getByTestId(ROW).first()).toContainText(/点卡转[入出]/);

  await page.getByRole('tab', { name: '充币', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=deposit$/);
  await expect(page.getByTestId(ROW)).toHaveCount(20);
  const firstPage = await page.getByTestId(ROW).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-record-id')));
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(pager.getByText('第 2 页')).toBeVisible();
  await expect(page.getByTestId(ROW).first()).not.toHaveAttribute('data-record-id', firstPage[0] ?? '');
  const secondPage = await page.getByTestId(ROW).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-record-id')));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
  await pager.getByRole('button', { name: '上一页' }).click();
  await expect(pager.getByText('第 1 页')).toBeVisible();
  await expect(page.getByTestId(ROW).first()).toHaveAttribute('data-record-id', firstPage[0] ?? '');

  await withFilters(page, isMobile, async (bar) => {
    await bar.getByLabel('币种').selectOption('btc');
    await bar.getByRole('radio', { name: '今天' }).click();
  });
  await expect(page.getByTestId(ROW)).toHaveCount(1);
  await expect(page.getByTestId(ROW).first()).toContainText('BTC');
  await expect(pager).toBeHidden();
});

test('a deposit detail shows chain, txid, address and confirmations, and copies the txid', async ({ page, context, loginAs, mock }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { deposit } = await mock.depositWithdraw.deposit({ uid: uid(), currency: 'usdt', chain: 'trc20usdt', amount: '77.7', confirmations: 100 });
  if (!deposit) throw new Error('no deposit');
  await loginAs(uid());
  await page.goto(`${RECORDS}?tab=deposit`);
  const row = page.locator(`[data-record-id="${deposit.id}"]`);
  await row.getByRole('button', { name: /详情/ }).click();
  const dialog = page.getByRole('dialog', { name: '记录详情' });
  await expect(dialog.getByText('trc20usdt')).toBeVisible();
  await expect(dialog.getByTestId('record-detail-txid')).toHaveText(deposit['tx-hash']);
  await expect(dialog.getByText(deposit.address)).toBeVisible();
  await expect(dialog.getByText('已完成')).toBeVisible();
  await dialog.getByRole('button', { name: '复制' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deposit['tx-hash']);
});

test('the CSV export holds every filtered row over all pages', async ({ page, loginAs, mock, isMobile }) => {
  await ensureDeposits(mock, 23);
  await loginAs(uid());
  await page.goto(`${RECORDS}?tab=deposit`);
  await expect(page.getByTestId(ROW).first()).toBeVisible();
  await withFilters(page, isMobile, async (bar) => {
    await bar.getByLabel('币种').selectOption('usdt');
  });
  await expect(page.getByTestId(ROW)).toHaveCount(20);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^finance-records-deposit-\d{8}\.csv$/);
  const text = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('时间,币种,链,数量,手续费,地址,标签,交易ID,确认数,状态,记录ID');
  const { records } = await mock.depositWithdraw.records({ uid: uid(), type: 'deposit' });
  const usdt = records.filter((record) => record.currency === 'usdt');
  expect(usdt.length).toBeGreaterThan(20);
  expect(lines.slice(1).map((line) => line.split(',').at(-1)).sort()).toEqual(usdt.map((record) => String(record.id)).sort());
  await expect(page.getByText(`已导出 ${usdt.length} 条记录`)).toBeVisible();
});

test('a deposit credited through the mock shows without a reload', async ({ page, loginAs, mock }) => {
  await loginAs(uid());
  await page.goto(`${RECORDS}?tab=deposit`);
  await expect(page.getByTestId(ROW).first()).toBeVisible();
  const { deposit } = await mock.depositWithdraw.deposit({ uid: uid(), currency: 'usdt', chain: 'trc20usdt', amount: '31.5' });
  if (!deposit) throw new Error('no deposit');
  await mock.depositWithdraw.advanceDeposit(deposit.id, 100);
  const row = page.locator(`[data-record-id="${deposit.id}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('已完成');
});

test('the custody area shows its own tabs and records', async ({ page, loginAs }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/cn/finance/record/?tab=deduction');
  await expect(page.getByRole('tab')).toHaveText(['充币', '提币', '点卡划转', '手续费抵扣']);
  await expect(page.getByRole('tab', { name: '手续费抵扣' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(ROW).first()).toContainText('手续费抵扣');
});
