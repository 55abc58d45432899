// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KLINE_HISTORY_ERROR, useMarketFeed } from '@/components/market/use-market-feed';
import type { MarketConnectionState, MarketConnectionStatus } from '@/lib/market/types';
import type { MarketListener, MarketUpdate } from '@/services/ws/market-socket';
import { createMarketStore, setDepthStep, setKlinePeriod, type MarketStore } from '@/stores/market-store';
import { connectionState, depthSnapshot, klineBar, level, marketTicker, marketTrade } from './fixtures';

interface PendingRequest {
  topic: string;
  range: unknown;
  resolve(data: unknown): void;
  reject(error: Error): void;
}

/** The page's market socket as the hook uses it; the test pushes updates and state changes. */
function createFakeSocket() {
  const listeners = new Map<string, Set<MarketListener>>();
  const stateListeners = new Set<(state: MarketConnectionState) => void>();
  let state = connectionState({ status: 'connecting' });
  const socket = {
    urls: [] as string[],
    /** Wire-level subscribe/unsubscribe, in order. */
    log: [] as string[],
    requests: [] as PendingRequest[],
    listeners,
    stateListeners,
    getState: () => ({ ...state }),
    onState(listener: (next: MarketConnectionState) => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    subscribe(topic: string, listener: MarketListener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      socket.log.push(`+${topic}`);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
        socket.log.push(`-${topic}`);
      };
    },
    request(topic: string, range: unknown) {
      return new Promise<unknown>((resolve, reject) => socket.requests.push({ topic, range, resolve, reject }));
    },
    push(update: MarketUpdate) {
      act(() => {
        for (const listener of [...(listeners.get(update.topic) ?? [])]) listener(update);
      });
    },
    setStatus(status: MarketConnectionStatus, attempt = 0) {
      state = connectionState({ status, attempt });
      act(() => {
        for (const listener of [...stateListeners]) listener({ ...state });
      });
    },
  };
  return socket;
}

type FakeSocket = ReturnType<typeof createFakeSocket>;
const sockets = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('@/services/ws/market-socket', () => ({
  getMarketSocket: (url: string) => {
    const socket = sockets.current as FakeSocket;
    socket.urls.push(url);
    return socket;
  },
}));

const SOCKET_URL = 'wss://example.test/ws';
const NOW_SECONDS = 1_700_000_000;
const DEPTH = 'market.btcusdt.depth.step0';
const TRADES = 'market.btcusdt.trade.detail';
const DETAIL = 'market.btcusdt.detail';
const OVERVIEW = 'market.overview';
const KLINE_1MIN = 'market.btcusdt.kline.1min';

function Feed({ store }: { store: MarketStore }) {
  useMarketFeed(store, SOCKET_URL);
  return null;
}

let socket: FakeSocket;

function start() {
  const store = createMarketStore({ symbol: 'btcusdt' });
  const view = render(<Feed store={store} />);
  return { store, ...view };
}

/** Settles the latest history request, then lets the hook's promise callbacks run. */
async function answer(outcome: { bars?: unknown; fail?: boolean }) {
  const request = socket.requests.at(-1);
  if (!request) throw new Error('no history request');
  await act(async () => {
    if (outcome.fail) request.reject(new Error('timeout'));
    else request.resolve(outcome.bars);
  });
}

const topics = () => [...socket.listeners.keys()].sort();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW_SECONDS * 1000 + 500 });
  socket = createFakeSocket();
  sockets.current = socket;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMarketFeed', () => {
  it('subscribes to the pair depth, trades, detail and kline and to the overview, and asks for 300 bars of history', () => {
    start();
    expect(topics()).toEqual([DETAIL, DEPTH, KLINE_1MIN, TRADES, OVERVIEW].sort());
    expect(socket.urls.every((url) => url === SOCKET_URL)).toBe(true);
    expect(socket.requests.map(({ topic, range }) => [topic, range])).toEqual([[KLINE_1MIN, { from: NOW_SECONDS - 300 * 60 + 1, to: NOW_SECONDS }]]);
  });

  it('puts the updates of each topic in the store', async () => {
    const { store } = start();
    const book = depthSnapshot({ version: 7, bids: [level('100', '1')] });
    socket.push({ kind: 'depth', topic: DEPTH, depth: book });
    expect(store.getState().depth).toEqual(book);

    socket.push({ kind: 'trades', topic: TRADES, trades: [marketTrade(1), marketTrade(2)] });
    expect(store.getState().trades.map((trade) => trade.tradeId)).toEqual([2, 1]);

    const own = marketTicker('btcusdt', { close: '42000' });
    socket.push({ kind: 'ticker', topic: DETAIL, ticker: own });
    expect(store.getState().ticker).toEqual(own);

    socket.push({ kind: 'overview', topic: OVERVIEW, tickers: [marketTicker('ethusdt', { close: '3000' })] });
    expect(store.getState().tickers.ethusdt?.close).toBe('3000');

    await answer({ bars: [klineBar(60)] });
    socket.push({ kind: 'kline', topic: KLINE_1MIN, bars: [klineBar(120)] });
    expect(store.getState().kline.bars.map((bar) => bar.id)).toEqual([60, 120]);
    expect(store.getState().kline.live.map((bar) => bar.id)).toEqual([120]);
  });

  it('ignores an update of another kind on a topic, such as a refused subscription', () => {
    const { store } = start();
    socket.push({ kind: 'error', topic: DEPTH, code: 'invalid-parameter', message: 'invalid symbol' });
    socket.push({ kind: 'trades', topic: DETAIL, trades: [marketTrade(1)] });
    expect(store.getState().depth).toBeNull();
    expect(store.getState().trades).toEqual([]);
  });

  it('mirrors the connection state in the store', () => {
    const { store } = start();
    expect(store.getState().connection.status).toBe('connecting');
    socket.setStatus('reconnecting', 2);
    expect(store.getState().connection).toMatchObject({ status: 'reconnecting', attempt: 2 });
  });

  it('resubscribes only the book when the depth step changes', () => {
    const { store } = start();
    socket.log = [];
    act(() => setDepthStep(store, 'step2'));
    expect(socket.log).toEqual([`-${DEPTH}`, '+market.btcusdt.depth.step2']);
    expect(socket.requests).toHaveLength(1);
    socket.push({ kind: 'depth', topic: 'market.btcusdt.depth.step2', depth: depthSnapshot({ step: 'step2', version: 3 }) });
    expect(store.getState().depth?.version).toBe(3);
  });

  it('asks for the new period history and subscribes to its bars when the period changes', async () => {
    const { store } = start();
    socket.log = [];
    act(() => setKlinePeriod(store, '5min'));
    const topic = 'market.btcusdt.kline.5min';
    expect(socket.log).toEqual([`-${KLINE_1MIN}`, `+${topic}`]);
    expect(socket.requests.map((request) => request.topic)).toEqual([KLINE_1MIN, topic]);
    expect(socket.requests[1]?.range).toEqual({ from: NOW_SECONDS - 300 * 300 + 1, to: NOW_SECONDS });

    // The old period's late reply is dropped; the new one's lands.
    await act(async () => socket.requests[0]?.resolve([klineBar(60)]));
    expect(store.getState().kline.bars).toEqual([]);
    await answer({ bars: [klineBar(300), klineBar(600)] });
    expect(store.getState().kline).toMatchObject({ period: '5min', loading: false, error: null });
    expect(store.getState().kline.bars.map((bar) => bar.id)).toEqual([300, 600]);
  });

  it('shows an error when the history fails and asks again after 5 s', async () => {
    const { store } = start();
    await answer({ fail: true });
    expect(store.getState().kline).toMatchObject({ loading: false, error: KLINE_HISTORY_ERROR });
    await act(async () => vi.advanceTimersByTime(4_999));
    expect(socket.requests).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(socket.requests.map((request) => request.topic)).toEqual([KLINE_1MIN, KLINE_1MIN]);
    await answer({ bars: [klineBar(60)] });
    expect(store.getState().kline).toMatchObject({ error: null, loading: false });
    expect(store.getState().kline.bars).toHaveLength(1);
  });

  it('asks for the history again after a reconnection, not on the first connection', async () => {
    start();
    await answer({ bars: [klineBar(60)] });
    socket.setStatus('live');
    expect(socket.requests).toHaveLength(1);
    socket.setStatus('reconnecting', 1);
    expect(socket.requests).toHaveLength(1);
    socket.setStatus('live');
    expect(socket.requests.map((request) => request.topic)).toEqual([KLINE_1MIN, KLINE_1MIN]);
    // Once per reconnection.
    socket.setStatus('live');
    expect(socket.requests).toHaveLength(2);
  });

  it('unsubscribes everything when it unmounts and drops a reply that comes after', async () => {
    const { store, unmount } = start();
    unmount();
    expect(topics()).toEqual([]);
    expect(socket.stateListeners.size).toBe(0);
    await answer({ bars: [klineBar(60)] });
    expect(store.getState().kline.bars).toEqual([]);
  });

  it('stops retrying a failed history once unmounted', async () => {
    const { unmount } = start();
    await answer({ fail: true });
    unmount();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(socket.requests).toHaveLength(1);
  });

  it('neither shows nor retries a history that fails after it unmounted', async () => {
    const { store, unmount } = start();
    unmount();
    await answer({ fail: true });
    expect(store.getState().kline.error).toBeNull();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(socket.requests).toHaveLength(1);
  });
});
