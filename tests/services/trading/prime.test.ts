import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { settlePrimeOrders } from '@/mocks/handlers/prime';
import { configureHttp, REQUEST_FAILED_CODE } from '@/services/http';
import {
  fetchPrimeFomo,
  fetchPrimeInfo,
  fetchPrimeResult,
  fetchPrimeUserInfo,
  fetchPrimeUserLimit,
  placePrimeOrder,
  primeInfoBody,
  primeOrderBody,
  setPrimeInfo,
} from '@/services/trading/prime';
import { startTestServer, testBase } from '../http/test-server';
import { TEST_UID, useMockEtpPrime } from './etp-prime-support';
import * as proPrime from '@/lib/contracts/pro/prime';
import { onCall } from '@/tests/support/msw-call';

const server = startTestServer();
const PRO = testBase('pro');
afterEach(() => resetDb());

describe('prime services against the mock', () => {
  it('reads the launch info', async () => {
    useMockEtpPrime(server, PRO);
    const info = await fetchPrimeInfo('nftusdt');
    expect(info.success && info.data).toMatchObject({
      currency: 'nft',
      primeType: 'prime',
      status: { round: 1, state: 1, roundTradeType: 'limit', preRoundType: '' },
    });
    expect(info.success && info.data.rounds[0]).toEqual({ roundNum: 1, roundIssuePrice: '0.000003', roundCirculation: '100000000000', roundLimitOrderSellPrice: '0.000006' });
  });

  it('places a PO, reads it pending, then settled', async () => {
    useMockEtpPrime(server, PRO);
    expect((await fetchPrimeResult('po', 'nftusdt')).data).toBe('none');
    expect((await placePrimeOrder({ kind: 'po', symbol: 'nftusdt', amount: '1000', price: '0.000003' })).success).toBe(true);
    expect((await fetchPrimeResult('po', 'nftusdt')).data).toEqual({ kind: 'po', round: 1, amount: '1000', price: '0.000003', state: 'pending', filledAmount: '0' });
    expect((await fetchPrimeUserLimit('nftusdt')).data).toEqual({ maxAmount: '2000000', usedAmount: '1000' });
    expect((await fetchPrimeUserInfo('nftusdt')).data).toEqual({ poAmount: '1000', bidAmount: '0' });
    settlePrimeOrders(TEST_UID, 'nftusdt', Date.now());
    expect((await fetchPrimeResult('po', 'nftusdt')).data).toMatchObject({ state: 'settled', filledAmount: '1000' });
    expect((await fetchPrimeFomo('nftusdt')).data).toEqual({ participants: 1, totalAmount: '1000' });
  });

  it('keeps the server message of a BID outside its phase', async () => {
    useMockEtpPrime(server, PRO);
    expect(await placePrimeOrder({ kind: 'bid', symbol: 'nftusdt', amount: '10', price: '0.000003' })).toMatchObject({ success: false, message: '当前不在申购时间' });
  });

  it('sends the device facts as one JSON string', async () => {
    useMockEtpPrime(server, PRO);
    const info = { fp: 'fp1', uid: String(TEST_UID), ts: 1700000000000, device_source: 'web', isAlphaGo: false };
    expect(primeInfoBody('nftusdt', info)).toEqual({ symbol: 'nftusdt', content: JSON.stringify(info) });
    expect((await setPrimeInfo('nftusdt', info)).data).toBe(true);
    expect(db.etp.primeInfo).toEqual([{ uid: TEST_UID, symbol: 'nftusdt', content: info }]);
  });

  it('sends the price with a PO only', () => {
    expect(primeOrderBody({ kind: 'po', symbol: 's', amount: '1', price: '2' })).toEqual({ symbol: 's', amount: '1', price: '2' });
    expect(primeOrderBody({ kind: 'bid', symbol: 's', amount: '1', price: '2' })).toEqual({ symbol: 's', amount: '1' });
  });

  it('refuses an info with an unreadable round', async () => {
    configureHttp({ getToken: () => 'token' });
    server.use(
      onCall(proPrime.primeInfo, () =>
        HttpResponse.json({
          code: 200,
          data: { currency: 'nft', primeType: 'prime', rounds: [{ roundNum: 1, roundIssuePrice: 'x', roundCirculation: 1, roundLimitOrderSellPrice: 1 }], status: { round: 1, state: 0 } },
        }),
      ),
    );
    expect(await fetchPrimeInfo('nftusdt')).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
  });
});
