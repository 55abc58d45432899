// The one socket core under the market and the account socket, free of browser globals so that
// it runs in the market's Web Worker, on the main thread, and in Node tests with a fake socket
// and fake timers. It owns what both protocols share: the connection, the heartbeat watchdog,
// the reconnect policy, the listeners per topic with the wire subscription counted once (first
// listener sends sub, last one leaving sends unsub), the resubscription of every held topic
// whenever a connection becomes ready, and the connection state. A protocol adapter says how
// frames decode, what a heartbeat is and how it is answered, how sub/unsub look on the wire and
// whether the connection has to authenticate before it is ready.
//
// Status:
//   idle             not started, or stopped (adapters may keep their last status on stop)
//   connecting       the first connection is being opened
//   authenticating   the socket is open and the adapter is authenticating it
//   live             the connection is ready: subscriptions are on the wire
//   reconnecting     the socket is down and a reconnect is scheduled or under way
//   stale            down for longer than the policy's `staleAfterMs`
//   unauthenticated  the adapter gave up (no login): no attempts until `start()`

import { FrameSlicer } from './frame-slicer';
import { ListenerRegistry, safely } from './socket-registry';
import {
  globalTimers,
  HEARTBEAT_CLOSE_CODE,
  type ProtocolAdapter,
  type ReconnectPolicy,
  type SocketConnection,
  type SocketCoreOptions,
  type SocketLike,
  type SocketState,
  type SocketTimers,
  type TopicListener,
} from './socket-types';

export * from './socket-types';

/** The platform's WebSocket (browser page or worker scope): the only place one is made. */
export function createBrowserSocket(url: string): SocketLike {
  return new WebSocket(url);
}

export { ListenerRegistry, perUrlRegistry, safely, type PerUrlRegistry } from './socket-registry';


function messageData(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'data' in event ? event.data : undefined;
}

function closeCode(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : undefined;
}

function shownStateChanged(a: SocketState, b: SocketState): boolean {
  // lastMessageAt moves with every frame; listeners hear about the rest only.
  return a.status !== b.status || a.since !== b.since || a.attempt !== b.attempt || a.corruptFrames !== b.corruptFrames;
}

type TimerName = 'watchdog' | 'reconnectTimer' | 'staleTimer' | 'stableTimer';

export { FRAME_SLICE_MS } from './frame-slicer';

interface Received<M> {
  data: unknown;
  connection: SocketConnection<M>;
}

export class SocketCore<F, M> {
  private readonly timers: SocketTimers;
  private readonly adapter: ProtocolAdapter<F, M>;
  private readonly policy: ReconnectPolicy;
  private socket: SocketLike | null = null;
  private ready = false;
  /** Between `start()` and `stop()` or `halt()`: reconnects happen on their own. */
  private running = false;
  private stopped = false;
  private attempt: number;
  private state: SocketState;
  private readonly listeners = new ListenerRegistry<M>();
  private readonly stateListeners = new Set<(state: SocketState) => void>();
  private readonly handles: Record<TimerName, unknown> = { watchdog: null, reconnectTimer: null, staleTimer: null, stableTimer: null };
  /** Frames handled in slices (./frame-slicer); one left waiting is handled only if its connection is still current. */
  private readonly inbox: FrameSlicer<Received<M>>;

  constructor(private readonly options: SocketCoreOptions<F, M>) {
    this.timers = options.timers ?? globalTimers;
    this.inbox = new FrameSlicer(options.now, this.timers, ({ data, connection }) => {
      if (connection.isCurrent()) this.handleData(data, connection);
    });
    this.adapter = options.adapter;
    this.policy = options.policy;
    this.attempt = options.policy.initialAttempt;
    this.state = { status: options.initialStatus ?? 'idle', since: options.now(), attempt: 0, lastMessageAt: 0, corruptFrames: 0 };
  }

  /** Connects; also the way back after a `halt` (e.g. after a new login). */
  start(): void {
    if (this.stopped || this.running) return;
    this.running = true;
    this.attempt = this.policy.initialAttempt;
    this.connect();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.running = false;
    this.clearTimer('reconnectTimer');
    this.clearTimer('staleTimer');
    this.inbox.stop();
    this.closeSocket(1000, 'stopped');
    if (this.options.stoppedStatus) this.setState({ status: this.options.stoppedStatus, attempt: 0 });
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  getState(): SocketState {
    return { ...this.state };
  }

  onState(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Topics with at least one listener (what goes on the wire after every reconnect). */
  activeTopics(): string[] {
    return this.listeners.topicNames();
  }

  has(topic: string): boolean {
    return this.listeners.has(topic);
  }

  /** The first listener of a topic subscribes on the wire; the returned function leaves (once). */
  subscribe(topic: string, listener: TopicListener<M>): () => void {
    const { first, remove } = this.listeners.add(topic, listener);
    if (first && this.ready) this.send(this.adapter.subMessage(topic));
    return () => {
      if (remove()) this.released(topic);
    };
  }

  /** Removes the topic's most recent listener (for callers that count by topic, e.g. across a worker). */
  release(topic: string): void {
    if (this.listeners.removeLatest(topic)) this.released(topic);
  }

  /** Sends on the current connection once it is ready; false otherwise. */
  sendWhenReady(text: string): boolean {
    if (!this.ready) return false;
    this.send(text);
    return true;
  }

  private released(topic: string): void {
    this.adapter.onRelease?.(topic);
    if (this.ready) this.send(this.adapter.unsubMessage(topic));
  }

  // --- connection -----------------------------------------------------------------------------

  private connect(): void {
    if (!this.running) return;
    if (this.state.status === 'idle' || this.state.status === 'unauthenticated') this.setState({ status: 'connecting', attempt: this.attempt });
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch (error) {
      this.options.log?.({ type: 'error', detail: String(error) });
      this.handleDown();
      return;
    }
    if (this.adapter.binaryType !== undefined) socket.binaryType = this.adapter.binaryType;
    this.socket = socket;
    // A handshake that hangs is as dead as a silent connection.
    this.armWatchdog();
    const connection = this.connectionFor(socket);
    socket.onopen = () => {
      if (this.socket === socket) this.handleOpen(connection);
    };
    socket.onmessage = (event: unknown) => {
      if (this.socket === socket) this.receive(messageData(event), connection);
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
      this.closeSocket();
      this.handleDown();
    };
  }

  private connectionFor(socket: SocketLike): SocketConnection<M> {
    const isCurrent = () => this.socket === socket;
    const connection: SocketConnection<M> = {
      isCurrent,
      isReady: () => isCurrent() && this.ready,
      send: (text) => {
        if (isCurrent()) socket.send(text);
      },
      markReady: () => {
        if (isCurrent() && !this.ready) this.handleReady(connection);
      },
      fail: (code, reason) => {
        if (!isCurrent()) return;
        this.closeSocket(code, reason);
        this.handleDown();
      },
      halt: (status, code, reason) => {
        if (!isCurrent()) return;
        this.closeSocket(code, reason);
        this.running = false;
        this.clearTimer('reconnectTimer');
        this.clearTimer('staleTimer');
        this.setState({ status, attempt: 0 });
      },
      deliver: (topic, message) => isCurrent() && this.listeners.deliver(topic, message),
      markData: () => {
        // Not a status change: no state listener call per frame.
        if (isCurrent()) this.state = { ...this.state, lastMessageAt: this.options.now() };
      },
      countCorrupt: (reason) => {
        if (isCurrent()) this.countCorrupt(reason);
      },
    };
    return connection;
  }

  /** Forgets the current socket: events it still fires are ignored. */
  private detach(): void {
    this.clearTimer('watchdog');
    this.clearTimer('stableTimer');
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    // Frames still waiting belong to the connection that is gone.
    this.inbox.clear();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      this.adapter.onDown?.();
    }
  }

  private closeSocket(code?: number, reason?: string): void {
    const socket = this.socket;
    // The client closing on a failure (heartbeat timeout, refused login) is a close event too;
    // a plain stop (1000) is not a failure.
    if (socket && code !== undefined && code !== 1000) this.options.log?.({ type: 'close', code, ...(reason ? { detail: reason } : {}) });
    this.detach();
    socket?.close(code, reason);
  }

  private handleOpen(connection: SocketConnection<M>): void {
    this.clearTimer('staleTimer');
    this.armWatchdog();
    if (this.policy.stableOpenMs === undefined) {
      this.attempt = this.policy.initialAttempt;
    } else {
      this.handles.stableTimer = this.timers.setTimeout(() => {
        this.handles.stableTimer = null;
        this.attempt = this.policy.initialAttempt;
        this.setState({ attempt: this.attempt });
      }, this.policy.stableOpenMs);
    }
    if (!this.adapter.authenticate) {
      this.handleReady(connection);
      return;
    }
    this.setState({ status: 'authenticating', attempt: this.attempt });
    this.adapter.authenticate(connection);
  }

  private handleReady(connection: SocketConnection<M>): void {
    this.ready = true;
    this.setState({ status: 'live', attempt: this.attempt });
    // Resubscribe everything after every (re)connect (and re-authentication).
    for (const topic of this.listeners.topicNames()) this.send(this.adapter.subMessage(topic));
    this.adapter.onReady?.(connection);
  }

  private handleDown(): void {
    if (!this.running) return;
    this.attempt = this.policy.nextAttempt(this.attempt);
    const wasDown = this.state.status === 'reconnecting' || this.state.status === 'stale';
    if (!wasDown) {
      this.setState({ status: 'reconnecting', attempt: this.attempt });
      const staleAfter = this.policy.staleAfterMs;
      this.clearTimer('staleTimer');
      if (staleAfter !== undefined) {
        this.handles.staleTimer = this.timers.setTimeout(() => {
          this.handles.staleTimer = null;
          if (!this.ready) this.setState({ status: 'stale' });
        }, staleAfter);
      }
    } else {
      this.setState({ attempt: this.attempt });
    }
    this.clearTimer('reconnectTimer');
    this.handles.reconnectTimer = this.timers.setTimeout(() => {
      this.handles.reconnectTimer = null;
      this.connect();
    }, this.policy.delayMs(this.attempt));
  }

  private armWatchdog(): void {
    this.clearTimer('watchdog');
    this.handles.watchdog = this.timers.setTimeout(() => {
      this.handles.watchdog = null;
      this.options.log?.({ type: 'heartbeat-timeout' });
      this.closeSocket(HEARTBEAT_CLOSE_CODE, 'heartbeat timeout');
      this.handleDown();
    }, this.policy.heartbeatTimeoutMs);
  }

  private clearTimer(name: TimerName): void {
    const handle = this.handles[name];
    if (handle !== null) this.timers.clearTimeout(handle);
    this.handles[name] = null;
  }

  private send(text: string): void {
    this.socket?.send(text);
  }

  // --- frames ---------------------------------------------------------------------------------

  private receive(data: unknown, connection: SocketConnection<M>): void {
    this.inbox.push({ data, connection });
  }

  private handleData(data: unknown, connection: SocketConnection<M>): void {
    const decoded = this.adapter.decode(data);
    switch (decoded.kind) {
      case 'heartbeat':
        // Only the heartbeat, not data, proves the server alive: a server still pushing but
        // no longer pinging is left before it drops us for unanswered pongs.
        this.armWatchdog();
        if (decoded.reply !== null) this.send(decoded.reply);
        return;
      case 'corrupt':
        this.countCorrupt(decoded.reason);
        return;
      case 'frame':
        this.adapter.onFrame(decoded.frame, connection);
        return;
    }
  }

  private countCorrupt(reason: string): void {
    this.options.log?.({ type: 'corrupt', detail: reason });
    this.setState({ corruptFrames: this.state.corruptFrames + 1 });
  }

  private setState(change: Partial<SocketState>): void {
    const statusChanged = change.status !== undefined && change.status !== this.state.status;
    const next = { ...this.state, ...change, ...(statusChanged ? { since: this.options.now() } : {}) };
    const changed = shownStateChanged(this.state, next);
    this.state = next;
    if (!changed) return;
    for (const listener of [...this.stateListeners]) safely(() => listener(this.getState()));
  }
}
