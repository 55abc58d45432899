// The page's account socket: one per url, browser only, on the main thread (frames are small
// text and few). Listeners subscribe per channel through the socket core and get every push as
// it arrives; the wire sub goes out with the first listener and the unsub with the last one.

import {
  AccountFeedCore,
  type AccountConnectionState,
  type AccountFeedError,
  type AccountFeedLogEvent,
  type AccountFeedTimers,
  type AccountSocketLike,
  type AccountUpdate,
} from './account-core';
import { createBrowserSocket, perUrlRegistry, safely } from './socket-core';
import { isAccountsUpdateTopic, isOrdersTopic } from '@/lib/protocol/account-topics';
import { type BalanceChange, type OrderUpdate, toBalanceChange, toOrderUpdate } from '@/lib/protocol/account-updates';
import { clientLogger } from '@/services/log/client-log';

export type { AccountUpdate };

/** An account channel's update in the app's shapes. */
export type AccountChannelMessage =
  | { kind: 'balance'; ch: string; change: BalanceChange }
  | { kind: 'order'; ch: string; order: OrderUpdate }
  /** A channel without a decoder of its own: the push as sent. */
  | { kind: 'push'; ch: string; data: unknown }
  | { kind: 'error'; ch: string; code: number; message: string };

/**
 * Decodes `accounts.update#…` pushes to balance changes and `orders#…` pushes to order updates;
 * null for a push of those channels that does not decode (it is dropped).
 */
export function decodeAccountUpdate(update: AccountUpdate): AccountChannelMessage | null {
  if (update.kind === 'error') return update;
  const { ch, data } = update;
  if (isAccountsUpdateTopic(ch)) {
    const change = toBalanceChange(data);
    return change ? { kind: 'balance', ch, change } : null;
  }
  if (isOrdersTopic(ch)) {
    const order = toOrderUpdate(data);
    return order ? { kind: 'order', ch, order } : null;
  }
  return { kind: 'push', ch, data };
}

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

export class AccountSocket {
  private readonly core: AccountFeedCore;
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
      // Closes, heartbeat timeouts, corrupt frames and refused logins go to the client log.
      log: options.log ?? clientLogger('account-socket'),
      onState: (state) => {
        for (const listener of [...this.stateListeners]) safely(() => listener(state));
      },
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

  /** The core counts the listeners: the first one subscribes on the wire, the last one leaving unsubscribes. */
  subscribe(ch: string, listener: AccountListener): () => void {
    if (this.closed) return () => undefined;
    const leave = this.core.subscribe(ch, listener);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (!this.closed) leave();
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
  }

  private settle(ch: string, answer: (waiter: Waiter) => void): void {
    const waiters = this.waiters.get(ch);
    if (!waiters) return;
    this.waiters.delete(ch);
    for (const waiter of waiters) answer(waiter);
  }

  /** Refusals of a channel reach its listeners through the core; refused requests reject here. */
  private handleError(error: AccountFeedError): void {
    if (error.action === 'req') this.settle(error.ch, (waiter) => waiter.reject(new AccountRequestError(error.code, error.message, error.ch)));
  }
}

const sockets = perUrlRegistry<AccountSocket>();

/** The page's account socket for `url`, created and connected on first use; for logged-in users, browser only. */
export function getAccountSocket(url: string, getTicket: () => Promise<string | null>): AccountSocket {
  if (typeof window === 'undefined') throw new Error('the account socket runs in the browser only');
  return sockets.get(url, () => new AccountSocket(url, getTicket));
}

/** Closes and forgets the page's account sockets (logout, tests). */
export function closeAccountSockets(): void {
  sockets.closeAll();
}
