// The mock authorisation page of third-party login must be reachable from the browser: a call
// that came from a web page gets the page on that page's same-origin gateway path, which the
// gateway forwards to the mock; scripts calling the mock directly get the mock's own address.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { thirdAuthorizePageUrl } from '@/mocks/handlers/uc/account';
import type { MockServer } from '@/mocks/server';
import { forwardToUpstream } from '@/services/gateway/forward';
import { UC_CALLS } from '@/lib/contracts/uc';
import { control, startTestServer, uc } from './support';

let server: MockServer;
const savedOrigin = process.env.MOCK_ORIGIN;

beforeAll(async () => {
  server = await startTestServer();
  process.env.MOCK_ORIGIN = server.origin;
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(async () => {
  process.env.MOCK_ORIGIN = savedOrigin;
  await server.close();
});

describe('thirdAuthorizePageUrl', () => {
  const base = 'http://127.0.0.1:4010/uc';

  it('uses the gateway path of the calling page', () => {
    expect(thirdAuthorizePageUrl(base, 'https://www.example.com', 'a b')).toBe(
      `https://www.example.com/-/x/uc${UC_CALLS.thirdAuthorizePage.path()}?state=a%20b`,
    );
    expect(thirdAuthorizePageUrl(base, 'http://localhost:3000', 's1')).toBe(`http://localhost:3000/-/x/uc${UC_CALLS.thirdAuthorizePage.path()}?state=s1`);
  });

  it("falls back to the mock's own address without a usable Origin", () => {
    const own = `http://127.0.0.1:4010/uc${UC_CALLS.thirdAuthorizePage.path()}?state=s1`;
    expect(thirdAuthorizePageUrl(base, null, 's1')).toBe(own);
    expect(thirdAuthorizePageUrl(base, 'null', 's1')).toBe(own);
    expect(thirdAuthorizePageUrl(base, 'http://127.0.0.1:4010', 's1')).toBe(own);
    expect(thirdAuthorizePageUrl(base, 'javascript:alert(1)', 's1')).toBe(own);
    expect(thirdAuthorizePageUrl(base, 'https://evil.example/path', 's1')).toBe(own);
  });
});

describe('auth_url through the gateway', () => {
  it('hands a browser call a page on its own origin that the gateway serves from the mock', async () => {
    const appOrigin = 'http://app.test:3000';
    const callback = `${appOrigin}/zh-cn/third/auth/?platform=google`;
    const answer = await forwardToUpstream(
      new Request(`${appOrigin}/-/x/uc${UC_CALLS.thirdAuthUrl.path()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appOrigin },
        body: JSON.stringify({ platform: 'google', redirect_uri: callback }),
      }),
      'uc',
      UC_CALLS.thirdAuthUrl.path().split('/').filter(Boolean),
    );
    const { data } = (await answer.json()) as { data: { url: string; state: string } };
    const url = new URL(data.url);
    expect(url.origin).toBe(appOrigin);
    expect(url.pathname).toBe(`/-/x/uc${UC_CALLS.thirdAuthorizePage.path()}`);
    expect(url.searchParams.get('state')).toBe(data.state);

    const segments = url.pathname.split('/').filter(Boolean).slice(3);
    const page = await forwardToUpstream(new Request(url), 'uc', segments);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('模拟 Google 授权');
    // Its links lead back to the app's callback with code and state.
    expect(html).toContain(`${callback}&amp;code=`);
    expect(html).toContain(`state=${data.state}`);
  });

  it("keeps the mock's address for a call without an Origin", async () => {
    const answer = await uc<{ url: string; state: string }>(server, UC_CALLS.thirdAuthUrl.path(), { body: { platform: 'apple' } });
    expect(answer.body.data.url).toBe(`${server.origin}/uc${UC_CALLS.thirdAuthorizePage.path()}?state=${answer.body.data.state}`);
  });
});
