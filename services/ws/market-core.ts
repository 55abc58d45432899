// The market feed's protocol on the shared socket core: gzip decode, ping/pong, sub/unsub with
// ids, req/rep with timeouts, and the coalescing of everything that arrives between two
// `takeBatch()` calls, so the page applies at most one update per frame. It runs in the Web
// Worker, on the main thread as a fallback, and in Node tests with a fake socket and fake timers;
// connection, watchdog, reconnect, resubscription and subscriber counts are the core's.
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
import { toDepthSnapshot, toKlineBar, toKlineBars, toOverview, toTicker, toTrades, type OverviewTicker } from '@/lib/protocol/market-ticks';
import { HEARTBEAT_TIMEOUT_MS, INITIAL_ATTEMPT, nextAttempt, reconnectDelayMs } from '@/lib/protocol/reconnect';
import { parseTopic } from '@/lib/protocol/topics';
import {
  type DecodedFrame,
  globalTimers,
  type ReconnectPolicy,
  type SocketConnection,
  SocketCore,
  type SocketLike,
  type SocketLogEvent,
  type SocketState,
  type SocketTimers,
} from './socket-core';

/** How long the socket may be down before the data on screen counts as stale. */
export const STALE_AFTER_MS = 5_000;
/** A `req` without a reply after this long fails. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Trades kept per topic between two batches (the newest). */
export const MAX_TRADES_PER_BATCH = 100;

/** What the core needs of a socket: the browser's WebSocket and the `ws` package both fit. */
export type MarketSocketLike = SocketLike;
export type MarketFeedLogEvent = SocketLogEvent;
export type MarketFeedTimers = SocketTimers;

export const MARKET_RECONNECT_POLICY: ReconnectPolicy = {
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  initialAttempt: INITIAL_ATTEMPT,
  nextAttempt,
  delayMs: reconnectDelayMs,
  staleAfterMs: STALE_AFTER_MS,
};

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
  overview: OverviewTicker[] | null;
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
  overview: OverviewTicker[] | null;
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

function isFrameData(data: unknown): data is ArrayBuffer | Uint8Array | string {
  return typeof data === 'string' || data instanceof ArrayBuffer || data instanceof Uint8Array;
}

function toMarketState(state: SocketState): MarketConnectionState {
  const { status, since, attempt, lastMessageAt, corruptFrames } = state;
  // The market adapter neither authenticates nor halts: only these four statuses occur.
  const shown = status === 'live' || status === 'reconnecting' || status === 'stale' ? status : 'connecting';
  return { status: shown, since, attempt, lastMessageAt, corruptFrames };
}

/** The batch is filled once per push, not per subscriber: the core's listeners only count. */
type Push = never;
const countOnly = () => undefined;

export class MarketFeedCore {
  private readonly timers: MarketFeedTimers;
  private readonly core: SocketCore<MarketFrame, Push>;
  /** Sub/unsub ids on the wire → topic, to name the topic of an error frame. */
  private readonly controlIds = new Map<string, string>();
  private readonly requests = new Map<string, PendingRequest>();
  private pending = emptyPending();
  private nextControlId = 1;

  constructor(private readonly options: MarketFeedOptions) {
    this.timers = options.timers ?? globalTimers;
    this.core = new SocketCore<MarketFrame, Push>({
      url: options.url,
      createSocket: options.createSocket,
      now: options.now,
      timers: this.timers,
      policy: MARKET_RECONNECT_POLICY,
      initialStatus: 'connecting',
      ...(options.log ? { log: options.log } : {}),
      adapter: {
        binaryType: 'arraybuffer',
        decode: decodeMarketData,
        subMessage: (topic) => this.controlMessage('sub', topic),
        unsubMessage: (topic) => this.controlMessage('unsub', topic),
        onFrame: (frame, connection) => this.handleFrame(frame, connection),
        // Requests not yet answered go out again on every (re)connect.
        onReady: (connection) => {
          for (const [id, request] of this.requests) connection.send(reqMessage(request.topic, id, request.range));
        },
        onRelease: (topic) => {
          // Data already coalesced for the topic is of no use to anyone now.
          delete this.pending.depth[topic];
          delete this.pending.trades[topic];
          delete this.pending.kline[topic];
          delete this.pending.tickers[topic];
        },
      },
    });
    this.core.onState((state) => {
      this.addToBatch((pending) => {
        pending.stateChanged = true;
      });
      this.options.onState?.(toMarketState(state));
    });
  }

  /** Opens the first connection; later ones follow on their own until `stop()`. */
  start(): void {
    this.core.start();
  }

  getState(): MarketConnectionState {
    return toMarketState(this.core.getState());
  }

  /** Topics with at least one subscriber (what goes on the wire after every reconnect). */
  activeTopics(): string[] {
    return this.core.activeTopics();
  }

  /** One subscriber more; the core sends the sub for the first one only. */
  subscribe(topic: string): void {
    this.core.subscribe(topic, countOnly);
  }

  unsubscribe(topic: string): void {
    this.core.release(topic);
  }

  /** A one-off `req`; the reply (or its error or timeout) arrives in a batch's `replies`. */
  request(topic: string, id: string, range: RequestRange = {}): void {
    if (this.core.isStopped) {
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
    this.core.sendWhenReady(reqMessage(topic, id, range));
  }

  /** Everything coalesced since the last call, or null when nothing happened. */
  takeBatch(): MarketBatch | null {
    if (isPendingEmpty(this.pending)) return null;
    const { stateChanged: _stateChanged, ...data } = this.pending;
    this.pending = emptyPending();
    return { ...data, state: this.getState() };
  }

  stop(): void {
    this.core.stop();
    for (const [id, request] of this.requests) {
      this.timers.clearTimeout(request.timer);
      this.pushReply({ id, topic: request.topic, ok: false, code: 'stopped', message: 'market socket stopped' });
    }
    this.requests.clear();
  }

  private controlMessage(kind: 'sub' | 'unsub', topic: string): string {
    const id = `${kind}${this.nextControlId++}`;
    this.controlIds.set(id, topic);
    return kind === 'sub' ? subMessage(topic, id) : unsubMessage(topic, id);
  }

  // --- frames ---------------------------------------------------------------------------------

  private handleFrame(frame: MarketFrame, connection: SocketConnection<Push>): void {
    switch (frame.kind) {
      case 'subbed':
      case 'unsubbed':
        this.controlIds.delete(frame.id);
        return;
      case 'error':
        this.handleError(frame);
        return;
      case 'rep':
        connection.markData();
        this.handleReply(frame.id, frame.rep, frame.data, connection);
        return;
      case 'push':
        connection.markData();
        // Late pushes for a topic nobody holds any more are dropped quietly.
        if (this.core.has(frame.ch)) this.handlePush(frame.ch, frame.tick, connection);
        return;
      case 'ping':
      case 'corrupt':
        // Decoded as heartbeat / corrupt before they get here.
        return;
    }
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

  private handleReply(id: string, topic: string, data: unknown, connection: SocketConnection<Push>): void {
    const request = this.requests.get(id);
    if (!request) return;
    this.timers.clearTimeout(request.timer);
    this.requests.delete(id);
    if (parseTopic(topic)?.channel === 'kline') {
      const bars = toKlineBars(data);
      if (!bars) {
        connection.countCorrupt('malformed kline reply');
        this.pushReply({ id, topic, ok: false, code: 'corrupt', message: 'malformed kline reply' });
        return;
      }
      this.pushReply({ id, topic, ok: true, data: bars });
      return;
    }
    this.pushReply({ id, topic, ok: true, data });
  }

  private handlePush(topic: string, tick: unknown, connection: SocketConnection<Push>): void {
    const parsed = parseTopic(topic);
    if (!parsed) return;
    const { symbol = '' } = parsed;
    const corrupt = () => connection.countCorrupt(`malformed ${topic}`);
    switch (parsed.channel) {
      case 'depth': {
        const snapshot = parsed.step ? toDepthSnapshot(symbol, parsed.step, tick) : null;
        if (!snapshot) return corrupt();
        // A step push is the whole book: only the latest one matters.
        this.addToBatch((pending) => {
          pending.depth[topic] = snapshot;
        });
        return;
      }
      case 'trade': {
        const trades = toTrades(tick);
        if (!trades) return corrupt();
        this.addToBatch((pending) => {
          pending.trades[topic] = appendTrades(pending.trades[topic] ?? [], trades);
        });
        return;
      }
      case 'kline': {
        const bar = toKlineBar(tick);
        if (!bar) return corrupt();
        this.addToBatch((pending) => {
          pending.kline[topic] = upsertBar(pending.kline[topic] ?? [], bar);
        });
        return;
      }
      case 'detail':
      case 'ticker': {
        const ticker = toTicker(symbol, tick);
        if (!ticker) return corrupt();
        this.addToBatch((pending) => {
          pending.tickers[topic] = ticker;
        });
        return;
      }
      case 'overview': {
        // Each entry is read on its own: a bad one is skipped, the others still arrive.
        const overview = toOverview(tick);
        if (!overview) return corrupt();
        if (overview.tickers.length === 0) return overview.skipped > 0 ? corrupt() : undefined;
        this.addToBatch((pending) => {
          pending.overview = overview.tickers;
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
}

/** The server's ping is the heartbeat (answered with the same number); everything else is data. */
function decodeMarketData(data: unknown): DecodedFrame<MarketFrame> {
  const frame: MarketFrame = isFrameData(data) ? decodeMarketFrame(data) : { kind: 'corrupt', reason: 'unsupported frame type' };
  if (frame.kind === 'ping') return { kind: 'heartbeat', reply: pongMessage(frame.ts) };
  if (frame.kind === 'corrupt') return { kind: 'corrupt', reason: frame.reason };
  return { kind: 'frame', frame };
}
