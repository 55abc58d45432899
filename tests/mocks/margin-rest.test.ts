// Margin lending of the pro family over the real server: loan info with bounds (no max for
// btcusdt's usdt), loans and their bound errors, repayments interest first, transfers,
// interest accrual with the clock and the control API, cross-margin quota, and auto orders
// (open borrows the shortfall, close repays from the proceeds).

import { Decimal } from 'decimal.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import { simulationMarketView } from '@/mocks/feeds/matching';
import { marketSimulation } from '@/mocks/feeds/market-simulation';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, proCall, proTokenFor } from './support';
import * as proMargin from '@/lib/contracts/pro/margin';
import * as proTrading from '@/lib/contracts/pro/trading';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

type Body = Record<string, unknown> & { status: string; data: unknown };
type Row = { currency: string; type: string; balance: string };
type Loan = Record<string, unknown> & { id: number; state: string; 'loan-balance': string; 'interest-balance': string };

function proToken(uid: number = SEED_UIDS.ordinary): Promise<string> {
  return proTokenFor(server, uid);
}

async function pro(token: string | undefined, path: string, body?: unknown): Promise<Body> {
  const { status, json } = await proCall<Body>(server, token, path, body);
  expect(status).toBe(200);
  return json;
}

/** currency → type → balance of the btcusdt margin account. */
async function marginRows(token: string, symbol = 'btcusdt'): Promise<Record<string, Record<string, string>>> {
  const data = (await pro(token, `${proMargin.balance.path()}?symbol=${symbol}`)).data as Array<{ list: Row[] }>;
  const rows: Record<string, Record<string, string>> = {};
  for (const row of (data[0] as { list: Row[] }).list) (rows[row.currency] ??= {})[row.type] = new Decimal(row.balance).toFixed();
  return rows;
}

async function crossRows(token: string): Promise<Record<string, Record<string, string>>> {
  const data = (await pro(token, proMargin.crossBalance.path())).data as { list: Row[] };
  const rows: Record<string, Record<string, string>> = {};
  for (const row of data.list) (rows[row.currency] ??= {})[row.type] = new Decimal(row.balance).toFixed();
  return rows;
}

async function spotAvailable(token: string, currency: string): Promise<string> {
  const accounts = (await pro(token, proTrading.accounts.path())).data as Array<{ id: number; type: string }>;
  const spot = accounts.find((account) => account.type === 'spot') as { id: number };
  const list = ((await pro(token, proTrading.accountBalance.path({ id: spot.id }))).data as { list: Row[] }).list;
  return new Decimal((list.find((row) => row.currency === currency && row.type === 'trade') as Row).balance).toFixed();
}

async function loans(token: string): Promise<Loan[]> {
  return (await pro(token, `${proMargin.loans.path()}?symbol=btcusdt`)).data as Loan[];
}

async function borrow(token: string, currency: string, amount: string, symbol = 'btcusdt'): Promise<number> {
  const answer = await pro(token, proMargin.loan.path(), { symbol, currency, amount });
  expect(answer).toMatchObject({ status: 'ok' });
  return answer.data as number;
}

describe('margin loan info and loans', () => {
  it('requires the pro token', async () => {
    for (const path of [`${proMargin.loanInfo.path()}?symbols=btcusdt`, proMargin.crossLoanInfo.path(), proMargin.superMarginCurrencies.path(), proMargin.loans.path()]) {
      expect(await pro(undefined, path)).toMatchObject({ status: 'error', 'err-code': 'login-required' });
    }
    expect(await pro(undefined, proMargin.loan.path(), { symbol: 'btcusdt', currency: 'btc', amount: '1' })).toMatchObject({ 'err-code': 'login-required' });
  });

  it('gives per-currency rules, leaving max out for btcusdt usdt', async () => {
    const token = await proToken();
    const info = (await pro(token, `${proMargin.loanInfo.path()}?symbols=btcusdt`)).data as Array<{ symbol: string; currencies: Array<Record<string, string>> }>;
    expect(info).toHaveLength(1);
    expect(info[0]?.symbol).toBe('btcusdt');
    expect(info[0]?.currencies).toEqual([
      { currency: 'btc', 'interest-rate': '0.0001', 'min-loan-amt': '0.001', 'max-loan-amt': '2', 'loanable-amt': '5', 'actual-rate': '0.0001' },
      { currency: 'usdt', 'interest-rate': '0.00005', 'min-loan-amt': '10', 'loanable-amt': '20000', 'actual-rate': '0.00005' },
    ]);
  });

  it('lends into the margin account, charges the first hour, lowers loanable and lists the loan', async () => {
    const token = await proToken();
    const id = await borrow(token, 'btc', '0.5');
    const rows = await marginRows(token);
    expect(rows.btc).toEqual({ trade: '1', frozen: '0', loan: '-0.5', interest: '-0.00005' });
    const info = (await pro(token, `${proMargin.loanInfo.path()}?symbols=btcusdt`)).data as Array<{ currencies: Array<Record<string, string>> }>;
    expect(info[0]?.currencies[0]?.['loanable-amt']).toBe('4.5');
    const [loan] = await loans(token);
    expect(loan).toMatchObject({ id, symbol: 'btcusdt', currency: 'btc', state: 'accrual', 'interest-rate': '0.0001' });
    expect(new Decimal(loan?.['loan-amount'] as string).toFixed()).toBe('0.5');
  });

  it('refuses amounts below min, above max, above loanable, non-numeric ones and unknown currencies', async () => {
    const token = await proToken();
    const cases: Array<[string, string, string]> = [
      ['btc', '0.0001', 'loan-amount-min-limit'],
      ['btc', '2.5', 'loan-amount-max-limit'],
      ['usdt', '25000', 'loan-amount-exceed-loanable'],
      ['btc', 'abc', 'validation-constraints-required'],
      ['btc', '0', 'invalid-amount'],
      ['eth', '1', 'loan-currency-invalid'],
    ];
    for (const [currency, amount, code] of cases) {
      expect(await pro(token, proMargin.loan.path(), { symbol: 'btcusdt', currency, amount }), `${currency} ${amount}`).toMatchObject({ status: 'error', 'err-code': code });
    }
    expect(await pro(token, proMargin.loan.path(), { symbol: 'btcusdt', currency: 'btc', amount: '2.5' })).toMatchObject({ 'err-msg': 'loan amount exceeds the maximum: `2`' });
    expect(await pro(token, proMargin.loan.path(), { symbol: 'xrpusdt', currency: 'xrp', amount: '1' })).toMatchObject({ 'err-code': 'account-account-id-inexistent' });
    expect(await loans(token)).toEqual([]);
    expect((await marginRows(token)).btc?.trade).toBe('0.5');
  });
});

describe('repayment', () => {
  it('pays the interest first, then the principal, and clears the loan when all is paid', async () => {
    const token = await proToken();
    const id = await borrow(token, 'btc', '1');
    expect(await pro(token, proMargin.repay.path({ id: id }), { amount: '0.0001' })).toEqual({ status: 'ok', data: id });
    let [loan] = await loans(token);
    expect(new Decimal(loan?.['interest-balance'] as string).toFixed()).toBe('0');
    expect(new Decimal(loan?.['loan-balance'] as string).toFixed()).toBe('1');
    expect(await pro(token, proMargin.repay.path({ id: id }), { amount: '1.5' })).toMatchObject({ status: 'error', 'err-code': 'loan-repay-max-limit' });
    await pro(token, proMargin.repay.path({ id: id }), { amount: '1' });
    [loan] = await loans(token);
    expect(loan?.state).toBe('cleared');
    expect((await marginRows(token)).btc).toEqual({ trade: '0.4999', frozen: '0', loan: '0', interest: '0' });
    expect(await pro(token, proMargin.repay.path({ id: id }), { amount: '0.1' })).toMatchObject({ 'err-code': 'loan-order-state-error' });
  });

  it('refuses a repayment above the available balance and a loan of someone else', async () => {
    const token = await proToken();
    const id = await borrow(token, 'btc', '1');
    await pro(token, proMargin.transferOut.path(), { symbol: 'btcusdt', currency: 'btc', amount: '1.2' });
    expect(await pro(token, proMargin.repay.path({ id: id }), { amount: '0.5' })).toMatchObject({ 'err-code': 'account-balance-insufficient-error' });
    const other = await proToken(SEED_UIDS.subAccountMargin);
    expect(await pro(other, proMargin.repay.path({ id: id }), { amount: '0.1' })).toMatchObject({ 'err-code': 'loan-order-not-exist' });
  });
});

describe('interest accrual', () => {
  it('grows hourly with the mock clock and with the control API, for that user only', async () => {
    let token = await proToken();
    const id = await borrow(token, 'usdt', '1000');
    expect((await loans(token))[0]?.['interest-balance']).toMatch(/^0\.05/);
    await control(server, 'POST', '/clock', { advance_ms: 2 * 3_600_000 + 1000 });
    // The old token expired with the clock.
    token = await proToken();
    expect(new Decimal((await loans(token))[0]?.['interest-balance'] as string).toFixed()).toBe('0.15');
    const { json } = await control<{ loans: Loan[] }>(server, 'POST', '/margin/accrue', { uid: SEED_UIDS.ordinary, hours: 3 });
    expect(json.loans.map((loan) => [loan.id, new Decimal(loan['interest-balance']).toFixed()])).toEqual([[id, '0.3']]);
    expect((await marginRows(token)).usdt?.interest).toBe('-0.3');
    expect((await control(server, 'POST', '/margin/accrue', { uid: SEED_UIDS.ordinary })).status).toBe(400);
  });
});

describe('transfers', () => {
  it('moves between spot and the margin account, and refuses more than is available', async () => {
    const token = await proToken();
    expect(await pro(token, proMargin.transferIn.path(), { symbol: 'btcusdt', currency: 'usdt', amount: '100' })).toMatchObject({ status: 'ok', data: expect.any(Number) });
    expect((await marginRows(token)).usdt?.trade).toBe('5100');
    expect(await spotAvailable(token, 'usdt')).toBe('9900');
    await pro(token, proMargin.transferOut.path(), { symbol: 'btcusdt', currency: 'usdt', amount: '5100' });
    expect((await marginRows(token)).usdt?.trade).toBe('0');
    expect(await spotAvailable(token, 'usdt')).toBe('15000');
    expect(await pro(token, proMargin.transferOut.path(), { symbol: 'btcusdt', currency: 'usdt', amount: '1' })).toMatchObject({ 'err-code': 'account-transfer-balance-insufficient-error' });
    expect(await pro(token, proMargin.transferIn.path(), { symbol: 'btcusdt', currency: 'eth', amount: '1' })).toMatchObject({ 'err-code': 'base-currency-error' });
  });
});

describe('cross margin', () => {
  it('lends usdt within the quota, lowers remain-loan-quota, repays and transfers', async () => {
    const token = await proToken();
    const currencies = async () => (await pro(token, proMargin.superMarginCurrencies.path())).data as Array<Record<string, unknown>>;
    expect((await currencies())[0]).toEqual({ currency: 'usdt', state: 'active', loanable: true, 'loan-currency': true, 'user-loan-min-amount': '10', 'remain-loan-quota': '50000' });
    const answer = await pro(token, proMargin.crossLoan.path(), { currency: 'usdt', amount: '100' });
    expect(answer).toMatchObject({ status: 'ok' });
    expect((await currencies())[0]?.['remain-loan-quota']).toBe('49900');
    expect((await crossRows(token)).usdt).toEqual({ trade: '1100', frozen: '0', loan: '-100', interest: '-0.005' });
    const info = (await pro(token, proMargin.crossLoanInfo.path())).data as Array<Record<string, string>>;
    expect(info.find((rule) => rule.currency === 'btc')).not.toHaveProperty('max-loan-amt');
    expect(info.find((rule) => rule.currency === 'usdt')?.['loanable-amt']).toBe('49900');
    expect(await pro(token, proMargin.crossLoan.path(), { currency: 'usdt', amount: '5' })).toMatchObject({ 'err-code': 'loan-amount-min-limit' });
    const list = (await pro(token, proMargin.crossLoans.path())).data as Loan[];
    expect(list.map((loan) => loan.id)).toEqual([answer.data]);
    await pro(token, proMargin.crossRepay.path({ id: answer.data as number }), { amount: '100.005' });
    expect((await currencies())[0]?.['remain-loan-quota']).toBe('50000');
    await pro(token, proMargin.crossTransferOut.path(), { currency: 'usdt', amount: '999.995' });
    expect((await crossRows(token)).usdt?.trade).toBe('0');
    expect(await pro(token, proMargin.crossTransferIn.path(), { currency: 'usdt', amount: '20000' })).toMatchObject({ 'err-code': 'account-transfer-balance-insufficient-error' });
  });
});

describe('auto orders', () => {
  const lastPrice = () => simulationMarketView(marketSimulation, Date.now()).lastPrice('btcusdt') as Decimal;
  const marginAccountId = async (token: string) => {
    const accounts = (await pro(token, proTrading.accounts.path())).data as Array<{ id: number; type: string; subtype: string }>;
    return (accounts.find((account) => account.type === 'margin' && account.subtype === 'btcusdt') as { id: number }).id;
  };

  it('open: borrows what the order lacks, then places it', async () => {
    const token = await proToken();
    const accountId = await marginAccountId(token);
    const price = lastPrice().times('0.9').toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const size = new Decimal(6000).div(price).toDecimalPlaces(4, Decimal.ROUND_UP);
    const body = { accountId, symbol: 'btcusdt', orderPrice: price.toFixed(2), orderSide: 'buy', orderType: 'limit', orderSize: size.toFixed(), stopPrice: null, source: 'web' };
    const answer = await pro(token, `${proMargin.autoPlace.path()}?trade-purpose=open`, body);
    expect(answer).toEqual({ status: 'ok', data: expect.stringMatching(/^\d+$/) });
    const lock = price.times(size);
    const [loan] = await loans(token);
    expect(new Decimal(loan?.['loan-amount'] as string).toFixed()).toBe(lock.minus(5000).toFixed());
    const rows = await marginRows(token);
    expect(rows.usdt?.trade).toBe('0');
    expect(rows.usdt?.frozen).toBe(lock.toFixed());
    expect(await pro(token, `${proMargin.autoPlace.path()}?trade-purpose=hold`, body)).toMatchObject({ 'err-code': 'invalid-parameter' });
  });

  it('open: refuses a shortfall above loanable and borrows nothing for a broken order', async () => {
    const token = await proToken();
    const accountId = await marginAccountId(token);
    const answer = await pro(token, `${proMargin.autoPlace.path()}?trade-purpose=open`, { accountId, symbol: 'btcusdt', orderPrice: null, orderSide: 'sell', orderType: 'market', orderSize: '6', stopPrice: null, source: 'web' });
    expect(answer).toMatchObject({ 'err-code': 'loan-amount-exceed-loanable' });
    const broken = await pro(token, `${proMargin.autoPlace.path()}?trade-purpose=open`, { accountId, symbol: 'btcusdt', orderPrice: '1.123', orderSide: 'buy', orderType: 'limit', orderSize: '1', stopPrice: null, source: 'web' });
    expect(broken).toMatchObject({ 'err-code': 'order-orderprice-precision-error' });
    expect(await loans(token)).toEqual([]);
    const spot = await pro(token, `${proMargin.autoPlace.path()}?trade-purpose=open`, { accountId: accountId - 1, symbol: 'btcusdt', orderPrice: null, orderSide: 'sell', orderType: 'market', orderSize: '0.01', stopPrice: null, source: 'web' });
    expect(spot).toMatchObject({ 'err-code': 'account-type-invalid' });
  });

  it('close: a filled sell repays the usdt loan from its proceeds', async () => {
    const token = await proToken();
    const accountId = await marginAccountId(token);
    await borrow(token, 'usdt', '10');
    // Spend the own usdt so only the proceeds can repay.
    await pro(token, proMargin.transferOut.path(), { symbol: 'btcusdt', currency: 'usdt', amount: '5010' });
    expect(lastPrice().times('0.01').gt(20)).toBe(true);
    const answer = await pro(token, `${proMargin.autoPlace.path()}?trade-purpose=close`, { accountId, symbol: 'btcusdt', orderPrice: null, orderSide: 'sell', orderType: 'market', orderSize: '0.01', stopPrice: null, source: 'web' });
    expect(answer).toMatchObject({ status: 'ok' });
    const [loan] = await loans(token);
    expect(loan?.state).toBe('cleared');
    const rows = await marginRows(token);
    expect(rows.usdt?.loan).toBe('0');
    expect(new Decimal(rows.usdt?.trade as string).gt(0)).toBe(true);
    // A common (non-auto) account order would not have repaid: an open loan stays open after a plain placement.
    await borrow(token, 'usdt', '10');
    await pro(token, proTrading.placeOrder.path(), { accountId, symbol: 'btcusdt', orderPrice: null, orderSide: 'sell', orderType: 'market', orderSize: '0.01', stopPrice: null, source: 'web' });
    expect((await loans(token))[0]?.state).toBe('accrual');
  });
});
