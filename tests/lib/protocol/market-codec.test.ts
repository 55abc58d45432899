import { describe, expect, it } from 'vitest';
import {
  decodeMarketFrame,
  pongMessage,
  reqMessage,
  subMessage,
  unsubMessage,
} from '@/lib/protocol/market-codec';
import { fixture, fixtureText, gzipFrame, marketFixtureNames } from './fixtures';

function messagesOf(name: string): unknown[] {
  const value = fixture<unknown>(name);
  return Array.isArray(value) ? value : [value];
}

// Expected kinds of every message in every ws_ fixture; a new fixture without a row fails.
const FIXTURE_KINDS: Record<string, string[]> = {
  'ws_heartbeats.json': ['ping', 'corrupt', 'corrupt', 'corrupt'],
  'ws_market_control_messages.json': ['subbed', 'unsubbed', 'error'],
  'ws_market_depth_step0_push.json': ['push'],
  'ws_market_detail_push.json': ['push'],
  'ws_market_kline_1min_push.json': ['push'],
  'ws_market_mbp_req_response.json': ['rep'],
  'ws_market_ticker_push.json': ['push'],
  'ws_market_trade_detail_push.json': ['push'],
  // Account-socket (v2) frames are not market frames.
  'ws_v2_control_messages.json': ['corrupt', 'corrupt', 'corrupt', 'corrupt'],
};

describe('decodeMarketFrame with the protocol fixtures', () => {
  it('has an expectation for every ws_ fixture', () => {
    expect(marketFixtureNames()).toEqual(Object.keys(FIXTURE_KINDS).sort());
  });

  for (const name of Object.keys(FIXTURE_KINDS)) {
    it(`classifies ${name} gzipped as the feed sends it`, () => {
      const kinds = messagesOf(name).map((message) => decodeMarketFrame(gzipFrame(message)).kind);
      expect(kinds).toEqual(FIXTURE_KINDS[name]);
    });
  }

  it('reads ping, acks and the error frame with their fields', () => {
    const [ping] = messagesOf('ws_heartbeats.json');
    expect(decodeMarketFrame(gzipFrame(ping))).toEqual({ kind: 'ping', ts: 1492420473027 });
    const [subbed, unsubbed, error] = messagesOf('ws_market_control_messages.json');
    expect(decodeMarketFrame(gzipFrame(subbed))).toEqual({ kind: 'subbed', id: 'id1', topic: 'market.btcusdt.kline.1min' });
    expect(decodeMarketFrame(gzipFrame(unsubbed))).toEqual({ kind: 'unsubbed', id: 'id4', topic: 'market.btcusdt.trade.detail' });
    expect(decodeMarketFrame(gzipFrame(error))).toEqual({
      kind: 'error',
      id: '2',
      code: 'bad-request',
      message: 'invalid mbp.150.symbol linkusdt',
    });
  });

  it('reads a push with ch, the outer ts and the tick', () => {
    const text = fixtureText('ws_market_depth_step0_push.json');
    const frame = decodeMarketFrame(gzipFrame(text));
    expect(frame).toMatchObject({ kind: 'push', ch: 'market.btcusdt.depth.step0', ts: 1630983549503 });
    expect(frame.kind === 'push' && frame.tick).toMatchObject({ version: 136998124622, ts: 1630983549500 });
  });

  it('reads a req reply with its data', () => {
    const frame = decodeMarketFrame(gzipFrame(fixtureText('ws_market_mbp_req_response.json')));
    expect(frame).toMatchObject({ kind: 'rep', id: 'id2', rep: 'market.btcusdt.mbp.5' });
    expect(frame.kind === 'rep' && frame.data).toMatchObject({ seqNum: 100020142010 });
  });

  it('accepts the binary frame as ArrayBuffer as well as Uint8Array', () => {
    const bytes = gzipFrame({ ping: 7 });
    const buffer = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    expect(decodeMarketFrame(buffer)).toEqual({ kind: 'ping', ts: 7 });
  });
});

describe('decodeMarketFrame variants', () => {
  it('parses a text frame as JSON without gunzip', () => {
    expect(decodeMarketFrame('{"ping":42}')).toEqual({ kind: 'ping', ts: 42 });
  });

  it('reads the underscore spellings of the error keys and an error without id', () => {
    expect(decodeMarketFrame(gzipFrame({ status: 'error', err_code: 'bad-request', err_msg: 'invalid topic x' }))).toEqual({
      kind: 'error',
      code: 'bad-request',
      message: 'invalid topic x',
    });
  });

  it('takes market.overview payload from data', () => {
    const data = [{ symbol: 'btcusdt', open: 1, close: 2, low: 1, high: 2, amount: 3, vol: 4, count: 5 }];
    expect(decodeMarketFrame(gzipFrame({ ch: 'market.overview', ts: 9, status: 'ok', data }))).toEqual({
      kind: 'push',
      ch: 'market.overview',
      ts: 9,
      tick: data,
    });
  });

  it('takes kline reply bars from data or from tick', () => {
    const bars = [{ id: 1, open: 1, close: 1, low: 1, high: 1, amount: 1, vol: 1, count: 1 }];
    expect(decodeMarketFrame(gzipFrame({ id: 'k', rep: 'market.btcusdt.kline.1min', status: 'ok', data: bars }))).toMatchObject({ data: bars });
    expect(decodeMarketFrame(gzipFrame({ id: 'k', rep: 'market.btcusdt.kline.1min', status: 'ok', tick: bars }))).toMatchObject({ data: bars });
  });

  it('echoes numeric ids as strings', () => {
    expect(decodeMarketFrame(gzipFrame({ id: 3, status: 'ok', subbed: 'market.overview' }))).toEqual({
      kind: 'subbed',
      id: '3',
      topic: 'market.overview',
    });
  });
});

describe('decodeMarketFrame never throws on bad input', () => {
  const cases: Array<[string, ArrayBuffer | Uint8Array | string, string]> = [
    ['random bytes', new Uint8Array([0x13, 0x37, 0xde, 0xad, 0xbe, 0xef, 0x00, 0x42, 0x99]), 'gunzip failed'],
    ['an empty buffer', new Uint8Array(0), 'gunzip failed'],
    ['an empty ArrayBuffer', new ArrayBuffer(0), 'gunzip failed'],
    ['a truncated gzip stream', gzipFrame({ ping: 1 }).slice(0, 12), 'gunzip failed'],
    ['gzip of not json', gzipFrame('not json'), 'not json'],
    ['gzip of an array', gzipFrame('[1,2]'), 'not an object'],
    ['gzip of null', gzipFrame('null'), 'not an object'],
    ['a text frame that is not json', '{oops', 'not json'],
    ['an object of no known shape', gzipFrame({ hello: 'world' }), 'unrecognised frame'],
    ['a push without tick or data', gzipFrame({ ch: 'market.btcusdt.ticker', ts: 1 }), 'unrecognised frame'],
    ['a ping that is not a number', gzipFrame({ ping: '1' }), 'unrecognised frame'],
  ];
  for (const [label, input, reason] of cases) {
    it(`reports ${label} as corrupt (${reason})`, () => {
      expect(decodeMarketFrame(input)).toEqual({ kind: 'corrupt', reason });
    });
  }
});

describe('client messages', () => {
  it('builds sub, unsub and req as the documented JSON text', () => {
    expect(JSON.parse(subMessage('market.btcusdt.kline.1min', 'id1'))).toEqual({ sub: 'market.btcusdt.kline.1min', id: 'id1' });
    expect(JSON.parse(unsubMessage('market.btcusdt.trade.detail', 'id4'))).toEqual({ unsub: 'market.btcusdt.trade.detail', id: 'id4' });
    expect(JSON.parse(reqMessage('market.btcusdt.depth.step0', 'id10'))).toEqual({ req: 'market.btcusdt.depth.step0', id: 'id10' });
    expect(JSON.parse(reqMessage('market.btcusdt.kline.1min', 'k', { from: 1630981680, to: 1630985280 }))).toEqual({
      req: 'market.btcusdt.kline.1min',
      id: 'k',
      from: 1630981680,
      to: 1630985280,
    });
  });

  it('echoes the exact ping number in the pong (fixture pair)', () => {
    const [ping, pong] = fixture<[{ ping: number }, { pong: number }]>('ws_heartbeats.json');
    expect(pongMessage(ping.ping)).toBe(JSON.stringify(pong));
    expect(pongMessage(1700000000123)).toBe('{"pong":1700000000123}');
  });
});
