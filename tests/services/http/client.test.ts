import { WITHOUT_TOKEN_HEADER } from '@/lib/contracts/token-session';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES, gatewayPath, type ServiceFamily } from '@/lib/api/families';
import {
  REQUEST_TIMEOUT_MS,
  TOKEN_HEADERS,
  configureHttp,
  get,
  getHttpClient,
  post,
  request,
  resetHttpConfig,
  withCacheBuster,
} from '@/services/http';
import { TEST_ORIGIN, headersOf, testBase, startTestServer } from './test-server';

const server = startTestServer();

/** Echoes what the server saw: family from the path, query and headers. */
function echoHandlers() {
  const echo = async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) =>
    HttpResponse.json({
      code: 200,
      data: {
        family: params.family,
        method: request.method,
        query: Object.fromEntries(new URL(request.url).searchParams.entries()),
        headers: headersOf(request),
      },
    });
  return [
    http.get(`${TEST_ORIGIN}/-/x/:family/echo`, echo),
    http.post(`${TEST_ORIGIN}/-/x/:family/echo`, echo),
    http.put(`${TEST_ORIGIN}/-/x/:family/echo`, echo),
    http.delete(`${TEST_ORIGIN}/-/x/:family/echo`, echo),
  ];
}

interface Echo {
  family: string;
  method: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

async function echoVia(family: ServiceFamily, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', params?: Record<string, string>): Promise<Echo> {
  const result = await request<Echo>(family, { url: '/echo', method, params, data: method === 'GET' ? undefined : { a: 1 } });
  if (!result.success) throw new Error(`echo failed: ${JSON.stringify(result)}`);
  return result.data;
}

describe('base URL per family', () => {
  it('defaults to the gateway path /-/x/{family}', () => {
    resetHttpConfig();
    for (const family of SERVICE_FAMILIES) {
      expect(getHttpClient(family).defaults.baseURL).toBe(gatewayPath(family));
      expect(getHttpClient(family).defaults.baseURL).toBe(`/-/x/${family}`);
    }
  });

  it('uses the configured alias', () => {
    for (const family of SERVICE_FAMILIES) expect(getHttpClient(family).defaults.baseURL).toBe(testBase(family));
  });

  it('only overrides the families given and rebuilds clients on reconfigure', () => {
    resetHttpConfig();
    const before = getHttpClient('pro');
    configureHttp({ baseUrls: { pro: 'https://api.example.test/pro' } });
    expect(getHttpClient('pro')).not.toBe(before);
    expect(getHttpClient('pro').defaults.baseURL).toBe('https://api.example.test/pro');
    expect(getHttpClient('uc').defaults.baseURL).toBe('/-/x/uc');
  });

  it.each(SERVICE_FAMILIES)('%s requests reach /-/x/%s', async (family) => {
    server.use(...echoHandlers());
    const echo = await echoVia(family);
    expect(echo.family).toBe(family);
  });
});

describe('credentials', () => {
  it.each(SERVICE_FAMILIES)('%s client sends credentials unless custody', (family) => {
    expect(getHttpClient(family).defaults.withCredentials).toBe(family !== 'custody');
  });

  it('the request config carries the flag', async () => {
    server.use(...echoHandlers());
    const seen: Partial<Record<ServiceFamily, boolean | undefined>> = {};
    for (const family of ['custody', 'uc', 'pro'] as const) {
      getHttpClient(family).interceptors.request.use((config) => {
        seen[family] = config.withCredentials;
        return config;
      });
      await echoVia(family);
    }
    expect(seen).toEqual({ custody: false, uc: true, pro: true });
  });
});

describe('timeout', () => {
  it('is 30 000 ms on every client', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    resetHttpConfig();
    for (const family of SERVICE_FAMILIES) expect(getHttpClient(family).defaults.timeout).toBe(30_000);
  });
});

describe('random r parameter', () => {
  it('is added to GET requests, keeping the other parameters', async () => {
    server.use(...echoHandlers());
    const first = await echoVia('pro', 'GET', { symbol: 'btcusdt' });
    const second = await echoVia('pro', 'GET');
    expect(first.query.symbol).toBe('btcusdt');
    expect(first.query.r).toMatch(/^[0-9a-z]+$/);
    expect(second.query.r).toMatch(/^[0-9a-z]+$/);
    expect(second.query.r).not.toBe(first.query.r);
  });

  it('is added by the get shorthand', async () => {
    server.use(...echoHandlers());
    const result = await get<Echo>('uc', '/echo', { a: '1' });
    expect(result.success && result.data.query).toEqual({ a: '1', r: expect.stringMatching(/^[0-9a-z]+$/) });
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('is not added to %s requests', async (method) => {
    server.use(...echoHandlers());
    const echo = await echoVia('pro', method, { keep: 'x' });
    expect(echo.method).toBe(method);
    expect(echo.query).toEqual({ keep: 'x' });
  });

  it('is not added by the post shorthand', async () => {
    server.use(...echoHandlers());
    const result = await post<Echo>('uc', '/echo', { a: 1 });
    expect(result.success && result.data.query).toEqual({});
  });

  it('does not mutate the caller params', () => {
    const params = { a: '1' };
    expect(withCacheBuster(params, 'zz')).toEqual({ a: '1', r: 'zz' });
    expect(params).toEqual({ a: '1' });
    const search = new URLSearchParams({ a: '1' });
    expect(String(withCacheBuster(search, 'zz'))).toBe('a=1&r=zz');
    expect(String(search)).toBe('a=1');
  });
});

describe('common headers on the wire', () => {
  it.each(['GET', 'POST'] as const)('%s carries HB-LANG zh-cn and Accept-Language zh-CN by default', async (method) => {
    server.use(...echoHandlers());
    const echo = await echoVia('custody', method);
    expect(echo.headers['hb-lang']).toBe('zh-cn');
    expect(echo.headers['accept-language']).toBe('zh-CN');
  });

  it('follows the configured language getter at send time', async () => {
    server.use(...echoHandlers());
    let language = 'en-us';
    configureHttp({ getLanguage: () => language });
    expect((await echoVia('uc')).headers['hb-lang']).toBe('en-us');
    language = 'zh-cn';
    const echo = await echoVia('uc');
    expect(echo.headers['hb-lang']).toBe('zh-cn');
    expect(echo.headers['accept-language']).toBe('zh-CN');
  });

  it.each(SERVICE_FAMILIES)('%s sends its own token header when a token is known', async (family) => {
    server.use(...echoHandlers());
    configureHttp({ getToken: (f) => `token-of-${f}` });
    const echo = await echoVia(family);
    const expected = TOKEN_HEADERS[family];
    const tokenHeaderNames = new Set(Object.values(TOKEN_HEADERS).flatMap((name) => (name ? [name.toLowerCase()] : [])));
    const sent = Object.keys(echo.headers).filter((name) => tokenHeaderNames.has(name));
    if (expected) {
      expect(sent).toEqual([expected.toLowerCase()]);
      expect(echo.headers[expected.toLowerCase()]).toBe(`token-of-${family}`);
    } else {
      expect(sent).toEqual([]);
    }
  });

  it('sends no token header while no token is known', async () => {
    server.use(...echoHandlers());
    configureHttp({ getToken: (f) => (f === 'otc' ? 'otc-token' : undefined) });
    expect((await echoVia('pro')).headers['hb-pro-token']).toBeUndefined();
    expect((await echoVia('otc')).headers['hb-otc-token']).toBe('otc-token');
  });

  it('leaves the token out of a withoutToken call, and only that call', async () => {
    server.use(...echoHandlers());
    configureHttp({ getToken: () => 'pro-token' });
    const bare = await request<Echo>('pro', { url: '/echo', method: 'GET', withoutToken: true });
    expect(bare.success && bare.data.headers['hb-pro-token']).toBeUndefined();
    expect(bare.success && bare.data.headers['hb-version']).toBe('1.7');
    expect((await echoVia('pro')).headers['hb-pro-token']).toBe('pro-token');
  });

  it('asks the gateway, which holds the HttpOnly token, to leave it out of a withoutToken call', async () => {
    server.use(...echoHandlers());
    const bare = await request<Echo>('pro', { url: '/echo', method: 'GET', withoutToken: true });
    expect(bare.success && bare.data.headers[WITHOUT_TOKEN_HEADER]).toBe('1');
    expect((await echoVia('pro')).headers[WITHOUT_TOKEN_HEADER]).toBeUndefined();
  });

  it('keeps a token header set by the caller', async () => {
    server.use(...echoHandlers());
    configureHttp({ getToken: () => 'stale' });
    const result = await request<Echo>('pro', { url: '/echo', method: 'POST', headers: { 'HB-PRO-TOKEN': 'fresh' } });
    expect(result.success && result.data.headers['hb-pro-token']).toBe('fresh');
  });

  it.each(SERVICE_FAMILIES)('%s sends the right HB-VERSION', async (family) => {
    server.use(...echoHandlers());
    const echo = await echoVia(family);
    const expected = family === 'pro' ? '1.7' : family === 'etf' || family === 'vote' ? '1.1' : undefined;
    expect(echo.headers['hb-version']).toBe(expected);
  });
});
