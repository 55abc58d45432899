import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToUpstream, upstreamUrl } from '@/services/gateway/forward';

let server: Server;
let origin = '';
let last: { url?: string; method?: string; headers: IncomingMessage['headers']; body: string } = { headers: {}, body: '' };
const savedOrigin = process.env.MOCK_ORIGIN;

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
      new Request('http://app.test/-/x/uc/uc/open/login?r=abc', {
        method: 'POST',
        headers: { cookie: 'HB-UC-TOKEN=t1', 'content-type': 'application/json', 'x-middleware-subrequest': 'proxy' },
        body: JSON.stringify({ a: 1 }),
      }),
      'uc',
      ['uc', 'open', 'login'],
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, code: 200, data: { ok: true } });
    expect(last).toMatchObject({ url: '/uc/uc/open/login?r=abc', method: 'POST', body: '{"a":1}' });
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

  it('keeps a trailing slash of the request path', async () => {
    await forwardToUpstream(new Request('http://app.test/-/x/dm/heartbeat/?r=1'), 'dm', ['heartbeat']);
    expect(last.url).toBe('/dm/heartbeat/?r=1');
    await forwardToUpstream(new Request('http://app.test/-/x/dm/heartbeat'), 'dm', ['heartbeat']);
    expect(last.url).toBe('/dm/heartbeat');
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
});
