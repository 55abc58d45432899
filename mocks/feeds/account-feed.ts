// The account socket's data (PROTOCOL.md 3.2-3.5): ticket authentication, subscriptions to
// accounts.update#{mode} (the static value of every currency first, changeType/changeTime
// null, then one push per balance change in the mode's shape) and orders#{symbol|*} (a push
// per order event: creation, trade, cancellation, trigger, deletion). Subscriptions before
// authentication fail with 2002 invalid.auth.state.

import { socketTicketUid } from '../auth/tickets';
import { db } from '../db';
import { findMarketSymbol } from '../db/market-data';
import { accountsOf, balancesOf, findAccount, listenTrading, type TradingState } from '../db/trading';
import { sendAccount } from '../sockets/account-socket';
import type { SocketConnection, SocketRegistry } from '../sockets/registry';
import { balanceChangeData, balanceSnapshotData, orderPushData, type AccountsUpdateMode } from '../trading/wire';

export const ACCOUNTS_UPDATE = 'accounts.update';
/** PROTOCOL.md 3.4 return codes. */
export const V2_INVALID_REQUEST = 2001;
export const V2_AUTH_ERROR = 2002;
/** Balances of the spot-style rows are the `trade` account type on the wire. */
const PUSH_ACCOUNT_TYPE = 'trade';

export interface AccountFeed {
  /** Answers auth, sub and unsub of the feed's channels; false for messages that are not its own. */
  handleMessage(connection: SocketConnection, message: Record<string, unknown>): boolean;
  stop(): void;
}

export interface AccountFeedOptions {
  registry: SocketRegistry;
  state?: () => TradingState;
}

export type AccountChannel = { kind: 'accounts'; mode: AccountsUpdateMode; ch: string } | { kind: 'orders'; symbol: string; ch: string };

/** The channel a `ch` names (accounts.update without a mode is mode 0), an error text, or undefined when it is not this feed's. */
export function parseAccountChannel(ch: string): AccountChannel | string | undefined {
  if (ch === ACCOUNTS_UPDATE) return { kind: 'accounts', mode: 0, ch: `${ACCOUNTS_UPDATE}#0` };
  if (ch.startsWith(`${ACCOUNTS_UPDATE}#`)) {
    const mode = ch.slice(ACCOUNTS_UPDATE.length + 1);
    return mode === '0' || mode === '1' || mode === '2' ? { kind: 'accounts', mode: Number(mode) as AccountsUpdateMode, ch } : 'invalid.ch';
  }
  if (ch.startsWith('orders#')) {
    const symbol = ch.slice('orders#'.length);
    return symbol === '*' || findMarketSymbol(symbol) ? { kind: 'orders', symbol, ch } : 'invalid.symbol';
  }
  return undefined;
}

function accountsMode(topic: string): AccountsUpdateMode | undefined {
  const parsed = parseAccountChannel(topic);
  return typeof parsed === 'object' && parsed.kind === 'accounts' ? parsed.mode : undefined;
}

export function createAccountFeed(options: AccountFeedOptions): AccountFeed {
  const { registry } = options;
  const state = options.state ?? (() => db.trading);
  const authenticated = new WeakMap<SocketConnection, number>();

  const connectionsOf = (uid: number) =>
    registry.list().filter((connection) => connection.kind === 'account' && authenticated.get(connection) === uid);

  function sendSnapshot(connection: SocketConnection, uid: number, ch: string, mode: AccountsUpdateMode): void {
    for (const account of accountsOf(state(), uid)) {
      for (const [currency, row] of balancesOf(state(), account.id)) {
        const data = balanceSnapshotData(
          { accountId: account.id, accountType: PUSH_ACCOUNT_TYPE, currency, balance: row.trade.plus(row.frozen), available: row.trade, seqNum: row.seqNum },
          mode,
        );
        sendAccount(connection.socket, { action: 'push', ch, data });
      }
    }
  }

  function authenticate(connection: SocketConnection, message: Record<string, unknown>): void {
    const params = (typeof message.params === 'object' && message.params !== null ? message.params : {}) as Record<string, unknown>;
    if (typeof params.ticket !== 'string' || params.ticket === '') {
      sendAccount(connection.socket, { action: 'req', code: V2_INVALID_REQUEST, ch: 'auth', message: 'missing.param.auth' });
      return;
    }
    const uid = params.authType === 'ticket' ? socketTicketUid(params.ticket) : undefined;
    if (uid === undefined) {
      authenticated.delete(connection);
      connection.topics.clear();
      sendAccount(connection.socket, { action: 'req', code: V2_AUTH_ERROR, ch: 'auth', message: 'invalid.auth.state' });
      return;
    }
    authenticated.set(connection, uid);
    sendAccount(connection.socket, { action: 'req', code: 200, ch: 'auth', data: {} });
  }

  function subscribe(connection: SocketConnection, action: 'sub' | 'unsub', ch: string, channel: AccountChannel | string): void {
    if (typeof channel === 'string') {
      sendAccount(connection.socket, { action, code: V2_INVALID_REQUEST, ch, message: channel });
      return;
    }
    const uid = authenticated.get(connection);
    if (uid === undefined) {
      sendAccount(connection.socket, { action, code: V2_AUTH_ERROR, ch: channel.ch, message: 'invalid.auth.state' });
      return;
    }
    if (action === 'unsub') {
      // A bare `accounts.update` (S2's unsub example) ends the subscription whatever its mode.
      const ended = ch === ACCOUNTS_UPDATE ? [...connection.topics].filter((topic) => accountsMode(topic) !== undefined) : [channel.ch];
      for (const topic of ended) connection.topics.delete(topic);
      sendAccount(connection.socket, { action, code: 200, ch: channel.ch, data: {} });
      return;
    }
    connection.topics.add(channel.ch);
    sendAccount(connection.socket, { action, code: 200, ch: channel.ch, data: {} });
    if (channel.kind === 'accounts') sendSnapshot(connection, uid, channel.ch, channel.mode);
  }

  const unlisten = listenTrading({
    balance(change) {
      if (!findAccount(state(), change.accountId)) return;
      for (const connection of connectionsOf(change.uid)) {
        for (const topic of connection.topics) {
          const mode = accountsMode(topic);
          if (mode === undefined) continue;
          for (const data of balanceChangeData(change, PUSH_ACCOUNT_TYPE, mode)) sendAccount(connection.socket, { action: 'push', ch: topic, data });
        }
      }
    },
    order(event) {
      const data = orderPushData(event);
      for (const connection of connectionsOf(event.order.uid)) {
        for (const topic of [`orders#${event.order.symbol}`, 'orders#*']) {
          if (connection.topics.has(topic)) sendAccount(connection.socket, { action: 'push', ch: topic, data });
        }
      }
    },
  });

  return {
    handleMessage(connection, message) {
      const { action, ch } = message;
      if (action === 'req' && ch === 'auth') {
        authenticate(connection, message);
        return true;
      }
      if ((action === 'sub' || action === 'unsub') && typeof ch === 'string') {
        const channel = parseAccountChannel(ch);
        if (channel === undefined) return false;
        subscribe(connection, action, ch, channel);
        return true;
      }
      return false;
    },
    stop: unlisten,
  };
}
