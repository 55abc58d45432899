import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REQUEST_FAILED_CODE } from '@/services/http';
import { fetchExchangeRates, fetchServerTimestamp, measureServerClockOffset } from '@/services/market/reference';
import { startTestServer } from '../http/test-server';
import * as generalCalls from '@/lib/contracts/general';
import * as proReference from '@/lib/contracts/pro/reference';
import { onCall } from '@/tests/support/msw-call';

const server = startTestServer();

describe('fetchExchangeRates', () => {
  it('GETs the rates on the general family as decimal strings, dropping bad entries', async () => {
    server.use(
      onCall(generalCalls.exchangeRates, () =>
        HttpResponse.json({
          code: 200,
          success: true,
          message: null,
          data: [{ name: 'usdt_cny', rate: '7.12' }, { name: 'usd_cny', rate: 7.1 }, { name: 'tiny', rate: 1e-7 }, { name: 'bad', rate: 'abc' }, { name: 'neg', rate: -1 }, { rate: '1' }, null],
        }),
      ),
    );
    expect(await fetchExchangeRates()).toEqual({
      success: true,
      code: 200,
      message: '',
      data: [
        { name: 'usdt_cny', rate: '7.12' },
        { name: 'usd_cny', rate: '7.1' },
        { name: 'tiny', rate: '0.0000001' },
      ],
    });
  });

  it('fails on a payload that is not a list and passes an error through', async () => {
    server.use(onCall(generalCalls.exchangeRates, () => HttpResponse.json({ code: 200, success: true, data: { usdt_cny: '7' } })));
    expect((await fetchExchangeRates()).code).toBe(REQUEST_FAILED_CODE);
    server.use(onCall(generalCalls.exchangeRates, () => HttpResponse.json({ code: 40001, success: false, message: 'busy', data: null })));
    expect(await fetchExchangeRates()).toMatchObject({ success: false, code: 40001, message: 'busy' });
  });
});

describe('fetchServerTimestamp', () => {
  it('GETs the server time in ms on the pro family', async () => {
    server.use(onCall(proReference.serverTimestamp, () => HttpResponse.json({ status: 'ok', data: 1629789355531 })));
    expect(await fetchServerTimestamp()).toMatchObject({ success: true, data: 1629789355531 });
  });

  it.each([['1629789355531'], [-1], [1.5], [null]])('fails for data %j', async (data) => {
    server.use(onCall(proReference.serverTimestamp, () => HttpResponse.json({ status: 'ok', data })));
    expect((await fetchServerTimestamp()).success).toBe(false);
  });
});

describe('measureServerClockOffset', () => {
  function clock(...times: number[]) {
    return () => times.shift() ?? Number.NaN;
  }

  it('takes the server stamp at the midpoint of the request', async () => {
    const fetcher = async () => ({ success: true as const, code: 200, message: '', data: 10_150 });
    expect(await measureServerClockOffset(fetcher, clock(1_000, 1_100))).toBe(9_100);
  });

  it('measures against the real endpoint', async () => {
    server.use(onCall(proReference.serverTimestamp, () => HttpResponse.json({ status: 'ok', data: 5_000 })));
    expect(await measureServerClockOffset(undefined, clock(2_000, 2_010))).toBe(2_995);
  });

  it('is null when the call fails', async () => {
    const fetcher = async () => ({ success: false as const, code: 500, message: 'x', data: null });
    expect(await measureServerClockOffset(fetcher, clock(1, 2))).toBeNull();
  });
});
