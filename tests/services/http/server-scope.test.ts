// The HTTP core inside a server render: each request's calls go to the families' upstreams with
// that request's own tokens and Cookie header, concurrent requests never see each other's
// tokens, the browser's configuration is untouched, and a call needing a ticket exchange fails
// instead of starting one.

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRY_COOKIE } from '@/lib/session/tokens';
import { configureHttp, get, getHttpConfig } from '@/services/http';
import { hasLiveTokens, SERVER_CALL_TIMEOUT_MS, serverHttpConfig, withServerHttp } from '@/services/http/server-scope';
import { withPeerAddressInstalled } from '@/tests/support/peer-address';
import { headersOf, startTestServer } from './test-server';

const server = startTestServer();
const UPSTREAM = 'http://upstream.test';
const env = { MOCK_ORIGIN: UPSTREAM };
withPeerAddressInstalled();

function requestOf(proToken: string, session = 's1') {
  const cookies = [
    { name: 'HB-UC-TOKEN', value: session },
    { name: 'HB-PRO-TOKEN', value: proToken },
  ];
  // The client claims 203.0.113.7; the socket's peer is 198.51.100.20.
  const requestHeaders = new Headers({ 'user-agent': 'Phone Browser', 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8', 'x-peer-address': '198.51.100.20', referer: 'http://site.test/' });
  return { cookies, cookieHeader: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), requestHeaders, language: 'zh-cn', env };
}

describe('serverHttpConfig', () => {
  it('points every family at its upstream, reads tokens from the cookies and never exchanges a ticket', async () => {
    const config = serverHttpConfig(requestOf('pro-1'));
    expect(config.baseUrls.pro).toBe(`${UPSTREAM}/pro`);
    expect(config.baseUrls.uc).toBe(`${UPSTREAM}/uc`);
    expect(config.getToken('pro')).toBe('pro-1');
    expect(config.getToken('general')).toBe('pro-1');
    expect(config.getToken('dm')).toBeUndefined();
    expect(config.getLanguage()).toBe('zh-cn');
    expect(config.timeoutMs).toBe(SERVER_CALL_TIMEOUT_MS);
    expect(config.serverHeaders).toEqual({
      cookie: 'HB-UC-TOKEN=s1; HB-PRO-TOKEN=pro-1',
      'user-agent': 'Phone Browser',
      'x-forwarded-for': '198.51.100.20',
      'x-real-ip': '198.51.100.20',
    });
    // The account service's token header is the session; no other family gets it.
    expect(config.getToken('uc')).toBe('s1');
    expect(await config.exchangeTicket()).toBe(false);
  });

  it('passes on the real client address: the peer, or behind a trusted proxy the address it saw', () => {
    const behindProxy = serverHttpConfig({ ...requestOf('pro-1'), env: { ...env, TRUSTED_PROXIES: '198.51.100.0/24' } });
    expect(behindProxy.serverHeaders).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' });
  });
});

describe('hasLiveTokens', () => {
  const now = 1_800_000_000_000;
  it('is true only with a pro token whose expiry cookie is still ahead', () => {
    const pro = { name: 'HB-PRO-TOKEN', value: 'p' };
    expect(hasLiveTokens([pro, { name: TOKEN_EXPIRY_COOKIE, value: String(now + 60_000) }], now)).toBe(true);
    expect(hasLiveTokens([pro, { name: TOKEN_EXPIRY_COOKIE, value: String(now - 1) }], now)).toBe(false);
    expect(hasLiveTokens([pro], now)).toBe(false);
    expect(hasLiveTokens([{ name: TOKEN_EXPIRY_COOKIE, value: String(now + 60_000) }], now)).toBe(false);
  });
});

describe('withServerHttp', () => {
  it('sends each request its own token and cookies, however the calls interleave', async () => {
    server.use(
      http.get(`${UPSTREAM}/pro/echo`, async ({ request }) => {
        // The first request answers last, so the two scopes are open at once.
        const headers = headersOf(request);
        await new Promise((resolve) => setTimeout(resolve, headers['hb-pro-token'] === 'pro-a' ? 30 : 0));
        return HttpResponse.json({ status: 'ok', data: { token: headers['hb-pro-token'], cookie: headers.cookie, session: headers['hb-uc-token'] ?? null, language: headers['accept-language'] } });
      }),
    );
    const [a, b] = await Promise.all([
      withServerHttp(requestOf('pro-a', 'session-a'), () => get<{ token: string; cookie: string; language: string }>('pro', '/echo')),
      withServerHttp(requestOf('pro-b', 'session-b'), () => get<{ token: string; cookie: string; language: string }>('pro', '/echo')),
    ]);
    expect(a).toMatchObject({ success: true, data: { token: 'pro-a', cookie: 'HB-UC-TOKEN=session-a; HB-PRO-TOKEN=pro-a', session: null, language: 'zh-CN' } });
    expect(b).toMatchObject({ success: true, data: { token: 'pro-b', cookie: 'HB-UC-TOKEN=session-b; HB-PRO-TOKEN=pro-b', session: null } });
  });

  it('leaves the browser configuration as it was, inside and after the scope', async () => {
    configureHttp({ getToken: () => 'browser-token' });
    await withServerHttp(requestOf('pro-x'), async () => {
      expect(getHttpConfig().getToken('pro')).toBe('pro-x');
    });
    expect(getHttpConfig().getToken('pro')).toBe('browser-token');
  });

  it('answers a call that needs a new token with its failure, without a ticket exchange', async () => {
    let calls = 0;
    server.use(
      http.get(`${UPSTREAM}/pro/needs-login`, () => {
        calls += 1;
        return HttpResponse.json({ status: 'error', 'err-code': 'login-required', 'err-msg': 'login required', code: 1003 });
      }),
    );
    const result = await withServerHttp(requestOf('expired'), () => get('pro', '/needs-login'));
    expect(result.success).toBe(false);
    expect(calls).toBe(1);
  });

  it('sends custody nothing of the user, and the session only to the account service', async () => {
    const seen: Record<string, Record<string, string>> = {};
    server.use(
      http.get(`${UPSTREAM}/custody/echo`, ({ request }) => {
        seen.custody = headersOf(request);
        return HttpResponse.json({ success: true, code: 200, message: '', data: null });
      }),
      http.get(`${UPSTREAM}/uc/echo`, ({ request }) => {
        seen.uc = headersOf(request);
        return HttpResponse.json({ success: true, code: 200, message: '', data: null });
      }),
    );
    await withServerHttp(requestOf('pro-c', 'session-c'), async () => {
      await get('custody', '/echo');
      await get('uc', '/echo');
    });
    expect(seen.custody?.cookie).toBeUndefined();
    expect(seen.custody?.['hb-uc-token']).toBeUndefined();
    expect(seen.custody?.['hb-pro-token']).toBeUndefined();
    expect(seen.uc?.['hb-uc-token']).toBe('session-c');
    expect(seen.uc?.cookie).toBe('HB-UC-TOKEN=session-c; HB-PRO-TOKEN=pro-c');
  });

  it('follows no redirect, so the token headers never reach another host', async () => {
    let elsewhere = 0;
    server.use(
      http.get(`${UPSTREAM}/pro/moved`, () => new HttpResponse(null, { status: 302, headers: { location: 'http://elsewhere.test/steal' } })),
      http.get('http://elsewhere.test/steal', () => {
        elsewhere += 1;
        return HttpResponse.json({ status: 'ok', data: null });
      }),
    );
    const result = await withServerHttp(requestOf('pro-r'), () => get('pro', '/moved'));
    expect(result.success).toBe(false);
    expect(elsewhere).toBe(0);
  });
});
