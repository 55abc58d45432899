// The trading services against the real mock handlers (no inline answers): what the service
// sends is what the mock's contract handler accepts, and what it answers reads with the
// contract's schema (a parse failure would be the generic failure, not success).

import { Decimal } from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_SOURCE, type OrderPayload } from '@/lib/trading';
import { simulationMarketView } from '@/mocks/feeds/matching';
import { marketSimulation } from '@/mocks/feeds/market-simulation';
import { resetHttpConfig, type ApiResult } from '@/services/http';
import { fetchAccounts, fetchBalance, spotAccountOf } from '@/services/trading/accounts';
import { fetchSubUserAuthority } from '@/services/trading/authority';
import { fetchSymbolFee, fetchUserFeeInfo } from '@/services/trading/fees';
import {
  crossLoan,
  crossRepay,
  fetchCrossBalance,
  fetchCrossLoanInfo,
  fetchCrossLoans,
  fetchMarginBalance,
  fetchMarginLoanInfo,
  fetchMarginLoans,
  fetchSuperMarginCurrencies,
  marginLoan,
  marginRepay,
  marginTransfer,
} from '@/services/trading/margin';
import { cancelAllOrders, cancelOrder, fetchMatchResults, fetchOpenOrders, fetchOrder, fetchOrderHistory, placeOrder } from '@/services/trading/orders';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser();
});

/** The data of a successful result; a failure fails the test with its code. */
function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`call failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

async function spotId(): Promise<string> {
  const accounts = await fetchAccounts();
  if (!accounts.success) throw new Error('no accounts');
  const spot = spotAccountOf(accounts.data);
  if (!spot) throw new Error('no spot account');
  return spot.id;
}

function restingBuy(accountId: string): OrderPayload {
  const last = simulationMarketView(marketSimulation, Date.now()).lastPrice('btcusdt') as Decimal;
  return {
    accountId,
    symbol: 'btcusdt',
    orderPrice: last.times('0.9').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
    orderSide: 'buy',
    orderType: 'limit',
    stopPrice: null,
    source: ORDER_SOURCE,
    orderSize: '0.01',
  };
}

describe('accounts and orders against the mock', () => {
  it('lists the accounts and reads the spot balance', async () => {
    const accountId = await spotId();
    const balance = await fetchBalance(accountId);
    expect(balance).toMatchObject({ success: true, data: { accountId } });
  });

  it('places, finds, cancels and lists an order', async () => {
    const accountId = await spotId();
    const placed = await placeOrder(restingBuy(accountId));
    if (!placed.success) throw new Error(`place failed: ${String(placed.code)}`);
    const orderId = placed.data;

    expect(dataOf(await fetchOpenOrders({ accountId, symbol: 'btcusdt' })).map((order) => order.id)).toContain(orderId);
    expect(await fetchOrder(orderId)).toMatchObject({ success: true, data: { id: orderId, symbol: 'btcusdt' } });
    expect(await fetchMatchResults(orderId)).toEqual(expect.objectContaining({ success: true, data: [] }));
    expect(await cancelOrder(orderId)).toMatchObject({ success: true, data: orderId });
    expect(dataOf(await fetchOrderHistory({ symbol: 'btcusdt', states: ['canceled'] })).map((order) => order.id)).toContain(orderId);
    expect(await cancelAllOrders({ accountId, symbol: 'btcusdt' })).toMatchObject({ success: true });
  });
});

describe('margin against the mock', () => {
  it('reads the isolated rules, balance and loans, borrows, repays and transfers', async () => {
    const rules = await fetchMarginLoanInfo('btcusdt');
    expect(rules.success && rules.data.map((rule) => rule.currency)).toEqual(expect.arrayContaining(['btc', 'usdt']));
    expect(await fetchMarginBalance('btcusdt')).toMatchObject({ success: true });

    const loan = await marginLoan({ symbol: 'btcusdt', currency: 'usdt', amount: '100' });
    if (!loan.success) throw new Error(`loan failed: ${String(loan.code)}`);
    expect(dataOf(await fetchMarginLoans('btcusdt')).map((entry) => entry.id)).toContain(loan.data);
    expect(await marginRepay(loan.data, '10')).toMatchObject({ success: true, data: loan.data });
    expect(await marginTransfer('out', { symbol: 'btcusdt', currency: 'usdt', amount: '1' })).toMatchObject({ success: true });
  });

  it('reads the cross rules, balance, loans and currencies, borrows and repays', async () => {
    expect(await fetchCrossLoanInfo()).toMatchObject({ success: true });
    expect(await fetchCrossBalance()).toMatchObject({ success: true });
    expect(dataOf(await fetchSuperMarginCurrencies()).length).toBeGreaterThan(0);
    const loan = await crossLoan({ currency: 'usdt', amount: '100' });
    if (!loan.success) throw new Error(`cross loan failed: ${String(loan.code)}`);
    expect(dataOf(await fetchCrossLoans()).map((entry) => entry.id)).toContain(loan.data);
    expect(await crossRepay(loan.data, '10')).toMatchObject({ success: true });
  });
});

describe('order form calls against the mock', () => {
  it('reads the fee info, the pair fee and a sub-user authority', async () => {
    expect(await fetchUserFeeInfo()).toMatchObject({ success: true, data: { makerFeeRate: '0.002', pointSwitch: true } });
    expect(await fetchSymbolFee('btcusdt')).toMatchObject({ success: true, data: { symbol: 'btcusdt', makerFeeRate: '0.002' } });
    expect(await fetchSubUserAuthority('margin')).toMatchObject({ success: true, data: { type: 'margin', authority: null } });
  });
});
