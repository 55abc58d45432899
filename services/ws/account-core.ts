// The account socket's connection logic (PROTOCOL.md section 3, exchange-wallet-fiat.md
// section 4), free of browser globals so that Node tests drive it with a fake socket and fake
// timers. It owns connect / ticket auth / heartbeat / reconnect / resubscribe / decode.
//
// Status:
//   idle             not started, or stopped
//   connecting       the first connection is being opened
//   authenticating   the socket is open and the ticket is being fetched or checked
//   live             the server accepted the ticket; subscriptions and requests are on the wire
//   reconnecting     the socket is down (or refused the ticket) and a reconnect is scheduled
//   unauthenticated  there is no ticket (logged out): no further attempts until `start()`
//
// `attempt` counts reconnects; it goes back to 0 once a connection has stayed open for 10 s,
// so a server that accepts the socket but refuses every ticket still backs off.

import {
  AUTH_CHANNEL,
  type AccountFrame,
  authMessage,
  decodeAccountFrame,
  OK_CODE,
  pongMessage,
  reqMessage,
  subMessage,
  unsubMessage,
} from '@/lib/protocol/account-codec';
import {
  ACCOUNT_HEARTBEAT_TIMEOUT_MS,
  ACCOUNT_INITIAL_ATTEMPT,
  ACCOUNT_STABLE_OPEN_MS,
  accountReconnectDelayMs,
  nextAccountAttempt,
} from '@/lib/protocol/account-reconnect';

/** PROTOCOL.md 3.4: invalid.auth.state / auth.fail — the connection is not (or no longer) authenticated. */
export const AUTH_STATE_ERROR_CODE = 2002;
/** PROTOCOL.md 3.4: a sub answered with 500 ("系统异常:") delivers nothing; it must be sent again. */
export const SUB_RETRY_CODE = 500;
/** Close codes the client uses (the 4000 range is free for applications). */
export const HEARTBEAT_CLOSE_CODE = 4000;
export const AUTH_CLOSE_CODE = 4001;

export type AccountConnectionStatus = 'idle' | 'connecting' | 'authenticating' | 'live' | 'reconnecting' | 'unauthenticated';

export interface AccountConnectionState {
  status: AccountConnectionStatus;
  /** When the current status began (ms). */
  since: number;
  attempt: number;
}

/** What the core needs of a socket: the browser's WebSocket and the `ws` package both fit. */
export interface AccountSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

export interface AccountFeedLogEvent {
  type: 'close' | 'error' | 'heartbeat-timeout' | 'corrupt' | 'auth-failed' | 'ticket-failed' | 'no-ticket';
  detail?: string;
  code?: number;
}

/** A refusal that is not about authentication: a bad channel, a failed req, a rate limit. */
export interface AccountFeedError {
  action: string;
  ch: string;
  code: number;
  message: string;
}

export interface AccountFeedTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AccountFeedOptions {
  url: string;
  createSocket(url: string): AccountSocketLike;
  /** A fresh login ticket per authentication; null when the user is not logged in. */
  getTicket(): Promise<string | null>;
  now(): number;
  timers?: AccountFeedTimers;
  onState?(state: AccountConnectionState): void;
  /** Every push of a held channel, as it arrives (balances are few and small). */
  onPush?(ch: string, data: unknown): void;
  /** The answer to a `request`. */
  onReply?(ch: string, data: unknown): void;
  onError?(error: AccountFeedError): void;
  log?(event: AccountFeedLogEvent): void;
}

const globalTimers: AccountFeedTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function messageData(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'data' in event ? event.data : undefined;
}

function closeCode(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : undefined;
}

type TimerName = 'watchdog' | 'reconnectTimer' | 'stableTimer';

export class AccountFeedCore {
  private readonly timers: AccountFeedTimers;
  private socket: AccountSocketLike | null = null;
  private authenticated = false;
  /** Between `start()` and `stop()` or a missing ticket: reconnects happen on their own. */
  private running = false;
  private stopped = false;
  private attempt = ACCOUNT_INITIAL_ATTEMPT;
  private state: AccountConnectionState;
  private readonly subscriptions = new Map<string, number>();
  /** Requests not yet answered, by channel (v2 has no ids): sent again after every reconnect. */
  private readonly requests = new Map<string, Readonly<Record<string, unknown>> | undefined>();
  private readonly resubscribeTimers = new Map<string, unknown>();
  /** Consecutive 500 answers per channel: the re-sub waits like a reconnect would. */
  private readonly resubscribeAttempts = new Map<string, number>();
  private watchdog: unknown = null;
  private reconnectTimer: unknown = null;
  private stableTimer: unknown = null;

  constructor(private readonly options: AccountFeedOptions) {
    this.timers = options.timers ?? globalTimers;
    this.state = { status: 'idle', since: options.now(), attempt: 0 };
  }

  /** Connects; also the way back after `unauthenticated` (e.g. after a new login). */
  start(): void {
    if (this.stopped || this.running) return;
    this.running = true;
    this.attempt = ACCOUNT_INITIAL_ATTEMPT;
    this.connect();
  }

  getState(): AccountConnectionState {
    return { ...this.state };
  }

  /** Channels with at least one subscriber (what goes on the wire after every authentication). */
  activeChannels(): string[] {
    return [...this.subscriptions.keys()];
  }

  subscribe(ch: string): void {
    const count = this.subscriptions.get(ch) ?? 0;
    this.subscriptions.set(ch, count + 1);
    if (count === 0 && this.authenticated) this.send(subMessage(ch));
  }

  unsubscribe(ch: string): void {
    const count = this.subscriptions.get(ch);
    if (count === undefined) return;
    if (count > 1) {
      this.subscriptions.set(ch, count - 1);
      return;
    }
    this.subscriptions.delete(ch);
    this.cancelResubscribe(ch);
    this.resubscribeAttempts.delete(ch);
    if (this.authenticated) this.send(unsubMessage(ch));
  }

  /** A `req`; kept (and re-sent after reconnects) until answered. A second one on the channel replaces the first. */
  request(ch: string, params?: Readonly<Record<string, unknown>>): void {
    this.requests.set(ch, params);
    if (this.authenticated) this.send(reqMessage(ch, params));
  }

  /** Forgets a request nobody waits for any more. */
  cancelRequest(ch: string): void {
    this.requests.delete(ch);
  }

  stop(): void {
    this.stopped = true;
    this.running = false;
    this.clearTimer('reconnectTimer');
    this.closeSocket(1000, 'stopped');
    this.setStatus('idle', 0);
  }

  // --- connection -----------------------------------------------------------------------------

  private connect(): void {
    if (!this.running) return;
    if (this.state.status !== 'reconnecting') this.setStatus('connecting', this.attempt);
    let socket: AccountSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch (error) {
      this.options.log?.({ type: 'error', detail: String(error) });
      this.handleDown();
      return;
    }
    this.socket = socket;
    // A handshake that hangs is as dead as a silent connection.
    this.armWatchdog();
    socket.onopen = () => {
      if (this.socket === socket) this.handleOpen(socket);
    };
    socket.onmessage = (event: unknown) => {
      if (this.socket === socket) this.handleFrame(decodeAccountFrame(messageData(event)));
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

  /** Forgets the current socket: events it still fires are ignored. */
  private detach(): void {
    this.clearTimer('watchdog');
    this.clearTimer('stableTimer');
    for (const ch of [...this.resubscribeTimers.keys()]) this.cancelResubscribe(ch);
    this.authenticated = false;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
  }

  private closeSocket(code?: number, reason?: string): void {
    const socket = this.socket;
    this.detach();
    socket?.close(code, reason);
  }

  private handleOpen(socket: AccountSocketLike): void {
    this.setStatus('authenticating', this.attempt);
    this.stableTimer = this.timers.setTimeout(() => {
      this.stableTimer = null;
      this.attempt = ACCOUNT_INITIAL_ATTEMPT;
      this.setState({ attempt: this.attempt });
    }, ACCOUNT_STABLE_OPEN_MS);
    void this.authenticate(socket);
  }

  /** A fresh ticket for every connection: a ticket is single-use on the account service. */
  private async authenticate(socket: AccountSocketLike): Promise<void> {
    let ticket: string | null;
    try {
      ticket = await this.options.getTicket();
    } catch (error) {
      if (this.socket !== socket) return;
      this.options.log?.({ type: 'ticket-failed', detail: String(error) });
      this.closeSocket(AUTH_CLOSE_CODE, 'no ticket');
      this.handleDown();
      return;
    }
    if (this.socket !== socket) return;
    if (ticket === null) {
      this.options.log?.({ type: 'no-ticket' });
      this.closeSocket(1000, 'logged out');
      this.running = false;
      this.clearTimer('reconnectTimer');
      this.setStatus('unauthenticated', 0);
      return;
    }
    this.send(authMessage(ticket));
  }

  private handleAuthenticated(): void {
    this.authenticated = true;
    this.setStatus('live', this.attempt);
    // PROTOCOL.md 3.2: subscriptions sent before the ack are refused, so everything waits for it.
    for (const ch of this.subscriptions.keys()) this.send(subMessage(ch));
    for (const [ch, params] of this.requests) this.send(reqMessage(ch, params));
  }

  /** The server refused the ticket or lost the session: reconnect with a new ticket. */
  private handleAuthFailure(code: number, message: string): void {
    this.options.log?.({ type: 'auth-failed', code, detail: message });
    this.closeSocket(AUTH_CLOSE_CODE, 'auth failed');
    this.handleDown();
  }

  private handleDown(): void {
    if (!this.running) return;
    this.attempt = nextAccountAttempt(this.attempt);
    this.setStatus('reconnecting', this.attempt);
    this.clearTimer('reconnectTimer');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, accountReconnectDelayMs(this.attempt));
  }

  private armWatchdog(): void {
    this.clearTimer('watchdog');
    this.watchdog = this.timers.setTimeout(() => {
      this.watchdog = null;
      this.options.log?.({ type: 'heartbeat-timeout' });
      this.closeSocket(HEARTBEAT_CLOSE_CODE, 'heartbeat timeout');
      this.handleDown();
    }, ACCOUNT_HEARTBEAT_TIMEOUT_MS);
  }

  private clearTimer(name: TimerName): void {
    const handle = this[name];
    if (handle !== null) this.timers.clearTimeout(handle);
    this[name] = null;
  }

  private send(text: string): void {
    this.socket?.send(text);
  }

  // --- frames ---------------------------------------------------------------------------------

  private handleFrame(frame: AccountFrame): void {
    switch (frame.kind) {
      case 'ping':
        // Only the heartbeat proves the server alive (section 4: 100 s without one closes).
        this.armWatchdog();
        this.send(pongMessage(frame.ts));
        return;
      case 'auth':
        if (this.authenticated) return;
        if (frame.code === OK_CODE) this.handleAuthenticated();
        else this.handleAuthFailure(frame.code, frame.message);
        return;
      case 'subbed':
        this.resubscribeAttempts.delete(frame.ch);
        return;
      case 'unsubbed':
        return;
      case 'reply':
        if (!this.requests.delete(frame.ch)) return;
        this.options.onReply?.(frame.ch, frame.data);
        return;
      case 'error':
        this.handleError(frame);
        return;
      case 'push':
        // Late pushes for a channel nobody holds any more are dropped quietly.
        if (this.subscriptions.has(frame.ch)) this.options.onPush?.(frame.ch, frame.data);
        return;
      case 'corrupt':
        this.options.log?.({ type: 'corrupt', detail: frame.reason });
        return;
    }
  }

  private handleError(frame: Extract<AccountFrame, { kind: 'error' }>): void {
    if (frame.code === AUTH_STATE_ERROR_CODE || frame.ch === AUTH_CHANNEL) {
      this.handleAuthFailure(frame.code, frame.message);
      return;
    }
    if (frame.action === 'sub' && frame.code === SUB_RETRY_CODE && this.subscriptions.has(frame.ch)) {
      this.scheduleResubscribe(frame.ch);
      return;
    }
    if (frame.action === 'req') this.requests.delete(frame.ch);
    this.options.onError?.({ action: frame.action, ch: frame.ch, code: frame.code, message: frame.message });
  }

  private scheduleResubscribe(ch: string): void {
    // One re-send per 500 answer: a pending one is not doubled.
    if (this.resubscribeTimers.has(ch)) return;
    const attempt = nextAccountAttempt(this.resubscribeAttempts.get(ch) ?? ACCOUNT_INITIAL_ATTEMPT);
    this.resubscribeAttempts.set(ch, attempt);
    const timer = this.timers.setTimeout(() => {
      this.resubscribeTimers.delete(ch);
      if (this.authenticated && this.subscriptions.has(ch)) this.send(subMessage(ch));
    }, accountReconnectDelayMs(attempt));
    this.resubscribeTimers.set(ch, timer);
  }

  private cancelResubscribe(ch: string): void {
    const timer = this.resubscribeTimers.get(ch);
    if (timer === undefined) return;
    this.timers.clearTimeout(timer);
    this.resubscribeTimers.delete(ch);
  }

  private setStatus(status: AccountConnectionStatus, attempt: number): void {
    this.setState({ status, attempt });
  }

  private setState(change: Partial<AccountConnectionState>): void {
    const statusChanged = change.status !== undefined && change.status !== this.state.status;
    const next = { ...this.state, ...change, ...(statusChanged ? { since: this.options.now() } : {}) };
    if (next.status === this.state.status && next.attempt === this.state.attempt) return;
    this.state = next;
    this.options.onState?.(this.getState());
  }
}
