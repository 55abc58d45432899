// Deposit (exchange-wallet-fiat.md sections 2, 3, 4 and 8) on the desktop and the phone project,
// each with its own trader: a currency picked from the searchable list, a chain chosen, the
// security alert acknowledged before the address shows, the address copied and shown as a QR
// code; a deposit simulated by the mock appears in the recent list and moves from 确认中 to
// credited; a tag chain shows its tag as large as the address with its warning.

import { expect, test } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10028 : 10027;
}

test.describe.configure({ mode: 'serial' });

test('a trader picks a currency and a chain, acknowledges the alert, copies the address and sees its QR code', async ({ page, context, loginAs, isMobile }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(uid());
  await page.goto('/zh-cn/finance/deposit/');
  await page.getByRole('searchbox', { name: '搜索币种' }).fill('usdt');
  await page.getByTestId('deposit-currency-usdt').click();
  await page.waitForURL('**/zh-cn/finance/deposit/usdt/');

  // The alert comes first, for the default chain, and again for each chain chosen.
  const alert = page.getByRole('dialog', { name: '充币安全提示' });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  await alert.getByRole('button', { name: '我已知晓' }).click();
  await page.getByRole('radiogroup', { name: '链名称' }).getByRole('radio', { name: 'TRC20' }).check();
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '我已知晓' }).click();

  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByTestId('deposit-address-qr')).toHaveAttribute('data-value', (await address.textContent()) ?? '');
  await page.getByRole('button', { name: '复制地址' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
  await expect(page.getByTestId('deposit-min')).toBeVisible();
  await expect(page.getByTestId('deposit-confirms')).toBeVisible();
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The old chain is marked as such.
  await expect(page.getByRole('radio', { name: 'OMNI 旧链' })).toHaveCount(1);
});

test('a deposit simulated by the mock appears in the recent list and is credited after its confirmations', async ({ page, loginAs, mock }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/finance/deposit/usdt/?chain=trc20usdt');
  await page.getByRole('dialog', { name: '充币安全提示' }).getByRole('button', { name: '我已知晓' }).click();
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await expect(page.getByTestId('deposit-records')).toBeVisible();

  const { deposit } = await mock.depositWithdraw.deposit({ uid: uid(), currency: 'usdt', chain: 'trc20usdt', amount: '50' });
  expect(deposit).not.toBeNull();
  await page.getByRole('button', { name: '刷新' }).click();
  const row = page.locator(`[data-testid="deposit-record"][data-record-id="${deposit!.id}"]`);
  await expect(row.getByTestId('deposit-record-state')).toHaveAttribute('data-tone', 'pending');

  await mock.depositWithdraw.advanceDeposit(deposit!.id, 40);
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(row.getByTestId('deposit-record-state')).toHaveAttribute('data-tone', 'success');
  const credited = (await mock.depositWithdraw.records({ uid: uid(), type: 'deposit' })).records.find((record) => record.id === deposit!.id);
  expect(['confirmed', 'safe']).toContain(credited?.state);
});

test('a tag chain shows the tag as large as the address, with its own copy and the warning', async ({ page, loginAs }) => {
  await loginAs(uid());
  await page.goto('/zh-cn/finance/deposit/xrp/');
  const alert = page.getByRole('dialog', { name: '充币安全提示' });
  await alert.getByLabel('不再提示').check();
  await alert.getByRole('button', { name: '我已知晓' }).click();
  await expect(page.getByTestId('deposit-tag')).toHaveText(/\d+/);
  await expect(page.getByTestId('deposit-tag-warning')).toBeVisible();
  await expect(page.getByRole('button', { name: '复制标签' })).toBeVisible();
  // Acknowledged for good: no alert the next time.
  await page.reload();
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '充币安全提示' })).toHaveCount(0);
});
