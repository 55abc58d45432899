// The exchange page's areas as a test reaches them: every area at once on a desktop; on a phone
// (below 750 px) one tab's areas at a time, one order pane behind the 买入 / 卖出 switch, and the
// market list in the sheet opened by 切换交易对. On a desktop these steps do nothing.

import type { Locator, Page } from '@playwright/test';
import { EXCHANGE_PHONE_TAB_LABELS, type ExchangePhoneTab } from '@/lib/market/exchange-layout';
import { expect } from './fixtures';

/** Whether the page is laid out for a phone (the serial project's phone contexts included). */
export function onPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? Infinity) < 750;
}

/** Clicks until the control answers: a click on server-rendered markup before hydration is lost. */
async function clickUntil(control: Locator, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await control.click();
    await done();
  }).toPass({ timeout: 15_000 });
}

/** On a phone, opens the tab that shows `tab`'s areas. */
export async function showExchangeTab(page: Page, tab: ExchangePhoneTab): Promise<void> {
  if (!onPhone(page)) return;
  const button = page.getByTestId('exchange-tabs').getByRole('tab', { name: EXCHANGE_PHONE_TAB_LABELS[tab], exact: true });
  await clickUntil(button, () => expect(button).toHaveAttribute('aria-selected', 'true', { timeout: 1000 }));
}

/** On a phone, shows the order form's buy or sell pane. */
export async function chooseOrderSide(page: Page, side: 'buy' | 'sell'): Promise<void> {
  if (!onPhone(page)) return;
  const button = page.getByTestId('order-side-switch').getByRole('tab', { name: side === 'buy' ? '买入' : '卖出', exact: true });
  await clickUntil(button, () => expect(page.getByTestId(`order-pane-${side}`)).toBeVisible({ timeout: 1000 }));
}

/** The market list; on a phone, opened in its sheet first. */
export async function openMarketList(page: Page): Promise<Locator> {
  if (onPhone(page)) await clickUntil(page.getByTestId('switch-pair'), () => expect(page.getByTestId('pair-sheet')).toBeVisible({ timeout: 1000 }));
  return page.getByTestId('market-list');
}
