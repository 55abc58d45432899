import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchFavoritePairs, toFavoritePairs } from '@/services/pro/favorites';
import { configureHttp, REQUEST_FAILED_MESSAGE } from '@/services/http';
import { headersOf, startTestServer } from '../http/test-server';
import * as proFavorites from '@/lib/contracts/pro/favorites';
import { onCall } from '@/tests/support/msw-call';
import { dropCall, requireProLogin } from '@/mocks/overrides/pro';

const server = startTestServer();

describe('fetchFavoritePairs', () => {
  it('GETs the list with the pro token and returns valid pairs, each once', async () => {
    configureHttp({ getToken: (family) => (family === 'pro' ? 'pro-token' : null) });
    let token: string | undefined;
    server.use(
      onCall(proFavorites.pairGet, ({ request }) => {
        token = headersOf(request)['hb-pro-token'];
        return HttpResponse.json({
          code: 200,
          success: true,
          data: [
            { symbol: 'btcusdt', createdAt: 1 },
            { symbol: 'BAD', createdAt: 2 },
            { symbol: 'btcusdt', createdAt: 3 },
            { symbol: 'ethusdt', createdAt: 4 },
          ],
        });
      }),
    );
    expect(await fetchFavoritePairs()).toMatchObject({
      success: true,
      data: [
        { symbol: 'btcusdt', createdAt: 1 },
        { symbol: 'ethusdt', createdAt: 4 },
      ],
    });
    expect(token).toBe('pro-token');
  });

  it('turns a wrong shape into a failure and passes business failures on', async () => {
    server.use(onCall(proFavorites.pairGet, () => HttpResponse.json({ code: 200, success: true, data: [{ symbol: 'btcusdt' }] }), { once: true }));
    expect(await fetchFavoritePairs()).toEqual({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null });
    server.use(requireProLogin(proFavorites.pairGet));
    expect(await fetchFavoritePairs()).toMatchObject({ success: false, code: 'login-required', message: 'login required' });
  });

  it('resolves to the generic failure when the server is down', async () => {
    server.use(dropCall(proFavorites.pairGet));
    expect(await fetchFavoritePairs({ silent: true })).toMatchObject({ success: false, message: REQUEST_FAILED_MESSAGE });
  });
});

describe('toFavoritePairs', () => {
  it('keeps the first entry of a symbol and drops invalid ones', () => {
    expect(
      toFavoritePairs([
        { symbol: 'a1', createdAt: 1 },
        { symbol: '', createdAt: 2 },
        { symbol: 'a1', createdAt: 3 },
      ]),
    ).toEqual([{ symbol: 'a1', createdAt: 1 }]);
  });
});
