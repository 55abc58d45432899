// The account socket core against the mock backend's real `/ws/v2` (plain text frames and the
// v2 ping/pong), with the `ws` package as the socket. Only the heartbeat is exercised here.

import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@/mocks/server';
import { AccountFeedCore, type AccountFeedLogEvent } from '@/services/ws/account-core';
import { startTestServer } from '@/tests/mocks/support';

const PING_MS = 150;
let server: MockServer;
let core: AccountFeedCore | null = null;

beforeAll(async () => {
  server = await startTestServer({ accountPingIntervalMs: PING_MS });
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

describe('AccountFeedCore against the mock account socket', () => {
  it('answers the server pings so that the connection outlives several ping intervals', async () => {
    const logs: AccountFeedLogEvent[] = [];
    core = new AccountFeedCore({
      url: server.socketUrls.account,
      createSocket: (url) => new WebSocket(url),
      getTicket: () => Promise.resolve('test-ticket'),
      now: Date.now,
      log: (event) => logs.push(event),
    });
    core.start();
    await until(() => core?.getState().status === 'authenticating' && server.sockets.list('/ws/v2').length === 1);

    // The server closes after two unanswered pings; five intervals prove the pongs arrive.
    await new Promise((resolve) => setTimeout(resolve, PING_MS * 5));
    expect(server.sockets.list('/ws/v2')).toHaveLength(1);
    expect(logs).toEqual([]);
    expect(core.getState().attempt).toBe(0);
  });
});
