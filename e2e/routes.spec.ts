// Every route of the manifest, on the desktop and the phone project: status, layout, title,
// content beside the title (no page shows only its heading),
// no uncaught page errors and no serious accessibility violations; gated routes send a
// visitor to login and render for a logged-in user; invalid segments answer 404.

import { documentTitle, getRoute, NOT_FOUND_TEXT, ROUTES, samplePath, type RouteDef } from '@/lib/routing/manifest';
import { expect, test } from './fixtures';

/** The unsigned-licence account that only ever looks at the licence page (mocks/db/users.ts). */
const UNSIGNED_VIEWER_UID = 10056;

function pathOf(route: RouteDef): string {
  return route.query?.includes('s') ? `${samplePath(route)}?s=btc_usdt` : samplePath(route);
}

for (const route of ROUTES) {
  test(`${route.pattern} renders its layout and title`, async ({ page, loginAs, expectNoSeriousA11yViolations }) => {
    // Without a provider's callback, third/auth sends a visitor to login (third-auth.spec.ts).
    // The licence page shows itself only to an account that has not signed it (the others go straight on).
    if (route.needsLogin || route.id === 'third/auth') await loginAs(route.id === 'login-license' ? UNSIGNED_VIEWER_UID : undefined);
    const response = await page.goto(pathOf(route));
    expect(response?.status()).toBe(route.status);
    const shown = route.id === '/' ? getRoute('') : route;
    if (route.id === '/') expect(new URL(page.url()).pathname).toBe('/zh-cn/');
    await expect(page).toHaveTitle(documentTitle(shown));
    await expect(page.locator(`[data-layout="${shown.layout}"]`)).toHaveCount(1);
    if (shown.status === 200) {
      await expect(page.locator(`[data-route="${shown.id}"] h1`)).toHaveText(shown.title);
      // No page shows only its title: the screen has content of its own beside the heading.
      await expect
        .poll(async () => (await page.locator(`[data-route="${shown.id}"] > :not(h1)`).allInnerTexts()).join('').trim().length, { message: `${route.pattern} shows more than its title` })
        .toBeGreaterThan(0);
    } else {
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  if (route.needsLogin) {
    // The redirect is the server's (the proxy and the page's own gate): a request without a
    // browser follows it to the login page as a browser does, at a fraction of a page load.
    test(`${route.pattern} sends a visitor to login with backUrl`, async ({ request }) => {
      const path = pathOf(route);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const url = new URL(response.url());
      expect(url.pathname).toBe('/zh-cn/login/');
      expect(url.searchParams.get('backUrl')).toBe(path);
      expect(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1]).toBe(documentTitle(getRoute('login')));
    });
  }
}

const invalidSegments: Array<[string, string]> = [
  ['{LANG}', '/zh_cn/login/'],
  ['{LANG}', '/zh-cn-x1/'],
  ['{name}', '/zh-cn/finance/account/bogus/'],
  ['{name}', '/zh-cn/cn/finance/account/Spot/'],
  ['{currency}', '/zh-cn/cn/finance/withdraw/US-DT/'],
  ['{pair}', '/zh-cn/exchange/btc-usdt/'],
  ['{pair}', '/zh-cn/exchange/btc_btc/'],
  ['{pair}', '/zh-cn/exchange/btc_usdt_eth/'],
  ['{uid}', '/zh-cn/user-center/sub-account/abc/'],
  ['{uid}', '/zh-cn/user-center/sub-account/0123/'],
  ['{id}', '/zh-cn/cn/notice/abc/'],
  ['unknown path', '/zh-cn/no-such-page/'],
  ['unknown nested path', '/zh-cn/cn/agreement/nothing-here/'],
];

for (const [what, path] of invalidSegments) {
  test(`an invalid ${what} answers 404 (${path})`, async ({ page, loginAs }) => {
    await loginAs();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(getRoute('404')));
  });
}
