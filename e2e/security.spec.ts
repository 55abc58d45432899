// The security baseline: headers on every page, the gate against known bypasses, hostile
// backUrl values, and malformed or huge paths that must never produce a 500.

import { SECRET_TOKEN_COOKIES } from '@/lib/session/tokens';
import { expect, test } from './fixtures';

const GATED = '/zh-cn/user-center/security/';

test.describe('headers', () => {
  for (const path of ['/zh-cn/', '/zh-cn/login/', '/zh-cn/no-such-page/']) {
    test(`security headers on ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('each response has its own nonce and the page scripts carry it', async ({ page, request }) => {
    const first = (await request.get('/zh-cn/')).headers()['content-security-policy'];
    const second = (await request.get('/zh-cn/')).headers()['content-security-policy'];
    expect(first).not.toBe(second);
    const response = await page.goto('/zh-cn/');
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scriptNonces = await page.locator('script').evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).nonce),
    );
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  });
});

test.describe('the gateway refuses state-changing calls from other sites', () => {
  const LOGIN_CALL = '/-/x/uc/uc/open/login';
  const body = { login_name: 'trader@example.com', password: 'wrong' };

  for (const [name, headers] of [
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
    ['a sibling subdomain', { origin: 'http://static.localhost:3100', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }],
    ['the opaque origin null', { origin: 'null', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a browser request without Origin', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
  ] as const) {
    test(`${name}: 403 and a clear envelope`, async ({ request }) => {
      const response = await request.post(LOGIN_CALL, { data: body, headers });
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ success: false, code: 'cross-site-refused', message: '请求来源不被允许，已拒绝', data: null });
    });
  }

  test('the site itself still calls through it', async ({ page }) => {
    await page.goto('/zh-cn/login/');
    const answer = await page.evaluate(async (path) => {
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: 'x', password: 'y' }) });
      return { status: response.status, body: (await response.json()) as { code?: unknown } };
    }, LOGIN_CALL);
    expect(answer.status).toBe(200);
    expect(answer.body.code).not.toBe('cross-site-refused');
  });
});

test.describe('the gate holds against bypass attempts', () => {
  const bypassHeaders: Array<[string, Record<string, string>]> = [
    ['x-middleware-subrequest (proxy)', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }],
    ['x-middleware-subrequest (middleware)', { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }],
    ['x-middleware-subrequest (src)', { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' }],
    ['RSC request', { RSC: '1' }],
    ['prefetch request', { RSC: '1', 'Next-Router-Prefetch': '1' }],
    ['segment prefetch', { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' }],
  ];
  for (const [what, headers] of bypassHeaders) {
    test(`${what}`, async ({ request }) => {
      const response = await request.get(GATED, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toContain('/zh-cn/login/?backUrl=');
      expect(await response.text()).not.toContain('账户安全');
    });
  }

  for (const path of [`${GATED}?_rsc=abc12`, '/zh-cn/user-center/security.rsc', '/zh-cn/user-center/security.prefetch.rsc', '/zh-cn/user-center/%73ecurity/']) {
    test(`RSC and encoded forms: ${path}`, async ({ request }) => {
      const response = await request.get(path, { headers: { RSC: '1' }, maxRedirects: 0 });
      const body = await response.text();
      expect([307, 308, 404]).toContain(response.status());
      expect(body).not.toContain('账户安全');
    });
  }

  test('the server-side gate refuses a forged cookie even when the proxy lets it through', async ({ request }) => {
    const response = await request.get(GATED, { headers: { cookie: 'HB-UC-TOKEN=forged' }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Fuser-center%2Fsecurity%2F');
  });
});

test.describe('hostile backUrl values on reset-password', () => {
  const hostile = [
    '//evil.com',
    '/\\evil.com',
    '/%09/evil.com',
    '/%5Cevil.com',
    '/.//evil.com',
    '///evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/zh-cn/',
    'https://allowed.example.evil.com',
    'https://allowed.example@evil.com',
    'https://user:pass@allowed.example/',
    'https://evil.com#allowed.example',
    'https://evil.com?x=allowed.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java%0ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%2F%2Fevil.com',
    '%252F%252Fevil.com',
    '/%2F/evil.com',
    ' //evil.com',
    'http:evil.com',
    'https:/evil.com',
    '／／evil.com',
    'HTTPS://EVIL.COM',
  ];
  for (const value of hostile) {
    test(`refuses ${JSON.stringify(value)}`, async ({ request, mock, baseURL }) => {
      const { token } = await mock.session(10001);
      const response = await request.get(`/zh-cn/reset-password/?backUrl=${encodeURIComponent(value)}`, {
        headers: { cookie: `HB-UC-TOKEN=${token}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? '', baseURL);
      expect(location.origin).toBe(new URL(baseURL ?? '').origin);
      expect(response.headers().location).toMatch(/^\/(?![/\\])/);
    });
  }
});

test.describe('malformed and oversized paths', () => {
  const cases: Array<[string, string]> = [
    ['a broken escape', '/zh-cn/%E0%A4%A/'],
    ['a lone percent', '/zh-cn/%/'],
    ['an invalid UTF-8 escape', '/zh-cn/%C0%AF/'],
    ['a broken escape in a gated path', '/zh-cn/user-center/%ZZ/'],
    ['a 3000-character path', `/zh-cn/${'a'.repeat(3000)}/`],
    ['a 12000-character path', `/zh-cn/${'b/'.repeat(6000)}`],
  ];
  for (const [what, path] of cases) {
    test(`${what} answers 400 or 404`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([400, 404]).toContain(response.status());
    });
  }
});

test('the family tokens are HttpOnly cookies page script never sees, and the balances still load', async ({ page, context, loginAs }) => {
  await loginAs();
  await page.goto('/zh-cn/finance/account/');
  // The pro calls behind the cards got their token from the gateway, not from the page.
  await expect(page.getByTestId('asset-card-spot')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('assets-total-btc')).toHaveText(/^\d[\d.]* BTC$/);
  const tokens = (await context.cookies()).filter((cookie) => SECRET_TOKEN_COOKIES.includes(cookie.name));
  expect(tokens.map((cookie) => cookie.name).sort()).toEqual([...SECRET_TOKEN_COOKIES].sort());
  for (const cookie of tokens) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/HB-[A-Z]+-TOKEN/);
});
