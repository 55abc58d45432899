// The socket core's contracts: what it needs of a socket and of timers, its state, the
// reconnect policy, and what a protocol adapter provides (services/ws/socket-core.ts).


/**
 * What the core needs of a socket: the browser's WebSocket and the `ws` package both fit.
 * The core only assigns the handlers, so their parameters are left open (`never`).
 */
export interface SocketLike {
  binaryType?: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

export interface SocketTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimers: SocketTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SocketStatus = 'idle' | 'connecting' | 'authenticating' | 'live' | 'reconnecting' | 'stale' | 'unauthenticated';

export interface SocketState {
  status: SocketStatus;
  /** When the current status began (ms). */
  since: number;
  attempt: number;
  /** When the last data frame (not a heartbeat) arrived; 0 before any. */
  lastMessageAt: number;
  /** Frames that could not be decoded, dropped. */
  corruptFrames: number;
}

export interface SocketLogEvent {
  type: 'close' | 'error' | 'heartbeat-timeout' | 'corrupt';
  detail?: string;
  code?: number;
}

/** Close codes the client uses (the 4000 range is free for applications). */
export const HEARTBEAT_CLOSE_CODE = 4000;

export interface ReconnectPolicy {
  /** A socket without a heartbeat (or a handshake) for this long is closed. */
  heartbeatTimeoutMs: number;
  initialAttempt: number;
  nextAttempt(attempt: number): number;
  delayMs(attempt: number): number;
  /** The attempt starts over once a connection stayed open this long; without it, on every open. */
  stableOpenMs?: number;
  /** The status turns `stale` once the socket has been down this long. */
  staleAfterMs?: number;
}

/** What the adapter makes of a frame. */
export type DecodedFrame<F> =
  | { kind: 'heartbeat'; reply: string | null }
  | { kind: 'corrupt'; reason: string }
  | { kind: 'frame'; frame: F };

/** The adapter's handle on one connection; calls for a connection already gone do nothing. */
export interface SocketConnection<M> {
  /** Still the core's current socket (an async step may outlive it). */
  isCurrent(): boolean;
  /** Authenticated (or no authentication needed): subscriptions are on the wire. */
  isReady(): boolean;
  send(text: string): void;
  /** The connection may carry subscriptions now: every held topic is sent again. */
  markReady(): void;
  /** Closes this connection and reconnects on the policy's schedule. */
  fail(code: number, reason: string): void;
  /** Closes this connection and makes no further attempts until `start()`. */
  halt(status: SocketStatus, code: number, reason: string): void;
  /** Hands a message to the listeners of a topic; false when nobody holds the topic. */
  deliver(topic: string, message: M): boolean;
  /** A data frame arrived (for `lastMessageAt`). */
  markData(): void;
  countCorrupt(reason: string): void;
}

export interface ProtocolAdapter<F, M> {
  /** Set on every new socket (the market feed wants `arraybuffer`). */
  binaryType?: string;
  decode(data: unknown): DecodedFrame<F>;
  subMessage(topic: string): string;
  unsubMessage(topic: string): string;
  /** Given: the core sets `authenticating` on open and waits for `markReady()`; absent: ready on open. */
  authenticate?(connection: SocketConnection<M>): void;
  /** Every frame that is neither a heartbeat nor corrupt. */
  onFrame(frame: F, connection: SocketConnection<M>): void;
  /** After the held topics went out on a ready connection (to replay requests). */
  onReady?(connection: SocketConnection<M>): void;
  /** The connection is gone (per-connection timers end here). */
  onDown?(): void;
  /** The last listener of a topic left. */
  onRelease?(topic: string): void;
}

export interface SocketCoreOptions<F, M> {
  url: string;
  createSocket(url: string): SocketLike;
  adapter: ProtocolAdapter<F, M>;
  policy: ReconnectPolicy;
  now(): number;
  timers?: SocketTimers;
  initialStatus?: SocketStatus;
  /** The status `stop()` leaves; unchanged when absent. */
  stoppedStatus?: SocketStatus;
  log?(event: SocketLogEvent): void;
}

export type TopicListener<M> = (message: M) => void;
