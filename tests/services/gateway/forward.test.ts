import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as crm from '@/lib/contracts/crm';
import * as dm from '@/lib/contracts/dm';
import { UC_CALLS } from '@/lib/contracts/uc';
import { WITH_PRO_TOKEN_HEADER, WITHOUT_TOKEN_HEADER } from '@/lib/contracts/token-session';
import { forwardToUpstream, upstreamUrl } from '@/services/gateway/forward';
import { resetGatewayLimiter } from '@/services/gateway/guard';
import { withPeerAddressInstalled } from '@/tests/support/peer-address';

// Example calls: a path with query and body (login), and one whose trailing slash matters.
const LOGIN = UC_CALLS.login.path();
const LOGIN_SEGMENTS = LOGIN.split('/').filter(Boolean);
const HEARTBEAT = dm.heartbeat.path();
const HEARTBEAT_BARE = HEARTBEAT.replace(/\/$/, '');
const HEARTBEAT_SEGMENTS = HEARTBEAT_BARE.split('/').filter(Boolean);

let server: Server;
let origin = '';
let last: { url?: string; method?: string; headers: IncomingMessage['headers']; body: string } = { headers: {}, body: '' };
const savedOrigin = process.env.MOCK_ORIGIN;
withPeerAddressInstalled();

/** Sets environment variables for the tests of a block, and puts them back after it. */
function withEnv(values: Record<string, string>) {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [key, value] of Object.entries(values)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
  });
  afterAll(() => {
    for (const key of Object.keys(values)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      last = { url: req.url, method: req.method, headers: req.headers, body };
      res.setHeader('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, code: 200, data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.MOCK_ORIGIN = origin;
});

afterAll(async () => {
  process.env.MOCK_ORIGIN = savedOrigin;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('gateway', () => {
  it('forwards path, query, method, body and cookies to the family upstream', async () => {
    const response = await forwardToUpstream(
      new Request(`http://app.test/-/x/uc${LOGIN}?r=abc`, {
        method: 'POST',
        headers: { cookie: 'HB-UC-TOKEN=t1', 'content-type': 'application/json', 'x-middleware-subrequest': 'proxy' },
        body: JSON.stringify({ a: 1 }),
      }),
      'uc',
      LOGIN_SEGMENTS,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, code: 200, data: { ok: true } });
    expect(last).toMatchObject({ url: `/uc${LOGIN}?r=abc`, method: 'POST', body: '{"a":1}' });
    expect(last.headers.cookie).toBe('HB-UC-TOKEN=t1');
    expect(last.headers['x-middleware-subrequest']).toBeUndefined();
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('never sends cookies to the custody service', async () => {
    await forwardToUpstream(new Request('http://app.test/-/x/custody/vip/info', { headers: { cookie: 'HB-UC-TOKEN=t1' } }), 'custody', ['vip', 'info']);
    expect(last.url).toBe('/custody/vip/info');
    expect(last.headers.cookie).toBeUndefined();
  });

  describe('family tokens (HttpOnly cookies the page never reads)', () => {
    const JAR = 'HB-UC-TOKEN=t1; HB-PRO-TOKEN=pro-1; HB-CONTRACT-TOKEN=dm-1; HB-OTC-TOKEN=otc-1; hb-token-exp=123';

    async function send(family: string, headers: Record<string, string>) {
      last = { headers: {}, body: '' };
      await forwardToUpstream(new Request(`http://app.test/-/x/${family}/echo`, { headers }), family, ['echo']);
      return last.headers;
    }

    it("puts the family's token header on the upstream call from its cookie, and no token cookie", async () => {
      const pro = await send('pro', { cookie: JAR });
      expect(pro['hb-pro-token']).toBe('pro-1');
      // Each token travels in its own family's header only; the session and the expiry stay.
      expect(pro.cookie).toBe('HB-UC-TOKEN=t1; hb-token-exp=123');
      expect((await send('hbg', { cookie: JAR }))['hb-pro-token']).toBe('pro-1');
      const swap = await send('swap', { cookie: JAR });
      expect(swap['hb-contract-token']).toBe('dm-1');
      expect(swap['hb-pro-token']).toBeUndefined();
      expect((await send('otc', { cookie: JAR }))['hb-otc-token']).toBe('otc-1');
      expect((await send('kyc', { cookie: JAR }))['hb-kyc-token']).toBeUndefined();
    });

    it('drops a token header the page sent: only the cookie counts', async () => {
      const forged = await send('pro', { 'HB-PRO-TOKEN': 'forged', 'HB-OTC-TOKEN': 'forged' });
      expect(forged['hb-pro-token']).toBeUndefined();
      expect(forged['hb-otc-token']).toBeUndefined();
      expect((await send('pro', { cookie: JAR, 'HB-PRO-TOKEN': 'forged' }))['hb-pro-token']).toBe('pro-1');
    });

    it('sends the call without the token when the page asks (the retry after 1003)', async () => {
      const bare = await send('pro', { cookie: JAR, [WITHOUT_TOKEN_HEADER]: '1' });
      expect(bare['hb-pro-token']).toBeUndefined();
      expect(bare[WITHOUT_TOKEN_HEADER]).toBeUndefined();
      expect(bare.cookie).toBe('HB-UC-TOKEN=t1; hb-token-exp=123');
    });

    it('sends custody no credential, and the pro token only to a call that asks for it by name', async () => {
      const plain = await send('custody', { cookie: JAR, 'HB-PRO-TOKEN': 'forged' });
      expect(plain.cookie).toBeUndefined();
      expect(plain['hb-pro-token']).toBeUndefined();
      expect(plain['hb-uc-token']).toBeUndefined();
      const asked = await send('custody', { cookie: JAR, [WITH_PRO_TOKEN_HEADER]: '1' });
      expect(asked['hb-pro-token']).toBe('pro-1');
      expect(asked.cookie).toBeUndefined();
      expect(asked[WITH_PRO_TOKEN_HEADER]).toBeUndefined();
      // Another family does not hand out the pro token because a call asks.
      expect((await send('otc', { cookie: JAR, [WITH_PRO_TOKEN_HEADER]: '1' }))['hb-pro-token']).toBeUndefined();
    });
  });

  it('keeps a trailing slash of the request path', async () => {
    await forwardToUpstream(new Request(`http://app.test/-/x/dm${HEARTBEAT}?r=1`), 'dm', HEARTBEAT_SEGMENTS);
    expect(last.url).toBe(`/dm${HEARTBEAT}?r=1`);
    await forwardToUpstream(new Request(`http://app.test/-/x/dm${HEARTBEAT_BARE}`), 'dm', HEARTBEAT_SEGMENTS);
    expect(last.url).toBe(`/dm${HEARTBEAT_BARE}`);
    expect(upstreamUrl('uc', [], '', {}, true)).toBe('http://127.0.0.1:4010/uc/');
  });

  it('refuses unknown families and paths that would leave the base', async () => {
    expect((await forwardToUpstream(new Request('http://app.test/-/x/evil/a'), 'evil', ['a'])).status).toBe(404);
    expect((await forwardToUpstream(new Request('http://app.test/-/x/uc/'), 'uc', ['..', 'pro'])).status).toBe(400);
    expect(upstreamUrl('uc', ['a/b', '%2e%2e'], '', {})).toBe('http://127.0.0.1:4010/uc/a%2Fb/%252e%252e');
  });

  it('answers 502 when the upstream is down', async () => {
    process.env.MOCK_ORIGIN = 'http://127.0.0.1:9';
    const response = await forwardToUpstream(new Request('http://app.test/-/x/uc/x'), 'uc', ['x']);
    process.env.MOCK_ORIGIN = origin;
    expect(response.status).toBe(502);
    expect(response.headers.get('x-gateway-error')).toBe('upstream-unreachable');
    expect(await response.json()).toMatchObject({ success: false, code: 502 });
  });

  describe('refuses a state-changing call started by another site', () => {
    const savedSite = process.env.SITE_ORIGIN;
    const savedHosts = process.env.ALLOWED_REDIRECT_HOSTS;
    beforeAll(() => {
      process.env.SITE_ORIGIN = 'https://app.test';
      process.env.ALLOWED_REDIRECT_HOSTS = 'futures.app.test';
    });
    afterAll(() => {
      process.env.SITE_ORIGIN = savedSite;
      process.env.ALLOWED_REDIRECT_HOSTS = savedHosts;
    });

    function call(method: string, headers: Record<string, string>) {
      last = { headers: {}, body: '' };
      return forwardToUpstream(
        new Request(`https://app.test/-/x/uc${LOGIN}`, { method, headers: { cookie: 'HB-UC-TOKEN=t1', 'content-type': 'application/json', ...headers }, body: '{}' }),
        'uc',
        LOGIN_SEGMENTS,
      );
    }

    it.each([
      ['another site', { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
      ['a sibling subdomain', { origin: 'https://static.app.test', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }],
      ['the opaque origin null', { origin: 'null', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
      ['a browser request without Origin', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
      ['Sec-Fetch-Site cross-site', { origin: 'https://app.test', 'sec-fetch-site': 'cross-site' }],
    ])('%s: 403 with a clear envelope, nothing forwarded', async (_name, headers) => {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await call(method, headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ success: false, code: 'cross-site-refused', message: '请求来源不被允许，已拒绝', data: null });
        expect(last.url).toBeUndefined();
      }
    });

    it('forwards this site, an allowed host and a non-browser caller', async () => {
      const callers: Array<Record<string, string>> = [
        { origin: 'https://app.test', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
        { origin: 'https://futures.app.test', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
        {},
      ];
      for (const headers of callers) {
        const response = await call('POST', headers);
        expect(response.status).toBe(200);
        expect(last.url).toBe(`/uc${LOGIN}`);
      }
    });

    it('never refuses a read', async () => {
      last = { headers: {}, body: '' };
      const response = await forwardToUpstream(new Request('https://app.test/-/x/uc/x', { headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } }), 'uc', ['x']);
      expect(response.status).toBe(200);
      expect(last.url).toBe('/uc/x');
    });
  });

  describe('passes on the client’s real address, never the one it claims', () => {
    const forged = { 'x-forwarded-for': '203.0.113.66', 'x-real-ip': '203.0.113.67', forwarded: 'for=203.0.113.68' };

    it('is the socket’s peer when no proxy is trusted', async () => {
      await forwardToUpstream(new Request('http://app.test/-/x/uc/x', { headers: { ...forged, 'x-peer-address': '198.51.100.20' } }), 'uc', ['x']);
      expect(last.headers['x-forwarded-for']).toBe('198.51.100.20');
      expect(last.headers['x-real-ip']).toBe('198.51.100.20');
      expect(last.headers.forwarded).toBeUndefined();
      expect(last.headers['x-peer-address']).toBeUndefined();
    });

    it('is nothing when the peer is unknown: a client’s header is not a fallback', async () => {
      await forwardToUpstream(new Request('http://app.test/-/x/uc/x', { headers: forged }), 'uc', ['x']);
      expect(last.headers['x-forwarded-for']).toBeUndefined();
      expect(last.headers['x-real-ip']).toBeUndefined();
    });

    describe('behind a trusted proxy', () => {
      withEnv({ TRUSTED_PROXIES: '10.0.0.0/8' });
      it('is the address the proxy saw', async () => {
        const headers = { 'x-peer-address': '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' };
        await forwardToUpstream(new Request('http://app.test/-/x/uc/x', { headers }), 'uc', ['x']);
        expect(last.headers['x-forwarded-for']).toBe('203.0.113.9');
      });
    });
  });

  describe('refuses a cross-site GET that changes state', () => {
    withEnv({ SITE_ORIGIN: 'https://app.test' });
    const LOGOUT = UC_CALLS.logout.path();

    it.each([
      ['a link from another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
      ['an image or script of another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }],
      ['a fetch of another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://evil.test' }],
    ])('logout from %s: 403, nothing forwarded', async (_name, headers) => {
      last = { headers: {}, body: '' };
      const response = await forwardToUpstream(new Request(`https://app.test/-/x/uc${LOGOUT}`, { headers: { cookie: 'HB-UC-TOKEN=t1', ...headers } }), 'uc', LOGOUT.split('/').filter(Boolean));
      expect(response.status).toBe(403);
      expect(response.headers.get('x-gateway-error')).toBe('refused');
      expect(await response.json()).toEqual({ success: false, code: 'cross-site-refused', message: '请求来源不被允许，已拒绝', data: null });
      expect(last.url).toBeUndefined();
    });

    it('forwards the app’s own logout and GA secret', async () => {
      for (const path of [LOGOUT, UC_CALLS.gaGenerate.path()]) {
        last = { headers: {}, body: '' };
        const request = new Request(`https://app.test/-/x/uc${path}`, { headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' } });
        expect((await forwardToUpstream(request, 'uc', path.split('/').filter(Boolean))).status).toBe(200);
        expect(last.url).toBe(`/uc${path}`);
      }
    });
  });

  describe('rate limits the guessable calls per client', () => {
    withEnv({ RATE_LIMIT: '2/60' });
    beforeAll(() => resetGatewayLimiter());
    afterAll(() => resetGatewayLimiter());

    const login = (peer: string, forwardedFor = '') =>
      forwardToUpstream(
        new Request(`http://app.test/-/x/uc${LOGIN}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-peer-address': peer, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
          body: '{}',
        }),
        'uc',
        LOGIN_SEGMENTS,
      );

    it('answers 429 with the envelope, its retry time and Retry-After, without calling the backend', async () => {
      expect((await login('198.51.100.30')).status).toBe(200);
      expect((await login('198.51.100.30')).status).toBe(200);
      last = { headers: {}, body: '' };
      // A forged X-Forwarded-For is no way around it.
      const refused = await login('198.51.100.30', '203.0.113.99');
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers.get('x-gateway-error')).toBe('refused');
      expect(await refused.json()).toEqual({ success: false, code: 'too-frequent', message: `请求过于频繁，请 ${retryAfter} 秒后再试`, data: { retryAfter } });
      expect(last.url).toBeUndefined();
    });

    it('counts each client and each call on its own, and leaves other calls alone', async () => {
      expect((await login('198.51.100.31')).status).toBe(200);
      const share = () =>
        forwardToUpstream(
          new Request(`http://app.test/-/x/crm${crm.checkShareCode.path()}`, { method: 'POST', headers: { 'x-peer-address': '198.51.100.30' }, body: '{}' }),
          'crm',
          crm.checkShareCode.path().split('/').filter(Boolean),
        );
      expect((await share()).status).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        expect((await forwardToUpstream(new Request('http://app.test/-/x/uc/x', { headers: { 'x-peer-address': '198.51.100.30' } }), 'uc', ['x'])).status).toBe(200);
      }
    });

    describe('with exempt addresses', () => {
      withEnv({ RATE_LIMIT_EXEMPT: '198.51.100.30' });
      it('never limits them', async () => {
        expect((await login('198.51.100.30')).status).toBe(200);
      });
    });
  });
});
