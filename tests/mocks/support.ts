// Helpers for the mock-server tests: a server per test file on a random port, JSON calls to the
// control API, and a WebSocket client that queues decoded frames.

import { ungzip } from 'pako';
import { WebSocket, type RawData } from 'ws';
import { UC_CALLS } from '@/lib/contracts/uc';
import { controlClient } from '@/mocks/control-client';
import { startMockServer, type MockServer, type MockServerOptions } from '@/mocks/server';
import * as proUser from '@/lib/contracts/pro/user';
import { callUrl } from '@/tests/support/msw-call';

export function startTestServer(options: Partial<MockServerOptions> = {}): Promise<MockServer> {
  return startMockServer({ port: 0, onError: () => undefined, ...options });
}

/** Any control call with its status (tests of the control API's own answers); see mocks/control-client.ts. */
export async function control<T = Record<string, unknown>>(
  server: MockServer,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return controlClient(server.origin).raw<T>(method, path, body);
}

export async function createSessionToken(server: MockServer, uid?: number): Promise<string> {
  const { json } = await control<{ token: string }>(server, 'POST', '/session', uid === undefined ? {} : { uid });
  return json.token;
}

export interface ReceivedFrame {
  binary: boolean;
  /** Parsed JSON (market frames gunzipped first). */
  message: Record<string, unknown>;
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return data;
}

/** A `ws` client that keeps every frame so tests can wait for the one they expect. */
export class TestSocket {
  readonly frames: ReceivedFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const buffer = toBuffer(data);
      const text = isBinary ? ungzip(new Uint8Array(buffer), { toText: true }) : buffer.toString('utf8');
      this.frames.push({ binary: isBinary, message: JSON.parse(text) as Record<string, unknown> });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** The first frame (received or still to come) matching the predicate, consumed from the queue. */
  async next(predicate: (frame: ReceivedFrame) => boolean = () => true, timeoutMs = 3000): Promise<ReceivedFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(predicate);
      if (index >= 0) return this.frames.splice(index, 1)[0] as ReceivedFrame;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.ws.terminate();
  }
}

// ---- account service (uc) helpers ----

export interface UcBody<T> {
  success: boolean;
  code: number | string;
  message: string;
  data: T;
}

export interface UcAnswer<T> {
  status: number;
  body: UcBody<T>;
  /** Every Set-Cookie line of the answer. */
  setCookies: string[];
  /** The HB-UC-TOKEN value the answer set, if any. */
  session: string | undefined;
}

export interface UcCallOptions {
  method?: 'GET' | 'POST';
  /** JSON-encoded unless a string (sent as is). */
  body?: unknown;
  /** Sent as the HB-UC-TOKEN cookie. */
  session?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** Calls a uc path (a contract's `path()`, lib/contracts/uc) of the mock's account service (below {origin}/uc). */
export async function uc<T = unknown>(server: MockServer, path: string, options: UcCallOptions = {}): Promise<UcAnswer<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const url = new URL(`${server.origin}/uc${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && typeof options.body !== 'string') headers['content-type'] = 'application/json';
  if (options.session) headers.cookie = `HB-UC-TOKEN=${options.session}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const setCookies = response.headers.getSetCookie();
  const session = setCookies.map((line) => /^HB-UC-TOKEN=([^;]*)/.exec(line)?.[1]).find((value) => value);
  return { status: response.status, body: (await response.json()) as UcBody<T>, setCookies, session };
}

export const DEMO_PASSWORD = 'Trade1234';

/** A login by email without 2FA: the session token and the ticket. */
export async function loginByEmail(server: MockServer, email: string, password = DEMO_PASSWORD): Promise<{ session: string; ticket: string }> {
  const answer = await uc<{ status: string; ticket: string }>(server, UC_CALLS.login.path(), {
    body: { login_name: email, account_type: 'email', password },
  });
  if (!answer.body.success || !answer.session) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.body)}`);
  return { session: answer.session, ticket: answer.body.data.ticket };
}

/** Moves the mock's clock forward. */
export async function advanceClock(server: MockServer, ms: number): Promise<void> {
  const { status } = await control(server, 'POST', '/clock', { advance_ms: ms });
  if (status !== 200) throw new Error(`clock advance failed with ${status}`);
}

/** The last code sent to an account for a purpose, read through the control API. */
export async function lastCode(server: MockServer, account: string, purpose: string): Promise<string> {
  const { status, json } = await control<{ code: string }>(server, 'GET', `/codes?account=${encodeURIComponent(account)}&purpose=${purpose}`);
  if (status !== 200) throw new Error(`no ${purpose} code for ${account}`);
  return json.code;
}

/** A pro-family token of `uid`: a session ticket exchanged at POST /pro/v1/users/login. */
export async function proTokenFor(server: MockServer, uid: number): Promise<string> {
  const { json } = await control<{ ticket: string }>(server, 'POST', '/session', { uid });
  const response = await fetch(callUrl(server.origin, proUser.userLogin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket: json.ticket }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A pro-family call: GET without a body, POST with a JSON body; the token in HB-PRO-TOKEN when given. */
export async function proCall<T>(server: MockServer, token: string | undefined, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${server.origin}/pro${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { 'HB-PRO-TOKEN': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}
