// A scripted stand-in for the browser WebSocket: tests open, feed and close it by hand and read
// what the client sent.

import { gzip } from 'pako';
import type { MarketSocketLike } from '@/services/ws/market-core';

type Handler = ((event: never) => void) | null;

export class FakeSocket implements MarketSocketLike {
  binaryType = 'blob';
  readonly sent: Array<Record<string, unknown>> = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: Handler = null;
  onmessage: Handler = null;
  onclose: Handler = null;
  onerror: Handler = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }

  private fire(handler: Handler, event: unknown): void {
    (handler as ((event: unknown) => void) | null)?.(event);
  }

  open(): void {
    this.fire(this.onopen, {});
  }

  /** A binary gzip frame, as the market feed sends every message. */
  push(message: unknown): void {
    this.receive(gzip(JSON.stringify(message)));
  }

  receive(data: unknown): void {
    this.fire(this.onmessage, { data });
  }

  serverClose(code = 1006): void {
    this.fire(this.onclose, { code, reason: '' });
  }

  error(): void {
    this.fire(this.onerror, {});
  }

  /** Topics subscribed (sub) by this socket, in order. */
  subs(): unknown[] {
    return this.sent.filter((message) => 'sub' in message).map((message) => message.sub);
  }
}

export class FakeSocketFactory {
  readonly sockets: FakeSocket[] = [];

  readonly create = (url: string): FakeSocket => {
    const socket = new FakeSocket(url);
    this.sockets.push(socket);
    return socket;
  };

  get latest(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('no socket created yet');
    return socket;
  }
}
