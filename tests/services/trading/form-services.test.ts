import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { configureHttp, REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE } from '@/services/http';
import { accountForExchangeType } from '@/services/trading/account-for-type';
import type { TradingAccount } from '@/services/trading/accounts';
import { fetchSubUserAuthority } from '@/services/trading/authority';
import { fetchSymbolFee, fetchUserFeeInfo, switchOn } from '@/services/trading/fees';
import { fetchOrderConfirmSwitch, saveOrderConfirmSwitch } from '@/services/trading/order-confirm';
import { placeFor } from '@/services/trading/place';
import type { OrderPayload } from '@/lib/trading';
import { headersOf, startTestServer } from '../http/test-server';
import * as proForm from '@/lib/contracts/pro/form';
import * as proMargin from '@/lib/contracts/pro/margin';
import * as proTrading from '@/lib/contracts/pro/trading';
import { onCall } from '@/tests/support/msw-call';
import { requireProLogin } from '@/mocks/overrides/pro';

const server = startTestServer();
const GENERIC_FAILURE = { success: false, code: REQUEST_FAILED_CODE, message: REQUEST_FAILED_MESSAGE, data: null };

describe('fetchUserFeeInfo', () => {
  it('reads the kebab-case fee info with switches and decimal rates, a rebate kept negative', async () => {
    server.use(
      onCall(proForm.userFeeInfo, () =>
        HttpResponse.json({
          status: 'ok',
          data: {
            'step-rate-type': 'normal',
            'point-switch': '1',
            'deduction-switch': 0,
            currency: 'ht',
            'maker-fee-rate': -0.0005,
            'taker-fee-rate': '0.0020',
            'maker-deduction': '0.0016',
            'taker-deduction': 'x',
            level: 2,
          },
        }),
      ),
    );
    expect((await fetchUserFeeInfo()).data).toEqual({
      stepRateType: 'normal',
      pointSwitch: true,
      deductionSwitch: false,
      currency: 'ht',
      makerFeeRate: '-0.0005',
      takerFeeRate: '0.002',
      makerDeduction: '0.0016',
      takerDeduction: null,
      level: '2',
    });
  });

  it('passes on the server failure', async () => {
    server.use(requireProLogin(proForm.userFeeInfo));
    expect(await fetchUserFeeInfo({ skipAuthRetry: true })).toMatchObject({ success: false, code: 'login-required', message: 'login required' });
  });

  it('reads switches as on only for true, 1, "1", "true", "on"', () => {
    expect([true, 1, '1', 'true', ' ON '].map(switchOn)).toEqual([true, true, true, true, true]);
    expect([false, 0, '0', '', null, undefined, 'yes'].map(switchOn)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('fetchSymbolFee', () => {
  it('asks for the pair and picks its entry from the v2 list', async () => {
    let symbols: string | null = null;
    server.use(
      onCall(proForm.symbolFee, ({ request }) => {
        symbols = new URL(request.url).searchParams.get('symbols');
        return HttpResponse.json({ code: 200, success: true, data: [{ symbol: 'BTCUSDT', makerFeeRate: '0.002', takerFeeRate: 0 }] });
      }),
    );
    expect(await fetchSymbolFee(' BTCUSDT ')).toEqual({ success: true, code: 200, message: '', data: { symbol: 'btcusdt', makerFeeRate: '0.002', takerFeeRate: '0' } });
    expect(symbols).toBe('btcusdt');
  });

  it('fails when the list lacks the pair or a rate is not a number', async () => {
    server.use(onCall(proForm.symbolFee, () => HttpResponse.json({ code: 200, data: [{ symbol: 'ethusdt', makerFeeRate: '0.002', takerFeeRate: '0.002' }] })));
    expect(await fetchSymbolFee('btcusdt')).toEqual(GENERIC_FAILURE);
    server.use(onCall(proForm.symbolFee, () => HttpResponse.json({ code: 200, data: [{ symbol: 'btcusdt', makerFeeRate: 'free', takerFeeRate: '0.002' }] })));
    expect(await fetchSymbolFee('btcusdt')).toEqual(GENERIC_FAILURE);
  });
});

describe('fetchSubUserAuthority', () => {
  it('GETs the authority of one type with the pro token', async () => {
    configureHttp({ getToken: (family) => (family === 'pro' ? 'pro-token' : null) });
    let seen: { type: string | null; token: string | undefined } | null = null;
    server.use(
      onCall(proForm.subUserAuthority, ({ request }) => {
        seen = { type: new URL(request.url).searchParams.get('type'), token: headersOf(request)['hb-pro-token'] };
        return HttpResponse.json({ status: 'ok', data: { type: 'super-margin', authority: 'open' } });
      }),
    );
    expect((await fetchSubUserAuthority('super-margin')).data).toEqual({ type: 'super-margin', authority: 'open' });
    expect(seen).toEqual({ type: 'super-margin', token: 'pro-token' });
  });

  it('reads a missing or empty authority as none and an answer for another type as a failure', async () => {
    server.use(onCall(proForm.subUserAuthority, () => HttpResponse.json({ status: 'ok', data: { type: 'margin', authority: '' } })));
    expect((await fetchSubUserAuthority('margin')).data).toEqual({ type: 'margin', authority: null });
    expect(await fetchSubUserAuthority('super-margin')).toEqual(GENERIC_FAILURE);
  });
});

describe('order confirmation switch', () => {
  it('reads ORDER_CONFIRM from the key-value store, off when unset', async () => {
    let key: string | null = null;
    let value = 'true';
    server.use(
      onCall(UC_CALLS.kvStoreGet, ({ request }) => {
        key = new URL(request.url).searchParams.get('store_key');
        return HttpResponse.json({ code: 200, success: true, data: { store_key: 'ORDER_CONFIRM', store_value: value, website: 'web' } });
      }),
    );
    expect((await fetchOrderConfirmSwitch()).data).toBe(true);
    expect(key).toBe('ORDER_CONFIRM');
    value = '';
    expect((await fetchOrderConfirmSwitch()).data).toBe(false);
  });

  it('writes the switch as true or false', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(UC_CALLS.kvStoreSet, async ({ request }) => {
        const body = (await request.json()) as { store_key: string; store_value: string };
        bodies.push(body);
        return HttpResponse.json({ code: 200, success: true, data: { ...body, website: 'web' } });
      }),
    );
    expect((await saveOrderConfirmSwitch(false)).data).toBe(false);
    expect((await saveOrderConfirmSwitch(true)).data).toBe(true);
    expect(bodies).toEqual([
      { store_key: 'ORDER_CONFIRM', store_value: 'false' },
      { store_key: 'ORDER_CONFIRM', store_value: 'true' },
    ]);
  });
});

describe('placeFor', () => {
  const payload: OrderPayload = { accountId: '42', symbol: 'btcusdt', orderPrice: '100', orderSide: 'buy', orderType: 'limit', stopPrice: '110', source: 'web', orderSize: '1' };

  it.each([
    ['exchange', 'common'],
    ['exchange', 'open'],
    ['margin', 'common'],
    ['cross-margin', 'common'],
    ['c2c-margin', 'open'],
  ] as const)('places the payload unchanged as a plain order for %s / %s', async (exchangeType, marginMode) => {
    const bodies: unknown[] = [];
    server.use(
      onCall(proTrading.placeOrder, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'ok', data: 9 });
      }),
    );
    expect(await placeFor({ exchangeType, marginMode }, payload)).toEqual({ success: true, code: 200, message: '', data: '9' });
    expect(bodies).toEqual([payload]);
  });

  it.each([
    ['margin', 'open'],
    ['margin', 'close'],
    ['cross-margin', 'open'],
    ['cross-margin', 'close'],
  ] as const)('sends %s / %s through the margin auto placement with the same body', async (exchangeType, marginMode) => {
    const calls: Array<{ body: unknown; purpose: string | null }> = [];
    server.use(
      onCall(proMargin.autoPlace, async ({ request }) => {
        calls.push({ body: await request.json(), purpose: new URL(request.url).searchParams.get('trade-purpose') });
        return HttpResponse.json({ status: 'ok', data: 10 });
      }),
    );
    expect(await placeFor({ exchangeType, marginMode }, payload)).toMatchObject({ success: true, data: '10' });
    expect(calls).toEqual([{ body: payload, purpose: marginMode }]);
  });
});

describe('accountForExchangeType', () => {
  const accounts: TradingAccount[] = [
    { id: '1', type: 'spot', subtype: '', state: 'working' },
    { id: '2', type: 'margin', subtype: 'btcusdt', state: 'working' },
    { id: '3', type: 'super-margin', subtype: '', state: 'working' },
    { id: '4', type: 'borrow', subtype: 'btcusdt', state: 'working' },
    { id: '5', type: 'borrow', subtype: 'ethusdt', state: 'lock' },
  ];

  it('picks spot, the pair\'s margin account, the super-margin account and the pair\'s borrow account', () => {
    expect(accountForExchangeType(accounts, 'exchange', 'btcusdt')?.id).toBe('1');
    expect(accountForExchangeType(accounts, 'margin', 'BTCUSDT')?.id).toBe('2');
    expect(accountForExchangeType(accounts, 'cross-margin', 'ethusdt')?.id).toBe('3');
    expect(accountForExchangeType(accounts, 'c2c-margin', 'btcusdt')?.id).toBe('4');
  });

  it('has none for a pair without the account or with one not working', () => {
    expect(accountForExchangeType(accounts, 'margin', 'ethusdt')).toBeNull();
    expect(accountForExchangeType(accounts, 'c2c-margin', 'ethusdt')).toBeNull();
    expect(accountForExchangeType(accounts, 'c2c-margin', '')).toBeNull();
    expect(accountForExchangeType([], 'cross-margin', 'btcusdt')).toBeNull();
  });
});
