// Control API of the market: push rates, heartbeat pause, corrupt frames, reset.

import { WebSocket } from 'ws';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MARKET_RATES } from '@/mocks/feeds/market-feed';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, TestSocket, type ReceivedFrame } from './support';

const PING_MS = 100;
let server: MockServer;
const opened: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ marketPingIntervalMs: PING_MS });
});
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await control(server, 'POST', '/reset');
});
afterAll(() => server.close());

async function open(): Promise<TestSocket> {
  const socket = await TestSocket.open(server.socketUrls.market);
  opened.push(socket);
  // Answer pings so that the short heartbeat never closes the socket under test.
  socket.ws.on('message', () => {
    for (const frame of socket.frames.filter(isPing)) socket.send({ pong: frame.message.ping });
    socket.frames.splice(0, socket.frames.length, ...socket.frames.filter((frame) => !isPing(frame)));
  });
  return socket;
}

const isPing = (frame: ReceivedFrame) => 'ping' in frame.message;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pushesIn(ms: number, topic: string): Promise<number> {
  const socket = await open();
  socket.send({ sub: topic, id: 'r' });
  await socket.next((frame) => frame.message.subbed === topic);
  socket.frames.splice(0);
  await sleep(ms);
  const count = socket.frames.filter((frame) => frame.message.ch === topic).length;
  socket.close();
  return count;
}

describe('market/rate', () => {
  it('starts at the light defaults', async () => {
    expect((await control(server, 'GET', '/market/rate')).json).toEqual(DEFAULT_MARKET_RATES);
  });

  it('changes the push rate and the step0 levels', async () => {
    const slow = await pushesIn(1000, 'market.btcusdt.ticker');
    const set = await control(server, 'POST', '/market/rate', { tickersPerSec: 40, depthLevels: 30 });
    expect(set.json).toEqual({ ...DEFAULT_MARKET_RATES, tickersPerSec: 40, depthLevels: 30 });
    const fast = await pushesIn(1000, 'market.btcusdt.ticker');
    expect(slow).toBeLessThanOrEqual(5);
    expect(fast).toBeGreaterThan(15);

    const socket = await open();
    socket.send({ sub: 'market.btcusdt.depth.step0', id: 'd' });
    const depth = await socket.next((frame) => frame.message.ch === 'market.btcusdt.depth.step0');
    expect((depth.message.tick as { bids: unknown[] }).bids).toHaveLength(30);
  });

  it('refuses bad rates', async () => {
    for (const body of [{ depthPerSec: -1 }, { depthLevels: 151 }, { depthLevels: 2.5 }, { tradesPerSec: 'many' }, { other: 1 }]) {
      const answer = await control(server, 'POST', '/market/rate', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await control(server, 'GET', '/market/rate')).json).toEqual(DEFAULT_MARKET_RATES);
  });
});

describe('market/heartbeat', () => {
  it('stops the pings while disabled without closing the connection, then resumes them', async () => {
    expect((await control(server, 'POST', '/market/heartbeat', { enabled: false })).json).toEqual({ enabled: false });
    const socket = await TestSocket.open(server.socketUrls.market);
    opened.push(socket);
    // Ten intervals: a live heartbeat would have pinged and, unanswered, closed the socket.
    await sleep(PING_MS * 10);
    expect(socket.frames.filter(isPing)).toEqual([]);
    expect(socket.isOpen).toBe(true);
    await control(server, 'POST', '/market/heartbeat', { enabled: true });
    expect((await socket.next(isPing)).binary).toBe(true);
    expect((await control(server, 'POST', '/market/heartbeat', {})).status).toBe(400);
  });
});

describe('market/corrupt', () => {
  it('sends garbage and broken gzip JSON frames to every market connection, which stay open', async () => {
    const frames: Buffer[] = [];
    const ws = new WebSocket(server.socketUrls.market);
    ws.on('message', (data: Buffer) => frames.push(data));
    await new Promise((resolve) => ws.once('open', resolve));
    // Sockets of earlier tests may still be on their way out.
    while (server.sockets.list('/ws').length > 1) await sleep(20);
    try {
      const answer = await control(server, 'POST', '/market/corrupt', { count: 2 });
      expect(answer.json).toEqual({ connections: 1, frames: 2 });
      const deadline = Date.now() + 3000;
      const corrupt = () =>
        frames.filter((frame) => {
          try {
            JSON.parse(gunzipSync(frame).toString('utf8'));
            return false;
          } catch {
            return true;
          }
        });
      while (corrupt().length < 2 && Date.now() < deadline) await sleep(20);
      const [garbage, brokenJson] = corrupt();
      expect(() => gunzipSync(garbage as Buffer)).toThrow();
      expect(() => JSON.parse(gunzipSync(brokenJson as Buffer).toString('utf8'))).toThrow(SyntaxError);
      expect(ws.readyState).toBe(WebSocket.OPEN);
      ws.send(JSON.stringify({ req: 'market.btcusdt.detail', id: 'after' }));
      while (!frames.some((frame) => frame.length > 0 && gunzipSafe(frame)?.id === 'after') && Date.now() < deadline) await sleep(20);
      expect(frames.some((frame) => gunzipSafe(frame)?.id === 'after')).toBe(true);
    } finally {
      ws.terminate();
    }
    expect((await control(server, 'POST', '/market/corrupt', { count: 0 })).status).toBe(400);
  });
});

function gunzipSafe(frame: Buffer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(gunzipSync(frame).toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

describe('reset', () => {
  it('restores the default rates, the market heartbeat and the contract heartbeats', async () => {
    await control(server, 'POST', '/market/rate', { depthPerSec: 50, depthLevels: 10 });
    await control(server, 'POST', '/market/heartbeat', { enabled: false });
    await control(server, 'POST', '/contract/heartbeat', { heartbeat: 0, linear_swap_heartbeat: 0 });
    await control(server, 'POST', '/reset');
    expect((await control(server, 'GET', '/market/rate')).json).toEqual(DEFAULT_MARKET_RATES);
    expect((await control(server, 'GET', '/contract/heartbeat')).json).toEqual({ heartbeat: 1, swap_heartbeat: 1, linear_swap_heartbeat: 1 });
    const socket = await TestSocket.open(server.socketUrls.market);
    opened.push(socket);
    expect((await socket.next(isPing)).binary).toBe(true);
  });
});
