// Login, second factors, register and reset password against the mock account service, on
// the desktop and the phone project. Risk decisions stay "pass" here; the captcha types run
// in the serial project (captcha.spec.ts), because a decision is global to the mock.

import { UC_CALLS } from '@/lib/contracts/uc';
import { codeFor, loginWithEmail, PASSWORD, registerThroughApi, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

test.describe('login', () => {
  test('logs in by email and returns to the safe backUrl', async ({ page, isMobile }) => {
    await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Fassets%2F');
    await loginWithEmail(page, 'trader@example.com');
    await page.waitForURL(/\/zh-cn\/cn\/assets\//);
    await expect(page.locator('h1')).toHaveText('我的资产');
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.getByRole('button', { name: /账户菜单/ })).toContainText('trader@example.com');
  });

  test('a foreign backUrl is ignored after login', async ({ page }) => {
    await page.goto('/zh-cn/login/?backUrl=https%3A%2F%2Fevil.com%2F');
    await loginWithEmail(page, 'trader@example.com');
    await page.waitForURL((url) => url.pathname === '/zh-cn/');
  });

  test('shows the field messages and sends nothing for empty or malformed input', async ({ page }) => {
    await page.goto('/zh-cn/login/');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('邮箱地址格式不正确，请重新输入')).toBeVisible();
    await page.getByText('手机', { exact: true }).click();
    await page.getByLabel('手机号').fill('1234');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('手机号格式不正确，请重新输入')).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the account typed', async ({ page }) => {
    await page.goto('/zh-cn/login/');
    await loginWithEmail(page, 'sub@example.com', 'Wrong9999');
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toHaveValue('sub@example.com');
    expect(new URL(page.url()).pathname).toBe('/zh-cn/login/');
  });

  test('a locked account is told so', async ({ page }) => {
    await page.goto('/zh-cn/login/');
    await loginWithEmail(page, 'locked@example.com');
    await expect(page.getByRole('alert').filter({ hasText: /锁定/ })).toBeVisible();
  });

  test('Google Authenticator as second factor', async ({ page, mock }) => {
    await page.goto('/zh-cn/cn/login/?backUrl=%2Fzh-cn%2Fuser-center%2Fsecurity%2F');
    await loginWithEmail(page, 'ga@example.com');
    const input = page.getByLabel('谷歌验证码');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await input.fill('000000');
    await page.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: /验证码/ })).toBeVisible();
    const { code } = await mock.gaCode({ account: 'ga@example.com' });
    await input.fill(code);
    await page.getByRole('button', { name: /确\s*认/ }).click();
    await page.waitForURL(/\/zh-cn\/user-center\/security\//);
    await expect(page.locator('h1')).toHaveText('账户安全');
  });

  test('an email code as second factor', async ({ page, mock }) => {
    await page.goto('/zh-cn/login/');
    await loginWithEmail(page, 'mail2fa@example.com');
    await page.getByRole('button', { name: /获取验证码|重新发送/ }).click();
    const code = await codeFor(mock, 'mail2fa@example.com', 'login');
    const input = page.getByLabel('邮箱验证码');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await input.fill(code);
    await page.getByRole('button', { name: /确\s*认/ }).click();
    await page.waitForURL((url) => url.pathname === '/zh-cn/');
  });
});

test('a phone account with an SMS code as second factor', async ({ page, mock }) => {
  await page.goto('/zh-cn/login/');
  await page.getByText('手机', { exact: true }).click();
  await page.getByLabel('手机号').fill('13800138001');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('button', { name: /获取验证码|重新发送/ }).click();
  const code = await codeFor(mock, '13800138001', 'login');
  const input = page.getByLabel('手机验证码');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await input.fill(code);
  await page.getByRole('button', { name: /确\s*认/ }).click();
  await page.waitForURL((url) => url.pathname === '/zh-cn/');
});

test.describe('register', () => {
  test('registers by email with a code and lands logged in on backUrl', async ({ page, mock, isMobile }) => {
    const email = uniqueEmail('reg');
    await page.goto('/zh-cn/register/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(email);
    await page.getByRole('button', { name: /获取验证码/ }).click();
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const code = await codeFor(mock, email, 'register');
    await page.getByLabel('邮箱验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill('abc');
    await page.getByLabel('确认密码').fill('abd');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page.getByText('密码需为 8 至 32 位字母与数字组合')).toBeVisible();
    await expect(page.getByText('请阅读并同意用户协议')).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await page.waitForURL(/\/zh-cn\/cn\/faq\//);
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.getByRole('button', { name: /账户菜单/ })).toContainText(email);
  });

  test('a phone number registers with the codes of the registration list only', async ({ page }) => {
    const countries = page.waitForResponse((response) => response.url().includes(UC_CALLS.registerPhoneCountryList.path()));
    await page.goto('/zh-cn/register/');
    await page.getByRole('radiogroup', { name: '账号类型' }).getByText('手机', { exact: true }).click();
    const select = page.getByRole('combobox', { name: '国家或地区' });
    await expect(select).toBeVisible();
    const { data } = (await (await countries).json()) as { data: Array<{ name: string; area_code: string }> };
    const expected = data.map((country) => `${country.name} +${country.area_code}`);
    await expect(select.getByRole('option')).toHaveText(expected);
    await expect(select.getByRole('option', { name: '美国 +1' })).toHaveCount(0);
    // Login keeps every dialling code.
    await page.goto('/zh-cn/login/');
    await page.getByRole('radiogroup', { name: '账号类型' }).getByText('手机', { exact: true }).click();
    await expect(page.getByRole('combobox', { name: '国家或地区' }).getByRole('option', { name: '美国 +1' })).toHaveCount(1);
  });

  test('a wrong code is refused with the server message', async ({ page }) => {
    const email = uniqueEmail('badcode');
    await page.goto('/zh-cn/register/');
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(email);
    await page.getByRole('button', { name: /获取验证码/ }).click();
    await page.getByLabel('邮箱验证码').fill('000000');
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: /验证码/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toHaveValue(email);
  });
});

test.describe('reset password', () => {
  test('account, security code, new password; then the new password logs in', async ({ page, mock }) => {
    const email = uniqueEmail('reset');
    await registerThroughApi(mock, email);
    await page.goto('/zh-cn/reset-password/');
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(email);
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.getByRole('button', { name: /获取验证码/ }).click();
    const code = await codeFor(mock, email, 'reset_password');
    await page.getByLabel('邮箱验证码').fill(code);
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.getByLabel('新密码', { exact: true }).fill('Newpass5678');
    await page.getByLabel('确认新密码').fill('Newpass5678');
    await page.getByRole('button', { name: /确认重置/ }).click();
    await page.waitForURL(/\/zh-cn\/login\//);
    await loginWithEmail(page, email, 'Newpass5678');
    await page.waitForURL((url) => url.pathname === '/zh-cn/');
  });

  test('an unknown account is told so and stays typed', async ({ page }) => {
    await page.goto('/zh-cn/reset-password/');
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill('nobody-here@example.com');
    await page.getByRole('button', { name: /下一步/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账号不存在' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toHaveValue('nobody-here@example.com');
  });
});

test('the login licence: an unsigned account is sent to it after login, agrees once, then goes straight on', async ({ page, context }) => {
  const email = `unsigned${test.info().project.name === 'phone' ? 10051 : 10050}@example.com`;
  await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
  await loginWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === '/zh-cn/login-license/');
  expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/zh-cn/cn/faq/');
  await page.getByRole('button', { name: /同意并继续/ }).click();
  await page.waitForURL(/\/zh-cn\/cn\/faq\//);
  // Signed: the next login goes straight back.
  await context.clearCookies();
  await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Fnotice%2F');
  await loginWithEmail(page, email);
  await page.waitForURL(/\/zh-cn\/cn\/notice\//);
});

test('a login the server takes for a new device asks for the security verification first, then goes on', async ({ page, mock }) => {
  const email = `newdevice${test.info().project.name === 'phone' ? 10053 : 10052}@example.com`;
  await page.goto('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F');
  await loginWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === '/zh-cn/verification/');
  expect(new URL(page.url()).searchParams.get('scene')).toBe('new_device');
  await expect(page.getByText('您正在进行「新设备登录确认」操作', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('邮箱验证码').fill(await codeFor(mock, email, 'security'));
  await page.getByRole('button', { name: /确\s*认/ }).click();
  await page.waitForURL(/\/zh-cn\/cn\/faq\//);
});

