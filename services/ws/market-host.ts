// Runs MarketFeedCore behind the worker message protocol. At most one batch is in flight: the
// next is posted only after the page acknowledged the previous one, so the page gets at most
// one update per animation frame and a slow page simply receives fewer, fuller batches.

import { MarketFeedCore, type MarketSocketLike } from './market-core';
import type { MarketWorkerRequest, MarketWorkerResponse } from './market-messages';
import { createBrowserSocket } from './socket-core';

export interface MarketHostOptions {
  post(message: MarketWorkerResponse): void;
  createSocket(url: string): MarketSocketLike;
  now?(): number;
}

export interface MarketHost {
  handle(message: MarketWorkerRequest): void;
}

export function createMarketHost({ post, createSocket, now = Date.now }: MarketHostOptions): MarketHost {
  let core: MarketFeedCore | null = null;
  let inFlight = false;

  const flush = () => {
    if (inFlight || !core) return;
    const batch = core.takeBatch();
    if (!batch) return;
    inFlight = true;
    post({ type: 'batch', batch });
  };

  return {
    handle(message) {
      switch (message.type) {
        case 'connect':
          if (core) return;
          core = new MarketFeedCore({ url: message.url, createSocket, now, onPending: flush, log: (event) => post({ type: 'log', event }) });
          core.start();
          return;
        case 'subscribe':
          core?.subscribe(message.topic);
          return;
        case 'unsubscribe':
          core?.unsubscribe(message.topic);
          return;
        case 'request':
          core?.request(message.topic, message.id, { from: message.from, to: message.to });
          return;
        case 'ack':
          inFlight = false;
          flush();
          return;
        case 'stop':
          core?.stop();
          flush();
          core = null;
          return;
      }
    },
  };
}

/** The platform's WebSocket (browser page or worker scope). */
export { createBrowserSocket };
