// The assets overview with every balance call failing: the total and each card read 估值失败 and
// a Chinese message (never a zero, never the HTTP layer's English text), and once the service is
// back each card comes back by its own polling, 理财账户 (whose account list is not polled
// otherwise) included. The failures are the mock's per-user wallet switches and a global fault on
// the account list, so this file runs in the serial project.

import type { WalletKindName } from '@/mocks/control-types';
import { ACCOUNT_KINDS } from '@/lib/assets/account-kinds';
import * as trading from '@/lib/contracts/pro/trading';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const UID = 10001;
const ACCOUNT_LIST = `/${trading.accounts.family}${trading.accounts.path()}`;
const ENGLISH = 'invalid field value in "currency"';
/** Every kind with balance calls of its own (理财账户 reads the account list and a pro account by id). */
const KINDS = ACCOUNT_KINDS.filter((kind) => kind !== 'investment') as WalletKindName[];

test.afterEach(async ({ mock }) => {
  await mock.faults.clear();
  await mock.wallet.clearFail(UID);
});

test('every balance call failing reads 估值失败 in Chinese, and 理财账户 comes back by itself once the service does', async ({ page, loginAs, mock }) => {
  await loginAs(UID);
  for (const kind of KINDS) await mock.wallet.fail(UID, kind, { code: 500, message: ENGLISH });
  await mock.faults.add({ path: ACCOUNT_LIST, status: 500 });
  // The page's own clock, so its 15 s refresh can be brought forward rather than waited for.
  await page.clock.install();
  await page.goto('/zh-cn/finance/account/');

  const total = page.getByTestId('assets-total-btc');
  await expect(total).toHaveAttribute('aria-busy', 'false');
  await expect(total).toHaveText('估值失败');
  const investment = page.getByTestId('asset-card-investment');
  await expect(investment).toHaveAttribute('data-state', 'dead');
  await expect(investment.getByRole('alert')).toContainText(/网络连接失败，请重试|资产加载失败/);
  await expect(page.getByTestId('asset-card-spot').getByRole('alert')).toContainText('资产加载失败');
  await expect(page.locator('body')).not.toContainText(ENGLISH);
  await expect(page.locator('body')).not.toContainText('Sorry, the request failed');

  await mock.faults.clear();
  await mock.wallet.clearFail(UID);
  await page.clock.fastForward(16_000);
  await expect(investment).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('asset-card-spot')).toHaveAttribute('data-state', 'loaded');
  await expect(total).toHaveText(/^\d[\d.]* BTC$/);
});
