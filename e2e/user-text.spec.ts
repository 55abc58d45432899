// User text that must not break a page: a sub-account named with 10 000 characters (seeded
// straight into the mock; the create form would refuse it) keeps the parent's list and the
// sub-account's page within the viewport's width, on the desktop and the phone project. The
// parent is the seeded one no other suite uses; each run adds a sub-account of its own.

import { expect, test } from './fixtures';

const PARENT = 10060;
const LIST = '/zh-cn/user-center/sub-account/';

test('a 10 000-character sub-account name breaks inside the list and the detail page instead of widening them', async ({ page, loginAs, mock }) => {
  const prefix = 'n'.repeat(10_000);
  const { uids } = await mock.subAccounts.seed({ parent_uid: PARENT, count: 1, prefix });
  const uid = uids[0]!;
  const withinViewport = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  await loginAs(PARENT);

  await page.goto(`${LIST}${uid}/`);
  await expect(page.getByTestId('sub-account-name')).toHaveText(`${prefix}${uid}`, { timeout: 20_000 });
  expect(await withinViewport()).toBe(true);

  await page.goto(LIST);
  await page.getByRole('searchbox').fill(String(uid));
  const row = page.locator(`[data-testid="sub-account-row"][data-uid="${uid}"]`);
  await expect(row).toContainText(`${prefix}${uid}`);
  expect(await withinViewport()).toBe(true);
});
