// The connection core against the mock backend's real market socket (gzip frames, ping/pong,
// sub acks), with the `ws` package as the socket.

import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@/mocks/server';
import { MarketFeedCore, type MarketFeedLogEvent } from '@/services/ws/market-core';
import { startTestServer } from '@/tests/mocks/support';

const PING_MS = 150;
const TOPIC = 'market.btcusdt.depth.step0';
let server: MockServer;
let core: MarketFeedCore | null = null;

beforeAll(async () => {
  server = await startTestServer({ marketPingIntervalMs: PING_MS });
});
afterEach(() => core?.stop());
afterAll(() => server.close());

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function subscribedConnections(): number {
  return server.sockets.list('/ws').filter((connection) => connection.topics.has(TOPIC)).length;
}

describe('MarketFeedCore against the mock market socket', () => {
  it('goes live, subscribes, answers pings and resubscribes after the server drops it', async () => {
    const logs: MarketFeedLogEvent[] = [];
    core = new MarketFeedCore({
      url: server.socketUrls.market,
      createSocket: (url) => new WebSocket(url),
      now: Date.now,
      log: (event) => logs.push(event),
    });
    core.subscribe(TOPIC);
    core.start();
    await until(() => core?.getState().status === 'live' && subscribedConnections() === 1);

    // Several ping intervals: the server would close after two unanswered pings.
    await new Promise((resolve) => setTimeout(resolve, PING_MS * 5));
    expect(core.getState()).toMatchObject({ status: 'live', corruptFrames: 0 });
    expect(logs).toEqual([]);
    expect(core.takeBatch()?.errors ?? []).toEqual([]);

    server.sockets.drop('/ws');
    await until(() => core?.getState().status === 'reconnecting');
    await until(() => core?.getState().status === 'live' && subscribedConnections() === 1, 6000);
    expect(logs.filter((event) => event.type === 'close')).toHaveLength(1);
  });
});
