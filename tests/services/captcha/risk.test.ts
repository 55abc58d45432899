import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, REQUEST_FAILED_MESSAGE, resetHttpConfig } from '@/services/http';
import { fetchImageCaptcha, riskControl } from '@/services/uc/risk';
import { RISK_SCENES, UC_CALLS } from '@/lib/contracts/uc';
import { onCall } from '@/tests/support/msw-call';

const UC_BASE = 'http://localhost/-/x/uc';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => configureHttp({ baseUrls: { uc: UC_BASE } }));
afterEach(() => {
  server.resetHandlers();
  resetHttpConfig();
});
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: '', data });

describe('riskControl', () => {
  it('POSTs the scene, account, source, fingerprint and version and validates the answer', async () => {
    let body: unknown;
    server.use(
      onCall(UC_CALLS.riskControl, async ({ request }) => {
        body = await request.json();
        return ok({ risk: 1, items: [1, 2], vendors: { slider: { app_key: 'ak', scene: 'nc_login' } } });
      }),
    );
    const result = await riskControl({
      scene: RISK_SCENES.login,
      loginName: '13800000000',
      countryCode: '86',
      fingerprint: 'fp-1',
      version: 2,
    });
    expect(body).toEqual({ scene: 2, login_name: '13800000000', country_code: '86', source: 'web', fingerprint: 'fp-1', version: 2 });
    expect(result).toMatchObject({
      success: true,
      data: { risk: 1, items: [1, 2], vendors: { slider: { app_key: 'ak', scene: 'nc_login' } } },
    });
  });

  it('leaves out an empty country code and fills in missing vendors', async () => {
    let body: unknown;
    server.use(
      onCall(UC_CALLS.riskControl, async ({ request }) => {
        body = await request.json();
        return ok({ risk: 0, items: [] });
      }),
    );
    const result = await riskControl({ scene: RISK_SCENES.register, loginName: 'a@b.co', fingerprint: 'fp', version: 1 });
    expect(body).toEqual({ scene: 1, login_name: 'a@b.co', source: 'web', fingerprint: 'fp', version: 1 });
    expect(result).toEqual({ success: true, code: 200, message: '', data: { risk: 0, items: [], vendors: {} } });
  });

  it('passes a business failure through with the server message', async () => {
    server.use(
      onCall(UC_CALLS.riskControl, () =>
        HttpResponse.json({ success: false, code: 10040, message: '操作过于频繁', data: null }),
      ),
    );
    const result = await riskControl({ scene: RISK_SCENES.login, loginName: 'x', fingerprint: 'fp', version: 2 });
    expect(result).toMatchObject({ success: false, code: 10040, message: '操作过于频繁' });
  });

  it('treats an answer off the contract as a failed request', async () => {
    server.use(onCall(UC_CALLS.riskControl, () => ok({ risk: 'high', items: [9] })));
    const result = await riskControl({ scene: RISK_SCENES.login, loginName: 'x', fingerprint: 'fp', version: 2 });
    expect(result).toEqual({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null });
  });

  it('treats a server error as a failed request', async () => {
    server.use(onCall(UC_CALLS.riskControl, () => new HttpResponse('oops', { status: 502 })));
    const result = await riskControl({ scene: RISK_SCENES.login, loginName: 'x', fingerprint: 'fp', version: 2 });
    expect(result).toMatchObject({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE });
  });
});

describe('fetchImageCaptcha', () => {
  it('GETs captcha_code/send (with the cache buster) and returns {key, image}', async () => {
    let url: URL | undefined;
    server.use(
      onCall(UC_CALLS.captchaCodeSend, ({ request }) => {
        url = new URL(request.url);
        return ok({ key: 'k1', image: 'data:image/png;base64,AAAA' });
      }),
    );
    const result = await fetchImageCaptcha();
    expect(result).toEqual({ success: true, code: 200, message: '', data: { key: 'k1', image: 'data:image/png;base64,AAAA' } });
    expect(url?.searchParams.has('r')).toBe(true);
  });

  it('treats an answer without a key as a failed request', async () => {
    server.use(onCall(UC_CALLS.captchaCodeSend, () => ok({ image: 'data:image/png;base64,AAAA' })));
    const result = await fetchImageCaptcha();
    expect(result).toEqual({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null });
  });
});
