// The market socket's connection logic, free of browser globals so that it runs in the Web
// Worker, on the main thread as a fallback, and in Node tests with a fake socket and fake timers.
// It owns connect / heartbeat / reconnect / resubscribe / decode and coalesces everything that
// arrives between two `takeBatch()` calls, so the page applies at most one update per frame.
//
// Status (MarketConnectionState.status):
//   connecting    before the first connection opened
//   live          the socket is open (a quiet topic on a live socket is not stale: the server
//                 still pings, and the watchdog closes a socket without pings for 10 s)
//   reconnecting  the socket is down and a reconnect is scheduled or under way
//   stale         the socket has been down for STALE_AFTER_MS: what the page shows can no longer
//                 be vouched for ("stale since" = `since`)

import type { DepthSnapshot, KlineBar, MarketConnectionState, MarketTicker, MarketTrade } from '@/lib/market/types';
import {
  decodeMarketFrame,
  type MarketFrame,
  pongMessage,
  reqMessage,
  type RequestRange,
  subMessage,
  unsubMessage,
} from '@/lib/protocol/market-codec';
import { toDepthSnapshot, toKlineBar, toKlineBars, toOverview, toTicker, toTrades } from '@/lib/protocol/market-ticks';
import { HEARTBEAT_TIMEOUT_MS, INITIAL_ATTEMPT, nextAttempt, reconnectDelayMs } from '@/lib/protocol/reconnect';
import { parseTopic } from '@/lib/protocol/topics';

/** How long the socket may be down before the data on screen counts as stale. */
export const STALE_AFTER_MS = 5_000;
/** A `req` without a reply after this long fails. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Trades kept per topic between two batches (the newest). */
export const MAX_TRADES_PER_BATCH = 100;

/**
 * What the core needs of a socket: the browser's WebSocket and the `ws` package both fit.
 * The core only assigns the handlers, so their parameters are left open (`never`).
 */
export interface MarketSocketLike {
  binaryType: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

export interface MarketFeedLogEvent {
  type: 'close' | 'error' | 'heartbeat-timeout' | 'corrupt';
  detail?: string;
  code?: number;
}

export interface MarketFeedTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface MarketFeedOptions {
  url: string;
  createSocket(url: string): MarketSocketLike;
  now(): number;
  onState?(state: MarketConnectionState): void;
  /** Called when the pending batch goes from empty to non-empty. */
  onPending?(): void;
  log?(event: MarketFeedLogEvent): void;
  timers?: MarketFeedTimers;
}

export type MarketReply =
  | { id: string; topic: string; ok: true; data: unknown }
  | { id: string; topic: string; ok: false; code: string; message: string };

/** An error frame that did not answer a `req` (a refused sub, an unsub, or one without id). */
export interface MarketFeedError {
  id?: string;
  topic?: string;
  code: string;
  message: string;
}

export interface MarketBatch {
  depth: Record<string, DepthSnapshot>;
  trades: Record<string, MarketTrade[]>;
  kline: Record<string, KlineBar[]>;
  tickers: Record<string, MarketTicker>;
  overview: MarketTicker[] | null;
  replies: MarketReply[];
  errors: MarketFeedError[];
  state: MarketConnectionState;
}

interface PendingRequest {
  topic: string;
  range: RequestRange;
  timer: unknown;
}

interface PendingData {
  depth: Record<string, DepthSnapshot>;
  trades: Record<string, MarketTrade[]>;
  kline: Record<string, KlineBar[]>;
  tickers: Record<string, MarketTicker>;
  overview: MarketTicker[] | null;
  replies: MarketReply[];
  errors: MarketFeedError[];
  stateChanged: boolean;
}

function emptyPending(): PendingData {
  return { depth: {}, trades: {}, kline: {}, tickers: {}, overview: null, replies: [], errors: [], stateChanged: false };
}

function isPendingEmpty(pending: PendingData): boolean {
  return (
    !pending.stateChanged &&
    pending.overview === null &&
    pending.replies.length === 0 &&
    pending.errors.length === 0 &&
    Object.keys(pending.depth).length === 0 &&
    Object.keys(pending.trades).length === 0 &&
    Object.keys(pending.kline).length === 0 &&
    Object.keys(pending.tickers).length === 0
  );
}

/** Kline bars keyed by open time: a forming bar is pushed many times and replaces itself. */
export function upsertBar(bars: readonly KlineBar[], bar: KlineBar): KlineBar[] {
  const next = bars.filter((existing) => existing.id !== bar.id);
  next.push(bar);
  return next.sort((a, b) => a.id - b.id);
}

/** Trades in arrival order, keeping the newest `max`. */
export function appendTrades(trades: readonly MarketTrade[], incoming: readonly MarketTrade[], max = MAX_TRADES_PER_BATCH): MarketTrade[] {
  return [...trades, ...incoming].slice(-max);
}

const globalTimers: MarketFeedTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function messageData(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'data' in event ? event.data : undefined;
}

function closeCode(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number'
    ? event.code
    : undefined;
}

function isFrameData(data: unknown): data is ArrayBuffer | Uint8Array | string {
  return typeof data === 'string' || data instanceof ArrayBuffer || data instanceof Uint8Array;
}

export class MarketFeedCore {
  private readonly timers: MarketFeedTimers;
  private socket: MarketSocketLike | null = null;
  private open = false;
  private stopped = false;
  private started = false;
  private state: MarketConnectionState;
  private attempt = INITIAL_ATTEMPT;
  private readonly subscriptions = new Map<string, number>();
  /** Sub/unsub ids on the wire → topic, to name the topic of an error frame. */
  private readonly controlIds = new Map<string, string>();
  private readonly requests = new Map<string, PendingRequest>();
  private pending = emptyPending();
  private nextControlId = 1;
  private watchdog: unknown = null;
  private reconnectTimer: unknown = null;
  private staleTimer: unknown = null;

  constructor(private readonly options: MarketFeedOptions) {
    this.timers = options.timers ?? globalTimers;
    this.state = { status: 'connecting', since: options.now(), attempt: 0, lastMessageAt: 0, corruptFrames: 0 };
  }

  /** Opens the first connection; later ones follow on their own until `stop()`. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.connect();
  }

  getState(): MarketConnectionState {
    return { ...this.state };
  }

  /** Topics with at least one subscriber (what goes on the wire after every reconnect). */
  activeTopics(): string[] {
    return [...this.subscriptions.keys()];
  }

  subscribe(topic: string): void {
    const count = this.subscriptions.get(topic) ?? 0;
    this.subscriptions.set(topic, count + 1);
    if (count === 0 && this.open) this.sendControl('sub', topic);
  }

  unsubscribe(topic: string): void {
    const count = this.subscriptions.get(topic);
    if (count === undefined) return;
    if (count > 1) {
      this.subscriptions.set(topic, count - 1);
      return;
    }
    this.subscriptions.delete(topic);
    // Data already coalesced for the topic is of no use to anyone now.
    delete this.pending.depth[topic];
    delete this.pending.trades[topic];
    delete this.pending.kline[topic];
    delete this.pending.tickers[topic];
    if (this.open) this.sendControl('unsub', topic);
  }

  /** A one-off `req`; the reply (or its error or timeout) arrives in a batch's `replies`. */
  request(topic: string, id: string, range: RequestRange = {}): void {
    if (this.stopped) {
      this.pushReply({ id, topic, ok: false, code: 'stopped', message: 'market socket stopped' });
      return;
    }
    const previous = this.requests.get(id);
    if (previous) this.timers.clearTimeout(previous.timer);
    const timer = this.timers.setTimeout(() => {
      this.requests.delete(id);
      this.pushReply({ id, topic, ok: false, code: 'timeout', message: 'request timeout' });
    }, REQUEST_TIMEOUT_MS);
    this.requests.set(id, { topic, range, timer });
    if (this.open) this.send(reqMessage(topic, id, range));
  }

  /** Everything coalesced since the last call, or null when nothing happened. */
  takeBatch(): MarketBatch | null {
    if (isPendingEmpty(this.pending)) return null;
    const { stateChanged: _stateChanged, ...data } = this.pending;
    this.pending = emptyPending();
    return { ...data, state: this.getState() };
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer('watchdog');
    this.clearTimer('reconnectTimer');
    this.clearTimer('staleTimer');
    for (const [id, request] of this.requests) {
      this.timers.clearTimeout(request.timer);
      this.pushReply({ id, topic: request.topic, ok: false, code: 'stopped', message: 'market socket stopped' });
    }
    this.requests.clear();
    const socket = this.socket;
    this.detach();
    socket?.close(1000, 'stopped');
  }

  // --- connection -----------------------------------------------------------------------------

  private connect(): void {
    if (this.stopped) return;
    let socket: MarketSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch (error) {
      this.options.log?.({ type: 'error', detail: String(error) });
      this.handleDown();
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    // A handshake that hangs is as dead as a silent connection.
    this.armWatchdog();
    socket.onopen = () => {
      if (this.socket === socket) this.handleOpen();
    };
    socket.onmessage = (event: unknown) => {
      if (this.socket === socket) this.handleData(messageData(event));
    };
    socket.onclose = (event: unknown) => {
      if (this.socket !== socket) return;
      this.options.log?.({ type: 'close', code: closeCode(event) });
      this.detach();
      this.handleDown();
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.options.log?.({ type: 'close', detail: 'socket error' });
      this.detach();
      socket.close();
      this.handleDown();
    };
  }

  /** Forgets the current socket: events it still fires are ignored. */
  private detach(): void {
    this.clearTimer('watchdog');
    this.open = false;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
  }

  private handleOpen(): void {
    this.open = true;
    this.attempt = INITIAL_ATTEMPT;
    this.clearTimer('staleTimer');
    this.setState({ status: 'live', attempt: 0 });
    this.armWatchdog();
    // Resubscribe everything after every (re)connect; replay requests not yet answered.
    for (const topic of this.subscriptions.keys()) this.sendControl('sub', topic);
    for (const [id, request] of this.requests) this.send(reqMessage(request.topic, id, request.range));
  }

  private handleDown(): void {
    if (this.stopped) return;
    this.attempt = nextAttempt(this.attempt);
    const wasDown = this.state.status === 'reconnecting' || this.state.status === 'stale';
    if (!wasDown) {
      this.setState({ status: 'reconnecting', attempt: this.attempt });
      this.clearTimer('staleTimer');
      this.staleTimer = this.timers.setTimeout(() => {
        this.staleTimer = null;
        if (!this.open) this.setState({ status: 'stale' });
      }, STALE_AFTER_MS);
    } else {
      this.setState({ attempt: this.attempt });
    }
    this.clearTimer('reconnectTimer');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, reconnectDelayMs(this.attempt));
  }

  private armWatchdog(): void {
    this.clearTimer('watchdog');
    this.watchdog = this.timers.setTimeout(() => {
      this.watchdog = null;
      const socket = this.socket;
      this.options.log?.({ type: 'heartbeat-timeout' });
      this.detach();
      socket?.close(4000, 'heartbeat timeout');
      this.handleDown();
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private clearTimer(name: 'watchdog' | 'reconnectTimer' | 'staleTimer'): void {
    const handle = this[name];
    if (handle !== null) this.timers.clearTimeout(handle);
    this[name] = null;
  }

  private send(text: string): void {
    this.socket?.send(text);
  }

  private sendControl(kind: 'sub' | 'unsub', topic: string): void {
    const id = `${kind}${this.nextControlId++}`;
    this.controlIds.set(id, topic);
    this.send(kind === 'sub' ? subMessage(topic, id) : unsubMessage(topic, id));
  }

  // --- frames ---------------------------------------------------------------------------------

  private handleData(data: unknown): void {
    const frame: MarketFrame = isFrameData(data)
      ? decodeMarketFrame(data)
      : { kind: 'corrupt', reason: 'unsupported frame type' };
    switch (frame.kind) {
      case 'ping':
        // The heartbeat, not data, proves the server alive (section 4: a missing heartbeat
        // closes the connection after 10 s), so a server still pushing but no longer pinging
        // is left before it drops us for unanswered pongs.
        this.armWatchdog();
        this.send(pongMessage(frame.ts));
        return;
      case 'subbed':
      case 'unsubbed':
        this.controlIds.delete(frame.id);
        return;
      case 'error':
        this.handleError(frame);
        return;
      case 'rep':
        this.markDataReceived();
        this.handleReply(frame.id, frame.rep, frame.data);
        return;
      case 'push':
        this.markDataReceived();
        this.handlePush(frame.ch, frame.tick);
        return;
      case 'corrupt':
        this.countCorrupt(frame.reason);
        return;
    }
  }

  private markDataReceived(): void {
    // Not a status change: the batch carries the time, no onState call per frame.
    this.state = { ...this.state, lastMessageAt: this.options.now() };
  }

  private countCorrupt(reason: string): void {
    this.options.log?.({ type: 'corrupt', detail: reason });
    this.setState({ corruptFrames: this.state.corruptFrames + 1 });
  }

  private handleError(frame: Extract<MarketFrame, { kind: 'error' }>): void {
    const request = frame.id === undefined ? undefined : this.requests.get(frame.id);
    if (frame.id !== undefined && request) {
      this.timers.clearTimeout(request.timer);
      this.requests.delete(frame.id);
      this.pushReply({ id: frame.id, topic: request.topic, ok: false, code: frame.code, message: frame.message });
      return;
    }
    const topic = frame.id === undefined ? undefined : this.controlIds.get(frame.id);
    if (frame.id !== undefined) this.controlIds.delete(frame.id);
    const error: MarketFeedError = {
      ...(frame.id !== undefined ? { id: frame.id } : {}),
      ...(topic !== undefined ? { topic } : {}),
      code: frame.code,
      message: frame.message,
    };
    this.addToBatch((pending) => pending.errors.push(error));
  }

  private handleReply(id: string, topic: string, data: unknown): void {
    const request = this.requests.get(id);
    if (!request) return;
    this.timers.clearTimeout(request.timer);
    this.requests.delete(id);
    if (parseTopic(topic)?.channel === 'kline') {
      const bars = toKlineBars(data);
      if (!bars) {
        this.countCorrupt('malformed kline reply');
        this.pushReply({ id, topic, ok: false, code: 'corrupt', message: 'malformed kline reply' });
        return;
      }
      this.pushReply({ id, topic, ok: true, data: bars });
      return;
    }
    this.pushReply({ id, topic, ok: true, data });
  }

  private handlePush(topic: string, tick: unknown): void {
    // Late pushes for a topic nobody holds any more are dropped quietly.
    if (!this.subscriptions.has(topic)) return;
    const parsed = parseTopic(topic);
    if (!parsed) return;
    const { symbol = '' } = parsed;
    switch (parsed.channel) {
      case 'depth': {
        const snapshot = parsed.step ? toDepthSnapshot(symbol, parsed.step, tick) : null;
        if (!snapshot) return this.countCorrupt(`malformed ${topic}`);
        // A step push is the whole book: only the latest one matters.
        this.addToBatch((pending) => {
          pending.depth[topic] = snapshot;
        });
        return;
      }
      case 'trade': {
        const trades = toTrades(tick);
        if (!trades) return this.countCorrupt(`malformed ${topic}`);
        this.addToBatch((pending) => {
          pending.trades[topic] = appendTrades(pending.trades[topic] ?? [], trades);
        });
        return;
      }
      case 'kline': {
        const bar = toKlineBar(tick);
        if (!bar) return this.countCorrupt(`malformed ${topic}`);
        this.addToBatch((pending) => {
          pending.kline[topic] = upsertBar(pending.kline[topic] ?? [], bar);
        });
        return;
      }
      case 'detail':
      case 'ticker': {
        const ticker = toTicker(symbol, tick);
        if (!ticker) return this.countCorrupt(`malformed ${topic}`);
        this.addToBatch((pending) => {
          pending.tickers[topic] = ticker;
        });
        return;
      }
      case 'overview': {
        const overview = toOverview(tick);
        if (!overview) return this.countCorrupt(`malformed ${topic}`);
        this.addToBatch((pending) => {
          pending.overview = overview;
        });
        return;
      }
    }
  }

  private pushReply(reply: MarketReply): void {
    this.addToBatch((pending) => pending.replies.push(reply));
  }

  /** Adds to the batch and tells the host once that a batch is waiting. */
  private addToBatch(add: (pending: PendingData) => void): void {
    const wasEmpty = isPendingEmpty(this.pending);
    add(this.pending);
    if (wasEmpty && !isPendingEmpty(this.pending)) this.options.onPending?.();
  }

  private setState(change: Partial<MarketConnectionState>): void {
    const statusChanged = change.status !== undefined && change.status !== this.state.status;
    this.state = { ...this.state, ...change, ...(statusChanged ? { since: this.options.now() } : {}) };
    this.addToBatch((pending) => {
      pending.stateChanged = true;
    });
    this.options.onState?.(this.getState());
  }
}
