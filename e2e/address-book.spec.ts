// The withdraw address book (exchange-wallet-fiat.md sections 3, 5 and 7) on the desktop and the
// phone project, each with its own trader: an address added through the security-verification
// step is held by the whitelist delay with the time left, then removed; an address that does
// not fit the chosen chain refused before anything is sent; the whitelist switched on through
// its dialog; the search filters as it is typed.

import type { Page } from '@playwright/test';
import { CODE_RESEND_SECONDS } from '@/lib/code-sender/constants';
import { codeFor } from './accounts';
import { expect, test, type MockControl } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10026 : 10025;
}
const email = () => `trader${uid()}@example.com`;

const BOOK = '/zh-cn/cn/finance/address/';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ mock }) => {
  await mock.withdrawAddress.clear(uid());
  await mock.withdrawAddress.setWhitelist(uid(), { enabled: false, delayHours: 24 });
});

/**
 * Fills the verification step's email code in `dialog` (these traders have no second factor). A
 * second action within a minute of the first waits out the resend interval as a user does: the
 * page's clock (installed before it loaded) is moved on by that minute instead of the test
 * sleeping through it.
 */
async function verifyByEmail(page: Page, mock: MockControl, dialog: ReturnType<Page['getByRole']>, afterAnother = false) {
  const send = dialog.getByRole('button', { name: /获取验证码|重新发送|秒后重发/ });
  if (afterAnother) {
    // Moved on only once the step has loaded: a minute passing under a call in flight times it out.
    await expect(dialog.getByLabel('邮箱验证码')).toBeVisible();
    await expect(send).toHaveText(/秒后重发/);
    await page.clock.fastForward(CODE_RESEND_SECONDS * 1000);
  }
  await expect(send).toBeEnabled();
  await send.click();
  const code = await codeFor(mock, email(), 'security');
  await dialog.getByLabel('邮箱验证码').fill(code);
}

test('a new address goes through verification, waits out the whitelist delay, and is removed', async ({ page, loginAs, mock, isMobile }) => {
  // Two verified actions: the second comes after the code sender's 60 s resend interval.
  await mock.withdrawAddress.setWhitelist(uid(), { enabled: true, delayHours: 24 });
  await loginAs(uid());
  await page.clock.install();
  await page.goto(BOOK);
  await expect(page.getByTestId('address-book-empty')).toBeVisible();
  await expect(page.getByTestId('whitelist-state')).toHaveText('已开启');

  await page.getByRole('button', { name: '添加地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '添加提币地址' });
  await expect(dialog.getByTestId('add-address-delay-notice')).toBeVisible();
  await dialog.getByLabel('币种').selectOption('usdt');
  await dialog.getByLabel('链名称').selectOption('trc20usdt');
  await dialog.getByLabel('地址备注').fill('冷钱包');
  await dialog.getByLabel('提币地址').fill('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
  await verifyByEmail(page, mock, dialog);
  await dialog.getByRole('button', { name: '确认添加' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('address-row').filter({ hasText: '冷钱包' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('address-usability')).toHaveAttribute('data-usability', 'delaying');
  await expect(row.getByTestId('address-usability')).toContainText(/2[0-3]小时\d+分后可用/);
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('button', { name: '删除 冷钱包' }).click();
  const remove = page.getByRole('dialog', { name: '删除提币地址' });
  await verifyByEmail(page, mock, remove, true);
  await remove.getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByTestId('address-book-empty')).toBeVisible();
  expect((await mock.withdrawAddress.book(uid())).entries).toHaveLength(0);
});

test('an address that does not fit the chosen chain (TRC20 under ERC20) is refused at its field, as typed', async ({ page, loginAs }) => {
  await loginAs(uid());
  await page.goto(BOOK);
  await expect(page.getByTestId('address-book-empty')).toBeVisible();
  await page.getByRole('button', { name: '添加地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '添加提币地址' });
  await dialog.getByLabel('币种').selectOption('usdt');
  await dialog.getByLabel('链名称').selectOption('usdterc20');
  await dialog.getByLabel('地址备注').fill('错链地址');
  await dialog.getByLabel('提币地址').fill('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
  await dialog.getByRole('button', { name: '确认添加' }).click();
  await expect(dialog.getByText('提币地址格式不正确，请检查后重新输入')).toBeVisible();
  await expect(dialog.getByLabel('提币地址')).toHaveValue('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
  await expect(dialog).toBeVisible();
});

test('the whitelist is switched on through its dialog, and the search filters as it is typed', async ({ page, loginAs, mock }) => {
  await mock.withdrawAddress.seed({ uid: uid(), count: 30 });
  await mock.withdrawAddress.add({ uid: uid(), currency: 'btc', chain: 'btc', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', note: '交易所热钱包', ageMinutes: 60 * 48 });
  await loginAs(uid());
  await page.goto(BOOK);
  await expect(page.getByTestId('whitelist-state')).toHaveText('未开启');
  await expect(page.getByTestId('address-row').first()).toBeVisible();

  await page.getByTestId('address-search').fill('热钱包');
  await expect(page.getByTestId('address-row')).toHaveCount(1);
  await expect(page.getByTestId('address-row')).toContainText('1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
  await page.getByTestId('address-search').fill('没有这个地址');
  await expect(page.getByTestId('address-no-match')).toBeVisible();
  await page.getByTestId('address-search').fill('');

  await page.getByRole('button', { name: '修改白名单设置' }).click();
  const dialog = page.getByRole('dialog', { name: '提币白名单设置' });
  await dialog.getByRole('checkbox', { name: '开启提币白名单' }).check();
  await verifyByEmail(page, mock, dialog);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('whitelist-state')).toHaveText('已开启');
  expect((await mock.withdrawAddress.book(uid())).settings).toMatchObject({ enabled: true });
  // Added two days ago: past the delay, usable now.
  await page.getByTestId('address-search').fill('热钱包');
  await expect(page.getByTestId('address-row').getByTestId('address-usability')).not.toHaveAttribute('data-usability', 'delaying');
});
