// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketConnectionState } from '@/lib/market/types';
import { createMarketHost } from '@/services/ws/market-host';
import type { MarketWorkerResponse } from '@/services/ws/market-messages';
import {
  MarketRequestError,
  MarketSocket,
  type MarketTransportHandlers,
  type MarketUpdate,
  closeMarketSockets,
  getMarketSocket,
} from '@/services/ws/market-socket';
import { FakeSocketFactory } from './fake-socket';

const DEPTH = 'market.btcusdt.depth.step0';

function depthPush(version: number) {
  return { ch: DEPTH, ts: 1, tick: { bids: [[100 + version, 1]], asks: [], version, ts: version } };
}

let factory: FakeSocketFactory;
let frames: Array<() => void>;
let socket: MarketSocket;

function runFrame(): void {
  const frame = frames.shift();
  if (!frame) throw new Error('no frame scheduled');
  frame();
}

function openSocket(): MarketSocket {
  socket = new MarketSocket('ws://feed.test/ws', {
    createSocket: factory.create,
    createHost: createMarketHost,
    scheduleFrame: (callback) => frames.push(callback),
  });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  factory = new FakeSocketFactory();
  frames = [];
});

afterEach(() => {
  socket.close();
  closeMarketSockets();
  vi.useRealTimers();
});

describe('MarketSocket on the main thread (no Worker in jsdom)', () => {
  it('connects through the fallback and reports state changes in a frame', () => {
    openSocket();
    const states: MarketConnectionState[] = [];
    socket.onState((state) => states.push(state));
    expect(factory.sockets).toHaveLength(1);
    factory.latest.open();
    expect(socket.getState().status).toBe('connecting');
    runFrame();
    expect(socket.getState().status).toBe('live');
    expect(states.map((state) => state.status)).toEqual(['live']);
  });

  it('subscribes a topic once for many listeners and unsubscribes after the last one left', () => {
    openSocket();
    factory.latest.open();
    const first = socket.subscribe(DEPTH, () => undefined);
    const second = socket.subscribe(DEPTH, () => undefined);
    expect(factory.latest.subs()).toEqual([DEPTH]);
    first();
    first();
    expect(factory.latest.sent.filter((message) => 'unsub' in message)).toEqual([]);
    second();
    expect(factory.latest.sent.filter((message) => 'unsub' in message)).toEqual([{ unsub: DEPTH, id: expect.any(String) }]);
  });

  it('delivers one coalesced update per frame and asks for the next batch only after it', () => {
    openSocket();
    const updates: MarketUpdate[] = [];
    socket.subscribe(DEPTH, (update) => updates.push(update));
    factory.latest.open();
    runFrame();
    factory.latest.push(depthPush(1));
    factory.latest.push(depthPush(2));
    expect(frames).toHaveLength(1);
    expect(updates).toEqual([]);
    // While the frame is pending, everything else coalesces in the core.
    factory.latest.push(depthPush(3));
    factory.latest.push(depthPush(4));
    expect(frames).toHaveLength(1);
    runFrame();
    expect(updates.map((update) => update.kind === 'depth' && update.depth.version)).toEqual([1]);
    // The ack releases what coalesced meanwhile: the latest book only.
    expect(frames).toHaveLength(1);
    runFrame();
    expect(updates.map((update) => update.kind === 'depth' && update.depth.version)).toEqual([1, 4]);
    expect(frames).toHaveLength(0);
  });

  it('hands a refused subscription to the topic listeners as an error', () => {
    openSocket();
    const updates: MarketUpdate[] = [];
    socket.subscribe('market.nosuchcoin.ticker', (update) => updates.push(update));
    factory.latest.open();
    runFrame();
    const id = factory.latest.sent[0]?.id;
    factory.latest.push({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'invalid symbol', id, ts: 1 });
    runFrame();
    expect(updates).toEqual([{ kind: 'error', topic: 'market.nosuchcoin.ticker', code: 'bad-request', message: 'invalid symbol' }]);
  });

  it('keeps delivering to other listeners when one throws', () => {
    openSocket();
    const seen: number[] = [];
    socket.subscribe(DEPTH, () => {
      throw new Error('broken component');
    });
    socket.subscribe(DEPTH, (update) => seen.push(update.kind === 'depth' ? update.depth.version : -1));
    factory.latest.open();
    runFrame();
    factory.latest.push(depthPush(7));
    const errors: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (callback) => {
      try {
        callback();
      } catch (error) {
        errors.push(error);
      }
    };
    try {
      runFrame();
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(seen).toEqual([7]);
    expect(errors).toEqual([new Error('broken component')]);
  });

  it('resolves a request with its reply and rejects on error or timeout', async () => {
    openSocket();
    factory.latest.open();
    runFrame();
    const bars = socket.request('market.btcusdt.kline.1min', { from: 60, to: 120 });
    const refused = socket.request('market.btcusdt.kline.5min');
    const late = socket.request('market.btcusdt.depth.step0');
    const [klineReq, refusedReq] = factory.latest.sent.filter((message) => 'req' in message);
    expect(klineReq).toEqual({ req: 'market.btcusdt.kline.1min', id: expect.any(String), from: 60, to: 120 });
    factory.latest.push({
      id: klineReq?.id,
      rep: 'market.btcusdt.kline.1min',
      status: 'ok',
      data: [{ id: 60, open: 1, close: 1, low: 1, high: 1, amount: 1, vol: 1, count: 1 }],
    });
    factory.latest.push({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'invalid topic', id: refusedReq?.id, ts: 1 });
    runFrame();
    await expect(bars).resolves.toEqual([{ id: 60, open: '1', close: '1', low: '1', high: '1', amount: '1', vol: '1', count: 1 }]);
    // The error frame came while the first batch was on its way: it rides in the next one.
    runFrame();
    await expect(refused).rejects.toEqual(new MarketRequestError('bad-request', 'invalid topic', 'market.btcusdt.kline.5min'));
    // Keep the connection alive; only the request expires.
    vi.advanceTimersByTime(5000);
    factory.latest.push({ ping: 1 });
    vi.advanceTimersByTime(5000);
    runFrame();
    await expect(late).rejects.toMatchObject({ code: 'timeout' });
  });

  it('rejects open and new requests once closed', async () => {
    openSocket();
    const open = socket.request(DEPTH);
    socket.close();
    await expect(open).rejects.toMatchObject({ code: 'stopped' });
    await expect(socket.request(DEPTH)).rejects.toMatchObject({ code: 'stopped' });
    expect(factory.latest.closedWith).toEqual({ code: 1000, reason: 'stopped' });
  });
});

describe('MarketSocket with a worker transport', () => {
  it('moves the connection to this thread and replays subscriptions and requests when the worker fails to start', () => {
    let handlers: MarketTransportHandlers | null = null;
    const toWorker: unknown[] = [];
    socket = new MarketSocket('ws://feed.test/ws', {
      createTransport: (given) => {
        handlers = given;
        return { send: (message) => toWorker.push(message), close: () => undefined };
      },
      createSocket: factory.create,
      createHost: createMarketHost,
      scheduleFrame: (callback) => frames.push(callback),
    });
    socket.subscribe(DEPTH, () => undefined);
    void socket.request('market.btcusdt.kline.1min', { from: 1, to: 2 }).catch(() => undefined);
    expect(toWorker).toEqual([
      { type: 'connect', url: 'ws://feed.test/ws' },
      { type: 'subscribe', topic: DEPTH },
      { type: 'request', topic: 'market.btcusdt.kline.1min', id: 'req1', from: 1, to: 2 },
    ]);
    expect(factory.sockets).toHaveLength(0);
    const states: (string | undefined)[] = [];
    socket.onState((state) => states.push(state.transport));
    expect(socket.getState().transport).toBe('worker');
    (handlers as MarketTransportHandlers | null)?.onFail();
    // The fall-back is said, so the page can show where decoding runs.
    expect(socket.getState().transport).toBe('main-thread');
    expect(states).toEqual(['main-thread']);
    factory.latest.open();
    expect(factory.latest.sent).toEqual([
      { sub: DEPTH, id: expect.any(String) },
      { req: 'market.btcusdt.kline.1min', id: 'req1', from: 1, to: 2 },
    ]);
  });
});

describe('MarketSocket’s main-thread host, loaded on demand', () => {
  it('keeps what the page sends until the host is in, then connects and subscribes in order', async () => {
    socket = new MarketSocket('ws://feed.test/ws', { createSocket: factory.create, scheduleFrame: (callback) => frames.push(callback) });
    socket.subscribe(DEPTH, () => undefined);
    expect(socket.getState().transport).toBe('main-thread');
    // Nothing yet: the host (and its gzip decoder) is on its way.
    expect(factory.sockets).toHaveLength(0);
    await vi.dynamicImportSettled();
    expect(factory.sockets).toHaveLength(1);
    factory.latest.open();
    expect(factory.latest.sent).toEqual([{ sub: DEPTH, id: expect.any(String) }]);
  });

  it('opens nothing when the page closes the socket before the host is in', async () => {
    socket = new MarketSocket('ws://feed.test/ws', { createSocket: factory.create, scheduleFrame: (callback) => frames.push(callback) });
    socket.subscribe(DEPTH, () => undefined);
    socket.close();
    await vi.dynamicImportSettled();
    expect(factory.sockets).toHaveLength(0);
  });
});

describe('MarketSocket subscriber counts across the worker boundary', () => {
  it('tells the worker of every listener, so the core alone decides sub and unsub, also after a fall-back', () => {
    let handlers: MarketTransportHandlers | null = null;
    const toWorker: unknown[] = [];
    socket = new MarketSocket('ws://feed.test/ws', {
      createTransport: (given) => {
        handlers = given;
        return { send: (message) => toWorker.push(message), close: () => undefined };
      },
      createSocket: factory.create,
      createHost: createMarketHost,
      scheduleFrame: (callback) => frames.push(callback),
    });
    const leaveA = socket.subscribe(DEPTH, () => undefined);
    const leaveB = socket.subscribe(DEPTH, () => undefined);
    leaveA();
    leaveA();
    expect(toWorker.slice(1)).toEqual([
      { type: 'subscribe', topic: DEPTH },
      { type: 'subscribe', topic: DEPTH },
      { type: 'unsubscribe', topic: DEPTH },
    ]);
    const leaveC = socket.subscribe(DEPTH, () => undefined);
    (handlers as MarketTransportHandlers | null)?.onFail();
    factory.latest.open();
    // Two listeners are replayed as two subscribers: the first one leaving keeps the topic.
    leaveB();
    expect(factory.latest.sent.map((message) => Object.keys(message)[0])).toEqual(['sub']);
    leaveC();
    expect(factory.latest.sent.map((message) => Object.keys(message)[0])).toEqual(['sub', 'unsub']);
  });
});

describe('createMarketHost', () => {
  it('posts at most one batch until the page acknowledges it', () => {
    const posted: MarketWorkerResponse[] = [];
    const host = createMarketHost({ post: (message) => posted.push(message), createSocket: factory.create });
    host.handle({ type: 'connect', url: 'ws://feed.test/ws' });
    host.handle({ type: 'subscribe', topic: DEPTH });
    factory.latest.open();
    expect(posted).toHaveLength(1);
    factory.latest.push(depthPush(1));
    factory.latest.push(depthPush(2));
    expect(posted).toHaveLength(1);
    host.handle({ type: 'ack' });
    expect(posted).toHaveLength(2);
    expect(posted[1]).toMatchObject({ type: 'batch', batch: { depth: { [DEPTH]: { version: 2 } } } });
    host.handle({ type: 'ack' });
    expect(posted).toHaveLength(2);
    host.handle({ type: 'stop' });
    expect(factory.latest.closedWith).toEqual({ code: 1000, reason: 'stopped' });
  });
});

describe('getMarketSocket', () => {
  it('gives one socket per url for the page', () => {
    const first = getMarketSocket('ws://127.0.0.1:1/ws');
    expect(getMarketSocket('ws://127.0.0.1:1/ws')).toBe(first);
    socket = first;
  });
});
