// Small-balance conversion and the fee deduct mode (issue 15) on the desktop (10035) and the
// phone (10036) project: the small balances converted into USDT with
// 全选 and found with their parts in the history; an expired quote refetched and confirmed
// again before anything converts; the deduct mode switched on and off (and kept over a reload).

import type { Page } from '@playwright/test';
import { expect, test, type MockControl } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10036 : 10035;
}

const SMALL: Readonly<Record<string, string>> = { eos: '0.5', xrp: '1.2', doge: '8', trx: '15', ltc: '0.01' };

test.describe.configure({ mode: 'serial' });

/** Back to the seeded small balances, whatever an earlier test converted. */
async function restoreSmallBalances(mock: MockControl) {
  for (const [currency, value] of Object.entries(SMALL)) await mock.wallet.moveBalance({ uid: uid(), kind: 'spot', currency, value });
}

async function openSmallUsdt(page: Page) {
  await page.goto('/zh-cn/finance/small-usdt/');
  await expect(page.getByTestId('convert-select-eos')).toBeVisible();
}

test.beforeEach(async ({ mock }) => {
  await restoreSmallBalances(mock);
});

test('small balances are converted into USDT and the conversion is in the history with its parts', async ({ page, loginAs, mock, isMobile }) => {
  await loginAs(uid());
  await openSmallUsdt(page);
  await expect(page.getByTestId('small-balance-note')).toContainText('0.0001 BTC');
  await page.getByTestId('convert-select-all').check();
  await expect(page.getByTestId('convert-selected-count')).toHaveText(`已选 ${Object.keys(SMALL).length} 项`);
  await expect(page.getByTestId('convert-bar')).toBeInViewport();
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByTestId('convert-submit').click();
  const dialog = page.getByRole('dialog', { name: '确认兑换' });
  await expect(dialog.getByTestId('convert-quote')).toBeVisible();
  await expect(dialog.getByTestId('convert-quote-fee')).toContainText('USDT');
  await dialog.getByTestId('convert-confirm-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('兑换成功')).toBeVisible();
  await expect(page.getByTestId('convert-select-eos')).toHaveCount(0);

  const [latest] = (await mock.convert.conversions<{ id: number; sources: Array<{ currency: string }> }>(uid())).conversions;
  expect(latest?.sources.map((source) => source.currency).sort()).toEqual(Object.keys(SMALL).sort());

  await page.getByTestId('convert-history-link').click();
  await expect(page).toHaveURL(/\/finance\/small-usdt\/history\/?$/);
  const row = page.locator(`[data-conversion-id="${String(latest?.id)}"]`);
  await expect(row.getByTestId('conversion-parts')).toContainText('0.5 EOS');
  await expect(row.getByTestId('conversion-parts')).toContainText('15 TRX');
});

test('an expired quote is refetched and confirmed again before converting', async ({ page, loginAs, mock }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/finance/convert/');
  await expect(page.getByTestId('convert-select-eos')).toBeVisible();
  const before = (await mock.convert.conversions(uid())).conversions.length;
  await page.getByTestId('convert-select-eos').check();
  await page.getByTestId('convert-submit').click();
  const dialog = page.getByRole('dialog', { name: '确认兑换' });
  const quote = dialog.getByTestId('convert-quote');
  await expect(quote).toBeVisible();
  await expect(dialog.getByTestId('convert-quote-amount')).toContainText('HT');
  const first = await quote.getAttribute('data-quote-id');

  await mock.convert.expireQuotes(uid());
  await dialog.getByTestId('convert-confirm-submit').click();
  await expect(dialog.getByTestId('convert-notice')).toHaveText('报价已过期，已重新获取报价，请再次确认');
  await expect(quote).not.toHaveAttribute('data-quote-id', first ?? '');
  expect((await mock.convert.conversions(uid())).conversions).toHaveLength(before);

  await dialog.getByTestId('convert-confirm-submit').click();
  await expect(dialog).toBeHidden();
  const { conversions } = await mock.convert.conversions<{ quoteId: string; sources: Array<{ currency: string }> }>(uid());
  expect(conversions).toHaveLength(before + 1);
  expect(conversions[0]?.quoteId).not.toBe(first);
  expect(conversions[0]?.sources.map((source) => source.currency)).toEqual(['eos']);
});

test('the fee deduct mode is switched on and off, and its history is listed', async ({ page, loginAs }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/finance/small-dedution/');
  const toggle = page.getByRole('switch', { name: '使用小额资产抵扣手续费' });
  await expect(toggle).toBeEnabled();
  const initial = (await toggle.getAttribute('aria-checked')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(!initial));
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', String(!initial));
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(initial));

  await page.getByTestId('deduct-history-link').click();
  await expect(page).toHaveURL(/\/finance\/small-dedution\/history\/?$/);
  await expect(page.getByText('EOS').first()).toBeVisible();
  await expect(page.getByText('BTCUSDT').first()).toBeVisible();
});
