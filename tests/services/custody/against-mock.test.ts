// The custody services against the real mock handlers: the account's and the sub-accounts'
// profit-loss, the asset-profit user info and its activation (which persists), VIP info and
// levels; the pro token travels with each call, and a failure keeps its code and message.

import { walletUsdtValue } from '@/mocks/wallet/valuation';
import { Decimal } from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as custodyCalls from '@/lib/contracts/custody';
import { now, SEED_UIDS } from '@/mocks/db';
import { dropProfitLoss, failCustody } from '@/mocks/overrides/finance';
import { configureHttp, REQUEST_FAILED_CODE, resetHttpConfig, type ApiResult } from '@/services/http';
import { activateProfit, fetchProfitLoss, fetchProfitUserInfo, fetchSubProfitLoss, fetchVipConfig, fetchVipInfo, withCustodyAuth } from '@/services/custody/custody';
import { onCall } from '@/tests/support/msw-call';
import { withMswServer } from '../../setup/msw';
import { loginProUser, proTokenOf } from '../../support/pro-login';
import { testBaseUrls } from '../http/test-server';
import { WITH_PRO_TOKEN_HEADER } from '@/lib/contracts/token-session';

const server = withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser();
});

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`call failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

describe('custody profit-loss', () => {
  it("reads the account's profit-loss as decimal text with its ratio", async () => {
    const pl = dataOf(await fetchProfitLoss());
    expect(pl.currency).toBe('usdt');
    // What the wallet holds now (the mock's wallet valuation), not a figure of its own.
    expect(new Decimal(pl.balance).minus(walletUsdtValue(SEED_UIDS.ordinary, now())).abs().div(pl.balance).lt('0.01')).toBe(true);
    const rate = new Decimal(pl.profitLossRate);
    // profit-loss is the gain on the day's opening valuation: balance × rate / (1 + rate)
    expect(new Decimal(pl.profitLoss).minus(new Decimal(pl.balance).times(rate).div(rate.plus(1))).abs().lt('0.00000001')).toBe(true);
    expect(typeof pl.updatedAt).toBe('number');
  });

  it('reads one entry per sub-account of the parent, none for a user without', async () => {
    const subs = dataOf(await fetchSubProfitLoss());
    expect(subs.map((sub) => [sub.subUid, sub.accountName])).toEqual([
      [String(SEED_UIDS.subAccount), 'sub10003'],
      [String(SEED_UIDS.subAccountMargin), 'submargin10009'],
    ]);
    for (const sub of subs) expect(sub.balance).toMatch(/^\d+(\.\d+)?$/);
    loginProUser(SEED_UIDS.googleAuth);
    expect(dataOf(await fetchSubProfitLoss())).toEqual([]);
  });

  it('sends the pro token to the custody service, which answers 401 without it', async () => {
    const token = loginProUser();
    expect(withCustodyAuth({ silent: true })).toEqual({ silent: true, headers: { 'HB-PRO-TOKEN': token } });
    configureHttp({ baseUrls: testBaseUrls(), getToken: () => null });
    // Without a token of its own it asks the gateway for the pro token, which the mock does not give.
    expect(withCustodyAuth()).toEqual({ headers: { [WITH_PRO_TOKEN_HEADER]: '1' } });
    expect(await fetchProfitLoss()).toMatchObject({ success: false, code: 401 });
  });

  it('renews the tokens on 401 and sends again with the new pro token', async () => {
    let token = 'expired-token';
    let exchanges = 0;
    configureHttp({
      baseUrls: testBaseUrls(),
      getToken: (family) => (family === 'pro' ? token : null),
      exchangeTicket: async () => {
        exchanges += 1;
        token = proTokenOf(SEED_UIDS.ordinary);
        return true;
      },
    });
    expect(dataOf(await fetchVipInfo()).level).toBe(1);
    expect(exchanges).toBe(1);
  });

  it('gives up with the 401 when the renewal fails, and does not renew for skipAuthRetry', async () => {
    let exchanges = 0;
    configureHttp({
      baseUrls: testBaseUrls(),
      getToken: (family) => (family === 'pro' ? 'expired-token' : null),
      exchangeTicket: async () => {
        exchanges += 1;
        return false;
      },
    });
    expect(await fetchVipInfo()).toMatchObject({ success: false, code: 401 });
    expect(exchanges).toBe(1);
    expect(await fetchVipInfo({ skipAuthRetry: true })).toMatchObject({ success: false, code: 401 });
    expect(exchanges).toBe(1);
  });

  it('keeps a custody failure code and message, and a dropped connection is the generic failure', async () => {
    server.use(...failCustody({ code: 40001, message: '服务维护中' }));
    expect(await fetchProfitLoss()).toMatchObject({ success: false, code: 40001, message: '服务维护中' });
    expect(await fetchVipInfo()).toMatchObject({ success: false, code: 40001 });
    server.resetHandlers();
    server.use(dropProfitLoss());
    expect(await fetchProfitLoss({ silent: true })).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
  });

  it('refuses a profit-loss whose balance is no amount', async () => {
    server.use(onCall(custodyCalls.balanceProfitLoss, () => HttpResponse.json({ success: true, code: 200, message: '', data: { balance: 'x', profitLoss: '1', profitLossRate: '0', updatedAt: 1 } })));
    expect((await fetchProfitLoss()).success).toBe(false);
  });
});

describe('asset profit activation', () => {
  it('reads an activated user', async () => {
    expect(dataOf(await fetchProfitUserInfo())).toEqual({ uid: String(SEED_UIDS.ordinary), activated: true, activatedAt: 1_700_000_000_000 });
  });

  it('activates a user once; the state persists and a second activation keeps the first time', async () => {
    loginProUser(SEED_UIDS.googleAuth);
    expect(dataOf(await fetchProfitUserInfo())).toMatchObject({ activated: false, activatedAt: null });
    const first = dataOf(await activateProfit());
    expect(first.activated).toBe(true);
    expect(first.activatedAt).toEqual(expect.any(Number));
    expect(dataOf(await fetchProfitUserInfo())).toEqual(first);
    expect(dataOf(await activateProfit())).toEqual(first);
  });

  it('sends the activation as a POST with a JSON body', async () => {
    const seen: { method?: string; body?: unknown } = {};
    server.use(
      http.post(`${testBaseUrls().custody}${custodyCalls.profitActivation.path()}`, async ({ request }) => {
        seen.method = request.method;
        seen.body = await request.json();
        return HttpResponse.json({ success: true, code: 200, message: '', data: { uid: 1, activated: true, activatedAt: 5 } });
      }),
    );
    expect(dataOf(await activateProfit())).toEqual({ uid: '1', activated: true, activatedAt: 5 });
    expect(seen).toEqual({ method: 'POST', body: {} });
  });
});

describe('VIP', () => {
  it("reads the user's VIP info", async () => {
    expect(dataOf(await fetchVipInfo())).toEqual({ level: 1, score: '6200', holdings: '1200', volume: '5000000', expireTime: 1_798_732_800_000 });
    loginProUser(SEED_UIDS.googleAuth);
    expect(dataOf(await fetchVipInfo())).toMatchObject({ level: 0, score: '0', expireTime: null });
  });

  it('reads the six levels with their scores, lowest first', async () => {
    const levels = dataOf(await fetchVipConfig());
    expect(levels.map((level) => [level.level, level.score])).toEqual([
      [0, '0'],
      [1, '5000'],
      [2, '10000'],
      [3, '30000'],
      [4, '150000'],
      [5, '500000'],
    ]);
  });
});
