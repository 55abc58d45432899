// Failures of the market socket, driven through the mock's control API. Sockets and
// heartbeats are global to the mock backend, so this file runs in the serial project; it
// covers the desktop and the phone viewport itself.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

async function bookVersion(page: Page): Promise<number> {
  return Number((await page.getByTestId('order-book').getAttribute('data-version')) || 0);
}

async function expectBookMoving(page: Page): Promise<void> {
  const before = await bookVersion(page);
  await expect.poll(() => bookVersion(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

for (const [name, options] of Object.entries(VIEWPORTS)) {
  test.describe(`market socket failures (${name})`, () => {
    test.use(options);

    test.afterEach(async ({ mock }) => {
      await mock.market.heartbeat(true);
    });

    test('a dropped socket is reconnected and resubscribed, with the state shown and cleared', async ({ page, mock }) => {
      await page.goto('/zh-cn/exchange/btc_usdt/');
      const state = page.getByTestId('connection-state');
      await expect(state).toHaveAttribute('data-status', 'live');
      await expectBookMoving(page);
      const { dropped } = await mock.dropSockets('/ws');
      expect(dropped).toBeGreaterThan(0);
      await expect(state).toHaveAttribute('data-status', /reconnecting|stale/);
      await expect(state).toContainText(/重新连接中|数据已过期/);
      await expect(state).toHaveAttribute('data-status', 'live', { timeout: 15_000 });
      await expect(state).toHaveText('实时');
      // Resubscribed: the book, the trades and the header move again.
      await expectBookMoving(page);
    });

    test('a socket without heartbeats is closed after 10 s and reconnected', async ({ page, mock }) => {
      test.setTimeout(90_000);
      await page.goto('/zh-cn/exchange/btc_usdt/');
      const state = page.getByTestId('connection-state');
      await expect(state).toHaveAttribute('data-status', 'live');
      await mock.market.heartbeat(false);
      await expect(state).toHaveAttribute('data-status', /reconnecting|stale/, { timeout: 25_000 });
      await mock.market.heartbeat(true);
      await expect(state).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
      await expectBookMoving(page);
    });

    test('a corrupt frame is dropped and counted; the page keeps going', async ({ page, mock }) => {
      await page.goto('/zh-cn/exchange/btc_usdt/');
      const state = page.getByTestId('connection-state');
      await expect(state).toHaveAttribute('data-status', 'live');
      await mock.market.corrupt(2);
      await expect(state).toHaveAttribute('data-corrupt-frames', '2');
      await expect(state).toHaveAttribute('data-status', 'live');
      await expectBookMoving(page);
    });
  });
}
