// The home page a trader lands on, against the mock backend: the overview with prices and
// sparklines, the rankings, the latest notices, the entries for a visitor and for a logged-in
// user, and the header's 交易 entry leading back to the last pair viewed.

import { LAST_PAIR_STORAGE_KEY } from '@/lib/trading/last-pair';
import { expect, test } from './fixtures';

const PRICE = /^\d+(\.\d+)?$/;
const CHANGE = /^([+-]?\d+\.\d{2}%|--)$/;

test('the overview shows prices and a sparkline per pair, the rankings and at most 5 notices', async ({ page }) => {
  await page.goto('/zh-cn/');
  const overview = page.getByTestId('market-overview');
  for (const symbol of ['btcusdt', 'ethusdt', 'eosusdt', 'htusdt']) {
    const row = overview.getByTestId(`market-row-${symbol}`);
    await expect(row.getByTestId('last-price')).toHaveText(PRICE);
    // The series comes with the first HTML; the path is drawn from several points.
    await expect(row.getByTestId('sparkline')).toBeVisible();
    await expect(row.getByTestId('sparkline').locator('path')).toHaveAttribute('d', /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){2,}$/);
  }
  const rankings = page.getByTestId('market-rankings');
  for (const [id, title] of [
    ['gainers', '涨幅榜'],
    ['losers', '跌幅榜'],
    ['volume', '成交额榜'],
  ] as const) {
    const ranking = rankings.getByTestId(`ranking-${id}`);
    await expect(ranking.getByRole('heading', { name: title })).toBeVisible();
    await expect(ranking.getByTestId('ranked-pair').first()).toBeVisible();
    expect(await ranking.getByTestId('ranked-pair').count()).toBeLessThanOrEqual(5);
  }
  const changes = await rankings.getByTestId('ranking-gainers').getByTestId('ranked-change').allInnerTexts();
  for (const change of changes) {
    expect(change).toMatch(CHANGE);
    // Section 9: a percentage shows at most 100.
    expect(Number.parseFloat(change)).toBeLessThanOrEqual(100);
  }
  const notices = page.getByTestId('home-notices');
  await expect(notices.getByTestId('home-notice').first()).toBeVisible();
  expect(await notices.getByTestId('home-notice').count()).toBeLessThanOrEqual(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the notices are in the first HTML', async ({ request }) => {
  const html = await (await request.get('/zh-cn/')).text();
  expect(html).toContain('data-testid="home-notice"');
  expect(html).toContain('data-testid="sparkline"');
});

test('a visitor is offered 注册; a ranked pair opens its exchange page', async ({ page }) => {
  await page.goto('/zh-cn/');
  const entries = page.getByTestId('home-entries');
  await expect(entries.getByTestId('entry-register')).toHaveAttribute('href', /^\/zh-cn\/register\//);
  await expect(entries.getByTestId('entry-assets')).toHaveCount(0);
  const first = page.getByTestId('ranking-volume').getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/zh-cn\/exchange\/[a-z0-9]+_[a-z0-9]+\/$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a logged-in user is offered assets, deposit and KYC', async ({ page, loginAs }) => {
  await loginAs();
  await page.goto('/zh-cn/');
  const entries = page.getByTestId('home-entries');
  await expect(entries.getByTestId('entry-assets')).toHaveAttribute('href', '/zh-cn/finance/account/');
  await expect(entries.getByTestId('entry-deposit')).toHaveAttribute('href', '/zh-cn/finance/deposit/');
  await expect(entries.getByTestId('entry-kyc')).toHaveAttribute('href', '/zh-cn/cn/kyc/');
  await expect(entries.getByTestId('entry-register')).toHaveCount(0);
  await entries.getByTestId('entry-deposit').click();
  await expect(page).toHaveURL(/\/zh-cn\/finance\/deposit\/$/);
});

test('the header: 交易 leads to btc_usdt first, then to the last pair viewed; 行情 to the overview', async ({ page, isMobile }) => {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const openMenu = async () => {
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  };
  await page.goto('/zh-cn/');
  await openMenu();
  await expect(nav.getByRole('link', { name: '交易' })).toHaveAttribute('href', '/zh-cn/exchange/btc_usdt/');
  await page.goto('/zh-cn/exchange/eth_usdt/');
  // The header keeps the pair once the page has hydrated: leave only after it has.
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), LAST_PAIR_STORAGE_KEY)).toContain('eth_usdt');
  await page.goto('/zh-cn/cn/faq/');
  await openMenu();
  const trade = nav.getByRole('link', { name: '交易' });
  await expect(trade).toHaveAttribute('href', '/zh-cn/exchange/eth_usdt/');
  await trade.click();
  await expect(page).toHaveURL(/\/zh-cn\/exchange\/eth_usdt\/$/);
  await page.goto('/zh-cn/cn/faq/');
  await openMenu();
  await nav.getByRole('link', { name: '行情' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/#markets$/);
  await expect(page.getByTestId('market-overview')).toBeInViewport();
});
