// The content pages as a visitor, on the desktop and the phone project: an agreement opened in a
// new tab from the header's 关于资产托管 submenu (in the first HTML, with its table of contents);
// a notice from the custody home and from the notice list; the FAQ's search; a file's size,
// day and download.

import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test('an agreement opens in a new tab from the header and shows its table of contents', async ({ page, isMobile, expectNoSeriousA11yViolations }) => {
  await page.goto('/zh-cn/cn/');
  if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '关于资产托管' }).click();
  const [agreement] = await Promise.all([page.waitForEvent('popup'), nav.getByRole('link', { name: '账户管理费' }).click()]);
  await agreement.waitForLoadState();
  expect(new URL(agreement.url()).pathname).toBe('/zh-cn/cn/agreement/accountfee/');
  const document = agreement.getByTestId('content-document');
  await expect(document.getByRole('heading', { level: 2, name: '资产托管账户管理费说明' })).toBeVisible();
  await expect(document.getByText('生效日期：2025-07-01')).toBeVisible();
  const toc = document.getByRole('navigation', { name: '目录' });
  await expect(toc.getByRole('link')).toHaveCount(6);
  await toc.getByRole('link', { name: '二、计费标准' }).click();
  await expect(agreement).toHaveURL(/#doc-tiers$/);
  await expect(document.getByRole('heading', { level: 3, name: '二、计费标准' })).toBeInViewport();
  await expect(document.getByRole('table', { name: '账户管理费分档费率表' })).toBeVisible();
  await expect(agreement.getByRole('link', { name: /返回资产托管首页/ })).toHaveAttribute('href', '/zh-cn/cn/');
  await expectNoSeriousA11yViolations(agreement);
  // The document is in the server's HTML, not only after the browser's call.
  const html = await (await page.request.get('/zh-cn/cn/agreement/accountfee/')).text();
  expect(html).toContain('二、计费标准');
  expect(html).toContain('账户管理费分档费率表');
});

test('a notice opens from the custody home and from the notice list', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/zh-cn/cn/');
  const latest = page.getByTestId('home-notice');
  await expect(latest).toHaveCount(5);
  await latest.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/zh-cn\/cn\/notice\/1012\/$/);
  const article = page.getByTestId('notice-article');
  await expect(article.getByRole('heading', { level: 2 })).toContainText('关于开启提币地址白名单的倡议');
  await expect(article.getByText('发布日期：2025-11-18')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /返回公告列表/ }).click();
  await expect(page).toHaveURL(/\/zh-cn\/cn\/notice\/$/);
  await page.getByRole('searchbox', { name: '搜索公告' }).fill('维护');
  await page.getByRole('searchbox', { name: '搜索公告' }).press('Enter');
  await expect(page.getByTestId('notice-row')).toHaveCount(2);
  await page.getByRole('link', { name: '系统升级维护公告（8 月 16 日 02:00 - 04:00）' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/cn\/notice\/1009\/$/);
  await expect(page.getByTestId('notice-article')).toContainText('升级期间充币、提币、账户划转暂停');

  // A notice the content service does not know is not found.
  expect((await page.goto('/zh-cn/cn/notice/9999/'))?.status()).toBe(404);
});

test('the FAQ search finds an entry and opens its answer', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/zh-cn/cn/faq/');
  await expect(page.getByTestId('faq-entry')).toHaveCount(10);
  const search = page.getByRole('searchbox', { name: '搜索问题或答案' });
  await search.fill('白名单');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('faq-entry')).toHaveCount(1);
  await page.getByText('什么是提币地址白名单？').click();
  await expect(page.getByText(/新增地址需在设定的延迟时间后才能使用/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a file row shows its size and day, and its download is the file', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/zh-cn/cn/file/');
  const row = page.locator('[data-testid="file-row"][data-id="d06"]');
  await expect(row.getByTestId('file-size')).toContainText('3.8 MB');
  await expect(row.getByTestId('file-date')).toContainText('2025-10-09');
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: '下载：2025 年第三季度资产证明报告.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('2025 年第三季度资产证明报告.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.byteLength).toBe(3_984_589);
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
});
