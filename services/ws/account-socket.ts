// The page's account socket: one per url, browser only, on the main thread (frames are small
// text and few). Listeners subscribe per channel and get every push as it arrives; the wire
// sub goes out with the first listener and the unsub with the last one.

import {
  AccountFeedCore,
  type AccountConnectionState,
  type AccountFeedError,
  type AccountFeedLogEvent,
  type AccountFeedTimers,
  type AccountSocketLike,
} from './account-core';

export type AccountUpdate =
  | { kind: 'push'; ch: string; data: unknown }
  /** The server refused the channel (e.g. an invalid symbol); the socket stays up. */
  | { kind: 'error'; ch: string; code: number; message: string };

export type AccountListener = (update: AccountUpdate) => void;

export class AccountRequestError extends Error {
  constructor(
    readonly code: number | 'stopped',
    message: string,
    readonly ch: string,
  ) {
    super(message);
    this.name = 'AccountRequestError';
  }
}

export interface AccountSocketOptions {
  /** Defaults to the browser's WebSocket (tests pass a fake or `ws`). */
  createSocket?(url: string): AccountSocketLike;
  now?(): number;
  timers?: AccountFeedTimers;
  log?(event: AccountFeedLogEvent): void;
}

interface Waiter {
  resolve(data: unknown): void;
  reject(error: AccountRequestError): void;
}

/** Calls a listener without letting its exception stop the others; the error still surfaces. */
function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

function createBrowserSocket(url: string): AccountSocketLike {
  return new WebSocket(url);
}

export class AccountSocket {
  private readonly core: AccountFeedCore;
  private readonly listeners = new Map<string, Set<AccountListener>>();
  private readonly stateListeners = new Set<(state: AccountConnectionState) => void>();
  /** Callers waiting for a `req` answer, by channel (v2 answers carry no id). */
  private readonly waiters = new Map<string, Waiter[]>();
  private closed = false;

  constructor(
    readonly url: string,
    getTicket: () => Promise<string | null>,
    options: AccountSocketOptions = {},
  ) {
    this.core = new AccountFeedCore({
      url,
      getTicket,
      createSocket: options.createSocket ?? createBrowserSocket,
      now: options.now ?? Date.now,
      ...(options.timers ? { timers: options.timers } : {}),
      ...(options.log ? { log: options.log } : {}),
      onState: (state) => {
        for (const listener of [...this.stateListeners]) safely(() => listener(state));
      },
      onPush: (ch, data) => this.deliver(ch, { kind: 'push', ch, data }),
      onReply: (ch, data) => this.settle(ch, (waiter) => waiter.resolve(data)),
      onError: (error) => this.handleError(error),
    });
    this.core.start();
  }

  getState(): AccountConnectionState {
    return this.core.getState();
  }

  onState(listener: (state: AccountConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  subscribe(ch: string, listener: AccountListener): () => void {
    if (this.closed) return () => undefined;
    let set = this.listeners.get(ch);
    if (!set) {
      set = new Set();
      this.listeners.set(ch, set);
      this.core.subscribe(ch);
    }
    set.add(listener);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.listeners.get(ch);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(ch);
      if (!this.closed) this.core.unsubscribe(ch);
    };
  }

  /** A `req`, sent once authenticated and again after reconnects until answered; callers of one channel share the answer. */
  request(ch: string, params?: Readonly<Record<string, unknown>>): Promise<unknown> {
    if (this.closed) return Promise.reject(new AccountRequestError('stopped', 'account socket closed', ch));
    return new Promise((resolve, reject) => {
      this.waiters.set(ch, [...(this.waiters.get(ch) ?? []), { resolve, reject }]);
      this.core.request(ch, params);
    });
  }

  /** Connects again after `unauthenticated` (a new login); nothing happens while connected. */
  resume(): void {
    if (!this.closed) this.core.start();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.core.stop();
    for (const [ch, waiters] of this.waiters) {
      for (const waiter of waiters) waiter.reject(new AccountRequestError('stopped', 'account socket closed', ch));
    }
    this.waiters.clear();
    this.listeners.clear();
  }

  private deliver(ch: string, update: AccountUpdate): void {
    const set = this.listeners.get(ch);
    if (!set) return;
    for (const listener of [...set]) safely(() => listener(update));
  }

  private settle(ch: string, answer: (waiter: Waiter) => void): void {
    const waiters = this.waiters.get(ch);
    if (!waiters) return;
    this.waiters.delete(ch);
    for (const waiter of waiters) answer(waiter);
  }

  private handleError(error: AccountFeedError): void {
    if (error.action === 'req') {
      this.settle(error.ch, (waiter) => waiter.reject(new AccountRequestError(error.code, error.message, error.ch)));
      return;
    }
    this.deliver(error.ch, { kind: 'error', ch: error.ch, code: error.code, message: error.message });
  }
}

const sockets = new Map<string, AccountSocket>();

/** The page's account socket for `url`, created and connected on first use; for logged-in users, browser only. */
export function getAccountSocket(url: string, getTicket: () => Promise<string | null>): AccountSocket {
  if (typeof window === 'undefined') throw new Error('the account socket runs in the browser only');
  let socket = sockets.get(url);
  if (!socket) {
    socket = new AccountSocket(url, getTicket);
    sockets.set(url, socket);
  }
  return socket;
}

/** Closes and forgets the page's account sockets (logout, tests). */
export function closeAccountSockets(): void {
  for (const socket of sockets.values()) socket.close();
  sockets.clear();
}
