// The simulated market over the real market socket: pushes, req answers and refusals.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer, TestSocket, type ReceivedFrame } from './support';

let server: MockServer;
const opened: TestSocket[] = [];
// Fast pushes keep the waits short; the defaults are tested through the control API.
const RATES = { depthPerSec: 10, tradesPerSec: 40, tickersPerSec: 10 };

beforeAll(async () => {
  server = await startTestServer({ marketRates: RATES });
});
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await control(server, 'POST', '/reset');
});
afterAll(() => server.close());

async function subscribed(...topics: string[]): Promise<TestSocket> {
  const socket = await TestSocket.open(server.socketUrls.market);
  opened.push(socket);
  for (const [index, topic] of topics.entries()) {
    socket.send({ sub: topic, id: `s${index}` });
    await socket.next((frame) => frame.message.subbed === topic);
  }
  return socket;
}

const onChannel = (ch: string) => (frame: ReceivedFrame) => frame.message.ch === ch;
const reply = (id: string) => (frame: ReceivedFrame) => frame.message.id === id;
type Levels = Array<[number, number]>;
interface Tick<T> {
  ch: string;
  ts: number;
  tick: T;
}

describe('pushes', () => {
  it('sends complete step0 snapshots of 150 levels a side as gzip frames', async () => {
    const socket = await subscribed('market.btcusdt.depth.step0');
    const first = await socket.next(onChannel('market.btcusdt.depth.step0'));
    expect(first.binary).toBe(true);
    const push = first.message as unknown as Tick<{ bids: Levels; asks: Levels; version: number; ts: number }>;
    expect(Object.keys(push.tick).sort()).toEqual(['asks', 'bids', 'ts', 'version']);
    expect(push.tick.bids).toHaveLength(150);
    expect(push.tick.asks).toHaveLength(150);
    expect(push.tick.bids[0]?.[0]).toBeLessThan(push.tick.asks[0]?.[0] ?? 0);
    const second = (await socket.next(onChannel('market.btcusdt.depth.step0'))).message as unknown as typeof push;
    expect(second.tick.version).toBeGreaterThan(push.tick.version);
  });

  it('sends step1 snapshots of 20 levels aggregated to 10 ticks', async () => {
    const socket = await subscribed('market.btcusdt.depth.step1');
    const push = (await socket.next(onChannel('market.btcusdt.depth.step1'))).message as unknown as Tick<{ bids: Levels; asks: Levels }>;
    expect(push.tick.bids).toHaveLength(20);
    expect(push.tick.asks).toHaveLength(20);
    // tpp 2: a bucket of 10 ticks is 0.1.
    for (const [price] of [...push.tick.bids, ...push.tick.asks]) expect(Math.round(price * 100) % 10).toBe(0);
  });

  it('sends batches of trades in the fixture shape', async () => {
    const socket = await subscribed('market.ethusdt.trade.detail');
    const push = (await socket.next(onChannel('market.ethusdt.trade.detail'))).message as unknown as Tick<{
      id: number;
      ts: number;
      data: Array<Record<string, unknown>>;
    }>;
    expect(Object.keys(push.tick).sort()).toEqual(['data', 'id', 'ts']);
    expect(push.tick.data.length).toBeGreaterThan(0);
    for (const trade of push.tick.data) {
      expect(Object.keys(trade).sort()).toEqual(['amount', 'direction', 'id', 'price', 'tradeId', 'ts']);
      expect(Number.isInteger(trade.tradeId)).toBe(true);
    }
  });

  it('pushes the forming kline bar again as trades change it', async () => {
    const socket = await subscribed('market.btcusdt.kline.1min');
    const first = (await socket.next(onChannel('market.btcusdt.kline.1min'))).message as unknown as Tick<Record<string, number>>;
    expect(Object.keys(first.tick).sort()).toEqual(['amount', 'close', 'count', 'high', 'id', 'low', 'open', 'vol']);
    expect(first.tick.id).toBe(Math.floor(first.ts / 60_000) * 60);
    // Two pushes of the same bar (a minute may roll over in between): the later one counts more trades.
    let previous = first;
    for (;;) {
      const next = (await socket.next(onChannel('market.btcusdt.kline.1min'))).message as unknown as typeof first;
      if (next.tick.id === previous.tick.id) {
        expect(next.tick.count).toBeGreaterThan(previous.tick.count ?? 0);
        expect(next.ts).toBeGreaterThanOrEqual(previous.ts);
        break;
      }
      previous = next;
    }
  });

  it('sends ticker and detail summaries in the fixture shapes', async () => {
    const socket = await subscribed('market.btcusdt.ticker', 'market.btcusdt.detail');
    const ticker = (await socket.next(onChannel('market.btcusdt.ticker'))).message as unknown as Tick<Record<string, number>>;
    expect(Object.keys(ticker.tick).sort()).toEqual(
      ['amount', 'ask', 'askSize', 'bid', 'bidSize', 'close', 'count', 'high', 'lastPrice', 'lastSize', 'low', 'open', 'vol'].sort(),
    );
    const detail = (await socket.next(onChannel('market.btcusdt.detail'))).message as unknown as Tick<Record<string, number>>;
    expect(Object.keys(detail.tick).sort()).toEqual(['amount', 'close', 'count', 'high', 'id', 'low', 'open', 'version', 'vol']);
    expect(detail.tick.id).toBe(detail.tick.version);
  });

  it('sends market.overview about once a second with a row per listed pair', async () => {
    const socket = await subscribed('market.overview');
    const push = (await socket.next(onChannel('market.overview'))).message as {
      status: string;
      ts: number;
      data: Array<Record<string, unknown>>;
    };
    expect(push.status).toBe('ok');
    expect(push.data.length).toBeGreaterThan(40);
    expect(Object.keys(push.data[0] ?? {}).sort()).toEqual(['amount', 'close', 'count', 'high', 'low', 'open', 'symbol', 'vol']);
  });

  it('stops the overview while the rates say overview false, and resumes it', async () => {
    await control(server, 'POST', '/market/rate', { overview: false });
    const socket = await subscribed('market.overview');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(socket.frames.filter(onChannel('market.overview'))).toHaveLength(0);
    await control(server, 'POST', '/market/rate', { overview: true });
    await socket.next(onChannel('market.overview'));
  });

  it('stops pushing a topic after unsub', async () => {
    const socket = await subscribed('market.btcusdt.ticker');
    await socket.next(onChannel('market.btcusdt.ticker'));
    socket.send({ unsub: 'market.btcusdt.ticker', id: 'u' });
    await socket.next(reply('u'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.frames.splice(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(socket.frames.filter(onChannel('market.btcusdt.ticker'))).toEqual([]);
  });
});

describe('req', () => {
  it('answers a kline req with at most 300 bars inside from/to, ids in seconds', async () => {
    const socket = await subscribed();
    const to = Math.floor(Date.now() / 1000);
    const from = to - 1000 * 60;
    socket.send({ req: 'market.btcusdt.kline.1min', id: 'k1', from, to });
    const answer = (await socket.next(reply('k1'))).message as { rep: string; status: string; data: Array<{ id: number }> };
    expect(answer).toMatchObject({ rep: 'market.btcusdt.kline.1min', status: 'ok' });
    expect(answer.data).toHaveLength(300);
    for (const bar of answer.data) {
      expect(bar.id).toBeGreaterThanOrEqual(from);
      expect(bar.id).toBeLessThanOrEqual(to);
      expect(bar.id % 60).toBe(0);
    }
    expect(answer.data.map((bar) => bar.id)).toEqual([...answer.data.map((bar) => bar.id)].sort((a, b) => a - b));

    socket.send({ req: 'market.btcusdt.kline.60min', id: 'k2', from: to - 5 * 3600, to });
    expect(((await socket.next(reply('k2'))).message.data as unknown[]).length).toBeLessThanOrEqual(6);
  });

  it('answers depth, trade.detail and detail reqs with data', async () => {
    const socket = await subscribed();
    socket.send({ req: 'market.ethbtc.depth.step0', id: 'd' });
    const depth = (await socket.next(reply('d'))).message as { rep: string; data: { bids: Levels; asks: Levels } };
    expect(depth.rep).toBe('market.ethbtc.depth.step0');
    expect(depth.data.bids).toHaveLength(150);
    socket.send({ req: 'market.ethbtc.trade.detail', id: 't' });
    const trades = (await socket.next(reply('t'))).message as { data: Array<{ tradeId: number }> };
    expect(trades.data.length).toBeGreaterThan(0);
    expect(trades.data.length).toBeLessThanOrEqual(300);
    socket.send({ req: 'market.ethbtc.detail', id: 'x' });
    expect((await socket.next(reply('x'))).message).toMatchObject({ status: 'ok', data: { id: expect.any(Number), close: expect.any(Number) } });
  });

  it('answers unknown symbols and topics, and bad ranges, with the error frame', async () => {
    const socket = await subscribed();
    socket.send({ req: 'market.nope.kline.1min', id: 'e1' });
    expect((await socket.next(reply('e1'))).message).toMatchObject({ status: 'error', 'err-code': 'bad-request', 'err-msg': 'invalid symbol nope' });
    socket.send({ req: 'market.btcusdt.mbp.150', id: 'e2' });
    expect((await socket.next(reply('e2'))).message).toMatchObject({ status: 'error', 'err-msg': 'invalid topic market.btcusdt.mbp.150' });
    socket.send({ req: 'market.btcusdt.kline.1min', id: 'e3', from: 'yesterday' });
    expect((await socket.next(reply('e3'))).message).toMatchObject({ status: 'error', 'err-msg': 'invalid from/to' });
  });
});

describe('sub refusals', () => {
  it('answers a sub of an unknown symbol or topic with the error frame instead of the ack', async () => {
    const socket = await subscribed();
    socket.send({ sub: 'market.nope.ticker', id: 'n1' });
    expect((await socket.next(reply('n1'))).message).toMatchObject({ status: 'error', 'err-msg': 'invalid symbol nope' });
    socket.send({ sub: 'market.btcusdt.depth.step7', id: 'n2' });
    expect((await socket.next(reply('n2'))).message).toMatchObject({ status: 'error', 'err-msg': 'invalid topic market.btcusdt.depth.step7' });
    const topics = server.sockets.list('/ws').flatMap((connection) => [...connection.topics]);
    expect(topics).not.toContain('market.nope.ticker');
    expect(topics).not.toContain('market.btcusdt.depth.step7');
  });
});

describe('onMarketMessage', () => {
  it('still receives the messages the feed does not handle', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const own = await startTestServer({ onMarketMessage: (_connection, message) => seen.push(message) });
    try {
      const socket = await TestSocket.open(own.socketUrls.market);
      socket.send({ custom: 1 });
      socket.send({ req: 'market.btcusdt.detail', id: 'r' });
      await socket.next(reply('r'));
      expect(seen).toEqual([{ custom: 1 }]);
      socket.close();
    } finally {
      await own.close();
    }
  });
});
