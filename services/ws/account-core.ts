// The account socket's protocol (PROTOCOL.md section 3, exchange-wallet-fiat.md section 4) on
// the shared socket core: ticket auth before anything else, the v2 ping/pong, the
// `{action, ch}` framing, requests kept until answered and the re-sub after a 500 answer.
// Connection, watchdog, reconnect, resubscription and subscriber counts are the core's.
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
import {
  type DecodedFrame,
  globalTimers,
  HEARTBEAT_CLOSE_CODE,
  type ReconnectPolicy,
  type SocketConnection,
  SocketCore,
  type SocketLike,
  type SocketState,
  type SocketTimers,
  type TopicListener,
} from './socket-core';

/** PROTOCOL.md 3.4: invalid.auth.state / auth.fail — the connection is not (or no longer) authenticated. */
export const AUTH_STATE_ERROR_CODE = 2002;
/** PROTOCOL.md 3.4: a sub answered with 500 ("系统异常:") delivers nothing; it must be sent again. */
export const SUB_RETRY_CODE = 500;
/** Close codes the client uses (the 4000 range is free for applications). */
export { HEARTBEAT_CLOSE_CODE };
export const AUTH_CLOSE_CODE = 4001;

export type AccountConnectionStatus = 'idle' | 'connecting' | 'authenticating' | 'live' | 'reconnecting' | 'unauthenticated';

export interface AccountConnectionState {
  status: AccountConnectionStatus;
  /** When the current status began (ms). */
  since: number;
  attempt: number;
}

/** What the core needs of a socket: the browser's WebSocket and the `ws` package both fit. */
export type AccountSocketLike = SocketLike;

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

export type AccountFeedTimers = SocketTimers;

export const ACCOUNT_RECONNECT_POLICY: ReconnectPolicy = {
  heartbeatTimeoutMs: ACCOUNT_HEARTBEAT_TIMEOUT_MS,
  initialAttempt: ACCOUNT_INITIAL_ATTEMPT,
  nextAttempt: nextAccountAttempt,
  delayMs: accountReconnectDelayMs,
  stableOpenMs: ACCOUNT_STABLE_OPEN_MS,
};

/** What a channel's listeners receive. */
export type AccountUpdate =
  | { kind: 'push'; ch: string; data: unknown }
  /** The server refused the channel (e.g. an invalid symbol); the socket stays up. */
  | { kind: 'error'; ch: string; code: number; message: string };

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

function toAccountState({ status, since, attempt }: SocketState): AccountConnectionState {
  // The account adapter never lets the core go stale.
  return { status: status === 'stale' ? 'reconnecting' : status, since, attempt };
}

function sameAccountState(a: AccountConnectionState, b: AccountConnectionState): boolean {
  return a.status === b.status && a.since === b.since && a.attempt === b.attempt;
}

const countOnly = () => undefined;

/** Only the v2 ping is a heartbeat; it is answered with the same number under `data`. */
function decodeAccountData(data: unknown): DecodedFrame<AccountFrame> {
  const frame = decodeAccountFrame(data);
  if (frame.kind === 'ping') return { kind: 'heartbeat', reply: pongMessage(frame.ts) };
  if (frame.kind === 'corrupt') return { kind: 'corrupt', reason: frame.reason };
  return { kind: 'frame', frame };
}

export class AccountFeedCore {
  private readonly timers: AccountFeedTimers;
  private readonly core: SocketCore<AccountFrame, AccountUpdate>;
  private state: AccountConnectionState;
  /** Requests not yet answered, by channel (v2 has no ids): sent again after every reconnect. */
  private readonly requests = new Map<string, Readonly<Record<string, unknown>> | undefined>();
  private readonly resubscribeTimers = new Map<string, unknown>();
  /** Consecutive 500 answers per channel: the re-sub waits like a reconnect would. */
  private readonly resubscribeAttempts = new Map<string, number>();

  constructor(private readonly options: AccountFeedOptions) {
    this.timers = options.timers ?? globalTimers;
    this.core = new SocketCore<AccountFrame, AccountUpdate>({
      url: options.url,
      createSocket: options.createSocket,
      now: options.now,
      timers: this.timers,
      policy: ACCOUNT_RECONNECT_POLICY,
      initialStatus: 'idle',
      stoppedStatus: 'idle',
      // Corrupt frames are logged only; the account state does not count them.
      log: (event) => this.options.log?.(event),
      adapter: {
        decode: decodeAccountData,
        subMessage,
        unsubMessage,
        authenticate: (connection) => void this.authenticate(connection),
        // PROTOCOL.md 3.2: subscriptions sent before the ack are refused, so the core sends them
        // after it; requests not yet answered follow.
        onReady: (connection) => {
          for (const [ch, params] of this.requests) connection.send(reqMessage(ch, params));
        },
        onFrame: (frame, connection) => this.handleFrame(frame, connection),
        onDown: () => {
          for (const ch of [...this.resubscribeTimers.keys()]) this.cancelResubscribe(ch);
        },
        onRelease: (ch) => {
          this.cancelResubscribe(ch);
          this.resubscribeAttempts.delete(ch);
        },
      },
    });
    this.state = toAccountState(this.core.getState());
    this.core.onState((state) => {
      const next = toAccountState(state);
      if (sameAccountState(this.state, next)) return;
      this.state = next;
      this.options.onState?.({ ...next });
    });
  }

  /** Connects; also the way back after `unauthenticated` (e.g. after a new login). */
  start(): void {
    this.core.start();
  }

  getState(): AccountConnectionState {
    return { ...this.state };
  }

  /** Channels with at least one subscriber (what goes on the wire after every authentication). */
  activeChannels(): string[] {
    return this.core.activeTopics();
  }

  /**
   * One subscriber more (the core sends the sub for the first one only); the listener gets the
   * channel's pushes and refusals. The returned function leaves; `unsubscribe(ch)` leaves too.
   */
  subscribe(ch: string, listener: TopicListener<AccountUpdate> = countOnly): () => void {
    return this.core.subscribe(ch, listener);
  }

  unsubscribe(ch: string): void {
    this.core.release(ch);
  }

  /** A `req`; kept (and re-sent after reconnects) until answered. A second one on the channel replaces the first. */
  request(ch: string, params?: Readonly<Record<string, unknown>>): void {
    this.requests.set(ch, params);
    this.core.sendWhenReady(reqMessage(ch, params));
  }

  /** Forgets a request nobody waits for any more. */
  cancelRequest(ch: string): void {
    this.requests.delete(ch);
  }

  stop(): void {
    this.core.stop();
  }

  /** A fresh ticket for every connection: a ticket is single-use on the account service. */
  private async authenticate(connection: SocketConnection<AccountUpdate>): Promise<void> {
    let ticket: string | null;
    try {
      ticket = await this.options.getTicket();
    } catch (error) {
      if (!connection.isCurrent()) return;
      this.options.log?.({ type: 'ticket-failed', detail: String(error) });
      connection.fail(AUTH_CLOSE_CODE, 'no ticket');
      return;
    }
    if (!connection.isCurrent()) return;
    if (ticket === null) {
      this.options.log?.({ type: 'no-ticket' });
      connection.halt('unauthenticated', 1000, 'logged out');
      return;
    }
    connection.send(authMessage(ticket));
  }

  /** The server refused the ticket or lost the session: reconnect with a new ticket. */
  private handleAuthFailure(code: number, message: string, connection: SocketConnection<AccountUpdate>): void {
    this.options.log?.({ type: 'auth-failed', code, detail: message });
    connection.fail(AUTH_CLOSE_CODE, 'auth failed');
  }

  // --- frames ---------------------------------------------------------------------------------

  private handleFrame(frame: AccountFrame, connection: SocketConnection<AccountUpdate>): void {
    switch (frame.kind) {
      case 'auth':
        if (connection.isReady()) return;
        if (frame.code === OK_CODE) connection.markReady();
        else this.handleAuthFailure(frame.code, frame.message, connection);
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
        this.handleError(frame, connection);
        return;
      case 'push':
        connection.markData();
        // Late pushes for a channel nobody holds any more are dropped quietly.
        if (connection.deliver(frame.ch, { kind: 'push', ch: frame.ch, data: frame.data })) this.options.onPush?.(frame.ch, frame.data);
        return;
      case 'ping':
      case 'corrupt':
        // Decoded as heartbeat / corrupt before they get here.
        return;
    }
  }

  private handleError(frame: Extract<AccountFrame, { kind: 'error' }>, connection: SocketConnection<AccountUpdate>): void {
    if (frame.code === AUTH_STATE_ERROR_CODE || frame.ch === AUTH_CHANNEL) {
      this.handleAuthFailure(frame.code, frame.message, connection);
      return;
    }
    if (frame.action === 'sub' && frame.code === SUB_RETRY_CODE && this.core.has(frame.ch)) {
      this.scheduleResubscribe(frame.ch);
      return;
    }
    if (frame.action === 'req') this.requests.delete(frame.ch);
    else connection.deliver(frame.ch, { kind: 'error', ch: frame.ch, code: frame.code, message: frame.message });
    this.options.onError?.({ action: frame.action, ch: frame.ch, code: frame.code, message: frame.message });
  }

  private scheduleResubscribe(ch: string): void {
    // One re-send per 500 answer: a pending one is not doubled.
    if (this.resubscribeTimers.has(ch)) return;
    const attempt = nextAccountAttempt(this.resubscribeAttempts.get(ch) ?? ACCOUNT_INITIAL_ATTEMPT);
    this.resubscribeAttempts.set(ch, attempt);
    const timer = this.timers.setTimeout(() => {
      this.resubscribeTimers.delete(ch);
      if (this.core.has(ch)) this.core.sendWhenReady(subMessage(ch));
    }, accountReconnectDelayMs(attempt));
    this.resubscribeTimers.set(ch, timer);
  }

  private cancelResubscribe(ch: string): void {
    const timer = this.resubscribeTimers.get(ch);
    if (timer === undefined) return;
    this.timers.clearTimeout(timer);
    this.resubscribeTimers.delete(ch);
  }
}
