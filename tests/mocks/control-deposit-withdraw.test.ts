// The deposit and withdraw control API over a real mock server, through the typed client: a
// simulated deposit confirms by advance and by the mock clock and its credit pushes
// accounts.update; withdrawals advance and take a set state with the frozen amount released;
// risky addresses, whitelist and fail switches change what the calls answer.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as dw from '@/lib/contracts/pro/deposit-withdraw';
import { UC_CALLS } from '@/lib/contracts/uc';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import { SEED_USERS, SEED_UIDS } from '@/mocks/db';
import { callUrl } from '@/tests/support/msw-call';
import type { MockServer } from '@/mocks/server';
import { advanceClock, lastCode, proCall, proTokenFor, startTestServer, TestSocket, type ReceivedFrame } from './support';

let server: MockServer;
let mock: ControlClient;
const sockets: TestSocket[] = [];
const UID = SEED_UIDS.ordinary;
const ADDRESS = `0x${'ef'.repeat(20)}`;
const EMAIL = SEED_USERS.find((user) => user.uid === UID)?.email ?? '';

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await mock.reset();
});
afterAll(() => server.close());

interface V1<T> {
  status: string;
  data: T;
  'err-code'?: string;
  'err-msg'?: string;
}

async function accountSocket(): Promise<TestSocket> {
  const { ticket } = await mock.session(UID);
  const socket = await TestSocket.open(server.socketUrls.account);
  sockets.push(socket);
  socket.send({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket } });
  await socket.next((frame: ReceivedFrame) => frame.message.action === 'req');
  socket.send({ action: 'sub', ch: 'accounts.update#1' });
  await socket.next((frame: ReceivedFrame) => frame.message.action === 'sub');
  return socket;
}

async function available(token: string, currency: string, chain: string): Promise<string> {
  const { json } = await proCall<V1<{ available: string }>>(server, token, `${dw.withdrawInfo.path()}?currency=${currency}&chain=${chain}`);
  return json.data.available;
}

async function placedWithdrawal(token: string): Promise<number> {
  const created = await proCall<V1<number>>(server, token, dw.withdrawCreate.path(), { currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: ADDRESS });
  expect(created.json.status).toBe('ok');
  return created.json.data;
}

describe('deposits', () => {
  it('a simulated deposit confirms by advance, is credited once and pushes accounts.update', async () => {
    const token = await proTokenFor(server, UID);
    const socket = await accountSocket();
    const { deposit } = await mock.depositWithdraw.deposit({ uid: UID, currency: 'btc', chain: 'btc', amount: '0.25' });
    expect(deposit).toMatchObject({ uid: UID, type: 'deposit', state: 'confirming', amount: 0.25, 'wallet-confirm': 0 });
    if (!deposit) throw new Error('no deposit');
    expect(await available(token, 'btc', 'btc')).toBe('1');
    const confirmed = await mock.depositWithdraw.advanceDeposit(deposit.id);
    expect(confirmed.deposit).toMatchObject({ state: 'confirmed', 'wallet-confirm': 1 });
    const push = await socket.next((frame: ReceivedFrame) => {
      const data = frame.message.data as Record<string, unknown>;
      return frame.message.action === 'push' && data.currency === 'btc' && data.changeType === 'other';
    });
    expect(Number((push.message.data as Record<string, string>).balance)).toBe(1.25);
    expect(await available(token, 'btc', 'btc')).toBe('1.25');
    expect((await mock.depositWithdraw.advanceDeposit(deposit.id)).deposit.state).toBe('safe');
    expect(await available(token, 'btc', 'btc')).toBe('1.25');
  });

  it('confirms with the mock clock, and counts a deposit below the minimum as tiny', async () => {
    const token = await proTokenFor(server, UID);
    const { deposit } = await mock.depositWithdraw.deposit({ uid: UID, currency: 'xrp', chain: 'xrp', amount: '30' });
    await advanceClock(server, 60_000);
    const { json } = await proCall<V1<Array<{ id: number; state: string }>>>(server, token, `${dw.depositWithdrawHistory.path()}?type=deposit&currency=xrp&size=5&direct=next`);
    expect(json.data[0]).toMatchObject({ id: deposit?.id, state: 'safe' });
    expect(await mock.depositWithdraw.deposit({ uid: UID, currency: 'xrp', chain: 'xrp', amount: '0.1' })).toMatchObject({ tiny: true, deposit: null });
    const tiny = await proCall<V1<{ count: number }>>(server, token, `${dw.tinyDepositCount.path()}?currency=xrp&chain=xrp`);
    expect(tiny.json.data.count).toBe(1);
  });

  it('refuses an unknown chain and user', async () => {
    await expect(mock.depositWithdraw.deposit({ uid: UID, currency: 'btc', chain: 'nope', amount: 1 })).rejects.toMatchObject({ status: 404 });
    await expect(mock.depositWithdraw.deposit({ uid: 99999, currency: 'btc', chain: 'btc', amount: 1 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('withdrawals', () => {
  it('placed with the emailed code, advanced to confirmed, or rejected with the amount released', async () => {
    const token = await proTokenFor(server, UID);
    const id = await placedWithdrawal(token);
    expect(await proCall(server, token, dw.withdrawPlace.path({ id }), { email_code: '000000' })).toMatchObject({ json: { status: 'error', 'err-msg': '验证码错误' } });
    const user = await mock.session(UID);
    // The logged-in user's own address (no email in the body), as the security step sends it.
    const sent = await fetch(callUrl(server.origin, UC_CALLS.emailCodeSend), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${user.cookieName}=${user.token}` },
      body: JSON.stringify({ purpose: 'withdraw' }),
    });
    expect(await sent.json()).toMatchObject({ success: true });
    const code = await lastCode(server, EMAIL, 'withdraw');
    expect((await proCall<V1<number>>(server, token, dw.withdrawPlace.path({ id }), { email_code: code })).json).toMatchObject({ status: 'ok', data: id });
    expect(await available(token, 'usdt', 'usdterc20')).toBe('9890');

    expect((await mock.depositWithdraw.advanceWithdraw(id)).withdraw.state).toBe('pass');
    const rejected = await mock.depositWithdraw.setWithdrawState(id, 'reject', { errorCode: 'risk-reject', errorMessage: '风控拒绝' });
    expect(rejected.withdraw).toMatchObject({ state: 'reject', 'error-code': 'risk-reject', 'error-msg': '风控拒绝' });
    expect(await available(token, 'usdt', 'usdterc20')).toBe('10000');
    await expect(mock.depositWithdraw.advanceWithdraw(id)).rejects.toMatchObject({ status: 409 });
    expect((await mock.depositWithdraw.records({ uid: UID, type: 'withdraw' })).records.some((record) => record.id === id)).toBe(true);
  });
});

describe('switches', () => {
  it('risky addresses, the whitelist setting and the fail switches change the answers', async () => {
    const token = await proTokenFor(server, UID);
    await mock.depositWithdraw.markRisky(ADDRESS, '该地址存在风险');
    const risk = await proCall<V1<{ risky: boolean; reason: string }>>(server, token, dw.withdrawRiskCheck.path(), { currency: 'usdt', chain: 'usdterc20', address: ADDRESS });
    expect(risk.json.data).toMatchObject({ risky: true, reason: '该地址存在风险' });
    expect((await mock.depositWithdraw.clearRisky()).cleared).toBe(1);

    await mock.depositWithdraw.fail(UID, 'depositAddress', { code: 500, message: '充币地址获取失败' });
    const address = await proCall<Record<string, unknown>>(server, token, `${dw.depositAddress.path()}?currency=btc`);
    expect(address.json).toMatchObject({ code: 500, message: '充币地址获取失败' });
    expect((await mock.depositWithdraw.clearFail(UID)).cleared).toBe(1);
    expect((await proCall<Record<string, unknown>>(server, token, `${dw.depositAddress.path()}?currency=btc`)).json).toMatchObject({ code: 200 });
  });
});
