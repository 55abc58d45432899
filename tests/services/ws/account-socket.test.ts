// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountConnectionState } from '@/services/ws/account-core';
import {
  AccountRequestError,
  AccountSocket,
  type AccountUpdate,
  closeAccountSockets,
  getAccountSocket,
} from '@/services/ws/account-socket';
import { type FakeSocket, FakeSocketFactory } from './fake-socket';

const BALANCES = 'accounts.update#2';

let factory: FakeSocketFactory;
let socket: AccountSocket;

function serverSends(fake: FakeSocket, message: unknown): void {
  fake.receive(JSON.stringify(message));
}

async function openLive(): Promise<FakeSocket> {
  socket = new AccountSocket('ws://feed.test/ws/v2', () => Promise.resolve('t'), { createSocket: factory.create });
  factory.latest.open();
  await vi.advanceTimersByTimeAsync(0);
  serverSends(factory.latest, { action: 'req', code: 200, ch: 'auth', data: {} });
  return factory.latest;
}

function subs(fake: FakeSocket): unknown[] {
  return fake.sent.filter((message) => message.action === 'sub' || message.action === 'unsub').map((message) => `${String(message.action)} ${String(message.ch)}`);
}

beforeEach(() => {
  vi.useFakeTimers();
  factory = new FakeSocketFactory();
});

afterEach(() => {
  socket.close();
  closeAccountSockets();
  vi.useRealTimers();
});

describe('AccountSocket', () => {
  it('connects at once and reports its states', async () => {
    const states: AccountConnectionState[] = [];
    socket = new AccountSocket('ws://feed.test/ws/v2', () => Promise.resolve('t'), { createSocket: factory.create });
    const stop = socket.onState((state) => states.push(state));
    expect(socket.getState().status).toBe('connecting');
    factory.latest.open();
    await vi.advanceTimersByTimeAsync(0);
    serverSends(factory.latest, { action: 'req', code: 200, ch: 'auth', data: {} });
    expect(states.map((state) => state.status)).toEqual(['authenticating', 'live']);
    stop();
    factory.latest.serverClose();
    expect(states).toHaveLength(2);
  });

  it('subscribes on the wire with the first listener, unsubscribes with the last, and delivers pushes to each', async () => {
    const fake = await openLive();
    const first: AccountUpdate[] = [];
    const second: AccountUpdate[] = [];
    const leaveFirst = socket.subscribe(BALANCES, (update) => first.push(update));
    const leaveSecond = socket.subscribe(BALANCES, (update) => second.push(update));
    serverSends(fake, { action: 'push', ch: BALANCES, data: { currency: 'btc' } });
    expect(first).toEqual([{ kind: 'push', ch: BALANCES, data: { currency: 'btc' } }]);
    expect(second).toEqual(first);
    leaveFirst();
    leaveFirst();
    expect(subs(fake)).toEqual([`sub ${BALANCES}`]);
    leaveSecond();
    expect(subs(fake)).toEqual([`sub ${BALANCES}`, `unsub ${BALANCES}`]);
  });

  it('keeps delivering when one listener throws', async () => {
    const fake = await openLive();
    const received: AccountUpdate[] = [];
    socket.subscribe(BALANCES, () => {
      throw new Error('listener bug');
    });
    socket.subscribe(BALANCES, (update) => received.push(update));
    const deferred: Array<() => void> = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => {
      deferred.push(callback);
    });
    serverSends(fake, { action: 'push', ch: BALANCES, data: {} });
    vi.restoreAllMocks();
    expect(received).toHaveLength(1);
    // The error is rethrown later, outside the delivery loop.
    expect(deferred).toHaveLength(1);
    expect(() => deferred[0]?.()).toThrow('listener bug');
  });

  it('delivers a refused subscription to its listeners as an error', async () => {
    const fake = await openLive();
    const received: AccountUpdate[] = [];
    socket.subscribe('orders#nope', (update) => received.push(update));
    serverSends(fake, { action: 'sub', code: 2001, ch: 'orders#nope', message: 'invalid.symbol' });
    expect(received).toEqual([{ kind: 'error', ch: 'orders#nope', code: 2001, message: 'invalid.symbol' }]);
  });

  it('answers requests by channel and rejects refused ones', async () => {
    const fake = await openLive();
    const listed = socket.request('accounts.list');
    const again = socket.request('accounts.list');
    const refused = socket.request('orders.list', { symbol: 'x' });
    serverSends(fake, { action: 'req', code: 200, ch: 'accounts.list', data: [1] });
    serverSends(fake, { action: 'req', code: 2001, ch: 'orders.list', message: 'invalid.symbol' });
    await expect(listed).resolves.toEqual([1]);
    await expect(again).resolves.toEqual([1]);
    await expect(refused).rejects.toMatchObject({ name: 'AccountRequestError', code: 2001, ch: 'orders.list', message: 'invalid.symbol' });
  });

  it('rejects waiting requests on close and refuses new ones', async () => {
    const fake = await openLive();
    const pending = socket.request('accounts.list');
    socket.close();
    expect(fake.closedWith).toEqual({ code: 1000, reason: 'stopped' });
    await expect(pending).rejects.toBeInstanceOf(AccountRequestError);
    await expect(socket.request('accounts.list')).rejects.toMatchObject({ code: 'stopped' });
  });

  it('connects again on resume after a missing ticket', async () => {
    const tickets: Array<string | null> = [null, 'fresh'];
    socket = new AccountSocket('ws://feed.test/ws/v2', () => Promise.resolve(tickets.length > 0 ? (tickets.shift() ?? null) : 'other'), { createSocket: factory.create });
    socket.subscribe(BALANCES, () => undefined);
    factory.latest.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.getState().status).toBe('unauthenticated');
    socket.resume();
    expect(factory.sockets).toHaveLength(2);
    factory.latest.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(factory.latest.sent[0]).toMatchObject({ params: { ticket: 'fresh' } });
    serverSends(factory.latest, { action: 'req', code: 200, ch: 'auth', data: {} });
    expect(subs(factory.latest)).toEqual([`sub ${BALANCES}`]);
  });
});

describe('getAccountSocket', () => {
  it('keeps one socket per url until closed', () => {
    const ticket = () => Promise.resolve(null);
    socket = getAccountSocket('ws://127.0.0.1:1/ws/v2', ticket);
    expect(getAccountSocket('ws://127.0.0.1:1/ws/v2', ticket)).toBe(socket);
    expect(getAccountSocket('ws://127.0.0.1:2/ws/v2', ticket)).not.toBe(socket);
    closeAccountSockets();
    expect(getAccountSocket('ws://127.0.0.1:1/ws/v2', ticket)).not.toBe(socket);
  });
});
