import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DecodedFrame,
  ListenerRegistry,
  perUrlRegistry,
  type ProtocolAdapter,
  type ReconnectPolicy,
  type SocketConnection,
  SocketCore,
  type SocketLogEvent,
  type SocketState,
} from '@/services/ws/socket-core';
import { type FakeSocket, FakeSocketFactory } from './fake-socket';

// A toy text protocol: {"ping":n} is the heartbeat (answered {"pong":n}), {"ch","data"} a push,
// {"auth":"ok"|"no"} the answer to authentication, anything that is not a JSON object corrupt.
type ToyFrame = { kind: 'push'; ch: string; data: unknown } | { kind: 'auth'; ok: boolean };

function decodeToy(data: unknown): DecodedFrame<ToyFrame> {
  if (typeof data !== 'string') return { kind: 'corrupt', reason: 'not text' };
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return { kind: 'corrupt', reason: 'not json' };
  }
  if (typeof message !== 'object' || message === null) return { kind: 'corrupt', reason: 'not an object' };
  const record = message as Record<string, unknown>;
  if (typeof record.ping === 'number') return { kind: 'heartbeat', reply: JSON.stringify({ pong: record.ping }) };
  if (typeof record.auth === 'string') return { kind: 'frame', frame: { kind: 'auth', ok: record.auth === 'ok' } };
  if (typeof record.ch === 'string') return { kind: 'frame', frame: { kind: 'push', ch: record.ch, data: record.data } };
  return { kind: 'corrupt', reason: 'unknown' };
}

const POLICY: ReconnectPolicy = {
  heartbeatTimeoutMs: 10_000,
  initialAttempt: 0,
  nextAttempt: (attempt) => (attempt >= 3 ? 1 : attempt + 1),
  delayMs: (attempt) => 1000 * attempt,
  staleAfterMs: 5000,
};

let factory: FakeSocketFactory;
let core: SocketCore<ToyFrame, unknown>;
let states: SocketState[];
let logs: SocketLogEvent[];
let released: string[];
let readyCalls: number;

function toyAdapter(auth: boolean): ProtocolAdapter<ToyFrame, unknown> {
  return {
    decode: decodeToy,
    subMessage: (topic) => JSON.stringify({ sub: topic }),
    unsubMessage: (topic) => JSON.stringify({ unsub: topic }),
    ...(auth ? { authenticate: (connection: SocketConnection<unknown>) => connection.send(JSON.stringify({ login: 'me' })) } : {}),
    onFrame: (frame, connection) => {
      if (frame.kind === 'auth') {
        if (frame.ok) connection.markReady();
        else connection.fail(4001, 'auth failed');
        return;
      }
      connection.markData();
      connection.deliver(frame.ch, frame.data);
    },
    onReady: () => {
      readyCalls++;
    },
    onRelease: (topic) => released.push(topic),
  };
}

function startCore({ auth = false, policy = POLICY }: { auth?: boolean; policy?: ReconnectPolicy } = {}) {
  core = new SocketCore({
    url: 'ws://toy.test/ws',
    createSocket: factory.create,
    adapter: toyAdapter(auth),
    policy,
    now: () => Date.now(),
    stoppedStatus: 'idle',
    log: (event) => logs.push(event),
  });
  core.onState((state) => states.push(state));
  core.start();
  return core;
}

function serverSends(socket: FakeSocket, message: unknown): void {
  socket.receive(JSON.stringify(message));
}

function wire(socket: FakeSocket): string[] {
  return socket.sent.map((message) => Object.entries(message).map(([key, value]) => `${key} ${String(value)}`).join());
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  factory = new FakeSocketFactory();
  states = [];
  logs = [];
  released = [];
  readyCalls = 0;
});

afterEach(() => {
  core.stop();
  vi.useRealTimers();
});

describe('subscriptions counted once', () => {
  it('sends one sub for two subscribers and one unsub after both left', () => {
    startCore();
    factory.latest.open();
    const leaveA = core.subscribe('t1', () => undefined);
    const leaveB = core.subscribe('t1', () => undefined);
    expect(wire(factory.latest)).toEqual(['sub t1']);
    leaveA();
    leaveA();
    expect(wire(factory.latest)).toEqual(['sub t1']);
    expect(core.activeTopics()).toEqual(['t1']);
    leaveB();
    expect(wire(factory.latest)).toEqual(['sub t1', 'unsub t1']);
    expect(released).toEqual(['t1']);
    expect(core.activeTopics()).toEqual([]);
  });

  it('counts the same function twice and releases by topic, newest first', () => {
    startCore();
    factory.latest.open();
    const listener = vi.fn();
    core.subscribe('t1', listener);
    core.subscribe('t1', listener);
    core.release('t1');
    expect(wire(factory.latest)).toEqual(['sub t1']);
    core.release('t1');
    core.release('t1');
    expect(wire(factory.latest)).toEqual(['sub t1', 'unsub t1']);
  });

  it('holds subscriptions made while down and sends them on open', () => {
    startCore();
    core.subscribe('t1', () => undefined);
    core.subscribe('t2', () => undefined);
    expect(factory.latest.sent).toEqual([]);
    factory.latest.open();
    expect(wire(factory.latest)).toEqual(['sub t1', 'sub t2']);
    expect(readyCalls).toBe(1);
  });
});

describe('resubscription', () => {
  it('sends every live topic again after a drop, not the released ones', () => {
    startCore();
    core.subscribe('t1', () => undefined);
    const leave = core.subscribe('t2', () => undefined);
    core.subscribe('t3', () => undefined);
    factory.latest.open();
    leave();
    factory.latest.serverClose();
    vi.advanceTimersByTime(1000);
    expect(factory.sockets).toHaveLength(2);
    factory.latest.open();
    expect(wire(factory.latest)).toEqual(['sub t1', 'sub t3']);
    expect(readyCalls).toBe(2);
  });

  it('with authentication: nothing before the ack, everything after each re-authentication', () => {
    startCore({ auth: true });
    core.subscribe('t1', () => undefined);
    factory.latest.open();
    expect(core.getState().status).toBe('authenticating');
    expect(wire(factory.latest)).toEqual(['login me']);
    core.subscribe('t2', () => undefined);
    expect(wire(factory.latest)).toEqual(['login me']);
    serverSends(factory.latest, { auth: 'ok' });
    expect(core.getState().status).toBe('live');
    expect(wire(factory.latest)).toEqual(['login me', 'sub t1', 'sub t2']);
    // A refused re-authentication closes and reconnects; the next ack resubscribes.
    factory.latest.serverClose();
    vi.advanceTimersByTime(1000);
    factory.latest.open();
    serverSends(factory.latest, { auth: 'no' });
    expect(factory.latest.closedWith).toEqual({ code: 4001, reason: 'auth failed' });
    vi.advanceTimersByTime(2000);
    factory.latest.open();
    serverSends(factory.latest, { auth: 'ok' });
    expect(factory.sockets).toHaveLength(3);
    expect(wire(factory.latest)).toEqual(['login me', 'sub t1', 'sub t2']);
  });
});

describe('heartbeat watchdog', () => {
  it('answers the heartbeat as the adapter says and closes a silent socket, then reconnects per policy', () => {
    startCore();
    const first = factory.latest;
    first.open();
    vi.advanceTimersByTime(9000);
    serverSends(first, { ping: 42 });
    expect(first.sent).toEqual([{ pong: 42 }]);
    // Data does not count as a heartbeat.
    vi.advanceTimersByTime(9000);
    serverSends(first, { ch: 't1', data: 1 });
    vi.advanceTimersByTime(999);
    expect(first.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(first.closedWith).toEqual({ code: 4000, reason: 'heartbeat timeout' });
    expect(logs).toContainEqual({ type: 'heartbeat-timeout' });
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    vi.advanceTimersByTime(999);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
  });

  it('waits as the policy says between failed connections and starts over where it says', () => {
    startCore();
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure++) {
      const before = factory.sockets.length;
      factory.latest.serverClose();
      let waited = 0;
      while (factory.sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 3000, 1000]);
  });

  it('with stableOpenMs keeps counting attempts until a connection held that long', () => {
    startCore({ policy: { ...POLICY, stableOpenMs: 10_000 } });
    factory.latest.serverClose();
    vi.advanceTimersByTime(1000);
    factory.latest.open();
    expect(core.getState()).toMatchObject({ status: 'live', attempt: 1 });
    factory.latest.serverClose();
    expect(core.getState().attempt).toBe(2);
    vi.advanceTimersByTime(2000);
    factory.latest.open();
    serverSends(factory.latest, { ping: 1 });
    vi.advanceTimersByTime(9000);
    serverSends(factory.latest, { ping: 2 });
    vi.advanceTimersByTime(1000);
    expect(core.getState()).toMatchObject({ status: 'live', attempt: 0 });
  });
});

describe('listeners', () => {
  it('keeps the listeners of one topic apart from another and survives a throwing one', () => {
    startCore();
    factory.latest.open();
    const one: unknown[] = [];
    const two: unknown[] = [];
    core.subscribe('t1', () => {
      throw new Error('listener bug');
    });
    core.subscribe('t1', (message) => one.push(message));
    core.subscribe('t2', (message) => two.push(message));
    const uncaught = vi.fn();
    const queued = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => {
      try {
        callback();
      } catch (error) {
        uncaught(error);
      }
    });
    serverSends(factory.latest, { ch: 't1', data: 'a' });
    serverSends(factory.latest, { ch: 't2', data: 'b' });
    serverSends(factory.latest, { ch: 't3', data: 'c' });
    queued.mockRestore();
    expect(one).toEqual(['a']);
    expect(two).toEqual(['b']);
    expect(uncaught).toHaveBeenCalledTimes(1);
    expect(core.getState().lastMessageAt).toBe(Date.now());
  });

  it('ListenerRegistry says which listener was first and which one last', () => {
    const registry = new ListenerRegistry<string>();
    const a = registry.add('x', () => undefined);
    const b = registry.add('x', () => undefined);
    expect([a.first, b.first]).toEqual([true, false]);
    expect(registry.counts()).toEqual([['x', 2]]);
    expect(a.remove()).toBe(false);
    expect(a.remove()).toBe(false);
    expect(b.remove()).toBe(true);
    expect(registry.has('x')).toBe(false);
    expect(registry.deliver('x', 'm')).toBe(false);
  });
});

describe('state', () => {
  it('goes idle → connecting → live → reconnecting → stale → live, with since at each status change', () => {
    core = new SocketCore({ url: 'ws://toy.test/ws', createSocket: factory.create, adapter: toyAdapter(false), policy: POLICY, now: () => Date.now(), stoppedStatus: 'idle' });
    core.onState((state) => states.push(state));
    expect(core.getState()).toEqual({ status: 'idle', since: Date.now(), attempt: 0, lastMessageAt: 0, corruptFrames: 0 });
    core.start();
    factory.latest.open();
    vi.advanceTimersByTime(100);
    const droppedAt = Date.now();
    factory.latest.serverClose();
    vi.advanceTimersByTime(1000);
    factory.latest.serverClose();
    expect(core.getState()).toMatchObject({ status: 'reconnecting', attempt: 2, since: droppedAt });
    vi.advanceTimersByTime(4000);
    expect(core.getState()).toMatchObject({ status: 'stale', since: droppedAt + 5000 });
    factory.latest.open();
    expect(states.map((state) => `${state.status} ${state.attempt}`)).toEqual([
      'connecting 0',
      'live 0',
      'reconnecting 1',
      'reconnecting 2',
      'stale 2',
      'live 0',
    ]);
    core.stop();
    expect(core.getState().status).toBe('idle');
    expect(factory.latest.closedWith).toEqual({ code: 1000, reason: 'stopped' });
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(3);
  });

  it('stops trying after a halt until started again', () => {
    const adapter: ProtocolAdapter<ToyFrame, unknown> = { ...toyAdapter(false), authenticate: (connection) => connection.halt('unauthenticated', 1000, 'logged out') };
    core = new SocketCore({ url: 'ws://toy.test/ws', createSocket: factory.create, adapter, policy: POLICY, now: () => Date.now() });
    core.start();
    factory.latest.open();
    expect(core.getState().status).toBe('unauthenticated');
    expect(factory.latest.closedWith).toEqual({ code: 1000, reason: 'logged out' });
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    core.start();
    expect(factory.sockets).toHaveLength(2);
    expect(core.getState().status).toBe('connecting');
  });

  it('ignores what a connection already gone asks for', () => {
    let held: SocketConnection<unknown> | null = null;
    const adapter: ProtocolAdapter<ToyFrame, unknown> = { ...toyAdapter(false), authenticate: (connection) => (held = connection) };
    core = new SocketCore({ url: 'ws://toy.test/ws', createSocket: factory.create, adapter, policy: POLICY, now: () => Date.now() });
    core.start();
    const first = factory.latest;
    first.open();
    first.serverClose();
    const stale = held as SocketConnection<unknown> | null;
    expect(stale?.isCurrent()).toBe(false);
    stale?.send('{"late":1}');
    stale?.markReady();
    expect(first.sent).toEqual([]);
    expect(core.getState().status).toBe('reconnecting');
  });
});

describe('corrupt frames', () => {
  it('drops them, counts them, logs them and stays connected', () => {
    startCore();
    factory.latest.open();
    const delivered = vi.fn();
    core.subscribe('t1', delivered);
    factory.latest.receive('{not json');
    factory.latest.receive(new Uint8Array([1, 2, 3]));
    factory.latest.receive(JSON.stringify([1]));
    expect(core.getState()).toMatchObject({ status: 'live', corruptFrames: 3 });
    expect(logs.filter((event) => event.type === 'corrupt').map((event) => event.detail)).toEqual(['not json', 'not text', 'unknown']);
    expect(states.at(-1)?.corruptFrames).toBe(3);
    expect(factory.latest.closedWith).toBeNull();
    serverSends(factory.latest, { ch: 't1', data: 'still here' });
    expect(delivered).toHaveBeenCalledWith('still here');
  });
});

describe('perUrlRegistry', () => {
  it('gives one instance per url until closed', () => {
    const registry = perUrlRegistry<{ url: string; close: () => void }>();
    const create = vi.fn((url: string) => ({ url, close: vi.fn() }));
    const a = registry.get('ws://a', create);
    expect(registry.get('ws://a', create)).toBe(a);
    const b = registry.get('ws://b', create);
    expect(b).not.toBe(a);
    expect(create).toHaveBeenCalledTimes(2);
    registry.closeAll();
    expect(a.close).toHaveBeenCalledTimes(1);
    expect(b.close).toHaveBeenCalledTimes(1);
    expect(registry.get('ws://a', create)).not.toBe(a);
  });
});

describe('a burst of frames is handled in slices', () => {
  it('handles frames at once until the slice is used up, then the rest in later tasks, in order', () => {
    startCore();
    factory.latest.open();
    const got: unknown[] = [];
    // Each frame takes 3 ms of the core's clock: the 8 ms slice holds three of them.
    core.subscribe('t1', (data) => {
      got.push(data);
      vi.setSystemTime(Date.now() + 3);
    });
    for (let n = 0; n < 7; n += 1) serverSends(factory.latest, { ch: 't1', data: n });
    expect(got).toEqual([0, 1, 2]);
    vi.advanceTimersToNextTimer();
    expect(got).toEqual([0, 1, 2, 3, 4, 5]);
    vi.advanceTimersToNextTimer();
    expect(got).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // A frame after the burst, in a later task, is handled at once again.
    vi.advanceTimersToNextTimer();
    serverSends(factory.latest, { ch: 't1', data: 7 });
    expect(got.at(-1)).toBe(7);
  });

  it('keeps order: a frame arriving while others wait queues behind them', () => {
    startCore();
    factory.latest.open();
    const got: unknown[] = [];
    core.subscribe('t1', (data) => {
      got.push(data);
      vi.setSystemTime(Date.now() + 10);
    });
    serverSends(factory.latest, { ch: 't1', data: 'a' });
    serverSends(factory.latest, { ch: 't1', data: 'b' });
    expect(got).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(got).toEqual(['a', 'b']);
  });

  it('drops the frames still waiting when their connection goes down', () => {
    startCore();
    factory.latest.open();
    const got: unknown[] = [];
    core.subscribe('t1', (data) => {
      got.push(data);
      vi.setSystemTime(Date.now() + 10);
    });
    const first = factory.latest;
    serverSends(first, { ch: 't1', data: 'a' });
    serverSends(first, { ch: 't1', data: 'stale' });
    first.serverClose(1006);
    vi.advanceTimersToNextTimer();
    expect(got).toEqual(['a']);
  });
});
