// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccountChannelMessage, useAccountChannel } from '@/hooks/use-account-channel';
import { closeAccountSockets, decodeAccountUpdate } from '@/services/ws/account-socket';
import { FakeSocket } from '@/tests/services/ws/fake-socket';

const URL = 'ws://account.test/ws/v2';
const BALANCES = 'accounts.update#2';
const BALANCE_PUSH = { currency: 'btc', accountId: 33385, available: '2028.5', changeType: 'order.match', accountType: 'trade', seqNum: '86872993928', changeTime: 1574393385167 };
const ORDER_PUSH = { eventType: 'cancellation', symbol: 'ETHUSDT', orderId: '27163533', type: 'sell-limit', orderStatus: 'canceled', remainAmt: '1', lastActTime: 1583853365586 };

let sockets: FakeSocket[];

class StubWebSocket extends FakeSocket {
  constructor(url: string) {
    super(url);
    sockets.push(this);
  }
}

function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket yet');
  return socket;
}

function serverSends(message: unknown): void {
  act(() => latest().receive(JSON.stringify(message)));
}

/** Opens the socket, lets the ticket arrive and acknowledges the authentication. */
async function goLive(): Promise<void> {
  act(() => latest().open());
  await act(async () => {
    await Promise.resolve();
  });
  serverSends({ action: 'req', code: 200, ch: 'auth', data: {} });
}

function wire(): string[] {
  return latest()
    .sent.filter((message) => message.action === 'sub' || message.action === 'unsub')
    .map((message) => `${String(message.action)} ${String(message.ch)}`);
}

const getTicket = () => Promise.resolve('ticket');

/** The hook imports the socket's code when it first follows a channel: let that import settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.all([import('@/services/ws/account-socket'), import('@/services/ws/account-ticket')]);
    await Promise.resolve();
  });
}

beforeEach(() => {
  sockets = [];
  vi.stubGlobal('WebSocket', StubWebSocket);
});

afterEach(() => {
  closeAccountSockets();
  vi.unstubAllGlobals();
});

describe('useAccountChannel', () => {
  it('connects nothing while disabled', async () => {
    renderHook(() => useAccountChannel(BALANCES, () => undefined, { url: URL, enabled: false, getTicket }));
    await settle();
    expect(sockets).toHaveLength(0);
  });

  it('hands over decoded balance changes and shares one sub between screens', async () => {
    const first: AccountChannelMessage[] = [];
    const second: AccountChannelMessage[] = [];
    const a = renderHook(() => useAccountChannel(BALANCES, (message) => first.push(message), { url: URL, getTicket }));
    const b = renderHook(() => useAccountChannel(BALANCES, (message) => second.push(message), { url: URL, getTicket }));
    await settle();
    expect(sockets).toHaveLength(1);
    await goLive();
    expect(wire()).toEqual([`sub ${BALANCES}`]);
    serverSends({ action: 'push', ch: BALANCES, data: BALANCE_PUSH });
    // A push that does not decode is dropped, not handed over.
    serverSends({ action: 'push', ch: BALANCES, data: { nonsense: true } });
    expect(first).toEqual([{ kind: 'balance', ch: BALANCES, change: expect.objectContaining({ currency: 'btc', available: '2028.5' }) }]);
    expect(first[0]?.kind === 'balance' && 'balance' in first[0].change).toBe(false);
    expect(second).toEqual(first);
    a.unmount();
    expect(wire()).toEqual([`sub ${BALANCES}`]);
    b.unmount();
    expect(wire()).toEqual([`sub ${BALANCES}`, `unsub ${BALANCES}`]);
  });

  it('follows a new topic, leaves the old one, and calls the latest callback without resubscribing', async () => {
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ topic, tag }: { topic: string; tag: string }) => useAccountChannel(topic, (message) => calls.push(`${tag} ${message.kind}`), { url: URL, getTicket }),
      { initialProps: { topic: 'orders#btcusdt', tag: 'one' } },
    );
    await settle();
    await goLive();
    rerender({ topic: 'orders#btcusdt', tag: 'two' });
    serverSends({ action: 'push', ch: 'orders#btcusdt', data: ORDER_PUSH });
    expect(calls).toEqual(['two order']);
    rerender({ topic: 'orders#ethusdt', tag: 'two' });
    await settle();
    expect(wire()).toEqual(['sub orders#btcusdt', 'unsub orders#btcusdt', 'sub orders#ethusdt']);
    serverSends({ action: 'push', ch: 'orders#btcusdt', data: ORDER_PUSH });
    expect(calls).toEqual(['two order']);
  });

  it('leaves the channel when disabled and hands over refusals', async () => {
    const messages: AccountChannelMessage[] = [];
    const { rerender } = renderHook(({ enabled }: { enabled: boolean }) => useAccountChannel('orders#nope', (message) => messages.push(message), { url: URL, enabled, getTicket }), {
      initialProps: { enabled: true },
    });
    await settle();
    await goLive();
    serverSends({ action: 'sub', code: 2001, ch: 'orders#nope', message: 'invalid.symbol' });
    expect(messages).toEqual([{ kind: 'error', ch: 'orders#nope', code: 2001, message: 'invalid.symbol' }]);
    rerender({ enabled: false });
    expect(wire()).toEqual(['sub orders#nope', 'unsub orders#nope']);
  });

  it('subscribes nothing when it is left before the socket code has arrived', async () => {
    const { unmount } = renderHook(() => useAccountChannel(BALANCES, () => undefined, { url: URL, getTicket }));
    unmount();
    await settle();
    expect(sockets).toHaveLength(0);
  });
});

describe('decodeAccountUpdate', () => {
  it('decodes balances and orders, keeps other channels as sent and passes refusals through', () => {
    expect(decodeAccountUpdate({ kind: 'push', ch: 'orders#ethusdt', data: ORDER_PUSH })).toMatchObject({ kind: 'order', order: { orderId: '27163533', state: 'canceled' } });
    expect(decodeAccountUpdate({ kind: 'push', ch: 'orders#ethusdt', data: {} })).toBeNull();
    expect(decodeAccountUpdate({ kind: 'push', ch: 'trade.clearing#btcusdt#0', data: { a: 1 } })).toEqual({ kind: 'push', ch: 'trade.clearing#btcusdt#0', data: { a: 1 } });
    const refusal = { kind: 'error', ch: BALANCES, code: 2002, message: 'x' } as const;
    expect(decodeAccountUpdate(refusal)).toEqual(refusal);
  });
});
