import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '@/tests/lib/protocol/fixtures';
import {
  AccountFeedCore,
  type AccountConnectionState,
  type AccountFeedError,
  type AccountFeedLogEvent,
} from '@/services/ws/account-core';
import { type FakeSocket, FakeSocketFactory } from './fake-socket';

const BALANCES = 'accounts.update#2';
const ORDERS = 'orders#btcusdt';
const AUTH_ACK = { action: 'req', code: 200, ch: 'auth', data: {} };

let factory: FakeSocketFactory;
let states: AccountConnectionState[];
let logs: AccountFeedLogEvent[];
let pushes: Array<[string, unknown]>;
let replies: Array<[string, unknown]>;
let errors: AccountFeedError[];
let tickets: Array<string | null | Error>;
let ticketCalls: number;
let core: AccountFeedCore;

/** The account socket sends plain text frames. */
function serverSends(socket: FakeSocket, message: unknown): void {
  socket.receive(JSON.stringify(message));
}

/** Lets the ticket promise settle. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

function startCore(): AccountFeedCore {
  core = new AccountFeedCore({
    url: 'ws://feed.test/ws/v2',
    createSocket: factory.create,
    getTicket: () => {
      ticketCalls++;
      const next = tickets.length > 0 ? tickets.shift() : `ticket-${ticketCalls}`;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? null);
    },
    now: () => Date.now(),
    onState: (state) => states.push(state),
    onPush: (ch, data) => pushes.push([ch, data]),
    onReply: (ch, data) => replies.push([ch, data]),
    onError: (error) => errors.push(error),
    log: (event) => logs.push(event),
  });
  core.start();
  return core;
}

/** Opens the latest socket and lets the ticket go out; does not acknowledge it. */
async function openAndSendTicket(): Promise<FakeSocket> {
  factory.latest.open();
  await settle();
  return factory.latest;
}

async function goLive(): Promise<FakeSocket> {
  const socket = await openAndSendTicket();
  serverSends(socket, AUTH_ACK);
  return socket;
}

function actions(socket: FakeSocket): unknown[] {
  return socket.sent.map((message) => (message.action === 'req' || message.action === 'sub' || message.action === 'unsub' ? `${String(message.action)} ${String(message.ch)}` : message.action));
}

/** Time until the next socket is created after the latest one failed. */
function waitForNextSocket(): number {
  const before = factory.sockets.length;
  let waited = 0;
  while (factory.sockets.length === before && waited < 60_000) {
    vi.advanceTimersByTime(1000);
    waited += 1000;
  }
  return waited;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  factory = new FakeSocketFactory();
  states = [];
  logs = [];
  pushes = [];
  replies = [];
  errors = [];
  tickets = [];
  ticketCalls = 0;
});

afterEach(() => {
  core.stop();
  vi.useRealTimers();
});

describe('authentication', () => {
  it('is idle until started, then connects, authenticates with a ticket and goes live on the ack', async () => {
    core = new AccountFeedCore({ url: 'ws://x/ws/v2', createSocket: factory.create, getTicket: () => Promise.resolve('t'), now: () => Date.now() });
    expect(core.getState()).toMatchObject({ status: 'idle', attempt: 0 });
    expect(factory.sockets).toHaveLength(0);
    core.stop();

    startCore();
    expect(factory.latest.url).toBe('ws://feed.test/ws/v2');
    expect(core.getState().status).toBe('connecting');
    const socket = await openAndSendTicket();
    expect(core.getState().status).toBe('authenticating');
    expect(socket.sent).toEqual([{ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket: 'ticket-1' } }]);
    vi.advanceTimersByTime(500);
    serverSends(socket, fixture<unknown[]>('ws_v2_control_messages.json')[0]);
    expect(core.getState()).toEqual({ status: 'live', since: Date.now(), attempt: 0 });
    expect(states.map((state) => state.status)).toEqual(['connecting', 'authenticating', 'live']);
  });

  it('sends subscriptions and requests only after the auth ack', async () => {
    startCore();
    core.subscribe(BALANCES);
    core.request('accounts.list', { accountId: 1 });
    const socket = await openAndSendTicket();
    core.subscribe(ORDERS);
    expect(actions(socket)).toEqual(['req auth']);
    serverSends(socket, AUTH_ACK);
    expect(actions(socket)).toEqual(['req auth', `sub ${BALANCES}`, `sub ${ORDERS}`, 'req accounts.list']);
    expect(socket.sent[3]).toEqual({ action: 'req', ch: 'accounts.list', params: { accountId: 1 } });
  });

  it('closes on a refused ticket and reconnects after 2 s with a fresh ticket', async () => {
    tickets = ['stale'];
    startCore();
    core.subscribe(BALANCES);
    const first = await openAndSendTicket();
    serverSends(first, { action: 'req', code: 2002, ch: 'auth', message: 'auth.fail' });
    expect(first.closedWith).toEqual({ code: 4001, reason: 'auth failed' });
    expect(logs).toContainEqual({ type: 'auth-failed', code: 2002, detail: 'auth.fail' });
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    expect(actions(first)).toEqual(['req auth']);

    vi.advanceTimersByTime(1999);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = await goLive();
    expect(second.sent[0]).toEqual({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket: 'ticket-2' } });
    expect(actions(second)).toEqual(['req auth', `sub ${BALANCES}`]);
    expect(core.getState().status).toBe('live');
  });

  it('treats invalid.auth.state on a sub as a lost session', async () => {
    startCore();
    core.subscribe(BALANCES);
    const socket = await goLive();
    serverSends(socket, fixture<unknown[]>('ws_v2_control_messages.json')[2]);
    expect(socket.closedWith?.code).toBe(4001);
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    expect(errors).toEqual([]);
  });

  it('stops trying without a ticket until started again', async () => {
    tickets = [null];
    startCore();
    core.subscribe(BALANCES);
    const socket = await openAndSendTicket();
    expect(socket.sent).toEqual([]);
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'logged out' });
    expect(core.getState()).toMatchObject({ status: 'unauthenticated', attempt: 0 });
    expect(logs).toContainEqual({ type: 'no-ticket' });
    vi.advanceTimersByTime(300_000);
    expect(factory.sockets).toHaveLength(1);

    core.start();
    expect(factory.sockets).toHaveLength(2);
    const next = await goLive();
    expect(actions(next)).toEqual(['req auth', `sub ${BALANCES}`]);
  });

  it('reconnects on the schedule when the ticket cannot be fetched', async () => {
    tickets = [new Error('network down')];
    startCore();
    const socket = await openAndSendTicket();
    expect(socket.closedWith?.code).toBe(4001);
    expect(logs[0]).toMatchObject({ type: 'ticket-failed', detail: 'Error: network down' });
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    expect(waitForNextSocket()).toBe(2000);
  });

  it('drops a ticket that arrives after its socket closed', async () => {
    let release: (ticket: string) => void = () => undefined;
    core = new AccountFeedCore({
      url: 'ws://x/ws/v2',
      createSocket: factory.create,
      getTicket: () => new Promise((resolve) => (release = resolve)),
      now: () => Date.now(),
    });
    core.start();
    const first = factory.latest;
    first.open();
    first.serverClose();
    vi.advanceTimersByTime(2000);
    release('late');
    await settle();
    expect(first.sent).toEqual([]);
    expect(factory.latest.sent).toEqual([]);
  });
});

describe('heartbeat', () => {
  it('answers the fixture ping at once with the same number, even before the auth ack', async () => {
    startCore();
    const socket = await openAndSendTicket();
    serverSends(socket, fixture<unknown[]>('ws_heartbeats.json')[2]);
    expect(socket.sent.at(-1)).toEqual({ action: 'pong', data: { ts: 1575537778295 } });
  });

  it('closes a socket after 100 s without a ping and reconnects', async () => {
    startCore();
    const socket = await goLive();
    vi.advanceTimersByTime(99_000);
    serverSends(socket, { action: 'ping', data: { ts: 1 } });
    vi.advanceTimersByTime(99_999);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: 4000, reason: 'heartbeat timeout' });
    expect(logs).toContainEqual({ type: 'heartbeat-timeout' });
    expect(core.getState().status).toBe('reconnecting');
  });

  it('does not count pushes as a heartbeat', async () => {
    startCore();
    core.subscribe(BALANCES);
    const socket = await goLive();
    for (let second = 0; second < 100; second++) {
      vi.advanceTimersByTime(1000);
      serverSends(socket, { action: 'push', ch: BALANCES, data: { second } });
    }
    expect(socket.closedWith?.code).toBe(4000);
  });
});

describe('reconnect', () => {
  it('waits 2 s, 4 s, … 20 s between failed connections, then starts over at 2 s', () => {
    startCore();
    const waits: number[] = [];
    for (let failure = 0; failure < 11; failure++) {
      factory.latest.serverClose(1006);
      waits.push(waitForNextSocket());
    }
    expect(waits).toEqual([2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000, 20000, 2000]);
    expect(logs.filter((event) => event.type === 'close')).toHaveLength(11);
    expect(logs[0]).toEqual({ type: 'close', code: 1006 });
  });

  it('keeps counting when a connection drops within 10 s and starts over once one held 10 s', async () => {
    startCore();
    factory.latest.serverClose();
    waitForNextSocket();
    factory.latest.serverClose();
    waitForNextSocket();
    expect(core.getState().attempt).toBe(2);

    await goLive();
    vi.advanceTimersByTime(9_000);
    expect(core.getState()).toMatchObject({ status: 'live', attempt: 2 });
    factory.latest.serverClose();
    expect(core.getState().attempt).toBe(3);
    expect(waitForNextSocket()).toBe(6000);

    await goLive();
    vi.advanceTimersByTime(10_000);
    expect(core.getState()).toMatchObject({ status: 'live', attempt: 0 });
    factory.latest.serverClose();
    expect(waitForNextSocket()).toBe(2000);
  });

  it('resubscribes and resends unanswered requests after every reconnect, not answered ones', async () => {
    startCore();
    core.subscribe(BALANCES);
    core.subscribe(ORDERS);
    core.request('accounts.list');
    core.request('orders.list', { symbol: 'btcusdt' });
    const first = await goLive();
    serverSends(first, { action: 'req', code: 200, ch: 'accounts.list', data: [{ id: 1 }] });
    expect(replies).toEqual([['accounts.list', [{ id: 1 }]]]);

    first.error();
    expect(first.closedWith).not.toBeNull();
    waitForNextSocket();
    const second = await goLive();
    expect(actions(second)).toEqual(['req auth', `sub ${BALANCES}`, `sub ${ORDERS}`, 'req orders.list']);
    expect(ticketCalls).toBe(2);
  });

  it('handles a socket that cannot be created like a failed connection', () => {
    let fail = true;
    core = new AccountFeedCore({
      url: 'ws://x/ws/v2',
      createSocket: (url) => {
        if (fail) throw new Error('blocked');
        return factory.create(url);
      },
      getTicket: () => Promise.resolve('t'),
      now: () => Date.now(),
      log: (event) => logs.push(event),
    });
    core.start();
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    expect(logs).toEqual([{ type: 'error', detail: 'Error: blocked' }]);
    fail = false;
    vi.advanceTimersByTime(2000);
    expect(factory.sockets).toHaveLength(1);
  });
});

describe('subscriptions', () => {
  it('counts subscribers: one sub on the wire, the unsub when the last one leaves', async () => {
    startCore();
    const socket = await goLive();
    core.subscribe(BALANCES);
    core.subscribe(BALANCES);
    core.unsubscribe(BALANCES);
    expect(actions(socket)).toEqual(['req auth', `sub ${BALANCES}`]);
    core.unsubscribe(BALANCES);
    core.unsubscribe(BALANCES);
    expect(actions(socket)).toEqual(['req auth', `sub ${BALANCES}`, `unsub ${BALANCES}`]);
    expect(core.activeChannels()).toEqual([]);
  });

  it('hands pushes of held channels over as they come and drops the rest', async () => {
    startCore();
    core.subscribe(BALANCES);
    const socket = await goLive();
    const snapshot = { currency: 'btc', accountId: 1, balance: '1', available: '1', changeType: null, changeTime: null, seqNum: '1' };
    serverSends(socket, { action: 'push', ch: BALANCES, data: snapshot });
    serverSends(socket, { action: 'push', ch: ORDERS, data: {} });
    expect(pushes).toEqual([[BALANCES, snapshot]]);
  });

  it('sends a sub answered with 500 again, once per answer, after the reconnect delay', async () => {
    startCore();
    core.subscribe(BALANCES);
    const socket = await goLive();
    const failure = fixture<unknown[]>('ws_v2_control_messages.json')[3];
    const subs = () => actions(socket).filter((action) => action === `sub ${BALANCES}`).length;
    serverSends(socket, failure);
    serverSends(socket, failure);
    vi.advanceTimersByTime(1999);
    expect(subs()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(subs()).toBe(2);
    serverSends(socket, failure);
    vi.advanceTimersByTime(3999);
    expect(subs()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(subs()).toBe(3);
    serverSends(socket, { action: 'sub', code: 200, ch: BALANCES, data: {} });
    serverSends(socket, failure);
    vi.advanceTimersByTime(2000);
    expect(subs()).toBe(4);
    expect(errors).toEqual([]);
  });

  it('forgets a pending re-sub when the channel is given up', async () => {
    startCore();
    core.subscribe(BALANCES);
    const socket = await goLive();
    serverSends(socket, { action: 'sub', code: 500, ch: BALANCES, message: '系统异常:' });
    core.unsubscribe(BALANCES);
    vi.advanceTimersByTime(30_000);
    expect(actions(socket)).toEqual(['req auth', `sub ${BALANCES}`, `unsub ${BALANCES}`]);
  });

  it('reports other refusals and keeps the connection', async () => {
    startCore();
    core.subscribe('orders#nope');
    core.request('accounts.list');
    const socket = await goLive();
    serverSends(socket, { action: 'sub', code: 2001, ch: 'orders#nope', message: 'invalid.symbol' });
    serverSends(socket, { action: 'req', code: 429, ch: 'accounts.list', message: 'too.many.request' });
    expect(errors).toEqual([
      { action: 'sub', ch: 'orders#nope', code: 2001, message: 'invalid.symbol' },
      { action: 'req', ch: 'accounts.list', code: 429, message: 'too.many.request' },
    ]);
    expect(core.getState().status).toBe('live');
    socket.serverClose();
    waitForNextSocket();
    const next = await goLive();
    expect(actions(next)).toEqual(['req auth', 'sub orders#nope']);
  });

  it('logs a corrupt frame and stays connected', async () => {
    startCore();
    const socket = await goLive();
    socket.receive(new Uint8Array([1, 2, 3]));
    socket.receive('not json');
    expect(logs).toEqual([
      { type: 'corrupt', detail: 'not a text frame' },
      { type: 'corrupt', detail: 'not json' },
    ]);
    expect(socket.closedWith).toBeNull();
  });
});

describe('stop', () => {
  it('closes the socket, goes idle and never reconnects', async () => {
    startCore();
    const socket = await goLive();
    core.stop();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'stopped' });
    expect(core.getState().status).toBe('idle');
    socket.serverClose();
    vi.advanceTimersByTime(300_000);
    expect(factory.sockets).toHaveLength(1);
    core.start();
    expect(factory.sockets).toHaveLength(1);
  });
});
