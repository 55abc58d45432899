// Web Worker entry of the market socket: gunzip, JSON parse and coalescing happen here, off the
// page's main thread.

import { createBrowserSocket, createMarketHost } from './market-host';
import type { MarketWorkerRequest, MarketWorkerResponse } from './market-messages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<MarketWorkerRequest>) => void) | null;
  postMessage(message: MarketWorkerResponse): void;
}

// The project compiles against the DOM library; inside a worker `self` is the worker scope.
const scope = self as unknown as WorkerScope;
const host = createMarketHost({ post: (message) => scope.postMessage(message), createSocket: createBrowserSocket });
scope.onmessage = (event) => host.handle(event.data);
scope.postMessage({ type: 'ready' });
