import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as proTrading from '@/lib/contracts/pro/trading';
import { dropCall, requireProLogin } from '@/mocks/overrides/pro';
import { onCall } from '@/tests/support/msw-call';
import { configureHttp, REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE } from '@/services/http';
import { fetchAccounts, fetchBalance, marginAccountOf, spotAccountOf, type TradingAccount } from '@/services/trading/accounts';
import { fixture } from '@/tests/lib/protocol/fixtures';
import { headersOf, startTestServer } from '../http/test-server';

const server = startTestServer();
const GENERIC_FAILURE = { success: false, code: REQUEST_FAILED_CODE, message: REQUEST_FAILED_MESSAGE, data: null };

function account(overrides: Partial<TradingAccount> = {}): TradingAccount {
  return { id: '1', type: 'spot', subtype: '', state: 'working', ...overrides };
}

describe('fetchAccounts', () => {
  it('GETs the accounts with the pro token and reads ids as text, subtype and state included', async () => {
    configureHttp({ getToken: (family) => (family === 'pro' ? 'pro-token' : null) });
    let token: string | undefined;
    server.use(
      onCall(proTrading.accounts, ({ request }) => {
        token = headersOf(request)['hb-pro-token'];
        return HttpResponse.json({
          status: 'ok',
          data: [
            { id: 1000001, type: 'spot', subtype: '', state: 'working' },
            { id: '1000002', type: 'margin', subtype: 'BTCUSDT', state: 'lock' },
            { id: 1000003, type: 'point', state: 'working' },
          ],
        });
      }),
    );
    expect(await fetchAccounts()).toEqual({
      success: true,
      code: 200,
      message: '',
      data: [
        { id: '1000001', type: 'spot', subtype: '', state: 'working' },
        { id: '1000002', type: 'margin', subtype: 'btcusdt', state: 'lock' },
        { id: '1000003', type: 'point', subtype: '', state: 'working' },
      ],
    });
    expect(token).toBe('pro-token');
  });

  it('drops unreadable entries (no id, unsafe number id, no state) and fails for a payload that is not a list', async () => {
    server.use(
      onCall(proTrading.accounts, () =>
          HttpResponse.json({
            status: 'ok',
            data: [{ type: 'spot', state: 'working' }, { id: 2 ** 60, type: 'spot', state: 'working' }, { id: 5, type: 'spot' }, { id: 7, type: 'spot', state: 'working' }],
          }),
        { once: true },
      ),
    );
    expect(await fetchAccounts()).toMatchObject({ success: true, data: [{ id: '7' }] });
    server.use(onCall(proTrading.accounts, () => HttpResponse.json({ status: 'ok', data: { id: 7 } })));
    expect(await fetchAccounts()).toEqual(GENERIC_FAILURE);
  });

  it('passes a not-logged-in answer on with its err-code and err-msg', async () => {
    server.use(requireProLogin(proTrading.accounts));
    expect(await fetchAccounts()).toEqual({ success: false, code: 'login-required', message: 'login required', data: null });
  });

  it('resolves to the generic failure when the server cannot be reached', async () => {
    server.use(dropCall(proTrading.accounts));
    expect(await fetchAccounts({ silent: true })).toEqual(GENERIC_FAILURE);
  });
});

describe('fetchBalance', () => {
  it('reads the protocol fixture into available (trade), frozen and total per currency', async () => {
    let path = '';
    server.use(
      onCall(proTrading.accountBalance, ({ params }) => {
        path = String(params.id);
        return HttpResponse.json(fixture('rest_account_balance.json'));
      }),
    );
    expect(await fetchBalance('1000001')).toEqual({
      success: true,
      code: 200,
      message: '',
      data: {
        accountId: '1000001',
        currencies: {
          usdt: { available: '91.850043797676510303', frozen: '5.160000000000000015', total: '97.010043797676510318', seqNum: '477' },
          poly: { available: '147.928994082840236', frozen: '0', total: '147.928994082840236', seqNum: '2' },
        },
      },
    });
    expect(path).toBe('1000001');
  });

  it('puts the account id into the path encoded, so it cannot change the path', async () => {
    let url = '';
    server.use(
      onCall(proTrading.accountBalance, ({ request }) => {
        url = new URL(request.url).pathname;
        return HttpResponse.json({ status: 'ok', data: { id: 1, list: [] } });
      }),
    );
    expect(await fetchBalance('1/../2')).toMatchObject({ success: true, data: { accountId: '1', currencies: {} } });
    expect(url).toBe(`/-/x/pro${proTrading.accountBalance.pattern.replace(':id', '1%2F..%2F2')}`);
  });

  it('skips row types other than trade and frozen and lower-cases currencies', async () => {
    server.use(
      onCall(proTrading.accountBalance, () =>
        HttpResponse.json({
          status: 'ok',
          data: {
            id: 9,
            type: 'margin',
            state: 'working',
            list: [
              { currency: 'BTC', type: 'trade', balance: '1.5' },
              { currency: 'btc', type: 'loan', balance: '-3' },
              { currency: 'btc', type: 'interest', balance: '-0.01' },
            ],
          },
        }),
      ),
    );
    expect(await fetchBalance('9')).toMatchObject({ success: true, data: { accountId: '9', currencies: { btc: { available: '1.5', frozen: '0', total: '1.5' } } } });
  });

  it('fails for an unreadable amount or a payload without a list rather than showing a wrong balance', async () => {
    const bodies = [
      { status: 'ok', data: { id: 9, list: [{ currency: 'usdt', type: 'trade', balance: 'abc' }] } },
      { status: 'ok', data: { id: 9, list: [{ currency: 'usdt', type: 'frozen', balance: '-1' }] } },
      { status: 'ok', data: { id: 9, list: [{ currency: '', type: 'trade', balance: '1' }] } },
      { status: 'ok', data: { id: 9 } },
      { status: 'ok', data: null },
    ];
    for (const body of bodies) {
      server.use(onCall(proTrading.accountBalance, () => HttpResponse.json(body), { once: true }));
      expect(await fetchBalance('9')).toEqual(GENERIC_FAILURE);
    }
  });

  it('passes error envelopes on with their err-code and err-msg', async () => {
    server.use(
      onCall(proTrading.accountBalance, () =>
        HttpResponse.json({ status: 'error', 'err-code': 'account-account-id-inexistent', 'err-msg': 'The account does not exist' }),
      ),
    );
    expect(await fetchBalance('404')).toEqual({ success: false, code: 'account-account-id-inexistent', message: 'The account does not exist', data: null });
  });

  it('passes a not-logged-in answer on', async () => {
    server.use(requireProLogin(proTrading.accountBalance));
    expect(await fetchBalance('1')).toMatchObject({ success: false, code: 'login-required', message: 'login required' });
  });
});

describe('spotAccountOf', () => {
  it('picks the working spot account', () => {
    const accounts = [account({ id: '1', state: 'lock' }), account({ id: '2', type: 'margin', subtype: 'btcusdt' }), account({ id: '3' })];
    expect(spotAccountOf(accounts)?.id).toBe('3');
  });

  it('is null without a working spot account', () => {
    expect(spotAccountOf([account({ state: 'lock' }), account({ type: 'super-margin' })])).toBeNull();
    expect(spotAccountOf([])).toBeNull();
  });
});

describe('marginAccountOf', () => {
  const accounts = [
    account({ id: '1' }),
    account({ id: '2', type: 'margin', subtype: 'ethusdt' }),
    account({ id: '3', type: 'margin', subtype: 'btcusdt', state: 'lock' }),
    account({ id: '4', type: 'margin', subtype: 'btcusdt' }),
    account({ id: '5', type: 'super-margin', subtype: 'btcusdt' }),
  ];

  it('picks the working isolated-margin account whose subtype is the symbol, in any case', () => {
    expect(marginAccountOf(accounts, 'btcusdt')?.id).toBe('4');
    expect(marginAccountOf(accounts, ' ETHUSDT ')?.id).toBe('2');
  });

  it('is null for a symbol without one, or no symbol', () => {
    expect(marginAccountOf(accounts, 'xrpusdt')).toBeNull();
    expect(marginAccountOf([account({ type: 'margin', subtype: '' })], '')).toBeNull();
  });
});
