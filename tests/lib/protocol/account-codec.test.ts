import { describe, expect, it } from 'vitest';
import {
  authMessage,
  decodeAccountFrame,
  pongMessage,
  reqMessage,
  subMessage,
  unsubMessage,
} from '@/lib/protocol/account-codec';
import { fixture, fixtureText } from './fixtures';

const ACCOUNT_PUSH = {
  action: 'push',
  ch: 'accounts.update#1',
  data: {
    currency: 'btc',
    accountId: 33385,
    available: '2028.699426619837209087',
    changeType: 'order.match',
    accountType: 'trade',
    seqNum: '86872993928',
    changeTime: 1574393385167,
  },
};

describe('decodeAccountFrame with the protocol fixtures', () => {
  it('reads the auth ack, the sub ack and both sub errors of ws_v2_control_messages.json', () => {
    const frames = fixture<unknown[]>('ws_v2_control_messages.json').map((message) => decodeAccountFrame(JSON.stringify(message)));
    expect(frames).toEqual([
      { kind: 'auth', code: 200, message: '' },
      { kind: 'subbed', ch: 'accounts.update#0' },
      { kind: 'error', action: 'sub', ch: 'accounts.update#2', code: 2002, message: 'invalid.auth.state' },
      { kind: 'error', action: 'sub', ch: 'accounts.update#2', code: 500, message: '系统异常:' },
    ]);
  });

  it('reads the v2 ping of ws_heartbeats.json with its exact number and leaves the v1 frames corrupt', () => {
    const [v1Ping, v1Pong, v2Ping] = fixture<unknown[]>('ws_heartbeats.json');
    expect(decodeAccountFrame(JSON.stringify(v2Ping))).toEqual({ kind: 'ping', ts: 1575537778295 });
    expect(decodeAccountFrame(JSON.stringify(v1Ping)).kind).toBe('corrupt');
    expect(decodeAccountFrame(JSON.stringify(v1Pong)).kind).toBe('corrupt');
  });

  it('answers the fixture ping with the fixture pong', () => {
    const [, , , v2Pong] = fixture<unknown[]>('ws_heartbeats.json');
    expect(JSON.parse(pongMessage(1575537778295))).toEqual(v2Pong);
  });
});

describe('decodeAccountFrame', () => {
  it('hands over a push with its channel and data untouched', () => {
    expect(decodeAccountFrame(JSON.stringify(ACCOUNT_PUSH))).toEqual({ kind: 'push', ch: 'accounts.update#1', data: ACCOUNT_PUSH.data });
  });

  it('reads a refused auth as an auth frame with its code', () => {
    const frame = decodeAccountFrame(JSON.stringify({ action: 'req', code: 2002, ch: 'auth', message: 'auth.fail' }));
    expect(frame).toEqual({ kind: 'auth', code: 2002, message: 'auth.fail' });
  });

  it('reads unsub acks, other req replies and a numeric-string code', () => {
    expect(decodeAccountFrame('{"action":"unsub","code":200,"ch":"orders#btcusdt","data":{}}')).toEqual({ kind: 'unsubbed', ch: 'orders#btcusdt' });
    expect(decodeAccountFrame('{"action":"req","code":200,"ch":"accounts.list","data":[1]}')).toEqual({ kind: 'reply', ch: 'accounts.list', data: [1] });
    expect(decodeAccountFrame('{"action":"sub","code":"200","ch":"orders#*"}')).toEqual({ kind: 'subbed', ch: 'orders#*' });
  });

  it('reads an error on any action, e.g. a refused req', () => {
    expect(decodeAccountFrame('{"action":"req","code":2001,"ch":"accounts.list","message":"invalid.ch"}')).toEqual({
      kind: 'error',
      action: 'req',
      ch: 'accounts.list',
      code: 2001,
      message: 'invalid.ch',
    });
  });

  it.each([
    ['a binary frame', new Uint8Array([123, 125])],
    ['an ArrayBuffer', new ArrayBuffer(2)],
    ['undefined', undefined],
    ['text that is not JSON', '{"action":'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['no action', '{"ch":"auth","code":200}'],
    ['a ping without ts', '{"action":"ping","data":{}}'],
    ['a ping with a text ts', '{"action":"ping","data":{"ts":"1"}}'],
    ['a push without channel', '{"action":"push","data":{}}'],
    ['a push without data', '{"action":"push","ch":"accounts.update#1"}'],
    ['an ack without code', '{"action":"sub","ch":"accounts.update#1"}'],
    ['an unknown action', '{"action":"hello","code":200,"ch":"x"}'],
  ])('calls %s corrupt without throwing', (_name, data) => {
    expect(decodeAccountFrame(data).kind).toBe('corrupt');
  });

  it('keeps the raw fixture text readable as is (plain text, not gzip)', () => {
    expect(() => decodeAccountFrame(fixtureText('ws_v2_control_messages.json'))).not.toThrow();
    expect(decodeAccountFrame(fixtureText('ws_v2_control_messages.json')).kind).toBe('corrupt');
  });
});

describe('account socket messages', () => {
  it('authenticates with a ticket in the documented req envelope', () => {
    expect(JSON.parse(authMessage('T-1'))).toEqual({ action: 'req', ch: 'auth', params: { authType: 'ticket', ticket: 'T-1' } });
  });

  it('builds sub, unsub and req messages', () => {
    expect(JSON.parse(subMessage('accounts.update#2'))).toEqual({ action: 'sub', ch: 'accounts.update#2' });
    expect(JSON.parse(unsubMessage('accounts.update#2'))).toEqual({ action: 'unsub', ch: 'accounts.update#2' });
    expect(JSON.parse(reqMessage('accounts.list'))).toEqual({ action: 'req', ch: 'accounts.list' });
    expect(JSON.parse(reqMessage('accounts.list', { accountId: 1 }))).toEqual({ action: 'req', ch: 'accounts.list', params: { accountId: 1 } });
  });

  it('echoes the exact ping number under data', () => {
    expect(pongMessage(1575537778295)).toBe('{"action":"pong","data":{"ts":1575537778295}}');
  });
});
