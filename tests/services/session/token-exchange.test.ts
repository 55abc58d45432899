// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';
import { TOKEN_EXPIRY_COOKIE, TOKEN_TTL_MS } from '@/lib/session/tokens';
import { configureHttp } from '@/services/http';
import { clearTokens, exchangeTicket, readToken, tokenExpiry } from '@/services/session/token-exchange';
import { startTestServer } from '../http/test-server';
import { TOKEN_LOGIN_CALLS, type TokenLoginFamily } from '@/lib/contracts/token-logins';
import { UC_CALLS } from '@/lib/contracts/uc';
import { routeAt } from '@/mocks/http/route';
import { answerTicket, failTicket } from '@/mocks/overrides/uc';

const server = startTestServer();
/** The gateway root of the jsdom page's origin (the app's base URLs are below it). */
const gatewayRoot = () => `${window.location.origin}/-/x`;
const base = (family: string) => `${gatewayRoot()}/${family}`;

beforeEach(() => {
  configureHttp({ baseUrls: Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, base(family)])) });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
});

function tokenLogins(bodies: Record<string, string> = {}) {
  const json = (family: TokenLoginFamily, field = 'token') =>
    routeAt(gatewayRoot(), TOKEN_LOGIN_CALLS[family], async ({ request }) => {
      bodies[family] = await request.text();
      return HttpResponse.json({ status: 'ok', code: 200, success: true, data: { [field]: `${family}-token` } });
    });
  return (['pro', 'otc', 'kyc', 'content', 'mgt', 'inst', 'etf', 'vote'] as const).map((family) => json(family)).concat(json('dm', 'session'));
}

describe('exchangeTicket', () => {
  it('trades the ticket for every family token, otc form-encoded, and caches them for 50 minutes', async () => {
    const bodies: Record<string, string> = {};
    server.use(
      answerTicket('t-1', gatewayRoot()),
      ...tokenLogins(bodies),
    );
    const now = Date.now();
    const ok = await exchangeTicket({ now: () => now });
    expect(ok).toBe(true);
    expect(bodies.otc).toBe('ticket=t-1&type=web');
    expect(JSON.parse(bodies.pro ?? '{}')).toEqual({ ticket: 't-1' });
    expect(readToken('pro')).toBe('pro-token');
    expect(readToken('hbg')).toBe('pro-token');
    expect(readToken('swap')).toBe('dm-token');
    expect(readToken('otc')).toBe('otc-token');
    expect(tokenExpiry()).toBe(now + TOKEN_TTL_MS);
    expect(Cookies.get(TOKEN_EXPIRY_COOKIE)).toBe(String(now + TOKEN_TTL_MS));
  });

  it('on 512 clears all tokens and the login flag, and reloads after at most 3 s', async () => {
    Cookies.set('HB-PRO-TOKEN', 'old', { path: '/' });
    window.localStorage.setItem(LOGIN_FLAG_KEY, '1');
    server.use(failTicket({ code: 512, message: 'expired' }, gatewayRoot()));
    const reloadAfter = vi.fn();
    const notifyError = vi.fn();
    expect(await exchangeTicket({ reloadAfter, notifyError, random: () => 0.5 })).toBe(false);
    expect(readToken('pro')).toBeUndefined();
    expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBe('0');
    expect(reloadAfter).toHaveBeenCalledWith(1500);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on another failure shows the server message, or 网络繁忙', async () => {
    const reloadAfter = vi.fn();
    const notifyError = vi.fn();
    server.use(failTicket({ code: 600, message: '系统维护中' }, gatewayRoot()));
    expect(await exchangeTicket({ reloadAfter, notifyError })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('系统维护中');
    server.use(routeAt(gatewayRoot(), UC_CALLS.ticketGet, () => HttpResponse.error()));
    expect(await exchangeTicket({ reloadAfter, notifyError })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('网络繁忙');
    expect(reloadAfter).not.toHaveBeenCalled();
  });

  it('does not write tokens back when a logout cleared them while it ran', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      routeAt(gatewayRoot(), UC_CALLS.ticketGet, async () => {
        await gate;
        return HttpResponse.json({ success: true, code: 200, data: { ticket: 't-2' } });
      }),
      ...tokenLogins(),
    );
    const running = exchangeTicket();
    clearTokens();
    release();
    expect(await running).toBe(false);
    expect(readToken('pro')).toBeUndefined();
    expect(tokenExpiry()).toBeNull();
  });
});

describe('readToken', () => {
  it('follows the cookies as they change (set, renewed, cleared)', () => {
    Cookies.set('HB-PRO-TOKEN', 'first', { path: '/' });
    expect(readToken('pro')).toBe('first');
    expect(readToken('general')).toBe('first');
    Cookies.set('HB-PRO-TOKEN', 'renewed', { path: '/' });
    expect(readToken('pro')).toBe('renewed');
    clearTokens();
    expect(readToken('pro')).toBeUndefined();
  });
});
