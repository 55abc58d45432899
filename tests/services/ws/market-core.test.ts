import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '@/tests/lib/protocol/fixtures';
import type { MarketConnectionState } from '@/lib/market/types';
import {
  MAX_TRADES_PER_BATCH,
  MarketFeedCore,
  type MarketFeedLogEvent,
  REQUEST_TIMEOUT_MS,
  STALE_AFTER_MS,
} from '@/services/ws/market-core';
import { FakeSocketFactory } from './fake-socket';

const DEPTH = 'market.btcusdt.depth.step0';
const KLINE = 'market.ethbtc.kline.1min';
const TRADES = 'market.btcusdt.trade.detail';
const TICKER = 'market.btcusdt.ticker';

let factory: FakeSocketFactory;
let states: MarketConnectionState[];
let logs: MarketFeedLogEvent[];
let pendingNotices: number;
let core: MarketFeedCore;

function depthPush(version: number, bid = 100) {
  return { ch: DEPTH, ts: 1000 + version, tick: { bids: [[bid, 1]], asks: [[bid + 1, 2]], version, ts: 900 + version } };
}

function startCore(): MarketFeedCore {
  core = new MarketFeedCore({
    url: 'ws://feed.test/ws',
    createSocket: factory.create,
    now: () => Date.now(),
    onState: (state) => states.push(state),
    onPending: () => pendingNotices++,
    log: (event) => logs.push(event),
  });
  core.start();
  return core;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  factory = new FakeSocketFactory();
  states = [];
  logs = [];
  pendingNotices = 0;
});

afterEach(() => {
  core.stop();
  vi.useRealTimers();
});

describe('connection', () => {
  it('connects to the url with binary frames as ArrayBuffer and goes live on open', () => {
    startCore();
    expect(factory.sockets).toHaveLength(1);
    expect(factory.latest.url).toBe('ws://feed.test/ws');
    expect(factory.latest.binaryType).toBe('arraybuffer');
    expect(core.getState()).toMatchObject({ status: 'connecting', attempt: 0 });
    vi.advanceTimersByTime(300);
    factory.latest.open();
    expect(core.getState()).toEqual({
      status: 'live',
      since: Date.now(),
      attempt: 0,
      lastMessageAt: 0,
      corruptFrames: 0,
    });
  });

  it('answers a ping at once with the same number', () => {
    startCore();
    factory.latest.open();
    const [ping] = fixture<[{ ping: number }]>('ws_heartbeats.json');
    factory.latest.push(ping);
    expect(factory.latest.sent).toEqual([{ pong: 1492420473027 }]);
  });

  it('subscribes every held topic on open and again after each reconnect', () => {
    startCore();
    core.subscribe(DEPTH);
    core.subscribe(KLINE);
    expect(factory.latest.sent).toEqual([]);
    factory.latest.open();
    expect(factory.latest.subs()).toEqual([DEPTH, KLINE]);

    factory.latest.serverClose();
    vi.advanceTimersByTime(2000);
    expect(factory.sockets).toHaveLength(2);
    core.subscribe(TICKER);
    factory.latest.open();
    expect(factory.latest.subs()).toEqual([DEPTH, KLINE, TICKER]);
    expect(new Set(factory.latest.sent.map((message) => message.id)).size).toBe(3);
  });

  it('reconnects after 2 s, 4 s, … 20 s, then starts over at 2 s, logging each close', () => {
    startCore();
    const waits: number[] = [];
    for (let failure = 0; failure < 11; failure++) {
      const before = factory.sockets.length;
      factory.latest.serverClose(1006);
      let waited = 0;
      while (factory.sockets.length === before) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000, 20000, 2000]);
    expect(logs.filter((event) => event.type === 'close')).toHaveLength(11);
    expect(logs[0]).toEqual({ type: 'close', code: 1006 });
  });

  it('resets the attempt after a successful open', () => {
    startCore();
    factory.latest.serverClose();
    vi.advanceTimersByTime(2000);
    factory.latest.serverClose();
    expect(core.getState().attempt).toBe(2);
    vi.advanceTimersByTime(4000);
    factory.latest.open();
    expect(core.getState().attempt).toBe(0);
    factory.latest.serverClose();
    expect(core.getState().attempt).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(factory.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(4);
  });

  it('handles an error event once even when close follows', () => {
    startCore();
    factory.latest.open();
    const first = factory.latest;
    first.error();
    first.serverClose();
    expect(first.closedWith).not.toBeNull();
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    vi.advanceTimersByTime(2000);
    expect(factory.sockets).toHaveLength(2);
  });

  it('retries when the socket cannot even be created', () => {
    let calls = 0;
    core = new MarketFeedCore({
      url: 'ws://bad',
      createSocket: (url) => {
        calls++;
        if (calls === 1) throw new Error('SyntaxError');
        return factory.create(url);
      },
      now: () => Date.now(),
    });
    core.start();
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    vi.advanceTimersByTime(2000);
    expect(factory.sockets).toHaveLength(1);
  });
});

describe('heartbeat watchdog', () => {
  it('closes a socket silent for 10 s and reconnects', () => {
    startCore();
    factory.latest.open();
    vi.advanceTimersByTime(9_999);
    expect(factory.latest.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(factory.sockets[0]?.closedWith).toEqual({ code: 4000, reason: 'heartbeat timeout' });
    expect(logs).toContainEqual({ type: 'heartbeat-timeout' });
    expect(core.getState().status).toBe('reconnecting');
    vi.advanceTimersByTime(2000);
    expect(factory.sockets).toHaveLength(2);
  });

  it('is reset by pings only: data without heartbeats still times out', () => {
    startCore();
    core.subscribe(DEPTH);
    factory.latest.open();
    vi.advanceTimersByTime(8000);
    factory.latest.push({ ping: 1 });
    vi.advanceTimersByTime(8000);
    factory.latest.push({ ping: 2 });
    vi.advanceTimersByTime(8000);
    expect(factory.latest.closedWith).toBeNull();
    factory.latest.push(depthPush(1));
    vi.advanceTimersByTime(2000);
    expect(factory.sockets[0]?.closedWith).toEqual({ code: 4000, reason: 'heartbeat timeout' });
  });

  it('gives up on a handshake that hangs for 10 s', () => {
    startCore();
    vi.advanceTimersByTime(10_000);
    expect(factory.sockets[0]?.closedWith).not.toBeNull();
    expect(core.getState().status).toBe('reconnecting');
  });
});

describe('state', () => {
  it('goes connecting → live → reconnecting (attempt) → stale → live with since at each change', () => {
    const start = Date.now();
    startCore();
    factory.latest.open();
    vi.advanceTimersByTime(1000);
    const droppedAt = Date.now();
    factory.latest.serverClose();
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1, since: droppedAt });
    vi.advanceTimersByTime(2000);
    factory.latest.serverClose();
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 2, since: droppedAt });
    vi.advanceTimersByTime(STALE_AFTER_MS - 2000);
    expect(core.getState()).toMatchObject({ status: 'stale', attempt: 2, since: droppedAt + STALE_AFTER_MS });
    vi.advanceTimersByTime(4000 - (STALE_AFTER_MS - 2000));
    factory.latest.open();
    expect(core.getState()).toMatchObject({ status: 'live', attempt: 0, since: Date.now() });
    expect(states.map((state) => state.status)).toEqual(['live', 'reconnecting', 'reconnecting', 'stale', 'live']);
    expect(states[0]?.since).toBe(start);
  });

  it('does not turn stale when the reconnect succeeds within the grace time', () => {
    startCore();
    factory.latest.open();
    factory.latest.serverClose();
    vi.advanceTimersByTime(2000);
    factory.latest.open();
    vi.advanceTimersByTime(STALE_AFTER_MS * 2);
    expect(states.map((state) => state.status)).not.toContain('stale');
  });

  it('records the time of the last data frame, not of pings', () => {
    startCore();
    core.subscribe(DEPTH);
    factory.latest.open();
    vi.advanceTimersByTime(500);
    factory.latest.push({ ping: 1 });
    expect(core.getState().lastMessageAt).toBe(0);
    factory.latest.push(depthPush(1));
    expect(core.getState().lastMessageAt).toBe(Date.now());
  });

  it('puts state changes in the batch', () => {
    startCore();
    factory.latest.open();
    expect(core.takeBatch()?.state.status).toBe('live');
    expect(core.takeBatch()).toBeNull();
  });
});

describe('subscriptions', () => {
  it('sends only the first sub and the last unsub of a topic', () => {
    startCore();
    factory.latest.open();
    core.subscribe(DEPTH);
    core.subscribe(DEPTH);
    core.unsubscribe(DEPTH);
    expect(factory.latest.sent.map((message) => Object.keys(message)[0])).toEqual(['sub']);
    core.unsubscribe(DEPTH);
    expect(factory.latest.sent).toEqual([
      { sub: DEPTH, id: expect.any(String) },
      { unsub: DEPTH, id: expect.any(String) },
    ]);
    core.unsubscribe(DEPTH);
    expect(factory.latest.sent).toHaveLength(2);
    expect(core.activeTopics()).toEqual([]);
  });

  it('does not resubscribe a released topic after a reconnect', () => {
    startCore();
    core.subscribe(DEPTH);
    core.subscribe(TICKER);
    core.unsubscribe(DEPTH);
    factory.latest.open();
    expect(factory.latest.subs()).toEqual([TICKER]);
  });

  it('drops pushes for topics nobody holds', () => {
    startCore();
    factory.latest.open();
    core.takeBatch();
    factory.latest.push(depthPush(1));
    expect(core.takeBatch()).toBeNull();
    expect(core.getState().corruptFrames).toBe(0);
  });

  it('reports an error frame for a sub with its topic and keeps the connection', () => {
    startCore();
    factory.latest.open();
    core.subscribe('market.nosuchcoin.ticker');
    const subId = factory.latest.sent[0]?.id;
    core.takeBatch();
    factory.latest.push({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'invalid symbol nosuchcoin', id: subId, ts: 1 });
    expect(core.takeBatch()?.errors).toEqual([
      { id: subId, topic: 'market.nosuchcoin.ticker', code: 'bad-request', message: 'invalid symbol nosuchcoin' },
    ]);
    expect(factory.latest.closedWith).toBeNull();
    expect(core.getState().status).toBe('live');
  });

  it('reports an error frame without id too', () => {
    startCore();
    factory.latest.open();
    core.takeBatch();
    factory.latest.push({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'not json string' });
    expect(core.takeBatch()?.errors).toEqual([{ code: 'bad-request', message: 'not json string' }]);
  });
});

describe('coalescing between batches', () => {
  beforeEach(() => {
    startCore();
    for (const topic of [DEPTH, KLINE, TRADES, TICKER, 'market.btcusdt.detail', 'market.overview']) core.subscribe(topic);
    factory.latest.open();
    core.takeBatch();
    pendingNotices = 0;
  });

  it('keeps only the latest depth snapshot per topic', () => {
    factory.latest.push(depthPush(1, 100));
    factory.latest.push(depthPush(2, 101));
    factory.latest.push(depthPush(3, 102));
    const batch = core.takeBatch();
    expect(batch?.depth).toEqual({
      [DEPTH]: { symbol: 'btcusdt', step: 'step0', bids: [['102', '1']], asks: [['103', '2']], version: 3, ts: 903 },
    });
    expect(pendingNotices).toBe(1);
    expect(core.takeBatch()).toBeNull();
  });

  it('appends trades and keeps the newest 100', () => {
    const trade = (tradeId: number) => ({ tradeId, id: 1e26, ts: tradeId, price: 1, amount: 1, direction: 'buy' });
    for (let n = 0; n < 120; n += 3) {
      factory.latest.push({ ch: TRADES, ts: n, tick: { id: n, ts: n, data: [trade(n), trade(n + 1), trade(n + 2)] } });
    }
    const trades = core.takeBatch()?.trades[TRADES] ?? [];
    expect(trades).toHaveLength(MAX_TRADES_PER_BATCH);
    expect(trades[0]?.tradeId).toBe(20);
    expect(trades.at(-1)?.tradeId).toBe(119);
  });

  it('upserts kline bars by bar id', () => {
    const bar = (id: number, close: number) => ({ ch: KLINE, ts: 1, tick: { id, open: 1, close, low: 1, high: 2, amount: 1, vol: 1, count: 1 } });
    factory.latest.push(bar(120, 1.1));
    factory.latest.push(bar(60, 1.0));
    factory.latest.push(bar(120, 1.2));
    const bars = core.takeBatch()?.kline[KLINE] ?? [];
    expect(bars.map((b) => [b.id, b.close])).toEqual([
      [60, '1'],
      [120, '1.2'],
    ]);
  });

  it('keeps the latest ticker, detail and overview', () => {
    const summary = (close: number) => ({ open: 1, close, high: 9, low: 1, amount: 1, vol: 1 });
    factory.latest.push({ ch: TICKER, ts: 1, tick: summary(2) });
    factory.latest.push({ ch: TICKER, ts: 2, tick: summary(3) });
    factory.latest.push({ ch: 'market.btcusdt.detail', ts: 2, tick: summary(4) });
    factory.latest.push({ ch: 'market.overview', ts: 3, status: 'ok', data: [{ symbol: 'btcusdt', ...summary(5) }] });
    factory.latest.push({ ch: 'market.overview', ts: 4, status: 'ok', data: [{ symbol: 'btcusdt', ...summary(6) }] });
    const batch = core.takeBatch();
    expect(batch?.tickers[TICKER]?.close).toBe('3');
    expect(batch?.tickers['market.btcusdt.detail']?.close).toBe('4');
    expect(batch?.overview?.map((ticker) => ticker.close)).toEqual(['6']);
  });

  it('delivers the good entries of an overview push with a malformed one, abbreviated entries included', () => {
    factory.latest.push({
      ch: 'market.overview',
      ts: 5,
      status: 'ok',
      data: [{ symbol: 'btcusdt', open: 1, close: 'bad', high: 9, low: 1, amount: 1, vol: 1 }, { symbol: 'htusdt', o: 10, c: 11, h: 12, l: 9, r: 0.1, a: 15 }],
    });
    expect(core.takeBatch()?.overview).toEqual([{ symbol: 'htusdt', open: '10', close: '11', high: '12', low: '9', amount: '15' }]);
  });

  it('forgets coalesced data of a topic released before the batch was taken', () => {
    factory.latest.push(depthPush(1));
    core.unsubscribe(DEPTH);
    expect(core.takeBatch()).toBeNull();
  });

  it('drops corrupt frames, counts them and stays connected', () => {
    factory.latest.receive(new Uint8Array([1, 2, 3, 4]));
    factory.latest.push({ ch: DEPTH, ts: 1, tick: { bids: 'nope' } });
    factory.latest.receive(42);
    factory.latest.push(depthPush(5));
    expect(core.getState().corruptFrames).toBe(3);
    expect(logs.filter((event) => event.type === 'corrupt')).toHaveLength(3);
    expect(core.takeBatch()?.depth[DEPTH]?.version).toBe(5);
    expect(factory.latest.closedWith).toBeNull();
    expect(core.getState().status).toBe('live');
  });
});

describe('requests', () => {
  it('sends the req with from/to and returns the rep data by id', () => {
    startCore();
    factory.latest.open();
    core.takeBatch();
    core.request('market.btcusdt.depth.step0', 'r1');
    core.request('market.btcusdt.mbp.5', 'r2');
    expect(factory.latest.sent).toEqual([
      { req: 'market.btcusdt.depth.step0', id: 'r1' },
      { req: 'market.btcusdt.mbp.5', id: 'r2' },
    ]);
    const reply = fixture('ws_market_mbp_req_response.json');
    factory.latest.push({ ...reply, id: 'r2' });
    expect(core.takeBatch()?.replies).toEqual([{ id: 'r2', topic: 'market.btcusdt.mbp.5', ok: true, data: reply.data }]);
    // A reply to an unknown or already answered id is ignored.
    factory.latest.push({ ...reply, id: 'r2' });
    expect(core.takeBatch()?.replies ?? []).toEqual([]);
  });

  it('converts kline replies to bars, with data under tick as well', () => {
    startCore();
    factory.latest.open();
    core.request(KLINE, 'k1', { from: 100, to: 200 });
    expect(factory.latest.sent).toEqual([{ req: KLINE, id: 'k1', from: 100, to: 200 }]);
    core.takeBatch();
    const bar = { id: 120, open: 1, close: 2, low: 1, high: 2, amount: 1e-7, vol: 1, count: 1 };
    factory.latest.push({ id: 'k1', rep: KLINE, status: 'ok', tick: [bar] });
    expect(core.takeBatch()?.replies).toEqual([
      { id: 'k1', topic: KLINE, ok: true, data: [{ id: 120, open: '1', close: '2', low: '1', high: '2', amount: '0.0000001', vol: '1', count: 1 }] },
    ]);
  });

  it('fails a request on its error frame', () => {
    startCore();
    factory.latest.open();
    core.request('market.btcusdt.kline.1min', 'k2');
    core.takeBatch();
    factory.latest.push({ status: 'error', 'err-code': 'bad-request', 'err-msg': '429 too many request', id: 'k2', ts: 1 });
    const batch = core.takeBatch();
    expect(batch?.replies).toEqual([
      { id: 'k2', topic: 'market.btcusdt.kline.1min', ok: false, code: 'bad-request', message: '429 too many request' },
    ]);
    expect(batch?.errors).toEqual([]);
  });

  it('fails a request after 10 s without reply', () => {
    startCore();
    factory.latest.open();
    core.takeBatch();
    core.request(DEPTH, 'late');
    // Keep the socket alive meanwhile so only the request times out.
    for (const ping of [1, 2]) {
      vi.advanceTimersByTime((REQUEST_TIMEOUT_MS - 1000) / 2);
      factory.latest.push({ ping });
    }
    expect(core.takeBatch()).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(core.takeBatch()?.replies).toEqual([{ id: 'late', topic: DEPTH, ok: false, code: 'timeout', message: 'request timeout' }]);
  });

  it('sends requests made while down once the socket opens, and again after a reconnect', () => {
    startCore();
    core.request(DEPTH, 'early');
    expect(factory.latest.sent).toEqual([]);
    factory.latest.open();
    expect(factory.latest.sent).toEqual([{ req: DEPTH, id: 'early' }]);
    factory.latest.serverClose();
    vi.advanceTimersByTime(2000);
    factory.latest.open();
    expect(factory.latest.sent).toEqual([{ req: DEPTH, id: 'early' }]);
  });
});

describe('stop', () => {
  it('closes the socket, fails open requests and never reconnects', () => {
    startCore();
    factory.latest.open();
    core.request(DEPTH, 'open');
    core.takeBatch();
    core.stop();
    expect(factory.latest.closedWith).toEqual({ code: 1000, reason: 'stopped' });
    expect(core.takeBatch()?.replies).toEqual([{ id: 'open', topic: DEPTH, ok: false, code: 'stopped', message: 'market socket stopped' }]);
    factory.latest.serverClose();
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops a pending reconnect', () => {
    startCore();
    factory.latest.serverClose();
    core.stop();
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
