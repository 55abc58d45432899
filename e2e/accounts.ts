// Account helpers shared by e2e specs: the login form, fresh addresses, the codes the mock sent,
// and accounts registered straight against the mock (so parallel projects never share one
// account's codes or its send limit).

import type { Page } from '@playwright/test';
import { UC_CALLS, type UcCallName } from '@/lib/contracts/uc';
import { expect, type MockControl } from './fixtures';

export const PASSWORD = 'Trade1234';

/** Fills and submits the login form with an email account. */
export async function loginWithEmail(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The last code sent to `account` for `purpose`, waiting until one has been sent. */
export async function codeFor(mock: MockControl, account: string, purpose: string): Promise<string> {
  await expect.poll(async () => (await mock.codes.last(account, purpose).catch(() => ({ code: undefined }))).code).toMatch(/^\d{6}$/);
  const { code } = await mock.codes.last(account, purpose);
  return code;
}

/** Registers an account directly against the mock; returns its session token. */
export async function registerThroughApi(mock: MockControl, email: string): Promise<string> {
  const post = (call: (typeof UC_CALLS)[UcCallName], body: unknown) =>
    fetch(`${mock.origin}/${call.family}${call.path()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post(UC_CALLS.emailCodeSend, { email, purpose: 'register' });
  const code = await codeFor(mock, email, 'register');
  const response = await post(UC_CALLS.register, { account: email, account_type: 'email', code, password: PASSWORD, agree: true });
  expect(await response.json()).toMatchObject({ success: true });
  const token = /HB-UC-TOKEN=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1];
  expect(token).toBeTruthy();
  return token ?? '';
}
