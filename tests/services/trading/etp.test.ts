import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { configureHttp, REQUEST_FAILED_CODE } from '@/services/http';
import {
  etpTradeBody,
  fetchEtpExchangeLimit,
  fetchEtpInfo,
  fetchEtpPositionLimit,
  fetchEtpRebalances,
  fetchEtpTransactions,
  placeEtpTrade,
} from '@/services/trading/etp';
import { startTestServer, testBase } from '../http/test-server';
import { TEST_UID, useMockEtpPrime } from './etp-prime-support';
import * as proEtp from '@/lib/contracts/pro/etp';
import { onCall } from '@/tests/support/msw-call';

const server = startTestServer();
const PRO = testBase('pro');
afterEach(() => resetDb());

describe('ETP services against the mock', () => {
  it('reads the reference data as decimal strings', async () => {
    useMockEtpPrime(server, PRO);
    expect(await fetchEtpInfo('btc3l')).toMatchObject({
      success: true,
      data: { etpName: 'btc3l', currency: 'usdt', netValue: '16.35', leverage: '3', creationFeeRate: '0.002', redemptionFeeRate: '0.002', status: 'normal' },
    });
  });

  it('reads the exchange limit and the position limit', async () => {
    useMockEtpPrime(server, PRO);
    expect((await fetchEtpExchangeLimit('btc3l')).data).toEqual({
      etpName: 'btc3l',
      creation: { min: '10', max: '5000', dailyRemaining: '50000' },
      redemption: { min: '1', max: '2000', dailyRemaining: '20000' },
    });
    expect((await fetchEtpPositionLimit('btc3l')).data).toEqual({ currency: 'btc3l', maxHoldings: '100000', holdings: '0' });
  });

  it('creates and redeems, then lists both records newest first', async () => {
    useMockEtpPrime(server, PRO);
    const created = await placeEtpTrade({ type: 'creation', etpName: 'btc3l', currency: 'usdt', quantity: '100' });
    expect(created.success).toBe(true);
    expect((await placeEtpTrade({ type: 'redemption', etpName: 'btc3l', currency: 'usdt', quantity: '1' })).success).toBe(true);
    const list = await fetchEtpTransactions('btc3l');
    expect(list.success && list.data.map((row) => [row.type, row.amount, row.value, row.fee])).toEqual([
      ['redemption', '1', '16.3173', '0.0327'],
      ['creation', '6.1039', '100', '0.2'],
    ]);
    expect(list.success && list.data[1]?.id).toBe(created.data);
  });

  it('keeps the server message of a refused trade', async () => {
    useMockEtpPrime(server, PRO);
    expect(await placeEtpTrade({ type: 'creation', etpName: 'btc3l', currency: 'usdt', quantity: '6000' })).toMatchObject({
      success: false,
      message: '单笔申购金额不能大于 5000 USDT',
    });
  });

  it('fails the exchange limit while the control says so', async () => {
    useMockEtpPrime(server, PRO);
    db.etp.limitFailures.set(TEST_UID, 1);
    expect(await fetchEtpExchangeLimit('btc3l')).toMatchObject({ success: false, code: 50001 });
    expect((await fetchEtpExchangeLimit('btc3l')).success).toBe(true);
  });

  it('lists rebalances', async () => {
    useMockEtpPrime(server, PRO);
    const result = await fetchEtpRebalances('btc3lusdt');
    expect(result.success && result.data[0]).toMatchObject({ symbol: 'btc3lusdt', netValue: '16.35' });
  });
});

describe('ETP service edges', () => {
  it('names value for a creation and amount for a redemption', () => {
    expect(etpTradeBody({ type: 'creation', etpName: 'btc3l', currency: 'usdt', quantity: '5' })).toEqual({ etpName: 'btc3l', value: '5', currency: 'usdt' });
    expect(etpTradeBody({ type: 'redemption', etpName: 'btc3l', currency: 'usdt', quantity: '5' })).toEqual({ etpName: 'btc3l', amount: '5', currency: 'usdt' });
  });

  it('refuses unreadable amounts and drops unreadable records', async () => {
    configureHttp({ getToken: () => 'token' });
    server.use(
      onCall(proEtp.etpReference, () =>
        HttpResponse.json({ code: 200, success: true, data: { etpName: 'x', currency: 'usdt', netValue: 'abc', leverage: 3, managementFeeRate: 0, creationFeeRate: 0, redemptionFeeRate: 0, etpStatus: 'normal' } }),
      ),
      onCall(proEtp.etpTransactions, () =>
        HttpResponse.json({
          code: 200,
          data: [
            { transactId: 1, etpName: 'BTC3L', transactType: 'creation', transactAmount: 1e-7, transactValue: '1', transactPrice: '1', transactFee: '0', transactStatus: 'completed', transactTime: 5 },
            { transactId: 2, etpName: 'btc3l', transactType: 'swap', transactAmount: '1', transactValue: '1', transactPrice: '1', transactFee: '0', transactStatus: 'completed', transactTime: 5 },
          ],
        }),
      ),
      onCall(proEtp.etpPositionLimit, () => HttpResponse.json({ code: 200, data: [] })),
    );
    expect(await fetchEtpInfo('x')).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
    const list = await fetchEtpTransactions('btc3l');
    expect(list.success && list.data).toEqual([
      { id: '1', etpName: 'btc3l', type: 'creation', amount: '0.0000001', value: '1', netValue: '1', fee: '0', feeCurrency: '', status: 'completed', createdAt: 5 },
    ]);
    expect((await fetchEtpPositionLimit('btc3l')).success).toBe(false);
  });
});
