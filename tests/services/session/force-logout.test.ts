// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, get } from '@/services/http';
import { forceLogout } from '@/services/session/force-logout';
import { startTestServer } from '../http/test-server';
import { UC_CALLS } from '@/lib/contracts/uc';
import { routeAt } from '@/mocks/http/route';
import { tokenSessionRoute } from '../../support/token-session-route';

const server = startTestServer();
// Same origin as the jsdom page, as the gateway is in the browser (no CORS preflight).
const gatewayRoot = () => `${window.location.origin}/-/x`;
const ucBase = () => `${gatewayRoot()}/uc`;
beforeEach(() => configureHttp({ baseUrls: { uc: ucBase() } }));

function fakeHost(pathname: string, search: string) {
  return { location: { pathname, search, assign: vi.fn() }, sessionStorage: { clear: vi.fn() } };
}

describe('forceLogout', () => {
  it('has the route clear the HttpOnly tokens, clears readable cookies but the language, ends the server session and goes to login with backUrl', async () => {
    Cookies.set('lang', 'zh-cn');
    Cookies.set('isLogin', '1');
    const logoutCalls: string[] = [];
    const route = tokenSessionRoute();
    server.use(...route.handlers);
    route.tokens = true;
    server.use(
      routeAt(gatewayRoot(), UC_CALLS.logout, ({ request }) => {
        logoutCalls.push(request.url);
        return HttpResponse.json({ success: true, code: 200, data: null });
      }),
    );
    const host = fakeHost('/zh-cn/cn/assets/', '?tab=1');
    await forceLogout(host);
    expect(Cookies.get()).toEqual({ lang: 'zh-cn' });
    expect(host.sessionStorage.clear).toHaveBeenCalledOnce();
    expect(logoutCalls).toHaveLength(1);
    // The page cannot remove an HttpOnly cookie: the route has done so before the page leaves.
    expect(route.deletes).toBe(1);
    expect(route.tokens).toBe(false);
    expect(host.location.assign).toHaveBeenCalledWith('/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Fassets%2F%3Ftab%3D1');
  });

  it('is what a 512 from the account service triggers, once for concurrent failures, even when logout fails too', async () => {
    const host = fakeHost('/zh-cn/user-center/', '');
    configureHttp({ onLogout: () => forceLogout(host) });
    const route = tokenSessionRoute();
    server.use(
      ...route.handlers,
      routeAt(gatewayRoot(), UC_CALLS.userGet, () => HttpResponse.json({ success: false, code: 512, message: 'expired' })),
      routeAt(gatewayRoot(), UC_CALLS.logout, () => HttpResponse.json({ success: false, code: 512, message: 'expired' })),
    );
    const results = await Promise.all([get('uc', UC_CALLS.userGet.path()), get('uc', UC_CALLS.userGet.path())]);
    expect(results.map((result) => result.code)).toEqual([512, 512]);
    await vi.waitFor(() => expect(host.location.assign).toHaveBeenCalledWith('/zh-cn/login/?backUrl=%2Fzh-cn%2Fuser-center%2F'));
    expect(host.location.assign).toHaveBeenCalledOnce();
    expect(route.deletes).toBe(1);
  });
});
