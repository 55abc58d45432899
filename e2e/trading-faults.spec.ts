// A rejected order, forced through the mock's control API (global to the mock backend, so this
// file runs in the serial project), on both viewports.

import { expect, test } from './fixtures';

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

for (const [name, options] of Object.entries(VIEWPORTS)) {
  test.describe(`a rejected order (${name})`, () => {
    test.use(options);

    test('shows the server message and keeps what was typed', async ({ page, loginAs, mock }) => {
      await loginAs(10001);
      await page.goto('/zh-cn/exchange/eth_usdt/');
      await mock.trading.reject({ code: 'account-frozen-balance-insufficient-error', message: '交易账户余额不足', times: 1 });
      const buy = page.getByTestId('order-pane-buy');
      await expect(page.getByTestId('available-buy')).toHaveText(/^\d/);
      await buy.getByLabel('价格').fill('100');
      await buy.getByLabel('数量').fill('0.1');
      await buy.getByRole('button', { name: /^买入/ }).click();
      await expect(page.getByTestId('order-failure-buy')).toHaveText('交易账户余额不足');
      await expect(buy.getByLabel('价格')).toHaveValue('100');
      await expect(buy.getByLabel('数量')).toHaveValue('0.1');
      await expect(page.getByTestId('open-orders').locator('tbody tr[data-order-id]')).toHaveCount(0);
    });
  });
}
