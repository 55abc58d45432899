// Market feed (/ws) and account socket (/ws/v2) over real WebSockets, with short heartbeats.

import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@/mocks/server';
import { HEARTBEAT_TIMEOUT_CLOSE_CODE } from '@/mocks/sockets/market-socket';
import { control, startTestServer, TestSocket } from './support';

// Short enough for fast tests, long enough that a loaded CI machine still answers in time.
const PING_MS = 150;
let server: MockServer;
const opened: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ marketPingIntervalMs: PING_MS, accountPingIntervalMs: PING_MS });
});
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await control(server, 'POST', '/reset');
});
afterAll(() => server.close());

async function open(kind: 'market' | 'account'): Promise<TestSocket> {
  const socket = await TestSocket.open(server.socketUrls[kind]);
  opened.push(socket);
  return socket;
}

const isPing = ({ message }: { message: Record<string, unknown> }) => 'ping' in message;
const isAccountPing = ({ message }: { message: Record<string, unknown> }) => message.action === 'ping';

function unexpectedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('upgrade unexpectedly accepted')));
    ws.on('error', () => undefined);
  });
}

describe('market socket /ws', () => {
  it('acks a sub with the client id in a binary gzip frame', async () => {
    const socket = await open('market');
    socket.send({ sub: 'market.btcusdt.kline.1min', id: 'id1' });
    const ack = await socket.next((frame) => 'subbed' in frame.message);
    expect(ack.binary).toBe(true);
    expect(ack.message).toEqual({ id: 'id1', status: 'ok', subbed: 'market.btcusdt.kline.1min', ts: expect.any(Number) });
  });

  it('acks an unsub of a subbed topic and refuses one that is not subbed', async () => {
    const socket = await open('market');
    socket.send({ sub: 'market.btcusdt.trade.detail', id: 'a' });
    await socket.next((frame) => 'subbed' in frame.message);
    socket.send({ unsub: 'market.btcusdt.trade.detail', id: 'id4' });
    expect((await socket.next((frame) => 'unsubbed' in frame.message)).message).toEqual({
      id: 'id4',
      status: 'ok',
      unsubbed: 'market.btcusdt.trade.detail',
      ts: expect.any(Number),
    });
    socket.send({ unsub: 'market.btcusdt.trade.detail', id: 'id5' });
    expect((await socket.next((frame) => frame.message.status === 'error')).message).toMatchObject({
      'err-code': 'bad-request',
      'err-msg': 'unsub with not subbed topic',
      id: 'id5',
    });
  });

  it('answers unparsable text with the not-json error frame', async () => {
    const socket = await open('market');
    socket.send('this is not json');
    const error = await socket.next((frame) => frame.message.status === 'error');
    expect(error.binary).toBe(true);
    expect(error.message).toEqual({
      status: 'error',
      'err-code': 'bad-request',
      'err-msg': 'not json string',
      ts: expect.any(Number),
    });
  });

  it('refuses a sub without a market topic', async () => {
    const socket = await open('market');
    socket.send({ sub: 42, id: 'x' });
    expect((await socket.next((frame) => frame.message.status === 'error')).message).toMatchObject({
      'err-msg': 'invalid topic 42',
      id: 'x',
    });
  });

  it('sends gzip pings and keeps a connection that answers them', async () => {
    const socket = await open('market');
    for (let i = 0; i < 5; i += 1) {
      const ping = await socket.next(isPing);
      expect(ping.binary).toBe(true);
      expect(typeof ping.message.ping).toBe('number');
      socket.send({ pong: ping.message.ping });
    }
    // Five intervals is well past the two-missed-pings limit.
    expect(socket.isOpen).toBe(true);
    expect(server.sockets.list('/ws')).toHaveLength(1);
  });

  it('closes the connection after two consecutive unanswered pings', async () => {
    const socket = await open('market');
    const { code } = await socket.closed;
    expect(code).toBe(HEARTBEAT_TIMEOUT_CLOSE_CODE);
    expect(socket.frames.filter(isPing)).toHaveLength(2);
    expect(server.sockets.list('/ws')).toHaveLength(0);
  });

  it('does not count a pong with a different number', async () => {
    const socket = await open('market');
    const ping = await socket.next(isPing);
    socket.send({ pong: Number(ping.message.ping) + 1 });
    expect((await socket.closed).code).toBe(HEARTBEAT_TIMEOUT_CLOSE_CODE);
  });

  it('publishes through the registry to subscribers of the topic only', async () => {
    const subscriber = await open('market');
    const other = await open('market');
    subscriber.send({ sub: 'market.btcusdt.ticker', id: '1' });
    await subscriber.next((frame) => 'subbed' in frame.message);
    const push = { ch: 'market.btcusdt.ticker', ts: 1, tick: { close: 1 } };
    expect(server.sockets.publish('market', 'market.btcusdt.ticker', push)).toBe(1);
    expect((await subscriber.next((frame) => 'ch' in frame.message)).message).toEqual(push);
    expect(other.frames.filter((frame) => 'ch' in frame.message)).toEqual([]);
  });

  it('refuses an upgrade on an unknown path with 404', async () => {
    expect(await unexpectedStatus(`${server.origin.replace('http', 'ws')}/ws/nope`)).toBe(404);
  });

  it('applies a status fault to the upgrade', async () => {
    await control(server, 'POST', '/faults', { path: '/ws', status: 503, times: 1 });
    expect(await unexpectedStatus(server.socketUrls.market)).toBe(503);
    const socket = await open('market');
    expect(socket.isOpen).toBe(true);
  });
});

describe('faults on upgrades', () => {
  it('drops the account socket handshake, then accepts the next one', async () => {
    await control(server, 'POST', '/faults', { path: '/ws/v2', drop: true, times: 1 });
    await expect(TestSocket.open(server.socketUrls.account)).rejects.toThrow();
    const socket = await open('account');
    expect(socket.isOpen).toBe(true);
  });
});

describe('account socket /ws/v2', () => {
  it('sends text pings and keeps a connection answering with data or params', async () => {
    const socket = await open('account');
    for (let i = 0; i < 4; i += 1) {
      const ping = await socket.next(isAccountPing);
      expect(ping.binary).toBe(false);
      expect(ping.message).toEqual({ action: 'ping', data: { ts: expect.any(Number) } });
      const ts = (ping.message.data as { ts: number }).ts;
      // The documented reply uses `data`; the Java SDK sends `params`.
      socket.send(i % 2 === 0 ? { action: 'pong', data: { ts } } : { action: 'pong', params: { ts } });
    }
    expect(socket.isOpen).toBe(true);
    expect(server.sockets.list('/ws/v2')).toHaveLength(1);
  });

  it('closes a connection that never answers', async () => {
    const socket = await open('account');
    expect((await socket.closed).code).toBe(HEARTBEAT_TIMEOUT_CLOSE_CODE);
    expect(socket.frames.filter(isAccountPing)).toHaveLength(2);
  });
});

describe('POST /__control/sockets/drop', () => {
  it('terminates the connections on a path, then all, and returns the counts', async () => {
    const marketA = await open('market');
    const marketB = await open('market');
    const account = await open('account');

    // A reset leaves sockets alone.
    await control(server, 'POST', '/reset');
    expect(server.sockets.list()).toHaveLength(3);

    expect((await control(server, 'POST', '/sockets/drop', { path: '/ws' })).json).toEqual({ dropped: 2 });
    await Promise.all([marketA.closed, marketB.closed]);
    expect(account.isOpen).toBe(true);

    expect((await control(server, 'POST', '/sockets/drop')).json).toEqual({ dropped: 1 });
    await account.closed;
    expect(server.sockets.list()).toHaveLength(0);
  });
});
