// The orders panel of the exchange page against the mock's matching and account socket, on the
// desktop and the phone project (each with its own user and pair): a market order fills and
// shows in 历史委托 with fee and average price and its fills in 订单详情; a cancelled resting
// order shows 已撤销; 全部撤单 with side 买入 leaves the sells; the history exports as a CSV
// download; a visitor sees no orders panel.

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { chooseOrderSide } from './exchange-page';
import { expect, test, type MockControl } from './fixtures';

function account() {
  return test.info().project.name === 'phone'
    ? { uid: 10016, pair: 'btc_usdt', symbol: 'btcusdt', base: 'BTC', amount: '0.001', marketValue: '20' }
    : { uid: 10015, pair: 'eth_usdt', symbol: 'ethusdt', base: 'ETH', amount: '0.01', marketValue: '20' };
}

interface OrderRecord {
  id: number;
  type: string;
  state: string;
}

async function orders(mock: MockControl, open = false): Promise<OrderRecord[]> {
  const { uid } = account();
  return (await mock.trading.orders<OrderRecord>(uid, open)).orders;
}

/** The id of the user's newest order once there is one newer than `after`. */
async function newestOrderId(mock: MockControl, after: number): Promise<string> {
  await expect.poll(async () => (await orders(mock))[0]?.id ?? 0).toBeGreaterThan(after);
  return String((await orders(mock))[0]?.id);
}

async function lastOrderId(mock: MockControl): Promise<number> {
  return (await orders(mock))[0]?.id ?? 0;
}

async function lastPrice(page: Page): Promise<Decimal> {
  await expect(page.getByTestId('last-price')).toHaveText(/^\d/);
  return new Decimal((await page.getByTestId('last-price').textContent()) ?? '0');
}

async function placeMarketBuy(page: Page, mock: MockControl): Promise<string> {
  const before = await lastOrderId(mock);
  await page.getByRole('tab', { name: '市价' }).click();
  await chooseOrderSide(page, 'buy');
  await page.getByTestId('order-pane-buy').getByLabel('交易额').fill(account().marketValue);
  await page.getByTestId('order-pane-buy').getByRole('button', { name: /^买入/ }).click();
  await expect(page.getByText('下单成功').first()).toBeVisible();
  return newestOrderId(mock, before);
}

async function placeLimit(page: Page, mock: MockControl, side: 'buy' | 'sell'): Promise<string> {
  const before = await lastOrderId(mock);
  const last = await lastPrice(page);
  // Far enough from the market to rest on the book.
  const price = last.mul(side === 'buy' ? 0.9 : 1.08).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  await chooseOrderSide(page, side);
  const pane = page.getByTestId(side === 'buy' ? 'order-pane-buy' : 'order-pane-sell');
  await pane.getByLabel('价格').fill(price);
  await pane.getByLabel('数量').fill(account().amount);
  await pane.getByRole('button', { name: side === 'buy' ? /^买入/ : /^卖出/ }).click();
  const id = await newestOrderId(mock, before);
  await expect(page.getByTestId('open-orders').locator(`tbody tr[data-order-id="${id}"]`)).toBeVisible();
  return id;
}

async function openHistory(page: Page) {
  await page.getByTestId('orders-panel').getByRole('tab', { name: '历史委托' }).click();
  const history = page.getByTestId('order-history');
  await expect(history).toHaveAttribute('data-status', 'loaded');
  return history;
}

// The tests of one project share a user's balance and orders: one at a time, in order.
test.describe.configure({ mode: 'serial' });

test.describe('a trader', () => {
  test.beforeEach(async ({ loginAs, page }) => {
    const { uid, pair } = account();
    await loginAs(uid);
    await page.goto(`/zh-cn/exchange/${pair}/`);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    const open = page.getByTestId('open-orders');
    await expect(open).toBeVisible();
    await expect(page.getByTestId('available-buy')).toHaveText(/^\d/);
    // Start without resting orders (a failed earlier attempt may have left one).
    const cancelAll = open.getByRole('button', { name: '全部撤单' });
    if (await cancelAll.isVisible()) {
      await cancelAll.click();
      await expect(open.locator('tbody tr[data-order-id]')).toHaveCount(0);
    }
  });

  test('a market buy fills and shows in 历史委托 with fee and average price, and its fills in 订单详情', async ({ page, mock, expectNoSeriousA11yViolations }) => {
    // Two accessibility scans: each can take many seconds on a busy machine.
    test.slow();
    const id = await placeMarketBuy(page, mock);
    const history = await openHistory(page);
    const row = history.locator(`tbody tr[data-order-id="${id}"]`);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-state', 'filled');
    await expect(row).toContainText('已成交');
    await expect(row).toContainText('市价');
    await expect(row.locator('[data-column="fee"]')).toHaveText(new RegExp(`^0\\.\\d+ ${account().base}$`));
    await expect(row.locator('[data-column="average"]')).toHaveText(/^\d+\.\d{2}$/);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: '详情' }).click();
    const dialog = page.getByRole('dialog', { name: '订单详情' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('order-detail')).toHaveAttribute('data-status', 'loaded');
    await expect(dialog).toContainText(id);
    const fills = dialog.getByTestId('order-matches').locator('tbody tr[data-match-id]');
    await expect(fills.first()).toBeVisible();
    expect(await fills.count()).toBeGreaterThan(0);
    // A market order takes from the book.
    await expect(fills.first()).toContainText('吃单');
    await expect(fills.first()).toContainText(account().base);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /关闭|Close/ }).click();
    await expect(dialog).toBeHidden();
  });

  test('a resting limit order that is cancelled shows 已撤销 in 历史委托', async ({ page, mock }) => {
    const id = await placeLimit(page, mock, 'buy');
    const row = page.getByTestId('open-orders').locator(`tbody tr[data-order-id="${id}"]`);
    await expect(row).toContainText('已提交');
    await expect(row).toContainText('限价');
    await row.getByRole('button', { name: '撤单' }).click();
    await expect(page.getByText('撤单申请成功')).toBeVisible();
    await expect(row).toHaveCount(0);

    const history = await openHistory(page);
    const finished = history.locator(`tbody tr[data-order-id="${id}"]`);
    await expect(finished).toHaveAttribute('data-state', 'canceled');
    await expect(finished).toContainText('已撤销');
    await expect(finished.locator('[data-column="average"]')).toHaveText('---');
  });

  test('全部撤单 with side 买入 cancels only the buys', async ({ page, mock }) => {
    const buy = await placeLimit(page, mock, 'buy');
    const sell = await placeLimit(page, mock, 'sell');
    const open = page.getByTestId('open-orders');
    await expect(open.locator('tbody tr[data-order-id]')).toHaveCount(2);
    await open.getByLabel('方向').selectOption('buy');
    await expect(open.locator('tbody tr[data-order-id]')).toHaveCount(1);
    await expect(open.locator(`tbody tr[data-order-id="${buy}"]`)).toBeVisible();
    await open.getByRole('button', { name: '全部撤单' }).click();
    await expect(page.getByText('撤单申请成功')).toBeVisible();
    await expect(open.locator('tbody tr[data-order-id]')).toHaveCount(0);
    await expect(open).toHaveAttribute('data-cancel-all-state', 'none');

    await open.getByLabel('方向').selectOption('all');
    await expect(open.locator('tbody tr[data-order-id]')).toHaveCount(1);
    await expect(open.locator(`tbody tr[data-order-id="${sell}"]`)).toBeVisible();
    expect((await orders(mock, true)).map((order) => String(order.id))).toEqual([sell]);
  });

  test('历史委托 exports as a CSV file holding the order ids', async ({ page, mock }) => {
    const id = await placeMarketBuy(page, mock);
    const history = await openHistory(page);
    await expect(history.locator(`tbody tr[data-order-id="${id}"]`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^orders-${account().symbol}-\\d{8}\\.csv$`));
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF时间,币对,方向,类型,价格,数量,成交量,成交额,手续费,状态,订单号\r\n')).toBe(true);
    const line = text.split('\r\n').find((each) => each.endsWith(`,${id}`));
    expect(line).toBeDefined();
    expect(line).toContain(',买入,市价,');
    expect(line).toContain(',已成交,');
  });
});

test('a visitor sees no orders panel', async ({ page }) => {
  await page.goto(`/zh-cn/exchange/${account().pair}/`);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('order-form')).toBeVisible();
  await expect(page.getByTestId('orders-panel')).toHaveCount(0);
  await expect(page.getByTestId('open-orders')).toHaveCount(0);
});
