// Open WebSocket connections of the mock server, with the topics each one subscribed, so that
// feeds can push to subscribers and the control API can drop connections.

import { WebSocket } from 'ws';
import { encodeAccountFrame, encodeMarketFrame } from './frames';

export type SocketKind = 'market' | 'account';

export interface SocketConnection {
  id: number;
  kind: SocketKind;
  /** Request path of the upgrade, e.g. `/ws` or `/ws/v2`. */
  path: string;
  socket: WebSocket;
  topics: Set<string>;
  openedAt: number;
}

export class SocketRegistry {
  private readonly connections = new Map<number, SocketConnection>();
  private nextId = 1;

  add(kind: SocketKind, path: string, socket: WebSocket): SocketConnection {
    const connection: SocketConnection = {
      id: this.nextId++,
      kind,
      path,
      socket,
      topics: new Set(),
      openedAt: Date.now(),
    };
    this.connections.set(connection.id, connection);
    return connection;
  }

  remove(connection: SocketConnection): void {
    this.connections.delete(connection.id);
  }

  /** Open connections, all or those on one path. */
  list(path?: string): SocketConnection[] {
    return [...this.connections.values()].filter((connection) => path === undefined || connection.path === path);
  }

  subscribers(kind: SocketKind, topic: string): SocketConnection[] {
    return [...this.connections.values()].filter(
      (connection) => connection.kind === kind && connection.topics.has(topic),
    );
  }

  /** Sends a message to every subscriber of a topic in the socket's own framing; returns the count. */
  publish(kind: SocketKind, topic: string, message: unknown): number {
    const targets = this.subscribers(kind, topic).filter((c) => c.socket.readyState === WebSocket.OPEN);
    if (targets.length === 0) return 0;
    const frame = kind === 'market' ? encodeMarketFrame(message) : encodeAccountFrame(message);
    for (const target of targets) target.socket.send(frame);
    return targets.length;
  }

  /** Terminates connections (all, or those on one path) without a close handshake. */
  drop(path?: string): number {
    const targets = this.list(path);
    for (const target of targets) {
      target.socket.terminate();
      this.remove(target);
    }
    return targets.length;
  }
}
