// The mock backend as a real server: node:http serves the MSW handlers (each request becomes a
// Fetch Request resolved by getResponse) and the `ws` package serves the market and account
// sockets on the same port. Faults and the control API sit in front of the handlers.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { getResponse, type RequestHandler } from 'msw';
import { WebSocketServer } from 'ws';
import { resetDb } from './db';
import { CONTROL_PREFIX, controlHandlers } from './control';
import { resetMarketControls, type MarketControlContext } from './control-market';
import { faultBody, FaultRegistry, type Fault } from './faults';
import { createAccountFeed } from './feeds/account-feed';
import { createMarketFeed, type MarketFeed, type MarketRates } from './feeds/market-feed';
import { createMatchingEngine, type MatchingEngine } from './feeds/matching';
import { createHandlers } from './handlers';
import { PEER_ADDRESS_HEADER } from './handlers/request-info';
import { DEFAULT_SCENARIO, scenarioHandlers, type ScenarioName } from './scenarios';
import { ACCOUNT_SOCKET_PATH, attachAccountSocket } from './sockets/account-socket';
import { attachMarketSocket, MARKET_SOCKET_PATH, type HeartbeatSwitch, type SocketMessageHook } from './sockets/market-socket';
import { SocketRegistry } from './sockets/registry';

/** PROTOCOL.md 1.3 and 3.3: market pings about every 5 s, account pings every 20 s. */
export const DEFAULT_MARKET_PING_INTERVAL_MS = 5_000;
export const DEFAULT_ACCOUNT_PING_INTERVAL_MS = 20_000;
/** PROTOCOL.md 1.3: two consecutive pings without a pong close the connection. */
export const DEFAULT_MAX_MISSED_PONGS = 2;

export interface MockServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  marketPingIntervalMs?: number;
  accountPingIntervalMs?: number;
  maxMissedPongs?: number;
  /** Handlers put in front of the defaults (tests, local experiments), built for the origin. */
  extraHandlers?: (root: string) => RequestHandler[];
  /** Starting push rates of the market feed (POST /__control/reset restores the defaults). */
  marketRates?: Partial<MarketRates>;
  /** Hooks for socket messages the built-in protocol handling (and the market feed's req) does not consume. */
  onMarketMessage?: SocketMessageHook;
  onAccountMessage?: SocketMessageHook;
  /** Where handler exceptions are reported; the request is answered with a 500 either way. */
  onError?: (error: unknown) => void;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4010; every family is served below `${origin}/${family}`. */
  origin: string;
  host: string;
  port: number;
  socketUrls: { market: string; account: string };
  sockets: SocketRegistry;
  faults: FaultRegistry;
  marketFeed: MarketFeed;
  /** Fills resting orders against the simulated market (tick() runs one pass now). */
  matching: MatchingEngine;
  readonly scenario: ScenarioName;
  setScenario(name: ScenarioName): void;
  /** Seed and all account-flow state restored, faults cleared, default scenario; open sockets stay. */
  reset(): void;
  close(): Promise<void>;
}

// Connection-level headers describe the hop to this server, not the request itself.
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
]);

const NOT_FOUND_BODY = { success: false, code: 404, message: 'not found' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function readRequestBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const buffer = Buffer.concat(chunks);
  return buffer.length > 0 ? new Uint8Array(buffer) : undefined;
}

async function toFetchRequest(req: IncomingMessage, url: URL, method: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    // The peer-address header is the server's to set, never the client's.
    if (HOP_BY_HOP_HEADERS.has(name) || name === PEER_ADDRESS_HEADER || !values) continue;
    for (const value of values) headers.append(name, value);
  }
  if (req.socket.remoteAddress) headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress);
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
  return new Request(url, { method, headers, body });
}

async function writeResponse(res: ServerResponse, response: Response, headOnly: boolean): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  // Headers.forEach would join several Set-Cookie values into one line; keep them apart.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body || headOnly) {
    res.end();
    return;
  }
  // Streamed so that handlers answering with a stream (e.g. server-sent events) work too.
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

function writeRawHttp(socket: Duplex, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Error'}\r\n` +
      'Connection: close\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const marketPingIntervalMs = options.marketPingIntervalMs ?? DEFAULT_MARKET_PING_INTERVAL_MS;
  const accountPingIntervalMs = options.accountPingIntervalMs ?? DEFAULT_ACCOUNT_PING_INTERVAL_MS;
  const maxMissedPongs = options.maxMissedPongs ?? DEFAULT_MAX_MISSED_PONGS;
  for (const [name, value] of Object.entries({ marketPingIntervalMs, accountPingIntervalMs, maxMissedPongs })) {
    // Zero would turn the heartbeat into a busy loop or close every socket at once.
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  }
  const onError = options.onError ?? ((error: unknown) => console.error('[mock] handler error', error));

  const faults = new FaultRegistry();
  const sockets = new SocketRegistry();
  const wss = new WebSocketServer({ noServer: true });
  const marketFeed = createMarketFeed({ registry: sockets, rates: options.marketRates });
  const market: MarketControlContext = { feed: marketFeed, heartbeat: { paused: false } satisfies HeartbeatSwitch, sockets };
  const onMarketMessage: SocketMessageHook = (connection, message) => {
    if (!marketFeed.handleMessage(connection, message)) options.onMarketMessage?.(connection, message);
  };
  const accountFeed = createAccountFeed({ registry: sockets });
  const matching = createMatchingEngine();
  const onAccountMessage: SocketMessageHook = (connection, message) => {
    if (!accountFeed.handleMessage(connection, message)) options.onAccountMessage?.(connection, message);
  };
  // Aborts fault latencies still waiting when the server closes.
  const lifetime = new AbortController();
  let scenario: ScenarioName = DEFAULT_SCENARIO;
  let handlers: RequestHandler[] = [];
  let origin = '';

  const rebuildHandlers = () => {
    handlers = [
      // The control API comes first so that no scenario or test handler can shadow it.
      ...controlHandlers(origin, {
        faults,
        sockets,
        getScenario: () => scenario,
        setScenario,
        reset,
        market,
        trading: { matching },
      }),
      ...(options.extraHandlers?.(origin) ?? []),
      ...scenarioHandlers(scenario, origin),
      ...createHandlers(origin),
    ];
  };
  function setScenario(name: ScenarioName): void {
    scenario = name;
    rebuildHandlers();
  }
  function reset(): void {
    resetDb();
    faults.clear();
    resetMarketControls(market);
    setScenario(DEFAULT_SCENARIO);
  }

  /** Applies latency, then drop or a canned answer; true when the request is fully handled. */
  async function applyFault(
    fault: Fault,
    socket: Socket | Duplex,
    answer: (status: number, body: unknown) => void,
  ): Promise<boolean> {
    if (fault.latencyMs) {
      try {
        await sleep(fault.latencyMs, undefined, { signal: lifetime.signal });
      } catch {
        socket.destroy();
        return true;
      }
    }
    if (fault.drop) {
      socket.destroy();
      return true;
    }
    if (fault.status !== undefined || fault.code !== undefined) {
      answer(fault.status ?? 200, faultBody(fault));
      return true;
    }
    return false;
  }

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const method = (req.method ?? 'GET').toUpperCase();
    if (!url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      const fault = faults.take(method, url.pathname);
      if (
        fault &&
        (await applyFault(fault, req.socket, (status, body) => void writeResponse(res, jsonResponse(status, body), false)))
      ) {
        return;
      }
    }
    try {
      const request = await toFetchRequest(req, new URL(`${url.pathname}${url.search}`, origin), method);
      const response = await getResponse(handlers, request);
      await writeResponse(res, response ?? jsonResponse(404, NOT_FOUND_BODY), method === 'HEAD');
    } catch (error) {
      onError(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      await writeResponse(res, jsonResponse(500, { success: false, code: 500, message: `mock handler error: ${message}` }), false);
    }
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A client that vanishes mid-handshake must not crash the process.
    socket.on('error', () => socket.destroy());
    const { pathname } = new URL(req.url ?? '/', origin);
    const fault = faults.take('GET', pathname);
    if (fault && (await applyFault(fault, socket, (status, body) => writeRawHttp(socket, status, body)))) return;
    if (pathname === MARKET_SOCKET_PATH) {
      wss.handleUpgrade(req, socket, head, (ws) =>
        attachMarketSocket(sockets, ws, pathname, {
          pingIntervalMs: marketPingIntervalMs,
          maxMissedPongs,
          onMessage: onMarketMessage,
          validateTopic: marketFeed.validateTopic,
          heartbeatSwitch: market.heartbeat,
        }),
      );
    } else if (pathname === ACCOUNT_SOCKET_PATH) {
      wss.handleUpgrade(req, socket, head, (ws) =>
        attachAccountSocket(sockets, ws, pathname, {
          pingIntervalMs: accountPingIntervalMs,
          maxMissedPongs,
          onMessage: onAccountMessage,
        }),
      );
    } else {
      writeRawHttp(socket, 404, NOT_FOUND_BODY);
    }
  }

  const server = createServer((req, res) => {
    handleHttp(req, res).catch((error: unknown) => {
      onError(error);
      res.destroy();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    handleUpgrade(req, socket, head).catch((error: unknown) => {
      onError(error);
      socket.destroy();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // IPv6 hosts need brackets inside a URL.
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  rebuildHandlers();

  let closing: Promise<void> | undefined;
  return {
    origin,
    host,
    port,
    socketUrls: {
      market: `${origin.replace(/^http/, 'ws')}${MARKET_SOCKET_PATH}`,
      account: `${origin.replace(/^http/, 'ws')}${ACCOUNT_SOCKET_PATH}`,
    },
    sockets,
    faults,
    marketFeed,
    matching,
    get scenario() {
      return scenario;
    },
    setScenario,
    reset,
    close() {
      closing ??= new Promise<void>((resolve) => {
        lifetime.abort();
        marketFeed.stop();
        accountFeed.stop();
        matching.stop();
        sockets.drop();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
