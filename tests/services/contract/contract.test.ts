import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchContractHeartbeat } from '@/services/contract/heartbeat';
import { fetchContractInfo, fetchLinearSwapInfo, fetchSwapInfo } from '@/services/contract/info';
import * as dmCalls from '@/lib/contracts/dm';
import * as swapCalls from '@/lib/contracts/swap';
import { fetchContractTicker, fetchSwapTicker } from '@/services/contract/ticker';
import { REQUEST_FAILED_CODE } from '@/services/http';
import type { CallContract } from '@/lib/contracts/define';
import { dropCall } from '@/mocks/overrides/pro';
import { onCall } from '@/tests/support/msw-call';
import { startTestServer } from '../http/test-server';

const server = startTestServer();

const TICK = { id: 1629789355, open: 48000.5, close: 48480.25, high: 49000, low: 47000.1, amount: 1234.5, vol: 59000, count: 321, bid: [48480, 2], ask: [48481.5, 3], ts: 1629789355531 };

/** Answers `body` to `call` and records each request's query. */
function serve(call: CallContract, body: unknown, init?: ResponseInit) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    onCall(call, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      delete query.r; // the HTTP layer's cache buster
      queries.push(query);
      return HttpResponse.json(body as Record<string, unknown>, init);
    }),
  );
  return queries;
}

describe('fetchContractInfo', () => {
  it('GETs the dm contract list as UI models with decimal price ticks', async () => {
    serve(dmCalls.contractInfo, {
      status: 'ok',
      data: [
        { symbol: 'BTC', contract_code: 'BTC211231', contract_type: 'quarter', contract_short_type: 'CQ', delivery_date: '20211231', price_tick: 0.01 },
        { symbol: 'BTC', contract_code: 'BTC210903', contract_type: 'this_week', delivery_date: '20210903', price_tick: 1e-7 },
        { symbol: 'BTC', contract_type: 'next_week' },
        { symbol: 'BTC', contract_code: 'BTC220107', contract_type: 'next_week', delivery_date: '20220107', price_tick: -0.01 },
      ],
    });
    const result = await fetchContractInfo();
    expect(result.success && result.data).toEqual([
      { symbol: 'BTC', contractCode: 'BTC211231', contractType: 'quarter', contractShortType: 'CQ', deliveryDate: '20211231', priceTick: '0.01' },
      { symbol: 'BTC', contractCode: 'BTC210903', contractType: 'this_week', deliveryDate: '20210903', priceTick: '0.0000001' },
    ]);
  });

  it('passes a contract-style error through and fails on a payload that is not a list', async () => {
    serve(dmCalls.contractInfo, { status: 'error', err_code: 1000, err_msg: 'system error' });
    expect(await fetchContractInfo()).toEqual({ success: false, code: 1000, message: 'system error', data: null });
    serve(dmCalls.contractInfo, { status: 'ok', data: 'none' });
    expect((await fetchContractInfo()).code).toBe(REQUEST_FAILED_CODE);
  });
});

describe('fetchSwapInfo and fetchLinearSwapInfo', () => {
  it('GET the coin-margined and the USDT-margined swap lists on the swap family', async () => {
    serve(swapCalls.swapInfo, { status: 'ok', data: [{ symbol: 'BTC', contract_code: 'BTC-USD', price_tick: 0.1 }] });
    serve(swapCalls.linearSwapInfo, { status: 'ok', data: [{ symbol: 'BTC', contract_code: 'BTC-USDT', price_tick: 0.1 }] });
    expect(await fetchSwapInfo()).toMatchObject({ success: true, data: [{ symbol: 'BTC', contractCode: 'BTC-USD', priceTick: '0.1' }] });
    expect(await fetchLinearSwapInfo()).toMatchObject({ success: true, data: [{ symbol: 'BTC', contractCode: 'BTC-USDT', priceTick: '0.1' }] });
  });

  it('fail on a network failure without rejecting', async () => {
    server.use(dropCall(swapCalls.swapInfo));
    expect((await fetchSwapInfo({ silent: true })).success).toBe(false);
  });
});

describe('fetchContractHeartbeat', () => {
  it('GETs /heartbeat/ and names each market’s flag', async () => {
    serve(dmCalls.heartbeat, {
      status: 'ok',
      data: { heartbeat: 0, swap_heartbeat: 1, linear_swap_heartbeat: 1, estimated_recovery_time: 1629790000000, heartbeat_extra: 'x' },
    });
    expect(await fetchContractHeartbeat()).toMatchObject({
      success: true,
      data: { heartbeat: 0, swapHeartbeat: 1, linearSwapHeartbeat: 1, estimatedRecoveryTime: 1629790000000 },
    });
  });

  it('treats a null recovery time as none and a heartbeat without flags as a failure', async () => {
    serve(dmCalls.heartbeat, { status: 'ok', data: { heartbeat: 1, swap_heartbeat: 1, linear_swap_heartbeat: 1, estimated_recovery_time: null } });
    expect(await fetchContractHeartbeat()).toMatchObject({ success: true, data: { estimatedRecoveryTime: null } });
    serve(dmCalls.heartbeat, { status: 'ok', data: { heartbeat: 1 } });
    expect(await fetchContractHeartbeat()).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
  });
});

describe('fetchContractTicker and fetchSwapTicker', () => {
  it('GET the merged tick of BTC_CQ from dm, with decimal strings and the tick named by the symbol', async () => {
    const queries = serve(dmCalls.mergedTicker, { status: 'ok', ch: 'market.BTC_CQ.detail.merged', ts: 1, tick: TICK });
    const result = await fetchContractTicker('BTC_CQ');
    expect(queries).toEqual([{ symbol: 'BTC_CQ' }]);
    expect(result.success && result.data).toEqual({
      symbol: 'BTC_CQ',
      open: '48000.5',
      close: '48480.25',
      high: '49000',
      low: '47000.1',
      amount: '1234.5',
      vol: '59000',
      count: 321,
      bid: '48480',
      ask: '48481.5',
    });
  });

  it('GET the merged tick of a swap by contract_code from the swap family', async () => {
    const queries = serve(swapCalls.mergedTicker, { status: 'ok', ch: 'market.BTC-USD.detail.merged', ts: 1, tick: { ...TICK, bid: null, ask: null } });
    const result = await fetchSwapTicker('BTC-USD');
    expect(queries).toEqual([{ contract_code: 'BTC-USD' }]);
    expect(result.success && result.data).toMatchObject({ symbol: 'BTC-USD', close: '48480.25' });
    expect(result.success && result.data).not.toHaveProperty('bid');
  });

  it('fail on an error envelope, a malformed tick or an HTTP error', async () => {
    serve(dmCalls.mergedTicker, { status: 'error', 'err-code': 'invalid-parameter', 'err-msg': 'invalid symbol' });
    expect(await fetchContractTicker('XXX_CQ')).toEqual({ success: false, code: 'invalid-parameter', message: 'invalid symbol', data: null });
    serve(dmCalls.mergedTicker, { status: 'ok', tick: { ...TICK, close: '48480' } });
    expect((await fetchContractTicker('BTC_CQ')).success).toBe(false);
    serve(dmCalls.mergedTicker, { status: 'ok', tick: { ...TICK, low: -1 } });
    expect((await fetchContractTicker('BTC_CQ')).code).toBe(REQUEST_FAILED_CODE);
    serve(swapCalls.mergedTicker, {}, { status: 502 });
    expect((await fetchSwapTicker('BTC-USD')).success).toBe(false);
  });
});
