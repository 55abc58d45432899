// Login through each captcha type the risk check can ask for. Risk decisions are global to
// the mock backend, so this file runs in the serial project after the parallel ones.

import type { Page } from '@playwright/test';
import type { RiskDecision } from '@/mocks/control-client';
import { expect, test, type MockControl } from './fixtures';

test.describe.configure({ mode: 'serial' });

const ACCOUNT = 'org@example.com';

async function decide(mock: MockControl, decision: RiskDecision) {
  await mock.setRisk(decision, ACCOUNT);
}

test.afterEach(async ({ mock }) => {
  await decide(mock, 'pass');
  await mock.setVendors({ geetest: 'ok', recaptcha: 'ok', aliyun: 'ok' });
});

async function startLogin(page: Page) {
  await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Fnotice%2F');
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(ACCOUNT);
  await page.getByLabel('密码', { exact: true }).fill('Trade1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const dialog = page.getByRole('dialog', { name: '验证' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectLoggedIn(page: Page) {
  await page.waitForURL(/\/zh-cn\/cn\/notice\//);
  // The menu shows the name once the user info has loaded, after the login check.
  await expect(page.getByRole('button', { name: /账户菜单/ })).toContainText(ACCOUNT, { timeout: 20_000 });
}

test('image captcha: the messages, refresh, five characters, Enter submits', async ({ page, mock }) => {
  await decide(mock, 'image');
  const dialog = await startLogin(page);
  const input = dialog.getByRole('textbox');
  await input.fill('ABCDEFGH');
  await expect(input).toHaveValue('ABCDE');
  await input.fill('');
  const submit = dialog.getByRole('button', { name: /^提\s*交$/ });
  await expect(submit).toBeDisabled();
  const first = await mock.captcha.latest();
  await dialog.getByRole('button', { name: '点击刷新图形验证码' }).click();
  await expect.poll(async () => (await mock.captcha.latest()).key).not.toBe(first.key);
  await input.fill('ab');
  await input.press('Enter');
  await expect(dialog.getByText('图形验证码不正确,请重新输入')).toBeVisible();
  const { code } = await mock.captcha.latest();
  await input.fill(`  ${code} `);
  await expect(submit).toBeEnabled();
  await input.press('Enter');
  await expectLoggedIn(page);
});

test('image captcha: a wrong answer keeps the dialog open with a new image and the message', async ({ page, mock }) => {
  await decide(mock, 'image');
  const dialog = await startLogin(page);
  const input = dialog.getByRole('textbox');
  await expect(dialog.getByRole('img', { name: '图形验证码' })).toBeVisible();
  const first = await mock.captcha.latest();
  // Five characters the image does not show (its alphabet has no 0, 1, O, I or L).
  await input.fill('00000');
  await input.press('Enter');
  await expect(dialog.getByText('图形验证码不正确,请重新输入')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await mock.captcha.latest()).key).not.toBe(first.key);
  await expect(input).toHaveValue('');
  // The login form shows no error of its own: the dialog asks again.
  await expect(page.locator('.account-form__error')).toHaveCount(0);
  const { code } = await mock.captcha.latest();
  await input.fill(code);
  await input.press('Enter');
  await expectLoggedIn(page);
});

for (const [decision, button] of [
  ['slider', '向右滑动完成验证'],
  ['recaptcha', '我不是机器人'],
  ['geetest', '点击完成验证'],
] as const) {
  test(`${decision} captcha`, async ({ page, mock }) => {
    await decide(mock, decision);
    await startLogin(page);
    // GeeTest's bind mode opens its own window over the dialog, so look on the whole page.
    await page.getByText(button).click();
    await expectLoggedIn(page);
  });
}

test('several types: the switch link moves between them', async ({ page, mock }) => {
  await decide(mock, 'several');
  const dialog = await startLogin(page);
  const switchLink = dialog.getByRole('button', { name: '换一种验证方式' });
  await expect(switchLink).toBeVisible();
  await expect(dialog.getByText('向右滑动完成验证')).toBeVisible();
  await switchLink.click();
  await expect(dialog.getByText('我不是机器人')).toBeVisible();
  await dialog.getByText('我不是机器人').click();
  await expectLoggedIn(page);
});

test('a vendor script that fails to load is skipped for the next type', async ({ page, mock }) => {
  await decide(mock, 'several');
  await mock.setVendors({ aliyun: 'fail' });
  const dialog = await startLogin(page);
  await expect(dialog.getByText('我不是机器人')).toBeVisible();
  await dialog.getByText('我不是机器人').click();
  await expectLoggedIn(page);
});

test('closing the dialog cancels the login and keeps the form', async ({ page, mock }) => {
  await decide(mock, 'image');
  const dialog = await startLogin(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toHaveValue(ACCOUNT);
  expect(new URL(page.url()).pathname).toBe('/zh-cn/login/');
});
