// The page's market socket: one per page, created lazily in the browser. The connection runs in
// a Web Worker (main thread when Worker is missing or its script fails to load) on the socket
// core, which counts the subscribers of a topic: every listener here is one `subscribe` to the
// worker and every leaving one `unsubscribe`, the listeners here only route the updates.
// Components get their updates inside one animation-frame callback per batch.
// The next batch is asked for only after the frame applied this one, so a busy or hidden page
// receives fewer, coalesced batches (the latest book, not a backlog).

import type { DepthSnapshot, KlineBar, MarketConnectionState, MarketTicker, MarketTrade } from '@/lib/market/types';
import type { RequestRange } from '@/lib/protocol/market-codec';
import { OVERVIEW_TOPIC } from '@/lib/protocol/topics';
import type { OverviewTicker } from '@/lib/protocol/market-ticks';
import type { MarketBatch, MarketFeedLogEvent, MarketSocketLike } from './market-core';
import { clientLogger } from '@/services/log/client-log';
import type { createMarketHost } from './market-host';
import type { MarketWorkerRequest, MarketWorkerResponse } from './market-messages';
import { createBrowserSocket, ListenerRegistry, perUrlRegistry, safely } from './socket-core';

export type MarketUpdate =
  | { kind: 'depth'; topic: string; depth: DepthSnapshot }
  | { kind: 'trades'; topic: string; trades: MarketTrade[] }
  | { kind: 'kline'; topic: string; bars: KlineBar[] }
  | { kind: 'ticker'; topic: string; ticker: MarketTicker }
  | { kind: 'overview'; topic: string; tickers: OverviewTicker[] }
  /** The server refused the subscription (e.g. invalid symbol); the socket stays up. */
  | { kind: 'error'; topic: string; code: string; message: string };

export type MarketListener = (update: MarketUpdate) => void;

export type MarketTransportKind = NonNullable<MarketConnectionState['transport']>;

export class MarketRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly topic: string,
  ) {
    super(message);
    this.name = 'MarketRequestError';
  }
}

/** Where the connection logic runs: a worker, or a host on this thread. */
export interface MarketTransport {
  send(message: MarketWorkerRequest): void;
  close(): void;
}

export interface MarketTransportHandlers {
  onMessage(message: MarketWorkerResponse): void;
  /** The worker could not start; the socket moves the connection to this thread. */
  onFail(): void;
}

export interface MarketSocketOptions {
  /** Defaults to the worker, falling back to `inThreadTransport`. */
  createTransport?(handlers: MarketTransportHandlers): MarketTransport;
  /** Socket factory of the main-thread fallback (tests pass a fake or `ws`). */
  createSocket?(url: string): MarketSocketLike;
  /**
   * The main-thread fallback's host. By default it is loaded when the fallback starts: it
   * carries the frame decoder (gzip), which a page whose worker runs never needs.
   */
  createHost?: typeof createMarketHost;
  /** Defaults to requestAnimationFrame. */
  scheduleFrame?(callback: () => void): void;
  now?(): number;
  /** Where closes, heartbeat timeouts and corrupt frames go; the client log by default. */
  log?(event: MarketFeedLogEvent): void;
}

export function inThreadTransport(
  handlers: Pick<MarketTransportHandlers, 'onMessage'>,
  createSocket: (url: string) => MarketSocketLike = createBrowserSocket,
  now: () => number = Date.now,
  createHost?: typeof createMarketHost,
): MarketTransport {
  const start = (create: typeof createMarketHost) => create({ post: (message) => handlers.onMessage(message), createSocket, now });
  if (createHost) {
    const host = start(createHost);
    return {
      send: (message) => host.handle(message),
      close: () => host.handle({ type: 'stop' }),
    };
  }
  // Until the host's module is in, messages wait in order; a close before then ends it all. A
  // module that fails to load is the shell's chunk-failure case (one reload).
  let host: ReturnType<typeof createMarketHost> | null = null;
  let closed = false;
  const waiting: MarketWorkerRequest[] = [];
  void import('./market-host').then(({ createMarketHost: create }) => {
    if (closed) return;
    host = start(create);
    for (const message of waiting.splice(0)) host.handle(message);
  });
  return {
    send: (message) => {
      if (host) host.handle(message);
      else if (!closed) waiting.push(message);
    },
    close: () => {
      if (host) host.handle({ type: 'stop' });
      closed = true;
      waiting.length = 0;
    },
  };
}

/** Null when Worker is unavailable (server, jsdom) or refuses the script. */
export function workerTransport(handlers: MarketTransportHandlers): MarketTransport | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    // Kept literal so that the bundler finds and emits the worker entry. A classic worker:
    // Turbopack's worker entry loads its chunks with importScripts, which module workers refuse.
    worker = new Worker(new URL('./market-worker.ts', import.meta.url));
  } catch {
    return null;
  }
  let ready = false;
  worker.onmessage = (event: MessageEvent<MarketWorkerResponse>) => {
    if (event.data.type === 'ready') ready = true;
    handlers.onMessage(event.data);
  };
  worker.onerror = (event) => {
    // A script that fails to load (404, CSP) reports here before it ever said ready.
    if (ready) return;
    event.preventDefault();
    worker.terminate();
    handlers.onFail();
  };
  return {
    send: (message) => worker.postMessage(message),
    close: () => {
      worker.postMessage({ type: 'stop' } satisfies MarketWorkerRequest);
      worker.terminate();
    },
  };
}

function defaultScheduleFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
}

function sameShownState(a: MarketConnectionState, b: MarketConnectionState): boolean {
  // lastMessageAt moves with every frame; listeners hear about status changes only.
  return a.status === b.status && a.since === b.since && a.attempt === b.attempt && a.corruptFrames === b.corruptFrames;
}

interface PendingRequest {
  topic: string;
  range: RequestRange;
  resolve(data: unknown): void;
  reject(error: MarketRequestError): void;
}

export class MarketSocket {
  private transport: MarketTransport;
  /** Where the connection runs; the page shows it, so a silent fall-back is visible. */
  private transportKind: MarketTransportKind = 'worker';
  private readonly listeners = new ListenerRegistry<MarketUpdate>();
  private readonly stateListeners = new Set<(state: MarketConnectionState) => void>();
  private readonly batchListeners = new Set<(batch: MarketBatch) => void>();
  private readonly requests = new Map<string, PendingRequest>();
  private readonly queued: MarketBatch[] = [];
  private readonly scheduleFrame: (callback: () => void) => void;
  private readonly log: (event: MarketFeedLogEvent) => void;
  private frameScheduled = false;
  private nextRequestId = 1;
  private closed = false;
  private state: MarketConnectionState;

  constructor(
    readonly url: string,
    private readonly options: MarketSocketOptions = {},
  ) {
    this.scheduleFrame = options.scheduleFrame ?? defaultScheduleFrame;
    this.log = options.log ?? clientLogger('market-socket');
    const now = options.now ?? Date.now;
    this.state = { status: 'connecting', since: now(), attempt: 0, lastMessageAt: 0, corruptFrames: 0 };
    const handlers: MarketTransportHandlers = {
      onMessage: (message) => this.receive(message),
      onFail: () => this.fallBackToThisThread(),
    };
    const transport = options.createTransport?.(handlers) ?? workerTransport(handlers);
    this.transport = transport ?? this.inThread();
    this.transportKind = transport ? 'worker' : 'main-thread';
    this.transport.send({ type: 'connect', url });
  }

  getState(): MarketConnectionState {
    return { ...this.state, transport: this.transportKind };
  }

  onState(listener: (state: MarketConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Every applied batch, whole (for a store that takes everything at once). */
  onBatch(listener: (batch: MarketBatch) => void): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  /** The core sends the sub for the topic's first listener and the unsub after its last one. */
  subscribe(topic: string, listener: MarketListener): () => void {
    if (this.closed) return () => undefined;
    const { remove } = this.listeners.add(topic, listener);
    this.send({ type: 'subscribe', topic });
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      remove();
      this.send({ type: 'unsubscribe', topic });
    };
  }

  /** A one-off `req` (kline history: from/to in epoch seconds); kline replies come as KlineBar[]. */
  request(topic: string, range: RequestRange = {}): Promise<unknown> {
    if (this.closed) return Promise.reject(new MarketRequestError('stopped', 'market socket closed', topic));
    const id = `req${this.nextRequestId++}`;
    return new Promise((resolve, reject) => {
      this.requests.set(id, { topic, range, resolve, reject });
      this.send({ type: 'request', topic, id, ...range });
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.transport.close();
    for (const [id, request] of this.requests) {
      this.requests.delete(id);
      request.reject(new MarketRequestError('stopped', 'market socket closed', request.topic));
    }
    this.listeners.clear();
  }

  private send(message: MarketWorkerRequest): void {
    if (!this.closed) this.transport.send(message);
  }

  private inThread(): MarketTransport {
    return inThreadTransport({ onMessage: (message) => this.receive(message) }, this.options.createSocket, this.options.now, this.options.createHost);
  }

  /** The worker never started: run the connection here and replay what the page holds. */
  private fallBackToThisThread(): void {
    if (this.closed) return;
    this.transport = this.inThread();
    this.transportKind = 'main-thread';
    for (const listener of [...this.stateListeners]) safely(() => listener(this.getState()));
    this.transport.send({ type: 'connect', url: this.url });
    for (const [topic, count] of this.listeners.counts()) {
      for (let listener = 0; listener < count; listener++) this.transport.send({ type: 'subscribe', topic });
    }
    for (const [id, request] of this.requests) this.transport.send({ type: 'request', topic: request.topic, id, ...request.range });
  }

  private receive(message: MarketWorkerResponse): void {
    if (message.type === 'log') {
      this.log(message.event);
      return;
    }
    if (message.type !== 'batch' || this.closed) return;
    this.queued.push(message.batch);
    if (this.frameScheduled) return;
    this.frameScheduled = true;
    this.scheduleFrame(() => {
      this.frameScheduled = false;
      if (this.closed) return;
      for (const batch of this.queued.splice(0)) this.apply(batch);
      this.send({ type: 'ack' });
    });
  }

  private deliver(topic: string, update: MarketUpdate): void {
    this.listeners.deliver(topic, update);
  }

  private apply(batch: MarketBatch): void {
    const previous = this.state;
    this.state = batch.state;
    if (!sameShownState(previous, batch.state)) {
      for (const listener of [...this.stateListeners]) safely(() => listener(this.getState()));
    }
    for (const [topic, depth] of Object.entries(batch.depth)) this.deliver(topic, { kind: 'depth', topic, depth });
    for (const [topic, trades] of Object.entries(batch.trades)) this.deliver(topic, { kind: 'trades', topic, trades });
    for (const [topic, bars] of Object.entries(batch.kline)) this.deliver(topic, { kind: 'kline', topic, bars });
    for (const [topic, ticker] of Object.entries(batch.tickers)) this.deliver(topic, { kind: 'ticker', topic, ticker });
    if (batch.overview) {
      this.deliver(OVERVIEW_TOPIC, { kind: 'overview', topic: OVERVIEW_TOPIC, tickers: batch.overview });
    }
    for (const error of batch.errors) {
      if (error.topic !== undefined) {
        this.deliver(error.topic, { kind: 'error', topic: error.topic, code: error.code, message: error.message });
      }
    }
    for (const reply of batch.replies) {
      const request = this.requests.get(reply.id);
      if (!request) continue;
      this.requests.delete(reply.id);
      if (reply.ok) request.resolve(reply.data);
      else request.reject(new MarketRequestError(reply.code, reply.message, reply.topic));
    }
    for (const listener of [...this.batchListeners]) safely(() => listener(batch));
  }
}

const sockets = perUrlRegistry<MarketSocket>();

/** The page's market socket for `url`, created on first use; browser only. */
export function getMarketSocket(url: string): MarketSocket {
  if (typeof window === 'undefined') throw new Error('the market socket runs in the browser only');
  return sockets.get(url, () => new MarketSocket(url));
}

/** Closes and forgets the page's sockets (tests, or leaving the market pages for good). */
export function closeMarketSockets(): void {
  sockets.closeAll();
}
