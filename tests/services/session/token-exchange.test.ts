// @vitest-environment jsdom
// The page's side of the ticket exchange: it asks the site's token-session route (which sets the
// HttpOnly tokens), learns only when they expire, and keeps the spec's failure rules; its one
// exchange at a time is the HTTP core's single flight.
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';
import { TOKEN_EXPIRY_COOKIE, TOKEN_TTL_MS } from '@/lib/session/tokens';
import { configureHttp, LANGUAGE_HEADER, sharedTicketExchange } from '@/services/http';
import { clearTokens, exchangeTicket, hasTokens, tokenExpiry } from '@/services/session/token-exchange';
import { startTestServer } from '../http/test-server';
import { tokenSessionRoute } from '../../support/token-session-route';

const server = startTestServer();

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
});

describe('exchangeTicket', () => {
  it('has the route set the tokens, in the site language, and learns their expiry only', async () => {
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    configureHttp({ getLanguage: () => 'zh-cn' });
    expect(hasTokens()).toBe(false);
    // The page's clock, not the server's, schedules the renewal: 50 minutes from its own now.
    const now = Date.now() - 60_000;
    expect(await exchangeTicket({ now: () => now })).toBe(true);
    expect(route.posts).toBe(1);
    expect(route.lastHeaders?.get(LANGUAGE_HEADER)).toBe('zh-cn');
    expect(route.tokens).toBe(true);
    expect(hasTokens()).toBe(true);
    expect(tokenExpiry()).toBe(now + TOKEN_TTL_MS);
    // Nothing but the expiry is readable by the page.
    expect(Object.keys(Cookies.get())).toEqual([TOKEN_EXPIRY_COOKIE]);
  });

  it('is false when a family login gave no token', async () => {
    server.use(...tokenSessionRoute(() => ({ success: true, complete: false })).handlers);
    expect(await exchangeTicket()).toBe(false);
  });

  it.each([512, 403])('on %i clears the login flag and reloads after at most 3 s', async (code) => {
    window.localStorage.setItem(LOGIN_FLAG_KEY, '1');
    Cookies.set(TOKEN_EXPIRY_COOKIE, String(Date.now() + 60_000), { path: '/' });
    server.use(...tokenSessionRoute(() => ({ success: false, code, message: 'expired' })).handlers);
    const reloadAfter = vi.fn();
    const notifyError = vi.fn();
    expect(await exchangeTicket({ reloadAfter, notifyError, random: () => 0.5 })).toBe(false);
    expect(hasTokens()).toBe(false);
    expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBe('0');
    expect(reloadAfter).toHaveBeenCalledWith(1500);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on another failure shows the server message, or 网络繁忙', async () => {
    const reloadAfter = vi.fn();
    const notifyError = vi.fn();
    server.use(...tokenSessionRoute(() => ({ success: false, code: 600, message: '系统维护中' })).handlers);
    expect(await exchangeTicket({ reloadAfter, notifyError })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('系统维护中');
    server.use(...tokenSessionRoute(() => ({ success: false, code: 600, message: '200' })).handlers);
    expect(await exchangeTicket({ reloadAfter, notifyError })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('网络繁忙');
    server.use(...tokenSessionRoute(() => 'network-error').handlers);
    expect(await exchangeTicket({ reloadAfter, notifyError })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('网络繁忙');
    expect(reloadAfter).not.toHaveBeenCalled();
  });

  it('clears the tokens again when a logout cleared them while it ran', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const route = tokenSessionRoute(undefined, () => gate);
    server.use(...route.handlers);
    const running = exchangeTicket();
    await vi.waitFor(() => expect(route.posts).toBe(1));
    await clearTokens();
    expect(route.deletes).toBe(1);
    release();
    expect(await running).toBe(false);
    expect(route.deletes).toBe(2);
    expect(route.tokens).toBe(false);
    expect(hasTokens()).toBe(false);
  });

  it('calls arriving together share one exchange (one POST)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const route = tokenSessionRoute(undefined, () => gate);
    server.use(...route.handlers);
    const all = Promise.all([sharedTicketExchange(exchangeTicket), sharedTicketExchange(exchangeTicket), sharedTicketExchange(exchangeTicket)]);
    await vi.waitFor(() => expect(route.posts).toBe(1));
    release();
    expect(await all).toEqual([true, true, true]);
    expect(route.posts).toBe(1);
  });
});

describe('clearTokens', () => {
  it('has the route expire the HttpOnly tokens and forgets the expiry at once', async () => {
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    await exchangeTicket();
    const clearing = clearTokens();
    expect(hasTokens()).toBe(false);
    await clearing;
    expect(route.deletes).toBe(1);
    expect(route.tokens).toBe(false);
  });
});
