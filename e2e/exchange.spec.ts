// The exchange page against the mock market, on the desktop and the phone project: live data
// from the market socket (book, trades, header, chart), the depth step, a book row handing its
// price to the order form, the market list (tabs, search, favourites for a visitor and a
// logged-in user), the pair's state, an unknown pair and the observation-area redirect.

import type { Page } from '@playwright/test';
import { toDecimal } from '@/lib/decimal';
import { NOT_FOUND_TEXT } from '@/lib/routing/manifest';
import { showExchangeTab, openMarketList } from './exchange-page';
import { expect, test } from './fixtures';

async function bookVersion(page: Page): Promise<string> {
  return (await page.getByTestId('order-book').getAttribute('data-version')) ?? '';
}

test.describe('the exchange page', () => {
  test('shows live data for the pair from the market socket', async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto('/zh-cn/exchange/btc_usdt/');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    await showExchangeTab(page, 'book');
    const asks = page.getByRole('list', { name: '卖盘' }).getByRole('button');
    const bids = page.getByRole('list', { name: '买盘' }).getByRole('button');
    await expect(asks).toHaveCount(20);
    await expect(bids).toHaveCount(20);
    // Snapshots keep replacing the book.
    const first = await bookVersion(page);
    await expect.poll(() => bookVersion(page)).not.toBe(first);
    // The rows are drawn on canvases; assistive technology reads them as lists and a table.
    await expect(page.getByTestId('order-book-bids')).toBeVisible();
    await showExchangeTab(page, 'trades');
    await expect(page.getByTestId('trade-list-canvas')).toBeVisible();
    await expect(page.getByTestId('trade-list').getByRole('table').locator('tbody tr[data-direction]').first()).toBeAttached();
    await expect(page.getByTestId('last-price')).not.toHaveText('--');
    await expect(page.getByTestId('change-ratio')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
    await showExchangeTab(page, 'chart');
    await expect(page.getByTestId('kline-canvas').locator('canvas').first()).toBeVisible();
    // Decoding runs off the main thread: the socket lives in a Web Worker, not in the fall-back.
    expect(page.workers().map((worker) => new URL(worker.url()).origin)).toContain(new URL(page.url()).origin);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-transport', 'worker');
    await expectNoSeriousA11yViolations(page);
  });

  test('a worker that cannot load moves the feed to this thread, and the book keeps moving', async ({ page }) => {
    // The worker's entry script fails (a CSP or a proxy could refuse it): the socket falls back
    // to the main thread, whose host and decoder load only then.
    await page.route(/turbopack-worker-[^/]*\.js/, (route) => route.abort());
    await page.goto('/zh-cn/exchange/btc_usdt/');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-transport', 'main-thread');
    await showExchangeTab(page, 'book');
    await expect.poll(() => bookVersion(page)).not.toBe('');
    const first = await bookVersion(page);
    await expect.poll(() => bookVersion(page)).not.toBe(first);
  });

  test('the depth step switches the book to merged prices', async ({ page }) => {
    await page.goto('/zh-cn/exchange/btc_usdt/');
    await showExchangeTab(page, 'book');
    const firstAsk = page.getByRole('list', { name: '卖盘' }).getByRole('button').last();
    await expect(firstAsk).toHaveAttribute('data-price', /\d/);
    await page.getByLabel('深度合并').selectOption('step2');
    // BTC/USDT has 2 price decimals; step2 merges them away.
    await expect(firstAsk.locator('span').first()).toHaveText(/^\d+$/);
    await expect(page.getByRole('list', { name: '卖盘' }).getByRole('button')).toHaveCount(20);
  });

  test('a visitor is asked to log in where the order form would be', async ({ page }) => {
    await page.goto('/zh-cn/exchange/eth_usdt/');
    const login = page.getByTestId('order-login-prompt').getByRole('link', { name: '登录' });
    await expect(login).toHaveAttribute('href', `/zh-cn/login/?backUrl=${encodeURIComponent('/zh-cn/exchange/eth_usdt/')}`);
  });

  test('a book row hands its price to the order form', async ({ page, loginAs }) => {
    await loginAs(10007);
    await page.goto('/zh-cn/exchange/eth_usdt/');
    await showExchangeTab(page, 'book');
    const bid = page.getByRole('list', { name: '买盘' }).getByRole('button').first();
    await expect(bid).toBeVisible();
    // The book moves between two Playwright steps: read the row's price and click it in one go.
    const price = await bid.evaluate((row: HTMLElement) => {
      const shown = row.dataset.price ?? '';
      row.click();
      return shown;
    });
    await expect(page.getByTestId('order-pane-buy').getByLabel('价格')).toHaveValue(price);
    await expect(page.getByTestId('order-pane-sell').getByLabel('价格')).toHaveValue(price);
  });

  test('a click on a drawn book row hands that row\'s price to the order form', async ({ page, loginAs }) => {
    await loginAs(10007);
    await page.goto('/zh-cn/exchange/eth_usdt/');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    await showExchangeTab(page, 'book');
    await expect(page.getByRole('list', { name: '买盘' }).getByRole('button').first()).toHaveAttribute('data-price', /\d/);
    // The top row of the bids canvas is the best bid.
    await page.getByTestId('order-book-bids').click({ position: { x: 40, y: 4 } });
    const bestBid = toDecimal((await page.getByRole('list', { name: '买盘' }).getByRole('button').first().getAttribute('data-price')) ?? '');
    await showExchangeTab(page, 'trade');
    const field = page.getByTestId('order-pane-buy').getByLabel('价格');
    await expect(field).toHaveValue(/^\d+(\.\d+)?$/);
    // The book moves between the click and the reads: the picked price is the best bid of
    // about then (within 1 %), as the accessible copy of the book has it.
    const picked = toDecimal(await field.inputValue());
    expect(picked && bestBid && picked.minus(bestBid).abs().dividedBy(bestBid).lt(0.01)).toBe(true);
  });

  test('the kline period can be changed and the chart reloads', async ({ page }) => {
    await page.goto('/zh-cn/exchange/btc_usdt/');
    await showExchangeTab(page, 'chart');
    const periods = page.getByRole('radiogroup', { name: 'K线周期' });
    await expect(periods.getByRole('radio', { name: '1分' })).toHaveAttribute('aria-checked', 'true');
    await periods.getByRole('radio', { name: '1小时' }).click();
    await expect(periods.getByRole('radio', { name: '1小时' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('kline-canvas').getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('kline-canvas').locator('canvas').first()).toBeVisible();
  });

  test('an offline and a suspended pair say so', async ({ page }) => {
    await page.goto('/zh-cn/exchange/xmr_usdt/');
    await expect(page.getByTestId('pair-state')).toHaveText('该币对已下线');
    await page.goto('/zh-cn/exchange/zec_usdt/');
    // The header and the order form's buttons use one wording.
    await expect(page.getByTestId('pair-state')).toHaveText('该币对暂停交易');
  });

  test('an unknown pair answers 404', async ({ page }) => {
    const response = await page.goto('/zh-cn/exchange/abc_usdt/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });
});

test.describe('the market list', () => {
  test('quote tabs, search and the pair links', async ({ page }) => {
    await page.goto('/zh-cn/exchange/btc_usdt/');
    const list = await openMarketList(page);
    const tabs = list.getByRole('tablist', { name: '计价币种' });
    await expect(tabs.getByRole('tab').nth(1)).toHaveText('USDT');
    await expect(list.locator('tr[data-symbol="btcusdt"]')).toHaveClass(/current/);
    // Listed pairs only: the offline, the country-disabled and the hidden pair are not there.
    await expect(list.locator('tr[data-symbol="xmrusdt"]')).toHaveCount(0);
    await expect(list.locator('tr[data-symbol="xemusdt"]')).toHaveCount(0);
    await expect(list.locator('tr[data-symbol="cvcusdt"]')).toHaveCount(0);
    await expect(list.locator('tr[data-symbol="dashusdt"]')).toHaveCount(1);
    await list.getByRole('searchbox', { name: '搜索币种' }).fill('eth');
    await expect(list.locator('tbody tr[data-symbol]')).toHaveCount(await list.locator('tr[data-symbol^="eth"]').count());
    await tabs.getByRole('tab', { name: 'BTC' }).click();
    await expect(list.locator('tr[data-symbol="ethbtc"]')).toBeVisible();
    await list.locator('tr[data-symbol="ethbtc"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/zh-cn\/exchange\/eth_btc\/$/);
    // The tab is remembered.
    await expect(page.getByTestId('exchange-screen')).toHaveAttribute('data-symbol', 'ethbtc');
    await expect((await openMarketList(page)).getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a visitor keeps favourites in this browser', async ({ page }) => {
    await page.goto('/zh-cn/exchange/btc_usdt/');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    const list = await openMarketList(page);
    await list.locator('tr[data-symbol="ethusdt"]').getByRole('button', { name: '添加自选' }).click();
    await list.getByRole('tab', { name: '自选' }).click();
    await expect(list.locator('tbody tr[data-symbol]')).toHaveCount(1);
    await page.reload();
    const reloaded = await openMarketList(page);
    await expect(reloaded.getByRole('tab', { name: '自选' })).toHaveAttribute('aria-selected', 'true');
    await expect(reloaded.locator('tbody tr[data-symbol="ethusdt"]')).toBeVisible();
  });

  test('a logged-in user keeps favourites on the server', async ({ page, loginAs }) => {
    // The server's list is shared by the projects running in parallel: each stars its own pair.
    const symbol = test.info().project.name === 'phone' ? 'eosusdt' : 'htusdt';
    await loginAs(10007);
    await page.goto('/zh-cn/exchange/btc_usdt/');
    // Hydrated (the socket is up) before the first click: a click on server-rendered markup is lost.
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    const row = (await openMarketList(page)).locator(`tr[data-symbol="${symbol}"]`);
    await row.getByRole('button', { name: '添加自选' }).click();
    await expect(row.getByRole('button', { name: '取消自选' })).toHaveAttribute('aria-pressed', 'true');
    // Nothing of it is in this browser: a cleared storage still shows it after a reload.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live');
    const list = await openMarketList(page);
    await list.getByRole('tab', { name: '自选' }).click();
    await expect(list.locator(`tbody tr[data-symbol="${symbol}"]`)).toBeVisible();
    await list.locator(`tbody tr[data-symbol="${symbol}"]`).getByRole('button', { name: '取消自选' }).click();
    await expect(list.locator(`tbody tr[data-symbol="${symbol}"]`)).toHaveCount(0);
  });
});

test('a logged-in user who has not agreed goes to the observation area for a potentials pair', async ({ page, loginAs }) => {
  // A user no other test agrees with the observation terms.
  await loginAs(test.info().project.name === 'phone' ? 10002 : 10008);
  await page.goto('/zh-cn/exchange/newt_usdt/');
  await expect(page).toHaveURL(/\/zh-cn\/observation\/\?s=newt_usdt$/);
});

test('a visitor opens a potentials pair directly', async ({ page }) => {
  await page.goto('/zh-cn/exchange/newt_usdt/');
  await expect(page.getByTestId('exchange-screen')).toHaveAttribute('data-symbol', 'newtusdt');
});
