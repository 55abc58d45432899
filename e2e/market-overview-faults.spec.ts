// Contract markets going down under the home page's overview. The contract heartbeat and
// injected faults are global to the mock backend, so this file runs in the serial project
// (its name ends in faults.spec.ts), one test at a time.

import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ mock }) => {
  await mock.contract.setHeartbeat({ heartbeat: 1, swap_heartbeat: 1, linear_swap_heartbeat: 1 });
  await mock.faults.clear();
});

test('a contract heartbeat of 0 shows the BTC quarter contract as 维护中 with --', async ({ page, mock }) => {
  await mock.contract.setHeartbeat({ heartbeat: 0 });
  await page.goto('/zh-cn/');
  const quarter = page.getByTestId('contract-row-quarter');
  await expect(quarter).toHaveAttribute('data-status', 'maintenance');
  await expect(quarter.getByText('维护中')).toBeVisible();
  await expect(quarter.getByTestId('last-price')).toHaveText('--');
  await expect(quarter.getByTestId('change')).toHaveText('--');
  // The swap market is still up.
  await expect(page.getByTestId('contract-row-swap').getByTestId('last-price')).toHaveText(/^\d+(\.\d+)?$/);
  await expect(page.getByTestId('contract-row-swap').getByText('维护中')).toHaveCount(0);
});

test('a swap heartbeat of 0 shows the BTC swap as 维护中', async ({ page, mock }) => {
  await mock.contract.setHeartbeat({ swap_heartbeat: 0 });
  await page.goto('/zh-cn/');
  const swap = page.getByTestId('contract-row-swap');
  await expect(swap.getByText('维护中')).toBeVisible();
  await expect(swap.getByTestId('last-price')).toHaveText('--');
});

test('a contract ticker that fails more than 3 times in a row shows 维护中, while the spot pairs keep their prices', async ({ page, mock }) => {
  // The first load and 3 retries 5 s apart all fail: about 15 s until maintenance shows.
  await mock.faults.add({ method: 'GET', path: '/dm/market/detail/merged', status: 500, times: 10 });
  await page.goto('/zh-cn/');
  const quarter = page.getByTestId('contract-row-quarter');
  await expect(quarter.getByText('维护中')).toBeVisible({ timeout: 25_000 });
  await expect(quarter.getByTestId('last-price')).toHaveText('--');
  await expect(page.getByTestId('market-row-btcusdt').getByTestId('last-price')).toHaveText(/^\d+(\.\d+)?$/);
});

test('a failing ticker list shows an error text and no crash', async ({ page, mock }) => {
  await mock.faults.add({ method: 'GET', path: '/pro/market/tickers', drop: true, times: 2 });
  await page.goto('/zh-cn/');
  await expect(page.getByTestId('market-overview').getByRole('alert')).toHaveText('行情加载失败，稍后自动重试');
  // The retries 5 s later succeed.
  await expect(page.getByTestId('market-row-btcusdt').getByTestId('last-price')).toHaveText(/^\d+(\.\d+)?$/, { timeout: 15_000 });
});
