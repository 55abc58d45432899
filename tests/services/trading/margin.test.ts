import { HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureHttp, REQUEST_FAILED_CODE } from '@/services/http';
import {
  crossLoan,
  crossRepay,
  crossTransfer,
  fetchCrossBalance,
  fetchCrossLoanInfo,
  fetchCrossLoans,
  fetchMarginBalance,
  fetchMarginLoanInfo,
  fetchMarginLoans,
  fetchSuperMarginCurrencies,
  loanableOf,
  marginFullBalance,
  marginLoan,
  marginRepay,
  marginTransfer,
  placeAutoOrder,
} from '@/services/trading/margin';
import type { OrderPayload } from '@/lib/trading';
import { headersOf, startTestServer } from '../http/test-server';
import * as proMargin from '@/lib/contracts/pro/margin';
import type { CallContract } from '@/lib/contracts/define';
import { onCall } from '@/tests/support/msw-call';
import { dropCall, requireProLogin } from '@/mocks/overrides/pro';

const server = startTestServer();

const BTC_RULE = { currency: 'btc', 'interest-rate': '0.0001', 'min-loan-amt': '0.001', 'max-loan-amt': '2', 'loanable-amt': '4.5', 'actual-rate': '0.0001' };
const USDT_RULE = { currency: 'USDT', 'interest-rate': '0.00005', 'min-loan-amt': '10', 'loanable-amt': '20000', 'actual-rate': '0.00005' };
const LOAN = {
  id: 7000001,
  symbol: 'btcusdt',
  currency: 'btc',
  'loan-amount': '0.500000000000000000',
  'loan-balance': '0.500000000000000000',
  'interest-rate': '0.0001',
  'interest-amount': '0.000050000000000000',
  'interest-balance': '0.000050000000000000',
  state: 'accrual',
  'created-at': 1_700_000_000_000,
  'accrued-at': 1_700_000_000_000,
};

function captureBody(call: CallContract, answer: JsonBodyType) {
  const seen: { body?: unknown; url?: string; token?: string } = {};
  server.use(
    onCall(call, async ({ request }) => {
      seen.body = await request.json();
      seen.url = request.url;
      seen.token = headersOf(request)['hb-pro-token'];
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('loan info', () => {
  it('reads the pair\'s currency rules, max missing as unlimited, and asks for the symbol', async () => {
    let query = new URLSearchParams();
    server.use(
      onCall(proMargin.loanInfo, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ status: 'ok', data: [{ symbol: 'btcusdt', currencies: [BTC_RULE, USDT_RULE, { currency: '' }, 'junk'] }] });
      }),
    );
    const result = await fetchMarginLoanInfo('BTCUSDT');
    expect(query.get('symbols')).toBe('btcusdt');
    expect(result).toMatchObject({
      success: true,
      data: [
        { currency: 'btc', interestRate: '0.0001', bounds: { min: '0.001', max: '2' }, loanable: '4.5' },
        { currency: 'usdt', interestRate: '0.00005', bounds: { min: '10', max: null }, loanable: '20000' },
      ],
    });
  });

  it('gives [] for a pair the answer does not name, and the failure as sent', async () => {
    server.use(onCall(proMargin.loanInfo, () => HttpResponse.json({ status: 'ok', data: [{ symbol: 'ethusdt', currencies: [BTC_RULE] }] }), { once: true }));
    expect(await fetchMarginLoanInfo('btcusdt')).toMatchObject({ success: true, data: [] });
    server.use(requireProLogin(proMargin.loanInfo, { once: true }));
    expect(await fetchMarginLoanInfo('btcusdt')).toMatchObject({ success: false, code: 'login-required' });
  });

  it('reads the cross-margin rules and the super-margin currencies', async () => {
    server.use(
      onCall(proMargin.crossLoanInfo, () => HttpResponse.json({ status: 'ok', data: [USDT_RULE] })),
      onCall(proMargin.superMarginCurrencies, () =>
        HttpResponse.json({
          status: 'ok',
          data: [
            { currency: 'usdt', state: 'active', loanable: true, 'loan-currency': true, 'user-loan-min-amount': '10', 'remain-loan-quota': '49900' },
            { currency: 'BTC', state: 'suspend', loanable: 'false', 'loan-currency': 'true' },
            { state: 'active' },
          ],
        }),
      ),
    );
    expect(await fetchCrossLoanInfo()).toMatchObject({ success: true, data: [{ currency: 'usdt', bounds: { min: '10', max: null } }] });
    expect((await fetchSuperMarginCurrencies()) as unknown).toMatchObject({
      success: true,
      data: [
        { currency: 'usdt', state: 'active', loanable: true, loanCurrency: true, minAmount: '10', remainQuota: '49900' },
        { currency: 'btc', state: 'suspend', loanable: false, loanCurrency: true, minAmount: '0', remainQuota: null },
      ],
    });
  });
});

describe('balances and loans', () => {
  it('reads the margin rows, loan and interest as sizes', async () => {
    server.use(
      onCall(proMargin.balance, () =>
        HttpResponse.json({
          status: 'ok',
          data: [
            {
              id: 1001302,
              type: 'margin',
              state: 'working',
              symbol: 'btcusdt',
              list: [
                { currency: 'btc', type: 'trade', balance: '1.0' },
                { currency: 'btc', type: 'frozen', balance: '0' },
                { currency: 'btc', type: 'loan', balance: '-0.5' },
                { currency: 'btc', type: 'interest', balance: '-0.00005' },
                { currency: 'usdt', type: 'trade', balance: '5000' },
                { currency: 'usdt', type: 'transfer-out-available', balance: '5000' },
              ],
            },
          ],
        }),
      ),
    );
    expect(await fetchMarginBalance('btcusdt')).toMatchObject({
      success: true,
      data: {
        accountId: '1001302',
        symbol: 'btcusdt',
        currencies: { btc: { available: '1', frozen: '0', loan: '0.5', interest: '0.00005' }, usdt: { available: '5000', frozen: '0', loan: '0', interest: '0' } },
      },
    });
  });

  it('fails for an unreadable amount and for an empty account list', async () => {
    server.use(
      onCall(proMargin.balance, () => HttpResponse.json({ status: 'ok', data: [{ id: 1, list: [{ currency: 'btc', type: 'trade', balance: 'x' }] }] }), { once: true }),
    );
    expect(await fetchMarginBalance('btcusdt')).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
    server.use(onCall(proMargin.balance, () => HttpResponse.json({ status: 'ok', data: [] }), { once: true }));
    expect(await fetchMarginBalance('btcusdt')).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
  });

  it('reads the cross balance and both loan lists, dropping unreadable loans', async () => {
    let query = new URLSearchParams();
    server.use(
      onCall(proMargin.crossBalance, () => HttpResponse.json({ status: 'ok', data: { id: 1001304, type: 'super-margin', list: [{ currency: 'usdt', type: 'loan', balance: '-100' }] } })),
      onCall(proMargin.loans, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ status: 'ok', data: [LOAN, { ...LOAN, id: null }, { ...LOAN, 'loan-balance': 'x' }] });
      }),
      onCall(proMargin.crossLoans, () => HttpResponse.json({ status: 'ok', data: [{ ...LOAN, symbol: '', 'loan-amount': undefined, amount: 100, 'accrued-at': undefined, 'interest-amount': undefined }] })),
    );
    expect(await fetchCrossBalance()).toMatchObject({ success: true, data: { accountId: '1001304', symbol: '', currencies: { usdt: { loan: '100' } } } });
    expect(await fetchMarginLoans('btcusdt', ['accrual', 'cleared'])).toEqual({
      success: true,
      code: 200,
      message: '',
      data: [
        {
          id: '7000001',
          symbol: 'btcusdt',
          currency: 'btc',
          amount: '0.5',
          loanBalance: '0.5',
          interestBalance: '0.00005',
          interestAmount: '0.00005',
          state: 'accrual',
          createdAt: 1_700_000_000_000,
          accruedAt: 1_700_000_000_000,
        },
      ],
    });
    expect([query.get('symbol'), query.get('states')]).toEqual(['btcusdt', 'accrual,cleared']);
    expect(await fetchCrossLoans()).toMatchObject({ success: true, data: [{ symbol: '', amount: '100', interestAmount: '0.00005', accruedAt: null }] });
  });
});

describe('loan, repay, transfer', () => {
  it('posts the loan with the pro token and resolves to the id as text', async () => {
    configureHttp({ getToken: (family) => (family === 'pro' ? 'pro-token' : null) });
    const seen = captureBody(proMargin.loan, { status: 'ok', data: 7000001 });
    expect(await marginLoan({ symbol: 'BTCUSDT', currency: 'btc', amount: '0.5' })).toMatchObject({ success: true, data: '7000001' });
    expect(seen).toMatchObject({ body: { symbol: 'btcusdt', currency: 'btc', amount: '0.5' }, token: 'pro-token' });
  });

  it('keeps the server\'s bound error as code and message', async () => {
    captureBody(proMargin.loan, { status: 'error', 'err-code': 'loan-amount-max-limit', 'err-msg': 'loan amount exceeds the maximum: `2`', data: null });
    expect(await marginLoan({ symbol: 'btcusdt', currency: 'btc', amount: '3' })).toEqual({
      success: false,
      code: 'loan-amount-max-limit',
      message: 'loan amount exceeds the maximum: `2`',
      data: null,
    });
  });

  it('repays a loan by id with the amount, escaping the id', async () => {
    const seen = captureBody(proMargin.repay, { status: 'ok', data: '7/1' });
    expect(await marginRepay('7/1', '0.1')).toMatchObject({ success: true, data: '7/1' });
    expect(seen.body).toEqual({ amount: '0.1' });
    const cross = captureBody(proMargin.crossRepay, { status: 'ok', data: 9 });
    expect(await crossRepay('9', '1')).toMatchObject({ success: true, data: '9' });
    expect(cross.body).toEqual({ amount: '1' });
  });

  it('transfers in and out on their own paths', async () => {
    const into = captureBody(proMargin.transferIn, { status: 'ok', data: 1 });
    const out = captureBody(proMargin.transferOut, { status: 'ok', data: 2 });
    expect(await marginTransfer('in', { symbol: 'btcusdt', currency: 'usdt', amount: '100' })).toMatchObject({ success: true, data: '1' });
    expect(await marginTransfer('out', { symbol: 'btcusdt', currency: 'usdt', amount: '50' })).toMatchObject({ success: true, data: '2' });
    expect(into.body).toEqual({ symbol: 'btcusdt', currency: 'usdt', amount: '100' });
    expect(out.body).toEqual({ symbol: 'btcusdt', currency: 'usdt', amount: '50' });
    const crossIn = captureBody(proMargin.crossTransferIn, { status: 'ok', data: 3 });
    const crossOut = captureBody(proMargin.crossTransferOut, { status: 'ok', data: 4 });
    await crossTransfer('in', { currency: 'usdt', amount: '1' });
    await crossTransfer('out', { currency: 'usdt', amount: '2' });
    expect([crossIn.body, crossOut.body]).toEqual([{ currency: 'usdt', amount: '1' }, { currency: 'usdt', amount: '2' }]);
    const loan = captureBody(proMargin.crossLoan, { status: 'ok', data: 5 });
    expect(await crossLoan({ currency: 'usdt', amount: '20' })).toMatchObject({ success: true, data: '5' });
    expect(loan.body).toEqual({ currency: 'usdt', amount: '20' });
  });
});

describe('placeAutoOrder', () => {
  it('posts the normal place body with the margin mode in the query', async () => {
    const payload: OrderPayload = { accountId: '1001302', symbol: 'btcusdt', orderPrice: '100', orderSide: 'buy', orderType: 'limit', stopPrice: null, source: 'web', orderSize: '1' };
    const seen = captureBody(proMargin.autoPlace, { status: 'ok', data: '350000000000001' });
    expect(await placeAutoOrder(payload, 'open')).toMatchObject({ success: true, data: '350000000000001' });
    expect(seen.body).toEqual(payload);
    expect(new URL(seen.url as string).searchParams.get('trade-purpose')).toBe('open');
    const close = captureBody(proMargin.autoPlace, { status: 'ok', data: 2 });
    await placeAutoOrder(payload, 'close');
    expect(new URL(close.url as string).searchParams.get('trade-purpose')).toBe('close');
  });
});

describe('loanableOf and the full balance', () => {
  it('gives the loanable of the currency per exchange type, 0 for spot, null on failure', async () => {
    let calls = 0;
    server.use(
      onCall(proMargin.loanInfo, () => {
        calls += 1;
        return HttpResponse.json({ status: 'ok', data: [{ symbol: 'btcusdt', currencies: [BTC_RULE] }] });
      }),
      onCall(proMargin.crossLoanInfo, () => HttpResponse.json({ status: 'ok', data: [USDT_RULE] })),
    );
    expect(await loanableOf('margin', 'btcusdt', 'BTC')).toBe('4.5');
    expect(await loanableOf('margin', 'btcusdt', 'eth')).toBe('0');
    expect(await loanableOf('cross-margin', 'btcusdt', 'usdt')).toBe('20000');
    expect(await loanableOf('exchange', 'btcusdt', 'btc')).toBe('0');
    expect(calls).toBe(2);
    server.use(dropCall(proMargin.loanInfo, { once: true }));
    expect(await loanableOf('margin', 'btcusdt', 'btc', { silent: true })).toBeNull();
  });

  it('adds the loanable in open mode only', () => {
    expect(marginFullBalance('1', '4.5', 'open')).toBe('5.5');
    expect(marginFullBalance('1', '4.5', 'close')).toBe('1');
    expect(marginFullBalance('1', null, 'open')).toBe('1');
  });
});
