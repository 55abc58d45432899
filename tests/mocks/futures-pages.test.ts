import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractExchangePath, linearSwapExchangePath, swapExchangePath } from '@/lib/market/contracts';
import type { MockServer } from '@/mocks/server';
import { futuresPage } from '@/mocks/vendor/futures';
import { startTestServer } from './support';

let server: MockServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('stand-in futures pages', () => {
  it.each([
    [contractExchangePath('BTC', 'quarter'), '交割合约'],
    [swapExchangePath('BTC'), '币本位永续合约'],
    [linearSwapExchangePath('BTC-USDT'), 'USDT本位永续合约'],
  ])('answers %s with a page', async (path, title) => {
    const response = await fetch(`${server.origin}${path.split('#')[0]}`, { headers: { referer: 'http://localhost:3000/zh-cn/' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<h1 data-testid="futures-title">${title}</h1>`);
    expect(html).toContain('href="http://localhost:3000/zh-cn/"');
  });

  it('escapes the referer and offers no back link to a non-http page', () => {
    expect(futuresPage('t', 'http://a.test/"><script>x</script>')).not.toContain('<script>x');
    expect(futuresPage('t', 'javascript:alert(1)')).not.toContain('futures-back');
    expect(futuresPage('t', null)).not.toContain('futures-back');
  });
});
