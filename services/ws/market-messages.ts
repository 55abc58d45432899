// Messages between the page and the market socket's worker (or its main-thread stand-in).

import type { MarketBatch, MarketFeedLogEvent } from './market-core';

export type MarketWorkerRequest =
  | { type: 'connect'; url: string }
  | { type: 'subscribe'; topic: string }
  | { type: 'unsubscribe'; topic: string }
  | { type: 'request'; topic: string; id: string; from?: number; to?: number }
  /** The page applied the last batch (in an animation frame): the next one may come. */
  | { type: 'ack' }
  | { type: 'stop' };

export type MarketWorkerResponse =
  /** The worker script loaded and listens. */
  | { type: 'ready' }
  | { type: 'batch'; batch: MarketBatch }
  /** A close, heartbeat timeout or corrupt frame, for the page's client log (the worker has none of its own). */
  | { type: 'log'; event: MarketFeedLogEvent };
