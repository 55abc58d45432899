// Sub-account management on the desktop and the phone project, each with its own parent (a
// seeded trader no other suite uses, with an email for the security step and a spot balance):
// a batch of three names with one bad (refused where it was typed, the two good ones created),
// one of them locked through the security step (its login by name refused on the login page, a
// browser it was logged in with sent to login), the other logged in by name reading its own
// permissions, a permission changed and that sub-account's trading gate following it,
// and a transfer to the sub-account and back.

import type { Browser, Page } from '@playwright/test';
import { Decimal } from '@/lib/decimal';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { SUB_ACCOUNT_LOCKED_LOGIN_TEXT } from '@/lib/sub-account';
import { codeFor, PASSWORD } from './accounts';
import { expect, test, type MockControl } from './fixtures';

const parentUid = () => (test.info().project.name === 'phone' ? 10022 : 10021);
const parentEmail = () => `trader${parentUid()}@example.com`;

const LIST = '/zh-cn/user-center/sub-account/';

/**
 * The open dialog's security step: the email code sent to the parent. A passed verification
 * uses its code up and the sender then waits 60 s, but the session stays verified for a few
 * minutes, so within that wait the code from the parent's mailbox is typed again (`sent`).
 */
async function passSecurityStep(page: Page, mock: MockControl, dialogName: string, sent: { code: string }) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const input = dialog.getByLabel('邮箱验证码');
  await expect(input).toBeVisible();
  const send = dialog.getByRole('button', { name: '获取验证码' });
  if ((await send.count()) > 0 && (await send.isEnabled())) {
    await send.click();
    sent.code = await codeFor(mock, parentEmail(), 'security');
  }
  await input.fill(sent.code);
  return dialog;
}

/** The login page, 子账户 chosen, a sub-account's name and password; `backUrl` where it goes after. */
async function loginBySubName(page: Page, name: string, backUrl?: string) {
  await page.goto(`/zh-cn/login/${backUrl ? `?backUrl=${encodeURIComponent(backUrl)}` : ''}`);
  await page.getByText('子账户', { exact: true }).click();
  await page.getByRole('textbox', { name: '子账户名称' }).fill(name);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** A browser of its own, logged in as `uid` with a fresh session. */
async function browserAs(browser: Browser, baseURL: string | undefined, mock: MockControl, uid: number) {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  const { token } = await mock.session(uid);
  await context.addCookies([{ name: UC_SESSION_COOKIE, value: token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);
  return { context, page: await context.newPage() };
}

/** Every sub-account's usdt in spot, as the detail page's aggregate table shows it ('0' without a row). */
async function aggregateSpotUsdt(page: Page): Promise<string> {
  const row = page.locator('[data-testid="sub-account-aggregate-row"][data-currency="usdt"][data-type="spot"]');
  if ((await row.count()) === 0) return '0';
  return new Decimal(((await row.locator('td').last().textContent()) ?? '').replace(/,/g, '')).toFixed();
}

test('a parent creates a batch, locks one, opens margin for another and moves money to it and back', async ({ page, browser, baseURL, loginAs, mock, isMobile, expectNoSeriousA11yViolations }) => {
  test.setTimeout(120_000);
  await loginAs(parentUid());
  const mailbox = { code: '' };
  // Names of this run only, so a second run against the same mock finds them free.
  const stamp = Date.now().toString(36).slice(-7);
  const [first, second, bad] = [`qa${stamp}A`, `qa${stamp}B`, `9${stamp}`];

  await page.goto(LIST);
  await expect(page.locator('[data-route="user-center/sub-account"] h1')).toHaveText('子账户管理');
  await expect(page.getByTestId('sub-account-count')).toHaveText(/^已创建 \d+\/200$/);
  await expect(page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '子账户管理' })).toBeVisible();

  // The batch: three names, one against the rule.
  await page.getByRole('button', { name: '批量创建' }).click();
  const batch = page.getByRole('dialog', { name: '批量创建子账户' });
  await batch.getByRole('button', { name: '按行粘贴' }).click();
  await batch.getByLabel('子账户名称（每行一个）').fill([first, bad, second].join('\n'));
  await batch.getByRole('button', { name: '填入列表' }).click();
  const rows = batch.getByTestId('sub-account-batch-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('子账户名称须为6-20位字母或字母加数字，且以字母开头');
  await expect(rows.nth(0)).toContainText('可以使用');
  await batch.getByLabel('登录密码', { exact: true }).fill(PASSWORD);
  await batch.getByLabel('确认登录密码').fill(PASSWORD);
  await batch.getByRole('button', { name: '创建' }).click();
  await expect(rows.nth(0).getByTestId('sub-account-batch-created')).toHaveText(/^已创建，UID \d+$/);
  await expect(rows.nth(2).getByTestId('sub-account-batch-created')).toHaveText(/^已创建，UID \d+$/);
  await expect(rows.nth(1).getByTestId('sub-account-batch-problem')).toHaveText('子账户名称须为6-20位字母或字母加数字，且以字母开头');
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue(bad);
  const uidOf = async (index: number) => Number(/UID (\d+)/.exec((await rows.nth(index).getByTestId('sub-account-batch-created').textContent()) ?? '')?.[1]);
  const [firstUid, secondUid] = [await uidOf(0), await uidOf(2)];
  await batch.getByRole('button', { name: '取消' }).click();
  await expect(batch).toBeHidden();

  // The list finds them by name part.
  await page.getByRole('searchbox', { name: '搜索子账户名称或 UID' }).fill(`qa${stamp}`);
  const listed = page.getByTestId('sub-account-row');
  await expect(listed).toHaveCount(2);
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // A browser logged in as the first, then the lock through the security step.
  const subBrowser = await browserAs(browser, baseURL, mock, firstUid);
  await subBrowser.page.goto('/zh-cn/user-center/');
  await expect(subBrowser.page).toHaveURL(/\/zh-cn\/user-center\/$/);
  // A sub-account gets no management: its page says so and leads back.
  await subBrowser.page.goto(LIST);
  await expect(subBrowser.page.getByTestId('sub-account-not-parent')).toContainText('子账户不能管理子账户');

  const firstRow = page.locator(`[data-testid="sub-account-row"][data-uid="${firstUid}"]`);
  await firstRow.getByRole('button', { name: `冻结：${first}` }).click();
  const lockDialog = await passSecurityStep(page, mock, '冻结子账户', mailbox);
  await lockDialog.getByRole('button', { name: '确认' }).click();
  await expect(lockDialog).toBeHidden();
  await expect(firstRow.getByTestId('sub-account-state')).toHaveText('已冻结');
  expect((await mock.subAccounts.get(firstUid)).sub_account.state).toBe('locked');

  // Its sessions ended: the browser it was logged in with goes to login.
  await subBrowser.page.goto('/zh-cn/user-center/');
  await expect(subBrowser.page).toHaveURL(/\/zh-cn\/login\//);
  await subBrowser.context.close();
  // And a login with its name and the right password is refused on the login page with the lock's text, the name kept.
  const refused = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  const refusedPage = await refused.newPage();
  await loginBySubName(refusedPage, first);
  await expect(refusedPage.locator('form [role="alert"]')).toHaveText(SUB_ACCOUNT_LOCKED_LOGIN_TEXT);
  await expect(refusedPage.getByRole('textbox', { name: '子账户名称' })).toHaveValue(first);
  await refused.close();

  // The second: isolated margin opened on its page, and its trading gate follows.
  // It logs in by its name and reads what it may do: isolated margin closed, with the reason.
  const traderContext = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  const trader = { context: traderContext, page: await traderContext.newPage() };
  await loginBySubName(trader.page, second, '/zh-cn/user-center/sub-account/');
  await expect(trader.page).toHaveURL(/\/zh-cn\/user-center\/sub-account\/$/);
  const own = trader.page.getByTestId('sub-account-own-access');
  await expect(own.locator('[data-testid="own-access-line"][data-key="margin"]')).toHaveAttribute('data-open', 'false');
  await expect(own.locator('[data-testid="own-access-line"][data-key="margin"]')).toContainText('子账户未开通杠杆交易权限');
  await trader.page.goto('/zh-cn/exchange/btc_usdt/');
  await expect(trader.page.getByTestId('exchange-type-reason')).toHaveText('子账户未开通杠杆交易权限');
  await expect(trader.page.getByTestId('exchange-types').getByRole('tab', { name: '逐仓杠杆' })).toBeDisabled();

  await page.locator(`[data-testid="sub-account-row"][data-uid="${secondUid}"]`).getByRole('link', { name: `查看：${second}` }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-cn/user-center/sub-account/${secondUid}/$`));
  await expect(page.getByTestId('sub-account-name')).toHaveText(second);
  const matrix = page.getByTestId('sub-account-permissions');
  await matrix.getByRole('switch', { name: '逐仓杠杆交易' }).check();
  await page.getByRole('button', { name: '保存权限' }).click();
  const permissionsDialog = await passSecurityStep(page, mock, '修改子账户权限', mailbox);
  await expect(permissionsDialog.getByTestId('sub-account-permission-changes')).toContainText('逐仓杠杆交易：开启');
  await permissionsDialog.getByRole('button', { name: '确认' }).click();
  await expect(permissionsDialog).toBeHidden();
  await expect(matrix.getByRole('switch', { name: '逐仓杠杆交易' })).toBeChecked();
  await expect(page.locator('[data-testid="sub-account-history-row"][data-action="permissions"]')).toHaveCount(1);
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  expect((await mock.subAccounts.get(secondUid)).sub_account.margin).toBe('open');

  await trader.page.reload();
  await expect(trader.page.getByTestId('exchange-types').getByRole('tab', { name: '逐仓杠杆' })).toBeEnabled();
  // Only isolated margin was opened: cross margin stays closed.
  await expect(trader.page.getByTestId('exchange-types').getByRole('tab', { name: '全仓杠杆' })).toBeDisabled();
  await trader.context.close();

  // Money to the sub-account and back.
  await expect(page.getByTestId('sub-account-accounts')).toBeVisible();
  // The aggregate has loaded (its table is no longer busy) before its figure is read.
  await expect(page.getByRole('region', { name: '全部子账户资产汇总' }).locator('table')).not.toHaveAttribute('aria-busy', 'true');
  const before = new Decimal(await aggregateSpotUsdt(page));
  const transfer = page.getByTestId('sub-account-transfer');
  await transfer.getByLabel('划转数量').fill('25.5');
  await transfer.getByRole('button', { name: '划转' }).click();
  await expect(page.getByText('划转成功').first()).toBeVisible();
  await expect.poll(() => aggregateSpotUsdt(page)).toBe(before.plus('25.5').toFixed());
  await expect(transfer.getByLabel('划转数量')).toHaveValue('');

  // The segmented control's label takes the press for its (visually hidden) radio.
  await transfer.getByText('子账户 → 母账户').click();
  await expect(transfer.getByRole('radio', { name: '子账户 → 母账户' })).toBeChecked();
  await transfer.getByLabel('划转数量').fill('25.5');
  await transfer.getByRole('button', { name: '划转' }).click();
  await expect.poll(() => aggregateSpotUsdt(page)).toBe(before.toFixed());

  // The history tells what was done to it.
  await expect(page.locator('[data-testid="sub-account-history-row"][data-action="permissions"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="sub-account-history-row"][data-action="create"]')).toHaveCount(1);
});
