// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../support/msw-call';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';
import * as trading from '@/lib/contracts/pro/trading';
import { TOKEN_EXPIRY_COOKIE } from '@/lib/session/tokens';
import { configureHttp, get } from '@/services/http';
import { hasTokens } from '@/services/session/token-exchange';
import { checkLogin, sessionStore } from '@/stores/session-store';
import { startTestServer } from '../services/http/test-server';
import { tokenSessionRoute } from '../support/token-session-route';

const server = startTestServer();
const base = (family: string) => `${window.location.origin}/-/x/${family}`;
const user = { uid: 10001, email: 'trader@example.com', user_type: 1, country_id: [37], kyc_level: 'C1' };

beforeEach(() => {
  configureHttp({ baseUrls: Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, base(family)])) });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  sessionStore.setState({ loggedIn: undefined, user: null });
});

function loginCheckAnswers(body: Record<string, unknown>) {
  server.use(onPageCall(UC_CALLS.loginCheck, () => HttpResponse.json(body)));
}

describe('session store', () => {
  it('a successful check logs in, marks the page, loads the user and has the tokens set', async () => {
    loginCheckAnswers({ success: true, code: 200, data: { uid: 10001 } });
    const route = tokenSessionRoute();
    server.use(onPageCall(UC_CALLS.userGet, () => HttpResponse.json({ success: true, code: 200, data: user })), ...route.handlers);
    expect(await checkLogin()).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: true, user: { uid: 10001, kyc_level: 'C1' } });
    expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBe('1');
    expect(route.posts).toBe(1);
    expect(route.tokens).toBe(true);
    expect(hasTokens()).toBe(true);
  });

  it('a call that finds no tokens while the login exchange runs shares that exchange: one exchange, then the call', async () => {
    loginCheckAnswers({ success: true, code: 200, data: { uid: 10001 } });
    const route = tokenSessionRoute();
    server.use(
      onPageCall(UC_CALLS.userGet, () => HttpResponse.json({ success: true, code: 200, data: user })),
      ...route.handlers,
      // What the gateway would answer: the pro token goes along once the route has set it.
      onPageCall(trading.accounts, () =>
        HttpResponse.json(route.tokens ? { status: 'ok', data: [] } : { status: 'error', 'err-code': 'login-required', 'err-msg': '' }),
      ),
    );
    configureHttp({ hasTokens, exchangeTicket: sessionStore.getState().renewTokens });
    // The page's first call goes out as soon as the user is known, while the tokens are fetched.
    let pageCall: Promise<unknown> | null = null;
    const unsubscribe = sessionStore.subscribe((state, previous) => {
      if (state.user && !previous.user) pageCall = get('pro', trading.accounts.path());
    });
    expect(await checkLogin()).toBe(true);
    unsubscribe();
    expect(pageCall).not.toBeNull();
    await expect(pageCall).resolves.toMatchObject({ success: true });
    expect(route.posts).toBe(1);
  });

  it('code 510 leaves the state unchanged', async () => {
    loginCheckAnswers({ success: false, code: 510, message: 'busy' });
    expect(await checkLogin()).toBeUndefined();
    sessionStore.setState({ loggedIn: true });
    expect(await checkLogin()).toBe(true);
  });

  it('a check that says not logged in (501) clears the login info and has the route clear the token cookies', async () => {
    Cookies.set(TOKEN_EXPIRY_COOKIE, String(Date.now() + 60_000), { path: '/' });
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    sessionStore.setState({ loggedIn: true, user: { ...user, phone: null, account_name: null } });
    window.localStorage.setItem(LOGIN_FLAG_KEY, '1');
    loginCheckAnswers({ success: false, code: 501, message: '未登录' });
    expect(await checkLogin()).toBe(false);
    expect(sessionStore.getState().user).toBeNull();
    expect(hasTokens()).toBe(false);
    await vi.waitFor(() => expect(route.deletes).toBe(1));
    expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBeNull();
  });

  it('a check the server never answered keeps the state, the user and the shared token cookies', async () => {
    Cookies.set(TOKEN_EXPIRY_COOKIE, String(Date.now() + 60_000), { path: '/' });
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    const known = { ...user, phone: null, account_name: null };
    sessionStore.setState({ loggedIn: true, user: known });
    window.localStorage.setItem(LOGIN_FLAG_KEY, '1');
    server.use(onPageCall(UC_CALLS.loginCheck, () => HttpResponse.error()));
    expect(await checkLogin()).toBe(true);
    expect(sessionStore.getState().user).toEqual(known);
    expect(hasTokens()).toBe(true);
    expect(route.deletes).toBe(0);
    expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBe('1');
  });

  it('a check the service answers with its own error (code 500, not a not-logged-in code) is not a logout: state, user and token cookies stay', async () => {
    Cookies.set(TOKEN_EXPIRY_COOKIE, String(Date.now() + 60_000), { path: '/' });
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    const known = { ...user, phone: null, account_name: null };
    sessionStore.setState({ loggedIn: true, user: known });
    window.localStorage.setItem(LOGIN_FLAG_KEY, '1');
    server.use(onPageCall(UC_CALLS.loginCheck, () => HttpResponse.json({ success: false, code: 500, message: '服务异常', data: null })));
    expect(await checkLogin()).toBe(true);
    expect(sessionStore.getState().user).toEqual(known);
    expect(hasTokens()).toBe(true);
    expect(route.deletes).toBe(0);
    expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBe('1');
  });

  it('a page whose first check goes unanswered stays undecided and clears nothing', async () => {
    Cookies.set(TOKEN_EXPIRY_COOKIE, String(Date.now() + 60_000), { path: '/' });
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    server.use(onPageCall(UC_CALLS.loginCheck, () => new HttpResponse('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    expect(await checkLogin()).toBeUndefined();
    expect(hasTokens()).toBe(true);
    expect(route.deletes).toBe(0);
  });
});
