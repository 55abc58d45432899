// The ticket exchange on the server, against the mock backend: the route trades the request's uc
// session for every family's token and answers with HttpOnly cookies; a 512/403 ticket failure
// clears them, another failure passes the account service's answer on; DELETE clears them.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_SESSION_PATH } from '@/lib/contracts/token-session';
import { TOKEN_COOKIES, TOKEN_EXPIRY_COOKIE, TOKEN_LOGINS, TOKEN_TTL_MS } from '@/lib/session/tokens';
import { findFamilyToken } from '@/mocks/auth/tickets';
import { createSession } from '@/mocks/db';
import { failTicket } from '@/mocks/overrides/uc';
import { clearTokenCookies, exchangeTokens } from '@/services/session/token-session';
import { MSW_ROOT, withMswServer } from '../../setup/msw';

const server = withMswServer();
const env = { MOCK_ORIGIN: MSW_ROOT };
const NOW = 1_800_000_000_000;

function routeRequest(method: 'POST' | 'DELETE', { session, origin = 'http://app.test', headers = {} }: { session?: string; origin?: string; headers?: Record<string, string> } = {}) {
  return new Request(`${origin}${TOKEN_SESSION_PATH}`, {
    method,
    headers: { ...(session ? { cookie: `HB-UC-TOKEN=${session}` } : {}), ...headers },
  });
}

/** name → attributes (lower-cased names, values as sent) of each Set-Cookie. */
function setCookies(response: Response): Map<string, { value: string; attributes: Map<string, string> }> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const attributes = new Map(rest.map((part) => [part.split('=')[0]?.toLowerCase() ?? '', part.split('=').slice(1).join('=')]));
      return [pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attributes }];
    }),
  );
}

describe('POST token session', () => {
  it('sets every family token as an HttpOnly, SameSite=Lax cookie for 50 minutes, and the readable expiry', async () => {
    const session = createSession().token;
    const response = await exchangeTokens(routeRequest('POST', { session }), { now: () => NOW, env });
    expect(await response.json()).toEqual({ success: true, code: 200, message: '', data: { expiresAt: NOW + TOKEN_TTL_MS, complete: true } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(response);
    expect([...cookies.keys()].sort()).toEqual([...TOKEN_COOKIES].sort());
    for (const login of TOKEN_LOGINS) {
      const cookie = cookies.get(login.cookie);
      expect(cookie?.attributes.has('httponly')).toBe(true);
      expect(cookie?.attributes.get('samesite')).toBe('Lax');
      expect(cookie?.attributes.get('path')).toBe('/');
      expect(cookie?.attributes.get('max-age')).toBe(String(TOKEN_TTL_MS / 1000));
      expect(cookie?.attributes.get('expires')).toBe(new Date(NOW + TOKEN_TTL_MS).toUTCString());
      // Plain http: a Secure cookie would be dropped.
      expect(cookie?.attributes.has('secure')).toBe(false);
    }
    // The tokens are the mock's own, one per family login (otc's form-encoded login included).
    expect(findFamilyToken(cookies.get('HB-PRO-TOKEN')?.value ?? null, 'pro')).toBeDefined();
    expect(findFamilyToken(cookies.get('HB-OTC-TOKEN')?.value ?? null, 'otc')).toBeDefined();
    expect(findFamilyToken(cookies.get('HB-CONTRACT-TOKEN')?.value ?? null, 'dm')).toBeDefined();
    const expiry = cookies.get(TOKEN_EXPIRY_COOKIE);
    expect(expiry?.value).toBe(String(NOW + TOKEN_TTL_MS));
    expect(expiry?.attributes.has('httponly')).toBe(false);
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const session = createSession().token;
    const direct = await exchangeTokens(routeRequest('POST', { session, origin: 'https://app.test' }), { now: () => NOW, env });
    const proxied = await exchangeTokens(routeRequest('POST', { session, headers: { 'x-forwarded-proto': 'https' } }), { now: () => NOW, env });
    for (const response of [direct, proxied]) {
      for (const [, cookie] of setCookies(response)) expect(cookie.attributes.has('secure')).toBe(true);
    }
  });

  it.each([512, 403])('a %i ticket failure clears every token cookie and comes back to the page', async (code) => {
    server.use(failTicket({ code, message: '登录已失效' }));
    const response = await exchangeTokens(routeRequest('POST', { session: 'gone' }), { now: () => NOW, env });
    expect(await response.json()).toMatchObject({ success: false, code, message: '登录已失效' });
    const cookies = setCookies(response);
    expect([...cookies.keys()].sort()).toEqual([...TOKEN_COOKIES].sort());
    for (const [, cookie] of cookies) {
      expect(cookie.value).toBe('');
      expect(cookie.attributes.get('max-age')).toBe('0');
    }
  });

  it("passes another ticket failure's code and message on and leaves the cookies", async () => {
    server.use(failTicket({ code: 600, message: '系统维护中' }));
    const response = await exchangeTokens(routeRequest('POST', { session: 'any' }), { now: () => NOW, env });
    expect(await response.json()).toMatchObject({ success: false, code: 600, message: '系统维护中' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an exchange started by another site', async () => {
    const response = await exchangeTokens(
      routeRequest('POST', { session: createSession().token, headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' } }),
      { now: () => NOW, env },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('DELETE token session', () => {
  it('clears every token cookie and the expiry cookie', async () => {
    const cookies = setCookies(clearTokenCookies(routeRequest('DELETE', { session: 's' }), { env }));
    expect([...cookies.keys()].sort()).toEqual([...TOKEN_COOKIES].sort());
    for (const [name, cookie] of cookies) {
      expect(cookie.attributes.get('max-age')).toBe('0');
      expect(cookie.attributes.has('httponly')).toBe(name !== TOKEN_EXPIRY_COOKIE);
    }
  });
});

it('the route lives where its contract says', () => {
  expect(existsSync(join(process.cwd(), 'app', ...TOKEN_SESSION_PATH.split('/').filter(Boolean), 'route.ts'))).toBe(true);
});
