// The order form's modes and account types against the mock's matching (exchange-wallet-fiat.md
// sections 2, 5, 6): limit, market, stop-limit, algo limit and algo market orders on the spot,
// isolated-margin, cross-margin and C2C-margin accounts, each placed and (unless it filled)
// cancelled; the confirmation of algo orders and the spot ORDER_CONFIRM switch with 不再提示;
// the pair's fee rates; the gates for sub-users, a disabled user and visitors.

import type { Locator, Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { expect, test } from './fixtures';

const PAIR = 'btc_usdt';

function trader(): number {
  return test.info().project.name === 'phone' ? 10012 : 10011;
}

async function numberOf(page: Page, testId: string): Promise<Decimal> {
  await expect(page.getByTestId(testId)).toHaveText(/^\d/);
  return new Decimal((await page.getByTestId(testId).textContent()) ?? '0');
}

async function open(page: Page, pair = PAIR): Promise<void> {
  await page.goto(`/zh-cn/exchange/${pair}/`);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('order-form')).toBeVisible();
}

function rows(page: Page): Locator {
  return page.getByTestId('open-orders').locator('tbody tr[data-order-id]');
}

/** Shows the ordinary open orders or the 计划委托 (algo orders still waiting for their trigger). */
async function showList(page: Page, list: '普通委托' | '计划委托'): Promise<void> {
  const radio = page.getByTestId('open-orders').getByRole('radio', { name: list });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

/** Cancels what an earlier failed attempt may have left on the selected account, in both lists. */
async function clearOrders(page: Page): Promise<void> {
  await expect(page.getByTestId('available-buy')).toHaveText(/^\d/);
  for (const list of ['计划委托', '普通委托'] as const) {
    await showList(page, list);
    const cancelAll = page.getByTestId('open-orders').getByRole('button', { name: '全部撤单' });
    if (await cancelAll.isVisible()) {
      await cancelAll.click();
      await expect(rows(page)).toHaveCount(0);
    }
  }
}

async function chooseType(page: Page, label: string): Promise<void> {
  const tab = page.getByTestId('exchange-types').getByRole('tab', { name: label, exact: true });
  await expect(tab).toBeEnabled();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Only isolated and cross margin offer the margin modes; C2C margin has none.
  if (label === '逐仓杠杆' || label === '全仓杠杆') await page.getByTestId('margin-modes').getByRole('radio', { name: '普通', exact: true }).click();
  if (label === 'C2C杠杆') await expect(page.getByTestId('margin-modes')).toHaveCount(0);
  await clearOrders(page);
}

async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('下单确认')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(dialog).toBeHidden();
}

/** Places a buy that rests (or waits for its trigger), checks its row, and cancels it. */
async function placeAndCancel(page: Page, fields: Record<string, string>, expected: { state: string; trigger: RegExp }, confirm: boolean): Promise<void> {
  const buy = page.getByTestId('order-pane-buy');
  for (const [label, value] of Object.entries(fields)) await buy.getByLabel(label, { exact: true }).fill(value);
  await buy.getByRole('button', { name: /^买入/ }).click();
  if (confirm) await confirmDialog(page);
  // An algo order waits in the 计划委托 list; everything else (stop-limit too) in the ordinary one.
  await showList(page, confirm ? '计划委托' : '普通委托');
  const row = rows(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(expected.state);
  await expect(row.getByTestId('order-trigger')).toHaveText(expected.trigger);
  await row.getByRole('button', { name: '撤单' }).click();
  await expect(row).toHaveCount(0);
}

// The tests of one project share a user's balances, orders and key-value store: one at a time.
test.describe.configure({ mode: 'serial' });

test.describe('a trader', () => {
  test.beforeEach(async ({ loginAs, page }) => {
    await loginAs(trader());
    await open(page);
  });

  for (const type of ['币币', '逐仓杠杆', '全仓杠杆', 'C2C杠杆']) {
    test(`places and cancels every order mode on ${type}`, async ({ page }) => {
      test.setTimeout(120_000);
      await chooseType(page, type);
      const last = await numberOf(page, 'last-price');
      const below = last.mul(0.9).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
      const above = last.mul(1.1).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
      const amount = '0.001';

      await page.getByRole('tab', { name: '限价', exact: true }).click();
      await placeAndCancel(page, { 价格: below, 数量: amount }, { state: '已提交', trigger: /^--$/ }, false);

      await page.getByRole('tab', { name: '市价', exact: true }).click();
      const quote = await numberOf(page, 'available-buy');
      const buy = page.getByTestId('order-pane-buy');
      await buy.getByLabel('交易额').fill('10');
      await buy.getByRole('button', { name: /^买入/ }).click();
      // It fills at once: the value leaves the balance and nothing rests.
      await expect.poll(async () => quote.sub(await numberOf(page, 'available-buy')).toNumber(), { timeout: 15_000 }).toBeGreaterThan(9);
      await expect(rows(page)).toHaveCount(0);

      await page.getByRole('tab', { name: '止盈止损' }).click();
      await placeAndCancel(page, { 触发价: above, 价格: below, 数量: amount }, { state: '准备提交', trigger: /^≥ / }, false);

      await page.getByRole('tab', { name: '计划委托' }).click();
      await page.getByTestId('order-form').getByRole('radio', { name: '限价', exact: true }).click();
      await placeAndCancel(page, { 触发价: above, 价格: below, 数量: amount }, { state: '准备提交', trigger: /^≥ / }, true);

      await page.getByTestId('order-form').getByRole('radio', { name: '市价', exact: true }).click();
      await placeAndCancel(page, { 触发价: below, 交易额: '10' }, { state: '准备提交', trigger: /^≤ / }, true);
    });
  }

  test('the spot confirmation: the switch turns it on, 不再提示 turns it off for good', async ({ page }) => {
    const toggle = page.getByRole('switch', { name: '下单确认' });
    // Start from off (an earlier failed attempt may have left it on).
    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
    await chooseType(page, '币币');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const last = await numberOf(page, 'last-price');
    const buy = page.getByTestId('order-pane-buy');
    await buy.getByLabel('价格').fill(last.mul(0.9).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
    await buy.getByLabel('数量').fill('0.001');
    await buy.getByRole('button', { name: /^买入/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('order-confirm-summary')).toContainText('BTC/USDT');
    await dialog.getByText('不再提示').click();
    await confirmDialog(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Kept by the account service: still off after a reload, and the next order does not ask.
    await page.reload();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await rows(page).getByRole('button', { name: '撤单' }).click();
    await expect(rows(page)).toHaveCount(0);
  });

  test('an algo order is cancelled in its dialog and nothing is placed', async ({ page }) => {
    await chooseType(page, '币币');
    await page.getByRole('tab', { name: '计划委托' }).click();
    const last = await numberOf(page, 'last-price');
    const buy = page.getByTestId('order-pane-buy');
    await buy.getByLabel('触发价').fill(last.mul(1.1).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
    await buy.getByLabel('价格', { exact: true }).fill(last.mul(0.9).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
    await buy.getByLabel('数量').fill('0.001');
    await buy.getByRole('button', { name: /^买入/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('order-confirm-summary')).toContainText('计划委托（限价）');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
    await showList(page, '计划委托');
    await expect(rows(page)).toHaveCount(0);
    await expect(buy.getByLabel('数量')).toHaveValue('0.001');
  });

  test('shows the pair\'s fee rates, the points deduction, and 免手续费 for a free pair', async ({ page }) => {
    await expect(page.getByTestId('fee-maker')).toHaveText('0.2000%');
    await expect(page.getByTestId('fee-taker')).toHaveText('0.2000%');
    await expect(page.getByTestId('fee-points')).toHaveText('点卡抵扣 Maker 0.1600% / Taker 0.1600%');
    await open(page, 'ht_usdt');
    await expect(page.getByTestId('fee-maker')).toHaveText('免手续费');
    await expect(page.getByTestId('fee-taker')).toHaveText('免手续费');
  });
});

test('a sub-user without margin authority finds the margin tabs closed, with the reason', async ({ loginAs, page }) => {
  await loginAs(10003);
  await open(page);
  await expect(page.getByTestId('exchange-type-reason')).toHaveText('子账户未开通杠杆交易权限');
  for (const label of ['逐仓杠杆', '全仓杠杆', 'C2C杠杆']) await expect(page.getByTestId('exchange-types').getByRole('tab', { name: label })).toBeDisabled();
  await expect(page.getByTestId('exchange-types').getByRole('tab', { name: '币币' })).toHaveAttribute('aria-selected', 'true');
});

test('a sub-user with margin authority places a margin order', async ({ loginAs, page }) => {
  // Both projects use this user at once: each on its own account and pair.
  const phone = test.info().project.name === 'phone';
  await loginAs(10009);
  await open(page, phone ? 'eth_usdt' : PAIR);
  await chooseType(page, phone ? '全仓杠杆' : '逐仓杠杆');
  const last = await numberOf(page, 'last-price');
  await placeAndCancel(
    page,
    { 价格: last.mul(0.9).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2), 数量: phone ? '0.01' : '0.001' },
    { state: '已提交', trigger: /^--$/ },
    false,
  );
});

test('a disabled user finds the form disabled, with the reason', async ({ loginAs, page }) => {
  await loginAs(10004);
  await open(page);
  await expect(page.getByTestId('order-disabled-reason')).toHaveText('您的账户已被限制交易');
  await expect(page.getByTestId('order-pane-buy').getByRole('button', { name: '您的账户已被限制交易' })).toBeDisabled();
  await expect(page.getByTestId('order-pane-sell').getByLabel('数量')).toBeDisabled();
});

test('a visitor is asked to log in and cannot choose margin', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('order-login-prompt').getByRole('link', { name: '登录' })).toHaveAttribute('href', /backUrl=/);
  await expect(page.getByTestId('exchange-types').getByRole('tab', { name: '逐仓杠杆' })).toBeDisabled();
  await expect(page.getByTestId('exchange-type-reason')).toHaveText('登录后可使用杠杆交易');
});
