// @vitest-environment jsdom
// Both sockets report a close, a heartbeat timeout and a corrupt frame to the client log
// (exchange-wallet-fiat.md section 4: "a failure logs a close event").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientLog, clientLogEntries } from '@/services/log/client-log';
import { AccountSocket, closeAccountSockets } from '@/services/ws/account-socket';
import { createMarketHost } from '@/services/ws/market-host';
import { closeMarketSockets, MarketSocket } from '@/services/ws/market-socket';
import { FakeSocketFactory } from './fake-socket';

let factory: FakeSocketFactory;

beforeEach(() => {
  vi.useFakeTimers();
  factory = new FakeSocketFactory();
  clearClientLog();
});

afterEach(() => {
  closeMarketSockets();
  closeAccountSockets();
  vi.useRealTimers();
  clearClientLog();
});

const logged = (source: string) => clientLogEntries().filter((entry) => entry.source === source).map((entry) => entry.type);

describe('market socket', () => {
  it('logs a corrupt frame, a heartbeat timeout and the close', () => {
    const socket = new MarketSocket('ws://feed.test/ws', { createSocket: factory.create, createHost: createMarketHost, scheduleFrame: () => undefined });
    factory.latest.open();
    factory.latest.receive('{not json');
    vi.advanceTimersByTime(11_000);
    expect(logged('market-socket')).toEqual(expect.arrayContaining(['corrupt', 'heartbeat-timeout', 'close']));
    const close = clientLogEntries().find((entry) => entry.source === 'market-socket' && entry.type === 'close');
    expect(close?.code).toBe(4000);
    socket.close();
  });

  it('logs a close by the server with its code', () => {
    const socket = new MarketSocket('ws://feed.test/ws', { createSocket: factory.create, createHost: createMarketHost, scheduleFrame: () => undefined });
    factory.latest.open();
    factory.latest.serverClose(1006);
    expect(clientLogEntries()).toContainEqual(expect.objectContaining({ source: 'market-socket', type: 'close', code: 1006 }));
    socket.close();
  });
});

describe('account socket', () => {
  it('logs a corrupt frame, a heartbeat timeout and the close', async () => {
    const socket = new AccountSocket('ws://feed.test/ws/v2', () => Promise.resolve('t'), { createSocket: factory.create });
    factory.latest.open();
    await vi.advanceTimersByTimeAsync(0);
    factory.latest.receive(JSON.stringify({ action: 'req', code: 200, ch: 'auth', data: {} }));
    factory.latest.receive('{not json');
    await vi.advanceTimersByTimeAsync(101_000);
    expect(logged('account-socket')).toEqual(expect.arrayContaining(['corrupt', 'heartbeat-timeout', 'close']));
    socket.close();
  });
});
