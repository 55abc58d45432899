// The assets overview (exchange-wallet-fiat.md sections 3, 4, 6, 8, 9) against the mock's wallet,
// on the desktop and the phone project, each with its own trader: the total in BTC and the
// conversion currency, hidden as **** and kept hidden over a reload; a balance moved by the mock
// arrives through the account socket without a reload; a failing kind shows its own state while
// the others stay loaded; a sub-account sees fewer kinds. Once the browser holds its tokens, the
// server render brings the total and the cards with the page.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10020 : 10019;
}

const OVERVIEW = '/zh-cn/finance/account/';

async function openOverview(page: Page) {
  await page.goto(OVERVIEW);
  await expect(page.getByTestId('assets-total-btc')).toHaveText(/^\d[\d.]* BTC$/);
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ mock }) => {
  await mock.wallet.clearFail(uid());
});

test('a trader reads the total, hides every amount, and opens the spot account', async ({ page, loginAs, isMobile }) => {
  await loginAs(uid());
  await openOverview(page);
  await expect(page.getByTestId('assets-total-fiat')).toHaveText(/^≈ ¥[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('asset-card-spot')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('asset-card-spot')).toContainText(/\d BTC/);
  if (isMobile) {
    // Laid out for the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  await page.getByRole('button', { name: '隐藏金额' }).click();
  await expect(page.getByTestId('assets-total-btc')).toHaveText('**** BTC');
  await expect(page.getByTestId('assets-total-fiat')).toHaveText('≈ ****');
  await expect(page.getByTestId('asset-card-spot')).not.toContainText(/\d BTC/);
  await page.reload();
  await expect(page.getByTestId('assets-total-btc')).toHaveText('**** BTC');
  // The server render has the figures now, and writes them hidden as the user chose: no flash.
  expect(await page.request.get(OVERVIEW).then((response) => response.text())).toMatch(/data-testid="assets-total-btc" aria-busy="false">\*\*\*\*/);
  await page.getByRole('button', { name: '显示金额' }).click();
  await expect(page.getByTestId('assets-total-btc')).toHaveText(/^\d[\d.]* BTC$/);

  await page.getByRole('link', { name: '查看币币账户' }).click();
  await page.waitForURL('**/zh-cn/finance/account/spot/');
  await expect(page.locator('h1')).toHaveText('账户详情');
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL(`**${OVERVIEW}`);
});

test('once the browser holds its tokens, the page comes with the total and asks for no balance itself', async ({ page, context, loginAs }) => {
  await loginAs(uid());
  // The first page after the login makes the ticket exchange; the balances come from the browser.
  await openOverview(page);
  const html = await page.request.get(OVERVIEW).then((response) => response.text());
  expect(html).toMatch(/data-testid="assets-total-btc" aria-busy="false">\d[\d.]*/);
  expect(html).toMatch(/data-testid="asset-card-spot" data-state="loaded"/);
  // A second page of the same browser: only its own calls are counted.
  const second = await context.newPage();
  const balanceCalls: string[] = [];
  second.on('request', (request) => {
    if (/\/-\/x\/.*(balance|account_info|\/account\/accounts|pledge|mining|point\/account|c2c\/account)/.test(request.url())) balanceCalls.push(request.url());
  });
  await second.goto(OVERVIEW);
  await expect(second.getByTestId('assets-total-btc')).toHaveText(/^\d[\d.]* BTC$/);
  await expect(second.getByTestId('asset-card-spot')).toHaveAttribute('data-state', 'loaded');
  // The profit figures follow once the page is idle.
  await expect(second.getByTestId('assets-yesterday-profit')).not.toContainText('--');
  expect(balanceCalls).toEqual([]);
  await second.close();
});

test('a balance moved by the mock appears without a reload', async ({ page, loginAs, mock }) => {
  await loginAs(uid());
  await openOverview(page);
  const card = page.getByTestId('asset-card-spot');
  await expect(card).toHaveAttribute('data-state', 'loaded');
  const before = await card.textContent();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  // The account socket subscribes once the page has its user: a move made before that arrives
  // with the next one (each move pushes the currency's whole balance).
  await expect
    .poll(
      async () => {
        await mock.wallet.moveBalance({ uid: uid(), kind: 'spot', currency: 'btc', delta: '1' });
        return card.textContent();
      },
      { timeout: 12_000, intervals: [1_000] },
    )
    .not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a failing kind shows its own state while the others stay loaded, and comes back on retry', async ({ page, loginAs, mock }) => {
  await loginAs(uid());
  await mock.wallet.fail(uid(), 'swap', { code: 1220, message: '未开通合约' });
  await mock.wallet.fail(uid(), 'gridding', { code: 500, message: '网格服务繁忙' });
  await openOverview(page);

  const swap = page.getByTestId('asset-card-swap');
  await expect(swap).toHaveAttribute('data-state', 'not-open');
  await expect(swap).toContainText('未开通');
  await expect(swap.getByRole('link', { name: '去开通' })).toHaveAttribute('href', /swap\/exchange\/#symbol=BTC/);

  const grid = page.getByTestId('asset-card-gridding');
  await expect(grid).toHaveAttribute('data-state', 'dead');
  await expect(grid.getByRole('alert')).toContainText('网格服务繁忙');
  await expect(page.getByTestId('asset-card-spot')).toHaveAttribute('data-state', 'loaded');

  await mock.wallet.clearFail(uid(), 'gridding');
  await grid.getByRole('button', { name: '重试' }).click();
  await expect(grid).toHaveAttribute('data-state', 'loaded');
});

test('a sub-account sees fewer kinds, and never the ones it may not fetch', async ({ page, loginAs }) => {
  await loginAs(10003);
  await openOverview(page);
  await expect(page.getByTestId('asset-card-spot')).toBeVisible();
  // Visibility closes otc (10) and minepool (11) to this sub-account; crypto loans are empty without a call.
  await expect(page.getByTestId('asset-card-otc')).toHaveCount(0);
  await expect(page.getByTestId('asset-card-minepool')).toHaveCount(0);
  await expect(page.getByTestId('asset-card-cryptoLoans')).toHaveAttribute('data-state', 'empty');
});

/** The BTC figure of a total ("3.58123456 BTC", "3.58123456BTC") as a number. */
async function btcOf(page: Page, testId: string): Promise<number> {
  await expect(page.getByTestId(testId)).toHaveText(/^\d+\.\d{8}\s?BTC$/);
  return Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''));
}

test('every page shows the same total: the overview, 我的资产, 资产账户 and 我的账户', async ({ page, loginAs }) => {
  await loginAs(uid());
  await openOverview(page);
  await expect(page.getByTestId('assets-total-btc')).toHaveAttribute('aria-busy', 'false');
  const overview = await btcOf(page, 'assets-total-btc');
  // The custody service's own figure for this user is 25000 USDT (about 0.49 BTC); the wallet holds far more.
  expect(overview).toBeGreaterThan(1);
  for (const path of ['/zh-cn/cn/assets/', '/zh-cn/cn/finance/account/', '/zh-cn/account/']) {
    await page.goto(path);
    await expect(page.getByTestId('custody-total-btc')).toHaveAttribute('aria-busy', 'false');
    const shown = await btcOf(page, 'custody-total-btc');
    // The same sum of the same kinds; only the simulated market moves between two pages.
    expect(Math.abs(shown - overview) / overview, path).toBeLessThan(0.02);
  }
});

test('U本位 carries the cross USDT-margined account: one USDT row of 1220', async ({ page, loginAs }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/finance/account/linear/');
  await expect(page.getByTestId('account-detail')).toHaveAttribute('data-state', 'loaded');
  // 250 + 50 and 120 in the isolated contracts, 700 + 100 in the cross account.
  await expect(page.getByTestId('asset-total-usdt')).toHaveText('1220.00000000');
});

test("a sub-account's kind its parent hid is refused by its address, on the server and in the page", async ({ page, loginAs, mock }) => {
  const { uids } = await mock.subAccounts.seed({ parent_uid: uid(), count: 1, prefix: 'hidden' });
  const sub = uids[0] ?? 0;
  await mock.finance.setVisibility(sub, [2]);
  await loginAs(sub);
  // The overview first: the browser's ticket exchange leaves the tokens the server's check uses.
  await openOverview(page);
  await expect(page.getByTestId('asset-card-margin')).toHaveCount(0);
  for (const [path, back] of [
    ['/zh-cn/finance/account/margin/', '返回资产总览'],
    ['/zh-cn/cn/finance/account/margin/', '返回资产账户'],
  ] as const) {
    const html = await page.request.get(path).then((response) => response.text());
    expect(html, path).toContain('data-testid="account-refused"');
    expect(html, path).not.toContain('data-testid="account-detail"');
    await page.goto(path);
    await expect(page.getByTestId('account-refused')).toContainText('母账户已设为不可见，无法查看该账户');
    await expect(page.getByTestId('account-detail')).toHaveCount(0);
    await expect(page.getByRole('link', { name: back })).toBeVisible();
  }
  await page.getByRole('link', { name: '返回资产账户' }).click();
  await page.waitForURL('**/zh-cn/cn/finance/account/');
  await expect(page.getByTestId('kind-row-spot')).toBeVisible();
  await expect(page.getByTestId('kind-row-margin')).toHaveCount(0);
});
