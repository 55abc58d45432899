import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_AUTH_RETRIES,
  NETWORK_FAILURE_TEXT,
  REQUEST_FAILED_MESSAGE,
  configureHttp,
  get,
  getHttpClient,
  post,
  request,
  sharedTicketExchange,
} from '@/services/http';
import { TEST_ORIGIN, startTestServer } from './test-server';
import * as proMarket from '@/lib/contracts/pro/market';
import * as trading from '@/lib/contracts/pro/trading';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onCall } from '@/tests/support/msw-call';
import { rateLimitedEnvelope } from '@/lib/security/rate-limit';
import { login } from '@/services/uc/account';

const server = startTestServer();

const FAILED = { success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null };

function notifier() {
  return { error: vi.fn<(message: string) => void>() };
}

describe('failed requests resolve to the 500 envelope', () => {
  it.each([500, 502, 404, 401])('HTTP %i', async (status) => {
    const notify = notifier();
    configureHttp({ notify });
    server.use(
      http.get(`${TEST_ORIGIN}/-/x/pro/fail`, () => HttpResponse.json({ code: 200, data: 'ignored' }, { status })),
    );
    await expect(get('pro', '/fail')).resolves.toEqual(FAILED);
    // An HTTP error is an answer, not a network failure: no toast.
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('network error also shows the network toast', async () => {
    const notify = notifier();
    configureHttp({ notify });
    server.use(http.post(`${TEST_ORIGIN}/-/x/otc/down`, () => HttpResponse.error()));
    await expect(post('otc', '/down', { a: 1 })).resolves.toEqual(FAILED);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('网络连接失败，请重试');
    expect(NETWORK_FAILURE_TEXT).toBe('网络连接失败，请重试');
  });

  it('the gateway’s own refusal (429 too frequent) resolves to its envelope, so the form shows when to retry', async () => {
    const notify = notifier();
    configureHttp({ notify });
    server.use(
      onCall(UC_CALLS.login, () =>
        HttpResponse.json(rateLimitedEnvelope(37), { status: 429, headers: { 'x-gateway-error': 'refused', 'retry-after': '37' } }),
      ),
    );
    await expect(login({ login_name: 'a@example.com', account_type: 'email', password: 'x' })).resolves.toEqual({
      success: false,
      code: 'too-frequent',
      message: '请求过于频繁，请 37 秒后再试',
      data: { retryAfter: 37 },
    });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([502, 504])('the gateway saying the upstream is unreachable (%i) shows the network toast', async (status) => {
    const notify = notifier();
    configureHttp({ notify });
    server.use(
      http.get(`${TEST_ORIGIN}/-/x/uc/behind`, () =>
        HttpResponse.json({ success: false, code: status }, { status, headers: { 'x-gateway-error': 'upstream-unreachable' } }),
      ),
    );
    await expect(get('uc', '/behind')).resolves.toEqual(FAILED);
    expect(notify.error).toHaveBeenCalledWith(NETWORK_FAILURE_TEXT);
  });

  it('timeout also shows the network toast', async () => {
    const notify = notifier();
    configureHttp({ notify, timeoutMs: 50 });
    expect(getHttpClient('pro').defaults.timeout).toBe(50);
    server.use(
      http.get(`${TEST_ORIGIN}/-/x/pro/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({ code: 200, data: 'late' });
      }),
    );
    const started = Date.now();
    await expect(get('pro', '/slow')).resolves.toEqual(FAILED);
    expect(Date.now() - started).toBeLessThan(900);
    expect(notify.error).toHaveBeenCalledWith(NETWORK_FAILURE_TEXT);
  });

  it.each([
    ['HTML page', () => new HttpResponse('<html>gateway</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['broken JSON', () => new HttpResponse('{"code":200,', { headers: { 'Content-Type': 'application/json' } })],
    ['empty body', () => new HttpResponse(null, { status: 200 })],
    ['JSON array', () => HttpResponse.json([1, 2])],
  ])('unparsable body (%s)', async (_name, respond) => {
    const notify = notifier();
    configureHttp({ notify });
    server.use(http.get(`${TEST_ORIGIN}/-/x/hbg/odd`, respond));
    await expect(get('hbg', '/odd')).resolves.toEqual(FAILED);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a silent call shows no toast', async () => {
    const notify = notifier();
    configureHttp({ notify });
    server.use(http.get(`${TEST_ORIGIN}/-/x/pro/down`, () => HttpResponse.error()));
    await expect(get('pro', '/down', undefined, { silent: true })).resolves.toEqual(FAILED);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a throwing notifier does not make the call reject', async () => {
    configureHttp({
      notify: {
        error: () => {
          throw new Error('toast broke');
        },
      },
    });
    server.use(http.get(`${TEST_ORIGIN}/-/x/pro/down`, () => HttpResponse.error()));
    await expect(get('pro', '/down')).resolves.toEqual(FAILED);
  });
});

describe('business results', () => {
  it('a success resolves to the normalised envelope', async () => {
    server.use(onCall(proMarket.depth, () => HttpResponse.json({ status: 'ok', ch: 'x', tick: { bids: [] } })));
    await expect(get<{ bids: unknown[] }>('pro', proMarket.depth.path())).resolves.toEqual({
      success: true,
      code: 200,
      message: '',
      data: { bids: [] },
    });
  });

  it('a business failure resolves to its own envelope, not the 500 one', async () => {
    const exchangeTicket = vi.fn(async () => true);
    const notify = notifier();
    configureHttp({ exchangeTicket, notify });
    server.use(
      http.post(`${TEST_ORIGIN}/-/x/pro/transfer`, () =>
        HttpResponse.json({ code: 1303, data: null, message: 'Each transfer-out cannot be less than 5USDT.', success: false }),
      ),
    );
    await expect(post('pro', '/transfer', { amount: '1' })).resolves.toEqual({
      success: false,
      code: 1303,
      message: 'Each transfer-out cannot be less than 5USDT.',
      data: null,
    });
    expect(exchangeTicket).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('re-authentication', () => {
  /** pro endpoint that answers `code` until the request carries HB-PRO-TOKEN: fresh. */
  function staleUntilFresh(code: number | string) {
    const calls = { count: 0 };
    server.use(
      onCall(trading.accounts, ({ request }) => {
        calls.count += 1;
        if (request.headers.get('HB-PRO-TOKEN') === 'fresh') return HttpResponse.json({ status: 'ok', data: ['acc'] });
        return HttpResponse.json({ status: 'error', 'err-code': code, 'err-msg': 'stale' });
      }),
    );
    return calls;
  }

  it.each([10001, '10001', 'login-required', 'token-not-valid', 512, '403', 200013])(
    'code %j exchanges the ticket and retries with the new token',
    async (code) => {
      let token = 'old';
      const exchangeTicket = vi.fn(async () => {
        token = 'fresh';
        return true;
      });
      configureHttp({ exchangeTicket, getToken: () => token });
      const calls = staleUntilFresh(code);
      await expect(get('pro', trading.accounts.path())).resolves.toEqual({ success: true, code: 200, message: '', data: ['acc'] });
      expect(exchangeTicket).toHaveBeenCalledTimes(1);
      expect(calls.count).toBe(2);
    },
  );

  it('stops after 3 retries and returns the failure envelope', async () => {
    const exchangeTicket = vi.fn(async () => true);
    configureHttp({ exchangeTicket, getToken: () => 'never-fresh' });
    const calls = staleUntilFresh(10001);
    await expect(get('pro', trading.accounts.path())).resolves.toEqual({ success: false, code: 10001, message: 'stale', data: null });
    expect(MAX_AUTH_RETRIES).toBe(3);
    expect(exchangeTicket).toHaveBeenCalledTimes(3);
    expect(calls.count).toBe(1 + 3);
  });

  it('retries POST requests with the same body', async () => {
    let token = 'old';
    const exchangeTicket = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    configureHttp({ exchangeTicket, getToken: () => token });
    const bodies: unknown[] = [];
    server.use(
      onCall(trading.placeOrder, async ({ request }) => {
        bodies.push(await request.json());
        if (request.headers.get('HB-PRO-TOKEN') === 'fresh') return HttpResponse.json({ status: 'ok', data: '59378' });
        return HttpResponse.json({ code: 401, message: 'expired' });
      }),
    );
    await expect(post<string>('pro', trading.placeOrder.path(), { symbol: 'btcusdt' })).resolves.toMatchObject({ success: true, data: '59378' });
    expect(bodies).toEqual([{ symbol: 'btcusdt' }, { symbol: 'btcusdt' }]);
  });

  it.each([
    ['returns false', async () => false],
    [
      'throws',
      async (): Promise<boolean> => {
        throw new Error('ticket/get failed');
      },
    ],
  ])('when the exchange %s it stops and returns the failure envelope', async (_name, impl) => {
    const exchangeTicket = vi.fn(impl);
    configureHttp({ exchangeTicket });
    const calls = staleUntilFresh('login-required');
    await expect(get('pro', trading.accounts.path())).resolves.toEqual({
      success: false,
      code: 'login-required',
      message: 'stale',
      data: null,
    });
    expect(exchangeTicket).toHaveBeenCalledTimes(1);
    expect(calls.count).toBe(1);
  });

  it('5 concurrent failing requests share one exchange', async () => {
    let token = 'old';
    let releaseExchange: () => void = () => undefined;
    const exchangeTicket = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          releaseExchange = () => {
            token = 'fresh';
            resolve(true);
          };
        }),
    );
    configureHttp({ exchangeTicket, getToken: () => token });
    const calls = staleUntilFresh(10001);
    // Counts failed answers that reached the client; once all 5 are in, every caller is waiting on the exchange.
    let staleAnswers = 0;
    getHttpClient('pro').interceptors.response.use((response) => {
      if ((response.data as { status?: string }).status === 'error') staleAnswers += 1;
      return response;
    });
    const pending = Array.from({ length: 5 }, () => get('pro', trading.accounts.path()));
    await vi.waitFor(() => expect(staleAnswers).toBe(5));
    expect(exchangeTicket).toHaveBeenCalledTimes(1);
    releaseExchange();
    const results = await Promise.all(pending);
    expect(results.every((result) => result.success)).toBe(true);
    expect(exchangeTicket).toHaveBeenCalledTimes(1);
    expect(calls.count).toBe(10);
  });

  it('a token family call without a token waits for the running exchange instead of failing first', async () => {
    let token: string | undefined;
    let releaseExchange: () => void = () => undefined;
    const exchangeTicket = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          releaseExchange = () => {
            token = 'fresh';
            resolve(true);
          };
        }),
    );
    configureHttp({ exchangeTicket, getToken: () => token });
    const calls = staleUntilFresh('login-required');
    const running = sharedTicketExchange(exchangeTicket);
    const pending = get('pro', trading.accounts.path());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.count).toBe(0);
    releaseExchange();
    await running;
    await expect(pending).resolves.toMatchObject({ success: true, data: ['acc'] });
    expect(calls.count).toBe(1);
    expect(exchangeTicket).toHaveBeenCalledTimes(1);
  });

  it('a call of a family without tokens, or one that has its token, does not wait for an exchange', async () => {
    const exchangeTicket = vi.fn(() => new Promise<boolean>(() => undefined));
    configureHttp({ exchangeTicket, getToken: () => 'fresh' });
    const calls = staleUntilFresh(10001);
    void sharedTicketExchange(exchangeTicket);
    await expect(get('pro', trading.accounts.path())).resolves.toMatchObject({ success: true });
    expect(calls.count).toBe(1);
  });

  it('in the browser, which cannot read its HttpOnly tokens, hasTokens decides whether a call waits for the running exchange', async () => {
    let inPlace = false;
    let releaseExchange: () => void = () => undefined;
    const exchangeTicket = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          releaseExchange = () => {
            inPlace = true;
            resolve(true);
          };
        }),
    );
    // What the gateway would add once the tokens are set: the fresh token.
    const calls = { count: 0 };
    server.use(
      onCall(trading.accounts, () => {
        calls.count += 1;
        return HttpResponse.json(inPlace ? { status: 'ok', data: ['acc'] } : { status: 'error', 'err-code': 'login-required', 'err-msg': 'stale' });
      }),
    );
    configureHttp({ exchangeTicket, hasTokens: () => inPlace });
    const running = sharedTicketExchange(exchangeTicket);
    const pending = get('pro', trading.accounts.path());
    releaseExchange();
    await running;
    await expect(pending).resolves.toMatchObject({ success: true, data: ['acc'] });
    expect(calls.count).toBe(1);
    expect(exchangeTicket).toHaveBeenCalledTimes(1);

    // Tokens in place (a renewal under way): the call goes at once with the current ones.
    const never = vi.fn(() => new Promise<boolean>(() => undefined));
    configureHttp({ exchangeTicket: never, hasTokens: () => true });
    void sharedTicketExchange(never);
    await expect(get('pro', trading.accounts.path())).resolves.toMatchObject({ success: true });
    expect(calls.count).toBe(2);
  });

  it('skipAuthRetry returns the failure without exchanging', async () => {
    const exchangeTicket = vi.fn(async () => true);
    configureHttp({ exchangeTicket });
    const calls = staleUntilFresh(10001);
    await expect(get('pro', trading.accounts.path(), undefined, { skipAuthRetry: true })).resolves.toMatchObject({
      success: false,
      code: 10001,
    });
    expect(exchangeTicket).not.toHaveBeenCalled();
    expect(calls.count).toBe(1);
  });
});

describe('account service 512/403 logs out', () => {
  it.each([
    ['512', { code: 512, message: 'session gone', data: null }, 512],
    ['403', { code: 403, message: 'forbidden', data: null }, 403],
    ['"403" via err_code', { status: 'error', err_code: '403', err_msg: 'forbidden' }, 403],
  ])('uc %s calls onLogout once without retry', async (_name, body, code) => {
    const exchangeTicket = vi.fn(async () => true);
    const onLogout = vi.fn();
    configureHttp({ exchangeTicket, onLogout });
    let calls = 0;
    server.use(
      onCall(UC_CALLS.userGet, () => {
        calls += 1;
        return HttpResponse.json(body);
      }),
    );
    const result = await get('uc', UC_CALLS.userGet.path());
    expect(result).toMatchObject({ success: false, code });
    expect(result.message).not.toBe(REQUEST_FAILED_MESSAGE);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(exchangeTicket).not.toHaveBeenCalled();
    expect(calls).toBe(1);
  });

  it('a rejecting onLogout still resolves to the envelope', async () => {
    configureHttp({ onLogout: () => Promise.reject(new Error('cookie clear failed')) });
    server.use(http.post(`${TEST_ORIGIN}/-/x/uc/logout`, () => HttpResponse.json({ code: 512, message: 'gone' })));
    await expect(post('uc', '/logout')).resolves.toEqual({ success: false, code: 512, message: 'gone', data: null });
  });

  it('the same codes from another family re-authenticate instead', async () => {
    const onLogout = vi.fn();
    const exchangeTicket = vi.fn(async () => false);
    configureHttp({ exchangeTicket, onLogout });
    server.use(http.get(`${TEST_ORIGIN}/-/x/custody/vip/info`, () => HttpResponse.json({ code: 512, message: 'x' })));
    await get('custody', '/vip/info');
    expect(onLogout).not.toHaveBeenCalled();
    expect(exchangeTicket).toHaveBeenCalledTimes(1);
  });

  it('skipAuthRetry does not log out', async () => {
    const onLogout = vi.fn();
    configureHttp({ onLogout });
    server.use(http.get(`${TEST_ORIGIN}/-/x/uc/ticket/get`, () => HttpResponse.json({ code: 403, message: 'x' })));
    await expect(request('uc', { url: '/ticket/get', skipAuthRetry: true })).resolves.toMatchObject({ success: false, code: 403 });
    expect(onLogout).not.toHaveBeenCalled();
  });
});
