// Withdraw (exchange-wallet-fiat.md sections 2, 3, 5, 7 and 8) on the desktop and the phone
// project, each with its own trader: to a book address (sent by its addressId, a fixed fee on
// top) through the verification step and then 撤销; a range fee and a proportional fee (LTC
// typed 10) going through with the record showing the amount and the fee on top; an address
// held by the whitelist delay, and one off the whitelist sent to the book; a risky address
// stopped with its reason and the risk page, whose consent covers that address only (a second
// flagged address shows its own warning); the same withdrawal submitted in two tabs is one
// withdrawal, the second tab saying 该提币已提交; an internal transfer without a fee; the bad
// inputs stopped at their fields with what was typed kept; a look-alike of a book address marked
// and acknowledged.

import type { Page, Request } from '@playwright/test';
import { withdrawCreate } from '@/lib/contracts/pro/deposit-withdraw';
import { CODE_RESEND_SECONDS } from '@/lib/code-sender/constants';
import { UC_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { codeFor, registerThroughApi, uniqueEmail } from './accounts';
import { expect, test, type MockControl } from './fixtures';

function uid(): number {
  return test.info().project.name === 'phone' ? 10032 : 10031;
}
const email = () => `trader${uid()}@example.com`;

const FORM = '/zh-cn/cn/finance/withdraw/usdt/';
const BOOK_ADDRESS = '0x1111111111222222222233333333334444444444';
const TRC_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ mock }) => {
  await mock.withdrawAddress.clear(uid());
  await mock.withdrawAddress.setWhitelist(uid(), { enabled: false, delayHours: 24 });
});

async function openForm(page: Page) {
  await page.goto(FORM);
  // Usable once the balance, the quota and the book are in.
  await expect(page.getByTestId('withdraw-form')).toHaveAttribute('data-ready', 'true');
}

/** The next create call's JSON body. */
function createBody(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(withdrawCreate.pattern))
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

/**
 * The confirmation dialog's email code (these traders have no second factor), then 确认提币. A
 * second confirmation within a minute of the first waits out the resend interval as a user does:
 * the page's clock (installed before it loaded) is moved on by that minute instead of the test
 * sleeping through it.
 */
async function confirmWithEmail(page: Page, mock: MockControl, afterAnother = false) {
  const dialog = page.getByRole('dialog', { name: '确认提币' });
  const send = dialog.getByRole('button', { name: /获取验证码|重新发送|秒后重发/ });
  if (afterAnother) {
    // Moved on only once the step has loaded: a minute passing under a call in flight times it out.
    await expect(dialog.getByLabel('邮箱验证码')).toBeVisible();
    await expect(send).toHaveText(/秒后重发/);
    await page.clock.fastForward(CODE_RESEND_SECONDS * 1000);
  }
  await expect(send).toBeEnabled();
  await send.click();
  await dialog.getByLabel('邮箱验证码').fill(await codeFor(mock, email(), 'withdraw'));
  await dialog.getByRole('button', { name: '确认提币' }).click();
}

test('a withdrawal to a book address (fixed fee on top) goes by its addressId through verification, shows in the list, and is cancelled', async ({ page, loginAs, mock, isMobile }) => {
  const added = await mock.withdrawAddress.add({ uid: uid(), currency: 'usdt', chain: 'usdterc20', address: BOOK_ADDRESS, note: '冷钱包', ageMinutes: 60 * 48 });
  await loginAs(uid());
  await openForm(page);
  await page.getByLabel('链名称').selectOption('usdterc20');
  const picker = page.getByLabel('从地址簿选择');
  await picker.selectOption({ label: (await picker.locator('option', { hasText: '冷钱包' }).textContent()) ?? '' });
  await expect(page.getByLabel('提币地址')).toHaveValue(BOOK_ADDRESS);
  await page.getByLabel('提币数量').fill('100');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('10');
  await expect(page.getByTestId('withdraw-received')).toHaveText('100');
  await expect(page.getByTestId('withdraw-debit')).toHaveText('110');
  if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const body = createBody(page);
  await page.getByTestId('withdraw-submit').click();
  expect(await body).toMatchObject({ addressId: String(added.entry.id), amount: '100', fee: '10' });
  expect(await body).not.toHaveProperty('address');
  const dialog = page.getByRole('dialog', { name: '确认提币' });
  await expect(dialog.getByTestId('withdraw-summary-address')).toHaveText(BOOK_ADDRESS);
  await expect(dialog.getByTestId('withdraw-summary-received')).toHaveText('100 USDT');
  await expect(dialog.getByTestId('withdraw-summary-debit')).toHaveText('110 USDT');
  await confirmWithEmail(page, mock);
  await expect(page.getByText('提币申请已提交')).toBeVisible();
  await expect(page.getByLabel('提币数量')).toHaveValue('');
  const records = (await mock.depositWithdraw.records({ uid: uid(), type: 'withdraw' })).records;
  expect(records.at(-1)).toMatchObject({ address: BOOK_ADDRESS, amount: 100, fee: 10 });

  const row = page.getByTestId('withdraw-record').first();
  await expect(row.getByTestId('withdraw-record-state')).toHaveAttribute('data-state', 'submitted');
  await row.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('dialog', { name: '撤销提币' }).getByRole('button', { name: '确认撤销' }).click();
  await expect(row.getByTestId('withdraw-record-state')).toHaveAttribute('data-state', 'canceled');
});

test('a range fee and a proportional fee go through with the fee on top: BTC 0.1 with 0.0008, LTC typed 10 with 0.01', async ({ page, loginAs, mock }) => {
  // Two confirmations: the second comes after the code sender's 60 s resend interval.
  await mock.depositWithdraw.deposit({ uid: uid(), currency: 'ltc', chain: 'ltc', amount: '50', confirmations: 10 });
  await loginAs(uid());
  await page.clock.install();

  await page.goto('/zh-cn/cn/finance/withdraw/btc/');
  await expect(page.getByTestId('withdraw-form')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('提币地址').fill('1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
  await page.getByLabel('提币数量').fill('0.1');
  await page.getByLabel('手续费金额').fill('0.0008');
  await expect(page.getByTestId('withdraw-received')).toHaveText('0.1');
  await expect(page.getByTestId('withdraw-debit')).toHaveText('0.1008');
  const btcBody = createBody(page);
  await page.getByTestId('withdraw-submit').click();
  expect(await btcBody).toMatchObject({ chain: 'btc', amount: '0.1', fee: '0.0008' });
  await confirmWithEmail(page, mock);
  await expect(page.getByText('提币申请已提交')).toBeVisible();

  await page.goto('/zh-cn/cn/finance/withdraw/ltc/');
  await expect(page.getByTestId('withdraw-form')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('提币地址').fill('LTpYZG19YmfvY2bBDYtCKpunVRw7nVgRHW');
  await page.getByLabel('提币数量').fill('10');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('0.01');
  await expect(page.getByTestId('withdraw-received')).toHaveText('10');
  await expect(page.getByTestId('withdraw-debit')).toHaveText('10.01');
  await page.getByTestId('withdraw-submit').click();
  const dialog = page.getByRole('dialog', { name: '确认提币' });
  await expect(dialog.getByTestId('withdraw-summary-debit')).toHaveText('10.01 LTC');
  await confirmWithEmail(page, mock, true);
  await expect(page.getByText('提币申请已提交')).toBeVisible();

  const records = (await mock.depositWithdraw.records({ uid: uid(), type: 'withdraw' })).records;
  expect(records.find((record) => record.currency === 'btc' && record.state === 'submitted')).toMatchObject({ amount: 0.1, fee: 0.0008 });
  expect(records.find((record) => record.currency === 'ltc')).toMatchObject({ amount: 10, fee: 0.01, state: 'submitted' });
});

test('with the whitelist on, a new book address waits out its delay and a typed address is refused', async ({ page, loginAs, mock }) => {
  await mock.withdrawAddress.setWhitelist(uid(), { enabled: true, delayHours: 24 });
  await mock.withdrawAddress.add({ uid: uid(), currency: 'usdt', chain: 'usdterc20', address: BOOK_ADDRESS, note: '新地址', ageMinutes: 1 });
  await loginAs(uid());
  await openForm(page);
  await page.getByLabel('链名称').selectOption('usdterc20');
  const held = page.getByLabel('从地址簿选择').locator('option', { hasText: '新地址' });
  await expect(held).toBeDisabled();
  await expect(held).toHaveText(/小时\d+分后可用/);

  await page.getByLabel('提币地址').fill(BOOK_ADDRESS);
  await page.getByLabel('提币数量').fill('100');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('#withdraw-address-error')).toHaveText(/后生效$/);
  await expect(page.getByRole('dialog', { name: '确认提币' })).toHaveCount(0);
  await expect(page.getByLabel('提币地址')).toHaveValue(BOOK_ADDRESS);

  // A typed address the book does not hold: the way to the book, not a delay.
  await page.getByLabel('提币地址').fill(`0x${'ef'.repeat(20)}`);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('#withdraw-address-error')).toHaveText('已开启提币白名单，仅可提币至地址簿中的白名单地址');
  await expect(page.getByTestId('withdraw-whitelist-book-link')).toHaveAttribute('href', '/zh-cn/cn/finance/address/');
});

test('a risky address is stopped with its reason and the risk page; the consent covers that address only', async ({ page, loginAs, mock }) => {
  // Risky addresses are the mock's, for every user: two per project.
  const risky = `0x99999999998888888888777777777766666${uid()}`;
  const second = `0x12121212123434343434565656565677777${uid()}`;
  await mock.depositWithdraw.markRisky(risky, '该地址涉嫌诈骗');
  await mock.depositWithdraw.markRisky(second, '该地址涉及暗网交易');
  test.info().annotations.push({ type: 'risky', description: `${risky} ${second}` });
  await loginAs(uid());
  await openForm(page);
  await page.getByLabel('链名称').selectOption('usdterc20');
  await page.getByLabel('提币地址').fill(risky);
  await page.getByLabel('提币数量').fill('50');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-risk-reason')).toHaveText('该地址涉嫌诈骗');
  await page.getByTestId('withdraw-risk-link').click();
  await page.waitForURL('**/zh-cn/cn/finance/withdraw-risk/**');
  await expect(page.getByTestId('withdraw-risk-page-reason')).toHaveText('该地址涉嫌诈骗');
  await page.getByTestId('withdraw-risk-agree').check();
  await page.getByRole('button', { name: '我已知晓风险' }).click();
  await page.waitForURL(`**${FORM}`);
  // Back on the form as it was typed, the consent noted for this address.
  await expect(page.getByLabel('提币地址')).toHaveValue(risky);
  await expect(page.getByTestId('withdraw-risk-acknowledged')).toBeVisible();
  // Another flagged address is not covered: its own warning, nothing created.
  await page.getByLabel('提币地址').fill(second);
  await expect(page.getByTestId('withdraw-risk-acknowledged')).toHaveCount(0);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-risk-reason')).toHaveText('该地址涉及暗网交易');
  await expect(page.getByRole('dialog', { name: '确认提币' })).toHaveCount(0);
  await mock.depositWithdraw.clearRisky(risky);
  await mock.depositWithdraw.clearRisky(second);
});

test('the same withdrawal submitted in two tabs is one withdrawal; the second tab says 该提币已提交', async ({ page, context, mock, baseURL }) => {
  // A user of its own: its code can be sent at once, whatever the other tests sent.
  const account = uniqueEmail('withdraw-tabs');
  const token = await registerThroughApi(mock, account);
  await context.addCookies([{ name: UC_SESSION_COOKIE, value: token, url: baseURL ?? 'http://localhost', httpOnly: true, sameSite: 'Lax' }]);
  const info = (await (await fetch(`${mock.origin}/${UC_CALLS.userGet.family}${UC_CALLS.userGet.path()}`, { headers: { [UC_SESSION_HEADER]: token } })).json()) as { data: { uid: number } };
  const owner = info.data.uid;
  await mock.depositWithdraw.deposit({ uid: owner, currency: 'usdt', chain: 'usdterc20', amount: '500', confirmations: 100 });
  const address = `0x${'5a'.repeat(20)}`;
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await openForm(tab);
    await tab.getByLabel('链名称').selectOption('usdterc20');
    await tab.getByLabel('提币地址').fill(address);
    await tab.getByLabel('提币数量').fill('30');
    await tab.getByTestId('withdraw-submit').click();
    await expect(tab.getByRole('dialog', { name: '确认提币' })).toBeVisible();
  }
  // The first tab confirms with a fresh code; the second with the same (now used) code.
  const first = page.getByRole('dialog', { name: '确认提币' });
  await first.getByRole('button', { name: /获取验证码/ }).click();
  const code = await codeFor(mock, account, 'withdraw');
  await first.getByLabel('邮箱验证码').fill(code);
  await first.getByRole('button', { name: '确认提币' }).click();
  await expect(page.getByText('提币申请已提交')).toBeVisible();
  const second = other.getByRole('dialog', { name: '确认提币' });
  await second.getByLabel('邮箱验证码').fill(code);
  await second.getByRole('button', { name: '确认提币' }).click();
  await expect(other.getByText('该提币已提交')).toBeVisible();
  await expect(second).toHaveCount(0);
  const records = (await mock.depositWithdraw.records({ uid: owner, type: 'withdraw' })).records;
  expect(records.filter((record) => record.address === address)).toHaveLength(1);
});

test('an internal transfer to another user has no chain fee', async ({ page, loginAs, mock }) => {
  await loginAs(uid());
  await openForm(page);
  await page.getByRole('radiogroup', { name: '提币方式' }).getByText('内部转账').click();
  await expect(page.getByRole('radio', { name: '内部转账' })).toBeChecked();
  await page.getByLabel('收款用户').fill('trader10011@example.com');
  await page.getByLabel('提币数量').fill('25');
  await expect(page.getByTestId('withdraw-internal-note')).toBeVisible();
  await expect(page.getByTestId('withdraw-received')).toContainText('25');
  await page.getByTestId('withdraw-submit').click();
  await confirmWithEmail(page, mock);
  await expect(page.getByText('提币申请已提交')).toBeVisible();
  const records = (await mock.depositWithdraw.records({ uid: uid(), type: 'withdraw' })).records;
  expect(records.at(-1)).toMatchObject({ fee: 0, amount: 25 });
});

test('bad input is stopped at its field, what was typed stays, and a look-alike address needs an acknowledgement', async ({ page, loginAs, mock }) => {
  await mock.withdrawAddress.add({ uid: uid(), currency: 'usdt', chain: 'usdterc20', address: BOOK_ADDRESS, note: '常用', ageMinutes: 60 * 48 });
  await loginAs(uid());
  await openForm(page);
  await page.getByLabel('链名称').selectOption('usdterc20');

  // Malformed address; then an address of another chain of the same currency, with the switch.
  await page.getByLabel('提币地址').fill('0x123');
  await page.getByLabel('提币数量').fill('abc');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('#withdraw-address-error')).toBeVisible();
  await expect(page.getByTestId('withdraw-amount-error')).toBeVisible();
  await expect(page.getByLabel('提币地址')).toHaveValue('0x123');
  await page.getByLabel('提币地址').fill(TRC_ADDRESS);
  await page.getByRole('button', { name: '切换到 TRC20 链' }).click();
  await expect(page.getByLabel('链名称')).toHaveValue('trc20usdt');

  // Amounts: beyond the balance, beyond the precision, below the minimum.
  await page.getByLabel('链名称').selectOption('usdterc20');
  await page.getByLabel('提币地址').fill(BOOK_ADDRESS);
  for (const amount of ['99999999', '1.1234567', '0.000001']) {
    await page.getByLabel('提币数量').fill(amount);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-amount-error')).toBeVisible();
    await expect(page.getByLabel('提币数量')).toHaveValue(amount);
  }
  // Full-width digits are read as the number they are.
  await page.getByLabel('提币数量').fill('１００');
  await expect(page.getByTestId('withdraw-received')).toHaveText('100');

  // A look-alike of the book address: marked, and held until acknowledged.
  const lookalike = `${BOOK_ADDRESS.slice(0, 6)}99999999${BOOK_ADDRESS.slice(14)}`;
  await page.getByLabel('提币地址').fill(lookalike);
  await expect(page.getByTestId('withdraw-poisoning')).toBeVisible();
  await expect(page.getByTestId('withdraw-poisoning-typed').locator('mark').first()).toBeVisible();
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('#withdraw-poison-error')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '确认提币' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: '我已逐位核对，确认提币至该地址' }).check();
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByRole('dialog', { name: '确认提币' })).toBeVisible();
});

test('a missing tag, a fee outside its range and a wrong code are each refused where they were typed', async ({ page, loginAs }) => {
  await loginAs(uid());
  // XRP needs a tag.
  await page.goto('/zh-cn/cn/finance/withdraw/xrp/');
  await expect(page.getByTestId('withdraw-form')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('提币地址').fill('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('#withdraw-tag-error')).toBeVisible();
  await expect(page.getByLabel('提币地址')).toHaveValue('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');

  // BTC's fee is a range: above its maximum is refused at the fee.
  await page.goto('/zh-cn/cn/finance/withdraw/btc/');
  await expect(page.getByTestId('withdraw-form')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('提币地址').fill('1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
  await page.getByLabel('提币数量').fill('0.1');
  await page.getByLabel('手续费金额').fill('0.5');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('#withdraw-fee-error')).toBeVisible();
  await expect(page.getByLabel('手续费金额')).toHaveValue('0.5');

  // A wrong code keeps the dialog and the code as typed, with the server's message.
  // (An address unlike the ones used above, which the look-alike guard would hold.)
  await openForm(page);
  await page.getByLabel('链名称').selectOption('usdterc20');
  await page.getByLabel('提币地址').fill(`0x${'ab'.repeat(20)}`);
  await page.getByLabel('提币数量').fill('20');
  await page.getByTestId('withdraw-submit').click();
  const dialog = page.getByRole('dialog', { name: '确认提币' });
  await dialog.getByLabel('邮箱验证码').fill('000000');
  await dialog.getByRole('button', { name: '确认提币' }).click();
  await expect(dialog.getByTestId('withdraw-confirm-dialog-failure')).toBeVisible();
  await expect(dialog.getByLabel('邮箱验证码')).toHaveValue('000000');
});
