// The account socket core against the mock backend's real `/ws/v2` (plain text frames, the v2
// ping/pong, ticket auth and the accounts.update snapshot), with the `ws` package as the socket.

import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '@/mocks/auth/tickets';
import { createSession } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { accountsUpdateTopic } from '@/lib/protocol/account-topics';
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
      getTicket: () => Promise.resolve(issueTicket(createSession(10001).token).ticket),
      now: Date.now,
      log: (event) => logs.push(event),
    });
    core.start();
    await until(() => core?.getState().status === 'live' && server.sockets.list('/ws/v2').length === 1);

    // The server closes after two unanswered pings; five intervals prove the pongs arrive.
    await new Promise((resolve) => setTimeout(resolve, PING_MS * 5));
    expect(server.sockets.list('/ws/v2')).toHaveLength(1);
    expect(logs).toEqual([]);
    expect(core.getState().attempt).toBe(0);
  });

  it('authenticates with a ticket and receives the balance snapshot after subscribing', async () => {
    const pushes: { ch: string; data: unknown }[] = [];
    core = new AccountFeedCore({
      url: server.socketUrls.account,
      createSocket: (url) => new WebSocket(url),
      getTicket: () => Promise.resolve(issueTicket(createSession(10001).token).ticket),
      now: Date.now,
      onPush: (ch, data) => pushes.push({ ch, data }),
    });
    core.subscribe(accountsUpdateTopic(2));
    core.start();
    await until(() => pushes.length > 0);
    expect(core.getState().status).toBe('live');
    expect(pushes[0]).toMatchObject({ ch: 'accounts.update#2', data: { changeType: null, changeTime: null } });
  });

  it('is refused with an unknown ticket and does not go live', async () => {
    core = new AccountFeedCore({
      url: server.socketUrls.account,
      createSocket: (url) => new WebSocket(url),
      getTicket: () => Promise.resolve('not-a-ticket'),
      now: Date.now,
    });
    core.start();
    await until(() => core?.getState().status === 'reconnecting');
    expect(core.getState().attempt).toBeGreaterThan(0);
  });
});
