// The market overview on the home page, against the mock backend's simulated market. Tests
// that switch a contract market down change state global to the mock backend and live in
// market-overview-faults.spec.ts, which runs alone.

import { expect, MOCK_ORIGIN, test } from './fixtures';

const PAIRS: Array<[symbol: string, label: string, href: string]> = [
  ['btcusdt', 'BTC/USDT', '/zh-cn/exchange/btc_usdt/'],
  ['ethusdt', 'ETH/USDT', '/zh-cn/exchange/eth_usdt/'],
  ['eosusdt', 'EOS/USDT', '/zh-cn/exchange/eos_usdt/'],
  ['htusdt', 'HT/USDT', '/zh-cn/exchange/ht_usdt/'],
];
const PRICE = /^\d+(\.\d+)?$/;
const CHANGE = /^([+-]?\d+\.\d{2}%|--)$/;

test('the home page shows BTC, ETH, EOS and HT against USDT with prices and 24 h changes', async ({ page, isMobile }) => {
  await page.goto('/zh-cn/');
  const overview = page.getByTestId('market-overview');
  await expect(overview.getByRole('heading', { name: '市场行情' })).toBeVisible();
  const spot = overview.getByRole('table', { name: '现货' });
  await expect(spot).toBeVisible();
  for (const [symbol, label, href] of PAIRS) {
    const row = spot.getByTestId(`market-row-${symbol}`);
    await expect(row.getByRole('link', { name: label })).toHaveAttribute('href', href);
    await expect(row.getByTestId('last-price')).toHaveText(PRICE);
    await expect(row.getByTestId('change')).toHaveText(CHANGE);
    await expect(row.getByTestId('last-price')).toBeVisible();
  }
  const high = spot.getByRole('columnheader', { name: '24h最高' });
  // Phones keep the pair, price and change; the 24 h high, low and volume give way.
  if (isMobile) await expect(high).toBeHidden();
  else {
    await expect(high).toBeVisible();
    await expect(spot.getByTestId('market-row-btcusdt').getByTestId('amount')).toHaveText(PRICE);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the BTC quarter and swap contracts show a price and link to the futures host', async ({ page }) => {
  await page.goto('/zh-cn/');
  const contracts = page.getByTestId('market-overview').getByRole('table', { name: '合约' });
  // No futures host is configured in the tests: the links go to the mock backend's stand-in.
  await expect(contracts.getByRole('link', { name: 'BTC 当季' })).toHaveAttribute('href', `${MOCK_ORIGIN}/zh-cn/contract/exchange/#symbol=BTC&&contract_type=quarter&&src=spot`);
  await expect(contracts.getByRole('link', { name: 'BTC 永续' })).toHaveAttribute('href', `${MOCK_ORIGIN}/zh-cn/swap/exchange/#symbol=BTC`);
  for (const id of ['quarter', 'swap']) {
    await expect(contracts.getByTestId(`contract-row-${id}`).getByTestId('last-price')).toHaveText(PRICE);
  }
});

test('the home page does not move when its prices come in', async ({ page }) => {
  await page.goto('/zh-cn/', { waitUntil: 'commit' });
  // A contract link in the overview, and the entries below the rankings.
  const link = page.getByTestId('market-overview').getByRole('link', { name: 'BTC 当季' });
  const entries = page.getByTestId('home-entries');
  const before = [await link.boundingBox(), await entries.boundingBox()];
  await expect(page.getByTestId('market-row-btcusdt').getByTestId('last-price')).toHaveText(PRICE);
  await expect(page.getByTestId('contract-row-quarter').getByTestId('last-price')).toHaveText(PRICE);
  await expect(page.getByTestId('ranking-volume').getByTestId('ranked-pair').first()).toBeVisible();
  const after = [await link.boundingBox(), await entries.boundingBox()];
  // Within a pixel: a price's digits may round a row's height differently.
  for (const [index, box] of after.entries()) {
    expect(box).not.toBeNull();
    expect(Math.abs((box?.y ?? 0) - (before[index]?.y ?? -100))).toBeLessThanOrEqual(1);
  }
});

test('a contract link leads to a futures page with a way back, not to a 404', async ({ page }) => {
  await page.goto('/zh-cn/');
  await page.getByTestId('market-overview').getByRole('link', { name: 'BTC 当季' }).click();
  await expect(page.getByTestId('futures-title')).toHaveText('交割合约');
  await expect(page.locator('#params')).toHaveText('symbol=BTC&&contract_type=quarter&&src=spot');
  await page.getByTestId('futures-back').click();
  await expect(page).toHaveURL(/\/zh-cn\/$/);
  await expect(page.getByTestId('market-overview')).toBeVisible();
});

test('a pair in the overview opens its exchange page', async ({ page }) => {
  await page.goto('/zh-cn/');
  const link = page.getByTestId('market-row-ethusdt').getByRole('link', { name: 'ETH/USDT' });
  await link.click();
  await expect(page).toHaveURL(/\/zh-cn\/exchange\/eth_usdt\/$/);
});

test('the overview has no serious accessibility violations', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/zh-cn/');
  await expect(page.getByTestId('market-row-btcusdt').getByTestId('last-price')).toHaveText(PRICE);
  await expectNoSeriousA11yViolations(page);
});
