// The wallet balance services against the real mock handlers: what each sends is what the
// handler reads, what it answers converts to the UI model; a kind's failure (the control API's
// switch) comes through with its code and message; a sub-user's section-6 kinds are empty.

import { beforeEach, describe, expect, it } from 'vitest';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, SEED_UIDS, TRADER_UIDS } from '@/mocks/db';
import { accountsOf } from '@/mocks/db/trading';
import { setWalletFailure, type WalletKind } from '@/mocks/db/wallet';
import { MANY_CURRENCIES_COUNT } from '@/mocks/db/wallet-seed';
import { configureHttp, resetHttpConfig, type ApiResult } from '@/services/http';
import {
  fetchAccountBalances,
  fetchAllBalances,
  fetchAssetValuation,
  fetchC2cBalance,
  fetchFinanceAccountState,
  fetchGridBalance,
  fetchMarginBalances,
  fetchMinepoolBalance,
  fetchMiningBalance,
  fetchMiningVisibility,
  fetchPledgeList,
  fetchPledgeTotals,
  fetchPointAccount,
  fetchSpotBalance,
  fetchStableCoinInfo,
  fetchSuperMarginBalances,
  fetchValuation,
} from '@/services/wallet/balances';
import { fetchContractBalance, fetchLinearBalance, fetchLinearCrossBalance, fetchOptionBalance, fetchSwapBalance } from '@/services/wallet/derivatives';
import { fetchOtcBalance } from '@/services/wallet/otc';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

/** Logs `uid` in with the pro, contract (dm and swap) and otc tokens. */
function loginWallet(uid: number = SEED_UIDS.ordinary): void {
  const session = createSession(uid).token;
  const token = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token ?? null;
  const tokens = { pro: token('pro'), dm: token('dm'), otc: token('otc') };
  configureHttp({
    baseUrls: testBaseUrls(),
    getToken: (family) => (family === 'pro' ? tokens.pro : family === 'dm' || family === 'swap' ? tokens.dm : family === 'otc' ? tokens.otc : null),
  });
}

beforeEach(() => {
  resetHttpConfig();
  loginWallet();
});

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('pro accounts', () => {
  it('reads the spot balance as rows of available, frozen and total', async () => {
    const spot = dataOf(await fetchSpotBalance());
    expect(spot).toMatchObject({ accountId: String(SEED_UIDS.ordinary * 100 + 1), type: 'spot', state: 'working' });
    expect(spot.rows.find((row) => row.currency === 'usdt')).toEqual({
      currency: 'usdt',
      byType: { trade: '10000', frozen: '0' },
      available: '10000',
      frozen: '0',
      total: '10000',
      all: '10000',
      changeTime: null,
    });
    const byId = dataOf(await fetchAccountBalances(spot.accountId));
    expect(byId.rows.map((row) => row.currency)).toEqual(spot.rows.map((row) => row.currency));
  });

  it('reads every account at once, the isolated margins (all or one pair) and the cross account', async () => {
    const all = dataOf(await fetchAllBalances());
    expect(all.map((account) => account.type)).toEqual(['spot', 'margin', 'margin', 'super-margin', 'borrow']);
    expect(dataOf(await fetchMarginBalances()).map((account) => account.subtype)).toEqual(['btcusdt', 'ethusdt']);
    const pair = dataOf(await fetchMarginBalances('BTCUSDT'));
    expect(pair).toHaveLength(1);
    expect(pair[0]?.rows.find((row) => row.currency === 'btc')?.available).toBe('0.5');
    expect(dataOf(await fetchSuperMarginBalances()).rows.find((row) => row.currency === 'usdt')?.total).toBe('1000');
  });

  it('passes a spot failure through with its code and message', async () => {
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, 'spot', { code: 'account-frozen', message: '账户已冻结' });
    expect(await fetchSpotBalance()).toMatchObject({ success: false, code: 'account-frozen', message: '账户已冻结' });
    expect(await fetchAccountBalances(String(SEED_UIDS.ordinary * 100 + 1))).toMatchObject({ success: false, code: 'account-frozen' });
  });
});

describe('derivatives', () => {
  it('reads each kind as rows with the margin balance per symbol', async () => {
    const delivery = dataOf(await fetchContractBalance());
    expect(delivery.find((row) => row.symbol === 'BTC')).toEqual({ currency: 'btc', symbol: 'BTC', contractCode: null, marginBalance: '0.12', total: '0.12', available: '0.1', frozen: '0.02' });
    expect(dataOf(await fetchSwapBalance('btc-usd'))).toEqual([
      { currency: 'btc', symbol: 'BTC', contractCode: 'BTC-USD', marginBalance: '0.06', total: '0.06', available: '0.05', frozen: '0.01' },
    ]);
    expect(dataOf(await fetchLinearBalance()).map((row) => [row.contractCode, row.currency, row.marginBalance])).toEqual([
      ['BTC-USDT', 'usdt', '300'],
      ['ETH-USDT', 'usdt', '120'],
    ]);
    expect(dataOf(await fetchLinearCrossBalance())).toEqual([{ currency: 'usdt', marginAccount: 'USDT', marginBalance: '800', total: '800', available: '700', frozen: '100' }]);
    expect(dataOf(await fetchOptionBalance()).map((row) => row.symbol)).toEqual(['BTC', 'USDT']);
  });

  it.each([
    ['dm', 1220, () => fetchContractBalance()],
    ['swap', 1010, () => fetchSwapBalance()],
    ['linear', 1011, () => fetchLinearCrossBalance()],
    ['option', 1220, () => fetchOptionBalance()],
  ] as const)('passes a %s failure %i through with its code', async (kind, code, fetch) => {
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, kind, { code, message: `失败 ${code}` });
    expect(await fetch()).toMatchObject({ success: false, code, message: `失败 ${code}` });
  });
});

describe('product accounts', () => {
  it('reads otc, grid, c2c, minepool, mining, crypto loans and points with their own figures', async () => {
    expect(dataOf(await fetchOtcBalance()).find((row) => row.currency === 'usdt')).toEqual({ coinId: '2', currency: 'usdt', total: '1200', frozen: '200', borrow: '0', available: '1000' });
    const grid = dataOf(await fetchGridBalance()).find((row) => row.currency === 'usdt');
    expect(grid).toMatchObject({ total: '500', available: '100', frozen: '400' });
    expect(grid?.estimateBalance).toBe('500');
    const c2c = dataOf(await fetchC2cBalance());
    expect(c2c.rows).toEqual([
      { currency: 'usdt', total: '1000', available: '800', frozen: '200', transferOutLimit: '600', withdrawRisk: false },
      { currency: 'btc', total: '0.02', available: '0.02', frozen: '0', transferOutLimit: '0.01', withdrawRisk: true },
    ]);
    expect(dataOf(await fetchC2cBalance({ currency: 'BTC' })).rows.map((row) => row.currency)).toEqual(['btc']);
    expect(dataOf(await fetchC2cBalance({ accountType: 'lend' })).rows).toEqual([]);
    // Per borrow account (subtype): the user's borrow account holds the rows; another user's id is refused.
    const borrow = accountsOf(db.trading, SEED_UIDS.ordinary).find((account) => account.type === 'borrow')!;
    const perAccount = dataOf(await fetchC2cBalance({ accountId: String(borrow.id) }));
    expect(perAccount.accountId).toBe(String(borrow.id));
    expect(perAccount.rows.map((row) => row.currency)).toEqual(['usdt', 'btc']);
    const stranger = accountsOf(db.trading, TRADER_UIDS[0]).find((account) => account.type === 'borrow')!;
    expect(await fetchC2cBalance({ accountId: String(stranger.id) })).toMatchObject({ success: false, code: 2002 });
    expect(dataOf(await fetchMinepoolBalance()).map((row) => row.currency)).toEqual(['btc', 'ltc']);
    expect(dataOf(await fetchMiningBalance())).toMatchObject({
      digitalCurrency: 'btc',
      digitalAssetTotalAmount: '0.0042',
      digitalIncomeTotalAmount: '0.0012',
      digitalIncomeYesterdayAmount: '0.00003',
      rows: [{ currency: 'btc', total: '0.0042', available: '0.004', frozen: '0.0002' }],
    });
    expect(dataOf(await fetchMiningVisibility())).toEqual({ switchStatus: 1, visible: true });
    const totals = dataOf(await fetchPledgeTotals());
    expect(totals.loaningUSDT).toBe('9000');
    expect(totals.pledgingUSDT).toMatch(DECIMAL);
    expect(Number(totals.pledgingUSDT)).toBeGreaterThan(0);
    expect(dataOf(await fetchPledgeList())).toEqual([
      { currency: 'btc', pledgingAmount: '0.5', frozen: '0.5', available: '0', total: '0.5' },
      { currency: 'eth', pledgingAmount: '3', frozen: '3', available: '0', total: '3' },
    ]);
    expect(dataOf(await fetchPointAccount())).toMatchObject({ balance: '120.5', status: 'working', groups: [{ groupId: 0, expiryDate: null, remainAmt: '120.5' }] });
  });

  it.each([
    ['gridding', 300003, () => fetchGridBalance()],
    ['c2cBorrow', 500, () => fetchC2cBalance()],
    ['mining', 500, () => fetchMiningBalance()],
    ['minepool', 500, () => fetchMinepoolBalance()],
    ['cryptoLoans', 500, () => fetchPledgeTotals()],
    ['point', 1002, () => fetchPointAccount()],
    ['otc', 40001, () => fetchOtcBalance()],
  ] as const)('passes a %s failure %i through with its code', async (kind: WalletKind, code, fetch) => {
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, kind, { code, message: `失败 ${code}` });
    expect(await fetch()).toMatchObject({ success: false, code, message: `失败 ${code}` });
  });

  it('gives a sub-user empty otc, mining, minepool, crypto-loan and c2c balances, and the rest', async () => {
    loginWallet(SEED_UIDS.subAccount);
    expect(dataOf(await fetchOtcBalance())).toEqual([]);
    expect(dataOf(await fetchMinepoolBalance())).toEqual([]);
    expect(dataOf(await fetchMiningBalance())).toMatchObject({ digitalAssetTotalAmount: '0', digitalIncomeTotalAmount: '0', rows: [] });
    expect(dataOf(await fetchPledgeList())).toEqual([]);
    expect(dataOf(await fetchPledgeTotals())).toEqual({ loaningUSDT: '0', pledgingUSDT: '0' });
    expect(dataOf(await fetchC2cBalance()).rows).toEqual([]);
    expect(dataOf(await fetchContractBalance()).map((row) => row.marginBalance)).toEqual(['0.01']);
    expect(dataOf(await fetchGridBalance()).map((row) => row.total)).toEqual(['50']);
  });

  it('gives the disabled user balances too', async () => {
    loginWallet(SEED_UIDS.disabled);
    expect(dataOf(await fetchSpotBalance()).rows.find((row) => row.currency === 'usdt')?.total).toBe('2500');
    expect(dataOf(await fetchOtcBalance()).length).toBeGreaterThan(0);
    expect(dataOf(await fetchContractBalance()).length).toBeGreaterThan(0);
  });
});

describe('settings of the wallet', () => {
  it('reads the stable-coin info and the finance account state', async () => {
    expect(dataOf(await fetchStableCoinInfo())).toEqual({
      tradeCurrency: 'usdt',
      stableCurrencies: [
        { currency: 'husd', exchangeEnabled: true, bidRate: '1' },
        { currency: 'usdc', exchangeEnabled: true, bidRate: '0.9998' },
        { currency: 'pax', exchangeEnabled: false, bidRate: '0.9995' },
      ],
    });
    expect(dataOf(await fetchFinanceAccountState())).toEqual({ opened: true, state: 'working', accountId: String(SEED_UIDS.ordinary * 100 + 90) });
  });
});

describe('valuation', () => {
  it('values one account type in the asked currency, at the simulated prices', async () => {
    const usd = dataOf(await fetchAssetValuation({ accountType: 'otc', valuationCurrency: 'usd' }));
    // otc: 1200 usdt + 0.05 btc (at the simulated price) + 0 eth
    expect(Number(usd.balance)).toBeGreaterThan(1200);
    expect(usd.balance).toMatch(/^\d+(\.\d{1,2})?$/);
    const btc = dataOf(await fetchAssetValuation({ accountType: 'spot' }));
    expect(btc.balance).toMatch(/^\d+(\.\d{1,8})?$/);
    expect(Number(btc.balance)).toBeGreaterThan(0);
    expect(await fetchAssetValuation({ accountType: 'nope' })).toMatchObject({ success: false, code: 2002 });
  });

  it('gives the total with one entry per distribution type; a failing kind is success false and 0', async () => {
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, 'dm', { code: 1220, message: '未开通' });
    const valuation = dataOf(await fetchValuation());
    expect(valuation.accounts.map((entry) => entry.distributionType)).toEqual(['1', '2', '3', '4', '6', '7', '9', '11', '12', '14', '15', '16']);
    expect(valuation.accounts.find((entry) => entry.distributionType === '4')).toEqual({ distributionType: '4', balance: '0', success: false });
    const sum = valuation.accounts.reduce((total, entry) => total + Number(entry.balance), 0);
    expect(Math.abs(sum - Number(valuation.totalBalance))).toBeLessThan(0.0001);
    expect(valuation.updatedAt).not.toBeNull();
  });

  it('fails the valuations with the code the switch gives', async () => {
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, 'valuation', { code: 500, message: '估值失败' });
    expect(await fetchValuation()).toMatchObject({ success: false, code: 500, message: '估值失败' });
  });
});

describe('the benchmark trader', () => {
  it('holds more than 300 currencies in the spot account', async () => {
    loginWallet(SEED_UIDS.manyCurrencies);
    const spot = dataOf(await fetchSpotBalance());
    expect(spot.rows.length).toBeGreaterThanOrEqual(300);
    expect(spot.rows.length).toBe(MANY_CURRENCIES_COUNT);
    expect(spot.rows.every((row) => DECIMAL.test(row.total) && Number(row.total) > 0)).toBe(true);
    expect(new Set(spot.rows.map((row) => row.currency)).size).toBe(spot.rows.length);
  });
});
