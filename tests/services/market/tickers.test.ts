import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureHttp, NETWORK_FAILURE_TEXT, REQUEST_FAILED_CODE } from '@/services/http';
import { tickers } from '@/lib/contracts/pro/market';
import { fetchTickers } from '@/services/market/tickers';
import { dropCall } from '@/mocks/overrides/pro';
import { onCall } from '@/tests/support/msw-call';
import { startTestServer } from '../http/test-server';

const server = startTestServer();

// The first entry of the protocol fixture rest_market_tickers.json.
const SMT = {
  symbol: 'smtusdt',
  open: 0.004659,
  high: 0.004696,
  low: 0.0046,
  close: 0.00468,
  amount: 36551302.17544405,
  vol: 170526.0643855023,
  count: 1709,
  bid: 0.004651,
  bidSize: 54300.341,
  ask: 0.004679,
  askSize: 1923.4879,
};

function answer(body: unknown, init?: ResponseInit) {
  server.use(onCall(tickers, () => HttpResponse.json(body as Record<string, unknown>, init)));
}

describe('fetchTickers', () => {
  it('GETs /market/tickers on the pro family and turns every number into a decimal string', async () => {
    answer({ status: 'ok', ts: 1629789355531, data: [SMT] });
    const result = await fetchTickers();
    expect(result).toEqual({
      success: true,
      code: 200,
      message: '',
      data: [
        {
          symbol: 'smtusdt',
          open: '0.004659',
          high: '0.004696',
          low: '0.0046',
          close: '0.00468',
          amount: '36551302.17544405',
          vol: '170526.0643855023',
          count: 1709,
          bid: '0.004651',
          ask: '0.004679',
        },
      ],
    });
  });

  it('writes tiny and huge numbers without exponent notation', async () => {
    answer({ status: 'ok', data: [{ ...SMT, open: 1e-7, close: 1.5e21, bid: undefined, ask: null, count: undefined }] });
    const result = await fetchTickers();
    expect(result.success && result.data[0]).toEqual(expect.objectContaining({ open: '0.0000001', close: '1500000000000000000000' }));
    expect(result.success && result.data[0]).not.toHaveProperty('bid');
    expect(result.success && result.data[0]).not.toHaveProperty('ask');
    expect(result.success && result.data[0]).not.toHaveProperty('count');
  });

  it('drops malformed entries and keeps the rest', async () => {
    answer({ status: 'ok', data: [{ ...SMT, close: '0.1' }, { symbol: 'btcusdt' }, null, { ...SMT, symbol: 'ethusdt', low: -1 }, { ...SMT, symbol: 'btcusdt' }] });
    const result = await fetchTickers();
    expect(result.success && result.data.map((ticker) => ticker.symbol)).toEqual(['btcusdt']);
  });

  it('fails when the payload is not a list', async () => {
    answer({ status: 'ok', data: { symbol: 'btcusdt' } });
    expect(await fetchTickers()).toEqual({ success: false, code: REQUEST_FAILED_CODE, message: expect.any(String), data: null });
  });

  it('passes an error envelope through', async () => {
    answer({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'invalid' });
    expect(await fetchTickers()).toEqual({ success: false, code: 'bad-request', message: 'invalid', data: null });
  });

  it('resolves to the generic failure on an HTTP 500', async () => {
    answer({}, { status: 500 });
    const result = await fetchTickers();
    expect(result.success).toBe(false);
    expect(result.code).toBe(REQUEST_FAILED_CODE);
  });

  it('resolves on a network failure, and a silent call shows no toast', async () => {
    const toasts: string[] = [];
    configureHttp({ notify: { error: (message) => toasts.push(message) } });
    server.use(dropCall(tickers));
    expect((await fetchTickers({ silent: true })).success).toBe(false);
    expect(toasts).toEqual([]);
    expect((await fetchTickers()).success).toBe(false);
    expect(toasts).toEqual([NETWORK_FAILURE_TEXT]);
  });
});
