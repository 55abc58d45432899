// The wallet's control API over a real mock server, through the typed client: the fail switch of
// one kind of one user (until cleared; gates in front of the trading balances too), and the
// balance move (spot moves push accounts.update to the user's account socket; product kinds
// change what their calls answer).

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as dmCalls from '@/lib/contracts/dm';
import * as proTrading from '@/lib/contracts/pro/trading';
import * as proUser from '@/lib/contracts/pro/user';
import * as walletCalls from '@/lib/contracts/pro/wallet';
import { TOKEN_LOGIN_CALLS } from '@/lib/contracts/token-logins';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import { SEED_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { callUrl } from '@/tests/support/msw-call';
import { startTestServer, TestSocket, type ReceivedFrame } from './support';

let server: MockServer;
let mock: ControlClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await mock.reset();
});
afterAll(() => server.close());

interface Login {
  ticket: string;
  pro: string;
  contract: string;
}

async function tokenOf(ticket: string, call: (typeof TOKEN_LOGIN_CALLS)['pro' | 'dm'], field: 'token' | 'session'): Promise<string> {
  const response = await fetch(callUrl(server.origin, call), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket }) });
  return ((await response.json()) as { data: Record<string, string> }).data[field] ?? '';
}

async function login(uid: number = SEED_UIDS.ordinary): Promise<Login> {
  const { ticket } = await mock.session(uid);
  return { ticket, pro: await tokenOf(ticket, proUser.userLogin, 'token'), contract: await tokenOf(ticket, TOKEN_LOGIN_CALLS.dm, 'session') };
}

async function proGet(token: string, url: string): Promise<Record<string, unknown>> {
  return (await (await fetch(url, { headers: { 'HB-PRO-TOKEN': token } })).json()) as Record<string, unknown>;
}

async function dmAccounts(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(callUrl(server.origin, dmCalls.contractAccountInfo), {
    method: 'POST',
    headers: { 'HB-CONTRACT-TOKEN': token, 'content-type': 'application/json' },
    body: '{}',
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('wallet fail switch', () => {
  it('makes one kind of one user fail with the code and message until cleared', async () => {
    const user = await login();
    const other = await login(SEED_UIDS.disabled);
    await mock.wallet.fail(SEED_UIDS.ordinary, 'dm', { code: 1220, message: '您尚未开通合约交易' });
    expect(await dmAccounts(user.contract)).toMatchObject({ status: 'error', err_code: 1220, err_msg: '您尚未开通合约交易' });
    expect(await dmAccounts(other.contract)).toMatchObject({ status: 'ok' });
    expect((await mock.wallet.failures()).failures).toEqual([{ uid: SEED_UIDS.ordinary, kind: 'dm', code: 1220, message: '您尚未开通合约交易' }]);
    expect((await mock.wallet.clearFail(SEED_UIDS.ordinary, 'dm')).cleared).toBe(1);
    expect(await dmAccounts(user.contract)).toMatchObject({ status: 'ok' });
  });

  it('answers in the kind\'s own envelope: v2 for grid, v1 for the spot balance by account id', async () => {
    const user = await login();
    await mock.wallet.fail(SEED_UIDS.ordinary, 'gridding', { code: 300003, message: 'grid account not exist' });
    await mock.wallet.fail(SEED_UIDS.ordinary, 'spot', { code: 'account-frozen', message: '账户已冻结' });
    expect(await proGet(user.pro, callUrl(server.origin, walletCalls.gridBalance))).toMatchObject({ code: 300003, success: false, message: 'grid account not exist' });
    const spotId = SEED_UIDS.ordinary * 100 + 1;
    const marginId = SEED_UIDS.ordinary * 100 + 2;
    expect(await proGet(user.pro, callUrl(server.origin, proTrading.accountBalance, proTrading.accountBalance.path({ id: spotId })))).toMatchObject({
      status: 'error',
      'err-code': 'account-frozen',
    });
    // The margin account is another kind: the trading handler answers it as usual.
    expect(await proGet(user.pro, callUrl(server.origin, proTrading.accountBalance, proTrading.accountBalance.path({ id: marginId })))).toMatchObject({ status: 'ok' });
    await mock.wallet.clearFail();
    expect(await proGet(user.pro, callUrl(server.origin, proTrading.accountBalance, proTrading.accountBalance.path({ id: spotId })))).toMatchObject({ status: 'ok' });
  });

  it('refuses an unknown kind and an unknown user', async () => {
    await expect(mock.raw('POST', '/wallet/fail', { uid: SEED_UIDS.ordinary, kind: 'nope', code: 1, message: '' })).resolves.toMatchObject({ status: 400 });
    await expect(mock.wallet.fail(99999, 'dm', { code: 1, message: '' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('wallet balance move', () => {
  it('moves a spot row, answers the new row and pushes accounts.update to the user\'s socket', async () => {
    const user = await login();
    const socket = await TestSocket.open(server.socketUrls.account);
    sockets.push(socket);
    socket.send({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket: user.ticket } });
    await socket.next((frame: ReceivedFrame) => frame.message.action === 'req');
    socket.send({ action: 'sub', ch: 'accounts.update#1' });
    await socket.next((frame: ReceivedFrame) => frame.message.action === 'sub');

    const row = await mock.wallet.moveBalance({ uid: SEED_UIDS.ordinary, kind: 'spot', currency: 'usdt', delta: '-2500.5' });
    expect(row).toMatchObject({ ok: true, accountId: SEED_UIDS.ordinary * 100 + 1, currency: 'usdt', available: '7499.5', balance: '7499.5' });
    const push = await socket.next(
      (frame: ReceivedFrame) => frame.message.action === 'push' && (frame.message.data as Record<string, unknown>).changeType === 'other',
    );
    expect(push.message.data).toMatchObject({ currency: 'usdt', accountId: SEED_UIDS.ordinary * 100 + 1, changeType: 'other' });
    expect(Number((push.message.data as Record<string, string>).balance)).toBe(7499.5);

    const spot = (await proGet(user.pro, callUrl(server.origin, walletCalls.spotBalance))) as { data: { list: Array<{ currency: string; type: string; balance: string }> } };
    expect(spot.data.list.find((entry) => entry.currency === 'usdt' && entry.type === 'trade')?.balance).toBe('7499.5');
  });

  it('sets a product row to a value, and refuses a move below zero', async () => {
    const user = await login();
    await mock.wallet.moveBalance({ uid: SEED_UIDS.ordinary, kind: 'dm', currency: 'btc', value: '2' });
    const answer = (await dmAccounts(user.contract)) as { data: Array<{ symbol: string; margin_balance: string }> };
    expect(answer.data.find((entry) => entry.symbol === 'BTC')?.margin_balance).toBe('2.02');
    await expect(mock.wallet.moveBalance({ uid: SEED_UIDS.ordinary, kind: 'gridding', currency: 'usdt', delta: '-100.01' })).rejects.toMatchObject({ status: 409 });
    await expect(mock.wallet.moveBalance({ uid: SEED_UIDS.ordinary, kind: 'spot', currency: 'usdt', delta: '1', value: '2' })).rejects.toMatchObject({ status: 400 });
    await expect(mock.wallet.moveBalance({ uid: SEED_UIDS.ordinary, kind: 'margin', currency: 'usdt', delta: '1' })).rejects.toMatchObject({ status: 400 });
  });

  it('moves an isolated-margin row of the given pair', async () => {
    const row = await mock.wallet.moveBalance({ uid: SEED_UIDS.ordinary, kind: 'margin', symbol: 'btcusdt', currency: 'btc', value: '0.75' });
    expect(row).toMatchObject({ accountId: SEED_UIDS.ordinary * 100 + 2, available: '0.75' });
  });
});
