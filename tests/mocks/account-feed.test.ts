// Account socket v2 over a real WebSocket: ticket auth, accounts.update snapshots then deltas
// in each mode (an absent field means unchanged), orders# pushes, and the auth failures.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, TestSocket, type ReceivedFrame } from './support';
import * as proUser from '@/lib/contracts/pro/user';
import * as proTrading from '@/lib/contracts/pro/trading';
import { callUrl } from '@/tests/support/msw-call';

let server: MockServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await control(server, 'POST', '/reset');
});
afterAll(() => server.close());

async function login(uid: number = SEED_UIDS.ordinary): Promise<{ ticket: string; token: string }> {
  const { json } = await control<{ ticket: string }>(server, 'POST', '/session', { uid });
  const response = await fetch(callUrl(server.origin, proUser.userLogin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket: json.ticket }),
  });
  return { ticket: json.ticket, token: ((await response.json()) as { data: { token: string } }).data.token };
}

async function open(): Promise<TestSocket> {
  const socket = await TestSocket.open(server.socketUrls.account);
  sockets.push(socket);
  return socket;
}

async function authed(ticket: string): Promise<TestSocket> {
  const socket = await open();
  socket.send({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket } });
  expect((await socket.next(isAction('req'))).message).toEqual({ action: 'req', code: 200, ch: 'auth', data: {} });
  return socket;
}

const isAction = (action: string) => (frame: ReceivedFrame) => frame.message.action === action;
const isPush = (ch: string) => (frame: ReceivedFrame) => frame.message.action === 'push' && frame.message.ch === ch;

async function placeBuy(token: string, size = '0.01', price = '30000'): Promise<string> {
  const accounts = (await (await fetch(callUrl(server.origin, proTrading.accounts), { headers: { 'HB-PRO-TOKEN': token } })).json()) as { data: Array<{ id: number }> };
  const response = await fetch(callUrl(server.origin, proTrading.placeOrder), {
    method: 'POST',
    headers: { 'HB-PRO-TOKEN': token, 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: accounts.data[0]?.id, symbol: 'btcusdt', orderPrice: price, orderSide: 'buy', orderType: 'limit', orderSize: size, source: 'web' }),
  });
  const body = (await response.json()) as { status: string; data: string };
  expect(body.status).toBe('ok');
  return body.data;
}

/** Every push on a channel received so far (after waiting for at least `count`). */
async function pushes(socket: TestSocket, ch: string, count: number): Promise<Array<Record<string, unknown>>> {
  const received: Array<Record<string, unknown>> = [];
  for (let i = 0; i < count; i += 1) received.push((await socket.next(isPush(ch))).message.data as Record<string, unknown>);
  return received;
}

describe('auth', () => {
  it('refuses an unknown ticket, a missing one and subscriptions before auth', async () => {
    const socket = await open();
    socket.send({ action: 'sub', ch: 'accounts.update#2' });
    expect((await socket.next(isAction('sub'))).message).toEqual({ action: 'sub', code: 2002, ch: 'accounts.update#2', message: 'invalid.auth.state' });
    socket.send({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket: 'nope' } });
    expect((await socket.next(isAction('req'))).message).toEqual({ action: 'req', code: 2002, ch: 'auth', message: 'invalid.auth.state' });
    socket.send({ action: 'req', ch: 'auth', params: { authType: 'ticket' } });
    expect((await socket.next(isAction('req'))).message).toEqual({ action: 'req', code: 2001, ch: 'auth', message: 'missing.param.auth' });
    socket.send({ action: 'sub', ch: 'orders#btcusdt' });
    expect((await socket.next(isAction('sub'))).message).toMatchObject({ code: 2002, message: 'invalid.auth.state' });
  });

  it('refuses the ticket of a session that ended (reset), accepts it before', async () => {
    const { ticket } = await login();
    await authed(ticket);
    await control(server, 'POST', '/reset');
    const socket = await open();
    socket.send({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket } });
    expect((await socket.next(isAction('req'))).message).toMatchObject({ code: 2002 });
  });

  it('answers bad channels with 2001 and leaves unknown ones to the hook', async () => {
    const { ticket } = await login();
    const socket = await authed(ticket);
    socket.send({ action: 'sub', ch: 'accounts.update#7' });
    expect((await socket.next(isAction('sub'))).message).toEqual({ action: 'sub', code: 2001, ch: 'accounts.update#7', message: 'invalid.ch' });
    socket.send({ action: 'sub', ch: 'orders#nopeusdt' });
    expect((await socket.next(isAction('sub'))).message).toMatchObject({ code: 2001, message: 'invalid.symbol' });
  });
});

describe('accounts.update', () => {
  it('acks, sends the static value of every currency, then deltas with only the changed fields (mode 2)', async () => {
    const { ticket, token } = await login();
    const socket = await authed(ticket);
    socket.send({ action: 'sub', ch: 'accounts.update#2' });
    expect((await socket.next(isAction('sub'))).message).toEqual({ action: 'sub', code: 200, ch: 'accounts.update#2', data: {} });
    // Spot usdt, btc, eth, ht; margin btcusdt btc, usdt; margin ethusdt eth, usdt; super-margin usdt, btc;
    // borrow btcusdt usdt, btc.
    const snapshot = await pushes(socket, 'accounts.update#2', 12);
    expect(snapshot.every((data) => data.changeType === null && data.changeTime === null)).toBe(true);
    const spotUsdt = snapshot.find((data) => data.currency === 'usdt') as Record<string, unknown>;
    expect(spotUsdt).toEqual({
      currency: 'usdt',
      accountId: SEED_UIDS.ordinary * 100 + 1,
      balance: '10000.000000000000000000',
      available: '10000.000000000000000000',
      changeType: null,
      accountType: 'trade',
      seqNum: '0',
      changeTime: null,
    });

    await placeBuy(token, '0.01', '30000');
    // Placing moves usdt from available to frozen: the balance is unchanged, so it is absent.
    const [placed] = await pushes(socket, 'accounts.update#2', 1);
    expect(placed).toEqual({
      currency: 'usdt',
      accountId: SEED_UIDS.ordinary * 100 + 1,
      changeType: 'order.place',
      accountType: 'trade',
      seqNum: '1',
      changeTime: expect.any(Number),
      available: '9700.000000000000000000',
    });
    expect(placed).not.toHaveProperty('balance');
  });

  it('sends balance changes only in mode 0 and separate messages in mode 1', async () => {
    const { ticket, token } = await login();
    const zero = await authed(ticket);
    const one = await authed(ticket);
    zero.send({ action: 'sub', ch: 'accounts.update' });
    expect((await zero.next(isAction('sub'))).message).toMatchObject({ code: 200, ch: 'accounts.update#0' });
    one.send({ action: 'sub', ch: 'accounts.update#1' });
    const snapshotZero = await pushes(zero, 'accounts.update#0', 12);
    expect(snapshotZero.every((data) => 'balance' in data && !('available' in data))).toBe(true);
    await pushes(one, 'accounts.update#1', 12);

    const id = await placeBuy(token, '0.01', '30000');
    await control(server, 'POST', '/trading/fill', { orderId: id });
    // The fill spends frozen usdt (balance only) and credits btc (balance and available).
    const zeroDeltas = await pushes(zero, 'accounts.update#0', 2);
    expect(zeroDeltas.map((data) => [data.currency, data.changeType, data.balance, data.available])).toEqual([
      ['usdt', 'order.match', '9700.000000000000000000', undefined],
      ['btc', 'order.match', '1.009980000000000000', undefined],
    ]);
    const oneDeltas = await pushes(one, 'accounts.update#1', 4);
    expect(oneDeltas.map((data) => [data.currency, data.changeType, 'balance' in data ? 'balance' : 'available'])).toEqual([
      ['usdt', 'order.place', 'available'],
      ['usdt', 'order.match', 'balance'],
      ['btc', 'order.match', 'balance'],
      ['btc', 'order.match', 'available'],
    ]);
    // The seqNum of a row is the REST seq-num of that row.
    const balance = (await (
      await fetch(callUrl(server.origin, proTrading.accountBalance, proTrading.accountBalance.path({ id: SEED_UIDS.ordinary * 100 + 1 })), { headers: { 'HB-PRO-TOKEN': token } })
    ).json()) as { data: { list: Array<{ currency: string; type: string; 'seq-num': string }> } };
    expect(balance.data.list.find((row) => row.currency === 'usdt')?.['seq-num']).toBe(oneDeltas[1]?.seqNum);
  });

  it('stops pushing after unsub and never pushes another user\'s changes', async () => {
    const { ticket, token } = await login();
    const other = await login(SEED_UIDS.subAccount);
    const mine = await authed(ticket);
    const theirs = await authed(other.ticket);
    mine.send({ action: 'sub', ch: 'accounts.update#2' });
    theirs.send({ action: 'sub', ch: 'accounts.update#2' });
    await pushes(mine, 'accounts.update#2', 12);
    // The sub-account's spot rows: usdt, btc, eth, ht.
    await pushes(theirs, 'accounts.update#2', 4);
    mine.send({ action: 'unsub', ch: 'accounts.update' });
    expect((await mine.next(isAction('unsub'))).message).toEqual({ action: 'unsub', code: 200, ch: 'accounts.update#0', data: {} });
    await placeBuy(token);
    // A round trip on each socket: anything pushed for the order came before the answer.
    for (const socket of [mine, theirs]) {
      socket.send({ action: 'sub', ch: 'accounts.update#7' });
      await socket.next(isAction('sub'));
      expect(socket.frames.filter(isPush('accounts.update#2'))).toEqual([]);
    }
  });
});

describe('orders#', () => {
  it('pushes creation, trade and cancellation on the symbol and on the wildcard', async () => {
    const { ticket, token } = await login();
    const socket = await authed(ticket);
    socket.send({ action: 'sub', ch: 'orders#btcusdt' });
    socket.send({ action: 'sub', ch: 'orders#*' });
    expect((await socket.next(isAction('sub'))).message).toEqual({ action: 'sub', code: 200, ch: 'orders#btcusdt', data: {} });
    await socket.next(isAction('sub'));

    const id = await placeBuy(token, '0.02', '30000');
    const [created] = await pushes(socket, 'orders#btcusdt', 1);
    expect(created).toEqual({
      eventType: 'creation',
      symbol: 'btcusdt',
      accountId: SEED_UIDS.ordinary * 100 + 1,
      orderId: Number(id),
      clientOrderId: '',
      orderSide: 'buy',
      orderSource: 'web',
      type: 'buy-limit',
      orderStatus: 'submitted',
      orderPrice: '30000',
      orderSize: '0.02',
      orderCreateTime: expect.any(Number),
    });
    expect((await pushes(socket, 'orders#*', 1))[0]).toEqual(created);

    await control(server, 'POST', '/trading/fill', { orderId: id, amount: '0.005' });
    const [trade] = await pushes(socket, 'orders#btcusdt', 1);
    expect(trade).toMatchObject({
      eventType: 'trade',
      orderStatus: 'partial-filled',
      tradePrice: '30000',
      tradeVolume: '0.005',
      tradeId: expect.any(Number),
      aggressor: false,
      execAmt: '0.005',
      remainAmt: '0.015',
      tradeTime: expect.any(Number),
    });

    await fetch(callUrl(server.origin, proTrading.cancelOrder, proTrading.cancelOrder.path({ id })), { method: 'POST', headers: { 'HB-PRO-TOKEN': token } });
    const [canceled] = await pushes(socket, 'orders#btcusdt', 1);
    expect(canceled).toMatchObject({ eventType: 'cancellation', orderStatus: 'partial-canceled', execAmt: '0.005', remainAmt: '0.015', lastActTime: expect.any(Number) });
  });

  it('does not push orders of other symbols on a symbol channel', async () => {
    const { ticket, token } = await login();
    const socket = await authed(ticket);
    socket.send({ action: 'sub', ch: 'orders#ethusdt' });
    await socket.next(isAction('sub'));
    await placeBuy(token);
    socket.send({ action: 'sub', ch: 'accounts.update#9' });
    await socket.next(isAction('sub'));
    expect(socket.frames.filter(isPush('orders#ethusdt'))).toEqual([]);
  });
});
