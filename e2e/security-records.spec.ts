// The security records on the desktop and the phone project, each with its own users: one user
// logged in on two browsers reads both logs in 安全记录 and logs the other browser out, which is
// sent to login on its next navigation; a password change (seeded through the control API) holds
// withdrawals, counted down on 账户安全 and on the withdraw page; 这不是我 freezes the account,
// logs the user out, and login then says the account is frozen.

import { loginWithEmail } from './accounts';
import { expect, test } from './fixtures';

const phone = () => test.info().project.name === 'phone';
/** Records and devices: 10045 (desktop) / 10046 (phone); self-freeze: 10047 / 10048. */
const recordsUid = () => (phone() ? 10046 : 10045);
const freezeUid = () => (phone() ? 10048 : 10047);
const emailOf = (uid: number) => `security${uid}@example.com`;

const RECORDS = '/zh-cn/user-center/safety-record/';
const SECURITY = '/zh-cn/user-center/security/';
const WITHDRAW = '/zh-cn/cn/finance/withdraw/usdt/';
const loginTo = (path: string) => `/zh-cn/login/?backUrl=${encodeURIComponent(path)}`;
/** The second browser: Edge on macOS, unlike either project's own browser, so the devices list tells the two apart. */
const MAC_EDGE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
const OTHER_DEVICE = 'Edge · macOS';

test('two browsers: both logs read in 安全记录, and the other browser logged out from the first', async ({ page, browser, baseURL, isMobile }) => {
  const uid = recordsUid();
  const other = await browser.newContext({ ...(baseURL ? { baseURL } : {}), userAgent: MAC_EDGE });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(loginTo(RECORDS));
    await loginWithEmail(otherPage, emailOf(uid));
    await otherPage.waitForURL(/\/user-center\/safety-record\//);

    await page.goto(loginTo(RECORDS));
    await loginWithEmail(page, emailOf(uid));
    await page.waitForURL(/\/user-center\/safety-record\//);

    // 登录记录: both logins, the other browser's with its device.
    const loginLog = page.getByTestId('login-log');
    await expect(loginLog.getByTestId('login-log-row').first()).toBeVisible();
    await expect(loginLog.getByTestId('login-log-row').filter({ hasText: OTHER_DEVICE }).first()).toBeVisible();
    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // 登录设备: this one marked, 退出 on the other after a confirmation.
    await page.getByRole('tab', { name: '登录设备' }).click();
    const devices = page.getByTestId('login-device');
    await expect(devices.first()).toContainText('当前设备');
    const otherDevice = page.locator('[data-testid="login-device"][data-current="false"]').filter({ hasText: OTHER_DEVICE }).first();
    await otherDevice.getByRole('button', { name: /^退出/ }).click();
    const dialog = page.getByRole('dialog', { name: '退出该设备' });
    await expect(dialog).toContainText(OTHER_DEVICE);
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog).toBeHidden();
    await expect(devices.filter({ hasText: OTHER_DEVICE })).toHaveCount(0);

    // 操作记录: the offsite logout is there.
    await page.getByRole('tab', { name: '操作记录' }).click();
    await expect(page.getByTestId('operation-log-row').filter({ hasText: '退出其他设备' }).first()).toBeVisible();

    // The other browser is logged out on its next navigation.
    await otherPage.goto(SECURITY);
    await otherPage.waitForURL(/\/zh-cn\/login\//);
  } finally {
    await other.close();
  }
});

test('a password change holds withdrawals: the countdown on 账户安全 and on the withdraw page', async ({ page, mock, loginAs }) => {
  const uid = recordsUid();
  await mock.securityRecords.seedEvent({ uid, type: 'password_change', device: 'Chrome · Windows', place: '新加坡' });
  await loginAs(uid);
  await page.goto(SECURITY);
  const hold = page.getByTestId('withdraw-hold');
  await expect(hold).toContainText('因修改登录密码');
  await expect(hold.getByTestId('withdraw-hold-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
  const change = page.getByTestId('timeline-event').filter({ hasText: '修改登录密码' }).first();
  await expect(change).toContainText('新加坡');
  await expect(change.getByTestId('timeline-hold')).toContainText('提币暂停至');

  await page.goto(WITHDRAW);
  await expect(page.getByTestId('withdraw-hold-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
  const before = await page.getByTestId('withdraw-hold-countdown').textContent();
  await expect(page.getByTestId('withdraw-hold-countdown')).not.toHaveText(before ?? '');
});

test('这不是我 freezes the account: the user is logged out and login says the account is frozen', async ({ page, mock, loginAs }) => {
  const uid = freezeUid();
  await mock.securityRecords.unfreeze(uid);
  await mock.securityRecords.seedEvent({ uid, type: 'ga_bind', device: 'Chrome · Windows', place: '新加坡' });
  await loginAs(uid);
  await page.goto(SECURITY);
  await page.getByRole('button', { name: '这不是我：绑定谷歌验证器' }).first().click();
  const dialog = page.getByRole('dialog', { name: '冻结账户' });
  await expect(dialog).toContainText('新加坡');
  await dialog.getByRole('button', { name: '冻结账户' }).click();
  const frozen = page.getByRole('dialog', { name: '账户已冻结' });
  await expect(frozen.getByTestId('frozen-notice')).toContainText('您的账户已冻结，所有设备已退出登录');
  await frozen.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/zh-cn\/login\//);

  await loginWithEmail(page, emailOf(uid));
  await expect(page.getByRole('alert').filter({ hasText: '账户已冻结，请联系客服解冻' })).toBeVisible();
  await mock.securityRecords.unfreeze(uid);
});
