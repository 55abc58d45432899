// The exchange page on a phone (below 750 px): the pair switched from the 切换交易对 sheet, a
// price tapped in the compact book filling the one order form, a limit order placed and
// cancelled from its card, the margin panel on its own tab; and on the desktop the order
// history fitting its column and the market list filling its own. Each project has its own
// trader (10023 desktop, 10024 phone), used by no other file.

import type { Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { chooseOrderSide, openMarketList, showExchangeTab } from './exchange-page';
import { expect, test } from './fixtures';

const PHONE_TRADER = 10024;
const DESKTOP_TRADER = 10023;

async function openPair(page: Page, pair: string): Promise<void> {
  await page.goto(`/zh-cn/exchange/${pair}/`);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
}

async function numberOf(page: Page, testId: string): Promise<Decimal> {
  await expect(page.getByTestId(testId)).toHaveText(/^\d/);
  return new Decimal((await page.getByTestId(testId).textContent()) ?? '0');
}

// Each project's tests share its trader's orders: one at a time, in order.
test.describe.configure({ mode: 'serial' });

test.describe('on a phone', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'phone', 'the phone layout');
  });

  test('the pair is switched from the 切换交易对 sheet', async ({ page }) => {
    await openPair(page, 'btc_usdt');
    // One list on the page, in the sheet: the desktop's column is not there.
    await expect(page.getByTestId('market-list')).toHaveCount(0);
    const list = await openMarketList(page);
    await expect(list.getByRole('tablist', { name: '计价币种' })).toBeVisible();
    await list.getByRole('searchbox', { name: '搜索币种' }).fill('eth');
    await list.locator('tr[data-symbol="ethusdt"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/zh-cn\/exchange\/eth_usdt\/$/);
    await expect(page.getByTestId('exchange-screen')).toHaveAttribute('data-symbol', 'ethusdt');
    await expect(page.getByTestId('pair-sheet')).toHaveCount(0);
  });

  test('a tapped book price fills the one form; a limit order is placed and cancelled from its card', async ({ page, loginAs }) => {
    await loginAs(PHONE_TRADER);
    await openPair(page, 'eth_usdt');
    const orders = page.getByTestId('open-orders');
    const rows = orders.locator('tbody tr[data-order-id]');
    await expect(page.getByTestId('available-buy')).toHaveText(/^\d/);
    const cancelAll = orders.getByRole('button', { name: '全部撤单' });
    if (await cancelAll.isVisible()) {
      await cancelAll.click();
      await expect(rows).toHaveCount(0);
    }

    // One pane at a time: the price starts at the last price, the amount empty.
    const buy = page.getByTestId('order-pane-buy');
    await expect(buy).toBeVisible();
    await expect(page.getByTestId('order-pane-sell')).toBeHidden();
    await expect(buy.getByLabel('价格', { exact: true })).toHaveValue(/^\d+(\.\d+)?$/);
    await expect(buy.getByLabel('数量', { exact: true })).toHaveValue('');
    await chooseOrderSide(page, 'sell');
    await expect(buy).toBeHidden();
    await chooseOrderSide(page, 'buy');

    // The compact book beside the form: seven levels a side; a tap fills the price.
    const book = page.getByTestId('compact-book');
    await expect(book).toBeVisible();
    await expect(book.getByRole('list', { name: '卖盘' }).getByRole('listitem')).toHaveCount(7);
    const bid = book.getByRole('list', { name: '买盘' }).getByRole('button').last();
    await expect(bid).toHaveAttribute('data-price', /\d/);
    // The book moves between two steps: read the level's price and tap it in one go.
    const picked = await bid.evaluate((row: HTMLElement) => {
      const shown = row.dataset.price ?? '';
      row.click();
      return shown;
    });
    await expect(buy.getByLabel('价格', { exact: true })).toHaveValue(new Decimal(picked).toFixed(2));

    // Well under the market so that it rests.
    const price = (await numberOf(page, 'last-price')).mul(0.9).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    await buy.getByLabel('价格', { exact: true }).fill(price);
    await buy.getByLabel('数量', { exact: true }).fill('0.01');
    await buy.getByRole('button', { name: /^买入/ }).click();
    await expect(page.getByText('下单成功')).toBeVisible();

    // A card, not a wide table: pair, side, price, amount, filled, state and 撤单 all in view.
    await expect(rows).toHaveCount(1);
    const card = rows.first();
    await expect(card).toHaveCSS('display', 'block');
    for (const text of ['ETH/USDT', '买入', price, '0.01', '已提交']) await expect(card).toContainText(text);
    const region = orders.getByRole('region', { name: '当前委托列表' });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const cancel = card.getByRole('button', { name: '撤单' });
    await cancel.scrollIntoViewIfNeeded();
    await expect(cancel).toBeInViewport({ ratio: 1 });
    await cancel.click();
    await expect(page.getByText('撤单申请成功')).toBeVisible();
    await expect(rows).toHaveCount(0);
  });

  test('the margin panel opens on its own tab', async ({ page, loginAs }) => {
    await loginAs(PHONE_TRADER);
    await openPair(page, 'btc_usdt');
    await showExchangeTab(page, 'margin');
    await expect(page.getByTestId('margin-panel')).toBeVisible();
    await expect(page.getByTestId('margin-assets')).toHaveAttribute('data-loaded', 'true');
    // The panel's own tab: the form and the orders are out of the way.
    await expect(page.getByTestId('order-form')).toBeHidden();
    await expect(page.getByTestId('margin-panel')).toBeInViewport();
  });
});

test.describe('on a desktop', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the desktop layout');
  });

  test('the order history shows every column inside its column', async ({ page, loginAs }) => {
    await loginAs(DESKTOP_TRADER);
    await openPair(page, 'eth_usdt');
    // A market buy fills at once and leaves a finished order in the history.
    await page.getByRole('tab', { name: '市价' }).click();
    const buy = page.getByTestId('order-pane-buy');
    await expect(page.getByTestId('available-buy')).toHaveText(/^\d/);
    await buy.getByLabel('交易额').fill('20');
    await buy.getByRole('button', { name: /^买入/ }).click();
    await expect(page.getByText('下单成功')).toBeVisible();
    // The open orders fit too.
    const open = page.getByTestId('open-orders').getByRole('region', { name: '当前委托列表' });
    expect(await open.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByTestId('orders-panel').getByRole('tab', { name: '历史委托' }).click();
    const history = page.getByTestId('order-history');
    await expect(history).toHaveAttribute('data-status', 'loaded');
    await expect(history.locator('tbody tr[data-order-id]').first()).toBeVisible();
    const region = history.getByRole('region', { name: '历史委托列表' });
    const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll, `the history table (${widths.scroll} px) is no wider than its column (${widths.client} px)`).toBeLessThanOrEqual(widths.client);
    const regionBox = await region.boundingBox();
    for (const title of ['手续费', '状态', '操作']) {
      const box = await history.getByRole('columnheader', { name: title, exact: true }).boundingBox();
      expect(box && regionBox && box.x + box.width <= regionBox.x + regionBox.width + 0.5, `${title} inside the column`).toBe(true);
    }
  });

  test('the market list fills its column', async ({ page }) => {
    await openPair(page, 'btc_usdt');
    const heights = await page.getByTestId('market-list').evaluate((list) => {
      const column = list.parentElement;
      const grid = column?.parentElement;
      return { list: list.getBoundingClientRect().height, column: column?.getBoundingClientRect().height ?? 0, grid: grid?.getBoundingClientRect().height ?? 0 };
    });
    expect(heights.column).toBeGreaterThanOrEqual(heights.grid - 1);
    expect(heights.list).toBeGreaterThanOrEqual(heights.column - 1);
  });
});
