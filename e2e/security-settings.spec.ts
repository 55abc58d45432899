// The security centre's settings (issue 16) on the desktop and the phone project, each with its
// own seeded account (email and phone bound, no GA): the anti-phishing code set through the
// security step (a bad one kept as typed with its text), shown masked and revealed, and carried
// by the next message the mock sends; 个人中心's user and level with the next step's link, and
// a withdraw factor switched on in 安全策略 and the refusal to leave fewer than two; 资产安全's
// states with links that lead where each is changed.

import type { Page } from '@playwright/test';
import { UC_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { codeFor } from './accounts';
import { expect, test, type MockControl } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10044 : 10043;
}
const email = () => `security${uid()}@example.com`;
const phone = () => `139000${uid()}`;

const SECURITY = '/zh-cn/user-center/security/';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ mock }) => {
  await mock.resetSecuritySettings(uid());
});

/** The dialog's security step: the email code sent to the account, read from the mock. */
async function passSecurityStep(page: Page, mock: MockControl, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('邮箱验证码').fill(await codeFor(mock, email(), 'security'));
  return dialog;
}

async function expectNoSideScroll(page: Page, isMobile: boolean) {
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('the anti-phishing code: set through the security step, masked, revealed, and carried by the next message', async ({ page, loginAs, mock, isMobile }) => {
  const token = await loginAs(uid());
  await page.goto(SECURITY);
  const row = page.getByTestId('security-row-anti-phishing');
  await expect(row).toContainText('未设置');
  await row.getByRole('button', { name: '设置' }).click();

  const dialog = await passSecurityStep(page, mock, '设置防钓鱼码');
  const input = dialog.getByLabel('新防钓鱼码');
  await input.fill('Ab_1');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('防钓鱼码为 4-20 位字母或数字')).toBeVisible();
  await expect(input).toHaveValue('Ab_1');
  await expectNoSideScroll(page, isMobile);

  const code = `Safe${uid()}`;
  await input.fill(code);
  await expect(dialog.getByTestId('anti-phishing-sample')).toContainText(`防钓鱼码：${code}`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已设置');
  const shown = row.getByTestId('anti-phishing-code');
  await expect(shown).toHaveText(`Sa****${String(uid()).slice(-2)}`);
  await row.getByRole('button', { name: '显示' }).click();
  await expect(shown).toHaveText(code);
  await row.getByRole('button', { name: '隐藏' }).click();
  await expect(shown).toHaveText(`Sa****${String(uid()).slice(-2)}`);

  // The code that went out before the setting carries none; the notice of the change and any
  // message sent now carry it.
  const [notice, before] = (await mock.messages(email())).messages;
  expect(notice?.subject).toBe('安全设置变更提醒');
  expect(notice?.text.split('\n')[0]).toBe(`防钓鱼码：${code}`);
  expect(before?.text).not.toContain('防钓鱼码');
  const sent = await fetch(`${mock.origin}/uc${UC_CALLS.smsCodeSend.path()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${UC_SESSION_COOKIE}=${token}` },
    body: JSON.stringify({ purpose: 'security' }),
  });
  expect(await sent.json()).toMatchObject({ success: true });
  const [message] = (await mock.messages(phone())).messages;
  expect(message?.text.split('\n')[0]).toBe(`防钓鱼码：${code}`);
});

test('个人中心 shows the user and the level; 安全策略 switches a withdraw factor on and refuses to leave fewer than two', async ({ page, loginAs, mock, isMobile }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/user-center/');
  await expect(page.getByTestId('user-center-uid')).toHaveText(String(uid()));
  await expect(page.getByTestId('user-center-user')).toContainText(email());
  await expect(page.getByTestId('security-row-summary-level')).toContainText('中');
  await expect(page.getByTestId('insecure-warning')).toHaveCount(0);
  await expectNoSideScroll(page, isMobile);
  await page.getByTestId('next-security-step').click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/security\/#security-ga$/);
  await expect(page.getByTestId('security-row-ga')).toBeVisible();

  const sms = page.getByTestId('strategy-withdraw-sms');
  await expect(sms).toContainText('已关闭');
  await sms.getByRole('switch', { name: '提币验证：手机验证码' }).click();
  const dialog = await passSecurityStep(page, mock, '开启提币验证的手机验证码');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(sms).toContainText('已开启');
  await expect(page.getByTestId('security-row-strategy-withdraw')).toContainText('手机验证码、邮箱验证码');

  await sms.getByRole('switch', { name: '提币验证：手机验证码' }).click();
  await expect(page.getByTestId('strategy-withdraw-refusal')).toHaveText('提币验证至少需要保留两项验证方式，请先开启其他验证方式');
  await expect(sms).toContainText('已开启');
});

test('资产安全 shows each setting that protects funds with a link to where it is changed', async ({ page, loginAs, isMobile }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/finance/security/');
  await expect(page.getByTestId('security-row-asset-whitelist')).toContainText(/已开启|未开启/);
  await expect(page.getByTestId('security-row-asset-anti-phishing')).toContainText('未设置');
  await expect(page.getByTestId('security-row-asset-withdraw-factors')).toContainText('邮箱验证码');
  await expect(page.getByTestId('security-row-asset-withdraw-hold')).toContainText('无限制');
  await expectNoSideScroll(page, isMobile);

  await page.getByTestId('asset-security-anti-phishing-link').click();
  await expect(page).toHaveURL(/\/zh-cn\/user-center\/security\/#security-anti-phishing$/);
  await expect(page.getByTestId('security-row-anti-phishing')).toBeVisible();
  await page.goBack();
  await page.getByTestId('asset-security-whitelist-link').click();
  await expect(page).toHaveURL(/\/zh-cn\/cn\/finance\/address\/$/);
});
