import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildOrderPayload, type OrderPayload } from '@/lib/trading';
import { configureHttp, REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE } from '@/services/http';
import {
  batchCancelBody,
  cancelAllOrders,
  cancelOrder,
  fetchMatchResults,
  fetchOpenOrders,
  fetchOrder,
  fetchOrderHistory,
  placeOrder,
} from '@/services/trading/orders';
import { batchCancelRequestSchema, orderPayloadSchema } from '@/lib/contracts/pro/trading';
import { fixture } from '@/tests/lib/protocol/fixtures';
import { headersOf, startTestServer } from '../http/test-server';
import * as proTrading from '@/lib/contracts/pro/trading';
import { onCall } from '@/tests/support/msw-call';
import { failProCall, requireProLogin } from '@/mocks/overrides/pro';

const server = startTestServer();
const GENERIC_FAILURE = { success: false, code: REQUEST_FAILED_CODE, message: REQUEST_FAILED_MESSAGE, data: null };

/** The query of a request without the cache-busting `r` every GET carries. */
function queryOf(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams;
  params.delete('r');
  return Object.fromEntries(params.entries());
}

function limitBuy(): OrderPayload {
  const payload = buildOrderPayload({ accountId: 1000001, symbol: 'BTCUSDT', side: 'buy', mode: 'limit', price: '30000.10', amount: '0.5' });
  if (payload === null) throw new Error('test payload must build');
  return payload;
}

/** A history record in the legacy `field-*` spelling, as /v1/order/orders sends it. */
const HISTORY_RECORD = {
  id: 59378,
  symbol: 'ethusdt',
  'account-id': 100009,
  amount: '10.1000000000',
  price: '100.1000000000',
  'created-at': 1494901162595,
  type: 'buy-limit',
  'field-amount': '10.1000000000',
  'field-cash-amount': '1011.0100000000',
  'field-fees': '0.0202000000',
  'finished-at': 1494901400468,
  source: 'web',
  state: 'filled',
  'canceled-at': 0,
};

describe('placeOrder', () => {
  it('POSTs the buildOrderPayload body unchanged with the pro token and resolves to the order id', async () => {
    configureHttp({ getToken: (family) => (family === 'pro' ? 'pro-token' : null) });
    let body: unknown;
    let token: string | undefined;
    server.use(
      onCall(proTrading.placeOrder, async ({ request }) => {
        body = await request.json();
        token = headersOf(request)['hb-pro-token'];
        return HttpResponse.json({ status: 'ok', data: '59378' });
      }),
    );
    const payload = limitBuy();
    expect(await placeOrder(payload)).toEqual({ success: true, code: 200, message: '', data: '59378' });
    expect(body).toEqual(payload);
    expect(body).toEqual({
      accountId: '1000001',
      symbol: 'btcusdt',
      orderPrice: '30000.1',
      orderSide: 'buy',
      orderType: 'limit',
      stopPrice: null,
      source: 'web',
      orderSize: '0.5',
    });
    expect(orderPayloadSchema.safeParse(body).success).toBe(true);
    expect(token).toBe('pro-token');
  });

  it('keeps err-code as code and err-msg as message so the form can show them', async () => {
    server.use(
      onCall(proTrading.placeOrder, () =>
        HttpResponse.json({ status: 'error', 'err-code': 'order-value-min-error', 'err-msg': 'Order total cannot be lower than: 1 USDT', data: null }),
      ),
    );
    expect(await placeOrder(limitBuy())).toEqual({ success: false, code: 'order-value-min-error', message: 'Order total cannot be lower than: 1 USDT', data: null });
  });

  it('reads a numeric order id and fails for a missing or unreadable one', async () => {
    server.use(onCall(proTrading.placeOrder, () => HttpResponse.json({ status: 'ok', data: 59378 }), { once: true }));
    expect(await placeOrder(limitBuy())).toMatchObject({ success: true, data: '59378' });
    for (const data of [null, '', { id: 1 }, 2 ** 60]) {
      server.use(onCall(proTrading.placeOrder, () => HttpResponse.json({ status: 'ok', data }), { once: true }));
      expect(await placeOrder(limitBuy())).toEqual(GENERIC_FAILURE);
    }
  });

  it('passes a not-logged-in answer on', async () => {
    server.use(requireProLogin(proTrading.placeOrder));
    expect(await placeOrder(limitBuy())).toEqual({ success: false, code: 'login-required', message: 'login required', data: null });
  });
});

describe('cancelOrder', () => {
  it('POSTs submitcancel for the id without a body and resolves to the id', async () => {
    let body = 'unset';
    let id = '';
    server.use(
      onCall(proTrading.cancelOrder, async ({ request, params }) => {
        body = await request.text();
        id = String(params.id);
        return HttpResponse.json({ status: 'ok', data: '357630527817871' });
      }),
    );
    expect(await cancelOrder('357630527817871')).toEqual({ success: true, code: 200, message: '', data: '357630527817871' });
    expect(id).toBe('357630527817871');
    expect(body).toBe('');
  });

  it('passes order-orderstate-error on with the server message', async () => {
    server.use(
      onCall(proTrading.cancelOrder, () =>
        HttpResponse.json({ status: 'error', 'err-code': 'order-orderstate-error', 'err-msg': 'Incorrect order state', 'order-state': -1, data: null }),
      ),
    );
    expect(await cancelOrder('1')).toEqual({ success: false, code: 'order-orderstate-error', message: 'Incorrect order state', data: null });
  });

  it('puts the id into the path encoded', async () => {
    let path = '';
    server.use(
      onCall(proTrading.cancelOrder, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ status: 'ok', data: '1' });
      }),
    );
    await cancelOrder('1?x=2');
    expect(path).toBe(`/-/x/pro${proTrading.cancelOrder.pattern.replace(':id', '1%3Fx%3D2')}`);
  });
});

describe('cancelAllOrders', () => {

  it('POSTs only the account id when no filter is set and reads the counts', async () => {
    let body: unknown;
    server.use(
      onCall(proTrading.cancelAllOrders, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', data: { 'success-count': 2, 'failed-count': 1, 'next-id': 5454600 } });
      }),
    );
    expect(await cancelAllOrders({ accountId: '100009' })).toEqual({
      success: true,
      code: 200,
      message: '',
      data: { successCount: 2, failedCount: 1, nextId: '5454600' },
    });
    expect(body).toEqual({ 'account-id': '100009' });
  });

  it('sends symbol, side, comma-joined types and the algo flag when set', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(proTrading.cancelAllOrders, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'ok', data: { 'success-count': 0, 'failed-count': 0 } });
      }),
    );
    expect(await cancelAllOrders({ accountId: '1', symbol: 'btcusdt', side: 'sell', types: ['sell-limit', 'sell-stop-limit'] })).toMatchObject({
      success: true,
      data: { successCount: 0, failedCount: 0, nextId: null },
    });
    await cancelAllOrders({ accountId: '1', symbol: 'btcusdt', isAlgo: true });
    expect(bodies).toEqual([
      { 'account-id': '1', symbol: 'btcusdt', side: 'sell', types: 'sell-limit,sell-stop-limit' },
      { 'account-id': '1', symbol: 'btcusdt', isAlgo: true },
    ]);
    for (const body of bodies) expect(batchCancelRequestSchema.safeParse(body).success).toBe(true);
  });

  it('passes business failures on and fails for a payload without counts', async () => {
    server.use(failProCall(proTrading.cancelAllOrders, { errCode: 'cancel-disabled', errMsg: 'cancel disabled' }, { once: true }));
    expect(await cancelAllOrders({ accountId: '1' })).toEqual({ success: false, code: 'cancel-disabled', message: 'cancel disabled', data: null });
    for (const data of [{ 'success-count': '2', 'failed-count': 0 }, { 'success-count': -1, 'failed-count': 0 }, { 'success-count': 1.5, 'failed-count': 0 }, null]) {
      server.use(onCall(proTrading.cancelAllOrders, () => HttpResponse.json({ status: 'ok', data }), { once: true }));
      expect(await cancelAllOrders({ accountId: '1' })).toEqual(GENERIC_FAILURE);
    }
  });
});

describe('batchCancelBody', () => {
  it('leaves out empty filters and a false algo flag', () => {
    expect(batchCancelBody({ accountId: '7', symbol: '', types: [], isAlgo: false })).toEqual({ 'account-id': '7' });
  });
});

describe('fetchOpenOrders', () => {
  it('GETs with account-id and symbol and reads the protocol fixture (filled-* keys)', async () => {
    let query: Record<string, string> = {};
    server.use(
      onCall(proTrading.openOrders, ({ request }) => {
        query = queryOf(request);
        return HttpResponse.json(fixture('rest_order_open_orders.json'));
      }),
    );
    expect(await fetchOpenOrders({ accountId: '13496526', symbol: 'apnusdt' })).toEqual({
      success: true,
      code: 200,
      message: '',
      data: [
        {
          id: '357630527817871',
          symbol: 'apnusdt',
          type: 'sell-limit',
          side: 'sell',
          source: 'web',
          state: 'submitted',
          price: '1.55555',
          amount: '572.33',
          filledAmount: '0',
          filledCashAmount: '0',
          filledFees: '0',
          filledPoints: '0',
          feeDeductCurrency: null,
          createdAt: 1630633835224,
          canceledAt: null,
          stopPrice: null,
          operator: null,
        },
      ],
    });
    expect(query).toEqual({ 'account-id': '13496526', symbol: 'apnusdt' });
  });

  it('leaves the symbol out when not given, drops unreadable orders and fails for a non-list', async () => {
    let query: Record<string, string> = {};
    server.use(
      onCall(proTrading.openOrders, ({ request }) => {
          query = queryOf(request);
          return HttpResponse.json({ status: 'ok', data: [{ id: 1, symbol: 'btcusdt', type: 'limit', state: 'submitted' }, { ...HISTORY_RECORD, state: 'submitted' }, { symbol: 'x' }] });
        },
        { once: true },
      ),
    );
    expect(await fetchOpenOrders({ accountId: '1' })).toMatchObject({ success: true, data: [{ id: '59378' }] });
    expect(query).toEqual({ 'account-id': '1' });
    server.use(onCall(proTrading.openOrders, () => HttpResponse.json({ status: 'ok', data: { list: [] } })));
    expect(await fetchOpenOrders({ accountId: '1' })).toEqual(GENERIC_FAILURE);
  });

  it('passes a not-logged-in answer on', async () => {
    server.use(requireProLogin(proTrading.openOrders));
    expect(await fetchOpenOrders({ accountId: '1' })).toEqual({ success: false, code: 'login-required', message: 'login required', data: null });
  });
});

describe('fetchOrderHistory', () => {
  it('GETs with every filter in its wire name, lists comma-joined, and reads the legacy field-* keys', async () => {
    let query: Record<string, string> = {};
    server.use(
      onCall(proTrading.orderHistory, ({ request }) => {
        query = queryOf(request);
        return HttpResponse.json({ status: 'ok', data: [HISTORY_RECORD] });
      }),
    );
    const result = await fetchOrderHistory({
      symbol: 'ethusdt',
      states: ['filled', 'partial-canceled', 'canceled'],
      types: ['buy-limit', 'sell-limit'],
      startTime: 1494900000000,
      endTime: 1494909999999,
      size: 100,
    });
    expect(query).toEqual({
      symbol: 'ethusdt',
      states: 'filled,partial-canceled,canceled',
      types: 'buy-limit,sell-limit',
      'start-time': '1494900000000',
      'end-time': '1494909999999',
      size: '100',
    });
    expect(result).toMatchObject({
      success: true,
      data: [
        {
          id: '59378',
          side: 'buy',
          state: 'filled',
          price: '100.1',
          amount: '10.1',
          filledAmount: '10.1',
          filledCashAmount: '1011.01',
          filledFees: '0.0202',
          createdAt: 1494901162595,
          canceledAt: null,
        },
      ],
    });
  });

  it('sends only the filters that are set', async () => {
    let query: Record<string, string> = {};
    server.use(
      onCall(proTrading.orderHistory, ({ request }) => {
        query = queryOf(request);
        return HttpResponse.json({ status: 'ok', data: [] });
      }),
    );
    expect(await fetchOrderHistory({ symbol: 'btcusdt', states: ['filled'], types: [] })).toMatchObject({ success: true, data: [] });
    expect(query).toEqual({ symbol: 'btcusdt', states: 'filled' });
  });

  it('passes error envelopes on', async () => {
    server.use(failProCall(proTrading.orderHistory, { errCode: 'invalid-start-time', errMsg: 'invalid start time' }));
    expect(await fetchOrderHistory({ symbol: 'btcusdt', states: ['filled'] })).toEqual({ success: false, code: 'invalid-start-time', message: 'invalid start time', data: null });
  });
});

describe('fetchOrder', () => {
  it('GETs one order by id and reads both spellings', async () => {
    const filledSpelling = { ...HISTORY_RECORD, id: 2, 'filled-amount': '1', 'filled-cash-amount': '2', 'filled-fees': '0.1' };
    server.use(onCall(proTrading.order, ({ params }) => HttpResponse.json({ status: 'ok', data: params.id === '2' ? filledSpelling : HISTORY_RECORD })));
    expect(await fetchOrder('59378')).toMatchObject({ success: true, data: { id: '59378', filledAmount: '10.1', filledCashAmount: '1011.01', filledFees: '0.0202' } });
    expect(await fetchOrder('2')).toMatchObject({ success: true, data: { id: '2', filledAmount: '1', filledCashAmount: '2', filledFees: '0.1' } });
  });

  it('fails for an unreadable order and passes business failures on', async () => {
    for (const data of [null, [], { ...HISTORY_RECORD, state: 'unknown' }, { ...HISTORY_RECORD, type: 'limit' }]) {
      server.use(onCall(proTrading.order, () => HttpResponse.json({ status: 'ok', data }), { once: true }));
      expect(await fetchOrder('1')).toEqual(GENERIC_FAILURE);
    }
    server.use(failProCall(proTrading.order, { errCode: 'base-record-invalid', errMsg: 'record invalid' }));
    expect(await fetchOrder('1')).toEqual({ success: false, code: 'base-record-invalid', message: 'record invalid', data: null });
  });
});

describe('fetchMatchResults', () => {
  const FILL = {
    id: 29553,
    'order-id': 59378,
    'match-id': 59335,
    symbol: 'ETHUSDT',
    type: 'buy-limit',
    source: 'api',
    price: '100.1000000000',
    'filled-amount': '9.1155000000',
    'filled-fees': '0.0182310000',
    'fee-currency': 'ETH',
    'created-at': 1494901400435,
    role: 'maker',
    'filled-points': '0.0',
    'fee-deduct-currency': '',
  };

  it('GETs the fills of an order and reads them into MatchResult', async () => {
    let id = '';
    server.use(
      onCall(proTrading.orderMatchResults, ({ params }) => {
        id = String(params.id);
        return HttpResponse.json({ status: 'ok', data: [FILL, { ...FILL, id: '29554', role: 'TAKER', 'filled-points': '1.5', 'fee-deduct-currency': 'HT' }] });
      }),
    );
    expect(await fetchMatchResults('59378')).toEqual({
      success: true,
      code: 200,
      message: '',
      data: [
        {
          id: '29553',
          orderId: '59378',
          symbol: 'ethusdt',
          type: 'buy-limit',
          side: 'buy',
          price: '100.1',
          filledAmount: '9.1155',
          filledFees: '0.018231',
          feeCurrency: 'eth',
          createdAt: 1494901400435,
          role: 'maker',
          filledPoints: '0',
          feeDeductCurrency: null,
        },
        {
          id: '29554',
          orderId: '59378',
          symbol: 'ethusdt',
          type: 'buy-limit',
          side: 'buy',
          price: '100.1',
          filledAmount: '9.1155',
          filledFees: '0.018231',
          feeCurrency: 'eth',
          createdAt: 1494901400435,
          role: 'taker',
          filledPoints: '1.5',
          feeDeductCurrency: 'ht',
        },
      ],
    });
    expect(id).toBe('59378');
  });

  it('reads fills without the optional keys and drops unreadable ones', async () => {
    const { role: _role, 'filled-points': _points, 'fee-deduct-currency': _deduct, ...bare } = FILL;
    server.use(
      onCall(proTrading.orderMatchResults, () =>
        HttpResponse.json({ status: 'ok', data: [bare, { ...FILL, price: 'x' }, { ...FILL, type: 'limit' }, { ...FILL, 'order-id': '' }, { ...FILL, 'filled-fees': '-1' }] }),
      ),
    );
    expect(await fetchMatchResults('59378')).toMatchObject({ success: true, data: [{ id: '29553', role: null, filledPoints: '0', feeDeductCurrency: null }] });
  });

  it('fails for a payload that is not a list and passes a not-logged-in answer on', async () => {
    server.use(onCall(proTrading.orderMatchResults, () => HttpResponse.json({ status: 'ok', data: FILL }), { once: true }));
    expect(await fetchMatchResults('1')).toEqual(GENERIC_FAILURE);
    server.use(requireProLogin(proTrading.orderMatchResults));
    expect(await fetchMatchResults('1')).toEqual({ success: false, code: 'login-required', message: 'login required', data: null });
  });
});
