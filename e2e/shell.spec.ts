// The shell: header menu, footer, the phone layout scaled from the 750-pixel design, and the
// reload-once guard for chunks that fail to load.

import { CHUNK_RELOAD_KEY } from '@/lib/shell/chunk-reload';
import { expect, test } from './fixtures';

test('the header menu has Home, Assets and the About submenu whose links open in a new tab', async ({ page, isMobile }) => {
  await page.goto('/zh-cn/cn/faq/');
  if (isMobile) {
    const toggle = page.getByRole('button', { name: '展开菜单' });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: '收起菜单' })).toHaveAttribute('aria-expanded', 'true');
  }
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/zh-cn/');
  const about = nav.getByRole('button', { name: '关于资产托管' });
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  const expected: Array<[string, string]> = [
    ['账户管理费', '/zh-cn/cn/agreement/accountfee/'],
    ['用户协议', '/zh-cn/cn/agreement/useragreement/'],
    ['隐私政策', '/zh-cn/cn/agreement/privacy/'],
  ];
  for (const [name, href] of expected) {
    const link = nav.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const [popup] = await Promise.all([page.waitForEvent('popup'), nav.getByRole('link', { name: '用户协议' }).click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/zh-cn/cn/agreement/useragreement/');
  await expect(popup.locator('h1')).toHaveText('用户协议');
  await page.keyboard.press('Escape');
  if (!isMobile) await expect(about).toHaveAttribute('aria-expanded', 'false');
});

test('every link of the header and of the account menu leads to a page with content', async ({ page, loginAs, isMobile }) => {
  await loginAs();
  await page.goto('/zh-cn/');
  const openMenu = async () => {
    if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  };
  await openMenu();
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const about = nav.getByRole('button', { name: '关于资产托管' });
  await about.click();
  await expect(nav.getByRole('link', { name: '用户协议' })).toBeVisible();
  // Straight from the open submenu to the account menu: on a phone the submenu sits in the
  // flow, and the tap still reaches the account button although the submenu closes under it.
  await nav.getByRole('button', { name: /账户菜单/ }).click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  // The account menu's links come with the user's info, which may still be on its way.
  await expect(nav.getByRole('link', { name: '账户安全' })).toBeVisible();
  const hrefs = await nav.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  // 首页, 交易, 行情, 资产, the three agreements and the account menu's 身份认证, 我的点卡, 账户安全.
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    const screen = page.locator('[data-route]').first();
    await expect(screen.locator('h1')).toHaveCount(1);
    await expect
      .poll(async () => (await screen.locator(':scope > :not(h1)').allInnerTexts()).join('').trim().length, { message: `${href} shows more than its title` })
      .toBeGreaterThan(0);
  }
});

test('the footer is one copyright line', async ({ page }) => {
  await page.goto('/zh-cn/');
  const footer = page.locator('footer.site-footer');
  await expect(footer).toHaveText(/^© \d{4} .+ 版权所有$/);
  await expect(footer.locator('p')).toHaveCount(1);
});

for (const width of [375, 414]) {
  test(`phones ${width} px wide get the 750 design scaled to the width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/zh-cn/');
    const rootFontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rootFontSize).toBeCloseTo(width / 7.5, 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The header is 96 design pixels high at any phone width.
    const headerHeight = await page.locator('.site-header__inner').evaluate((el) => el.getBoundingClientRect().height);
    expect(headerHeight).toBeCloseTo((96 * width) / 750, 0);
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  });
}

test('the header shows the full menu on desktop and a toggle on phones', async ({ page, isMobile }) => {
  await page.goto('/zh-cn/');
  const toggle = page.getByRole('button', { name: '展开菜单' });
  const nav = page.getByRole('navigation', { name: '主菜单' });
  if (isMobile) {
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();
  } else {
    await expect(toggle).toBeHidden();
    await expect(nav).toBeVisible();
  }
});

test.describe('a chunk that fails to load', () => {
  test('reloads the page once, and a second failure does not reload again', async ({ page, pageErrors }) => {
    await page.goto('/zh-cn/');
    let loads = 0;
    page.on('load', () => loads++);
    const loadChunk = () =>
      page.evaluate(() => {
        const script = document.createElement('script');
        script.src = `/_next/static/chunks/missing-${Date.now()}.js`;
        document.head.appendChild(script);
      });
    await Promise.all([page.waitForEvent('load'), loadChunk()]);
    expect(loads).toBe(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toMatch(/^\d+$/);
    await loadChunk();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('a ChunkLoadError rejection also reloads once', async ({ page, pageErrors }) => {
    await page.goto('/zh-cn/cn/');
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      void Promise.reject(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    });
    await reloaded;
    expect(pageErrors.map((error) => error.message)).toEqual(['Loading chunk 42 failed.']);
    pageErrors.length = 0;
  });
});
