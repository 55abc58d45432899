// Starts `scripts/serve.mjs` (production server + mock backend) on ports of the bench's own
// and stops it again. serve.mjs runs in its own process group so that stopping the group
// also reaches its children (next-server, mock backend) should serve.mjs itself be wedged.

import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createConnection } from 'node:net';

const root = new URL('..', import.meta.url).pathname;

/** True when something already accepts connections on the port (we would measure it). */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the server and resolves once serve.mjs prints its `Ready:` line.
 * Returns { origin, mockOrigin, stop() }; stop() is idempotent and safe on exit paths.
 */
export async function startServer({ port, mockPort, logFile, readyTimeoutMs = 180_000 }) {
  if (!existsSync(`${root}.next/standalone/server.js`)) {
    throw new Error('no production build in .next/standalone: run `npm run build` first');
  }
  for (const p of [port, mockPort]) {
    if (await portInUse(p)) throw new Error(`port ${p} is already in use; pass --port/--mock-port`);
  }

  const mockOrigin = `http://127.0.0.1:${mockPort}`;
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    detached: true, // own process group, see above
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      MOCK_ORIGIN: mockOrigin,
      NEXT_TELEMETRY_DISABLED: '1',
      // serve.mjs binds the app to HOST; the bench only talks to 127.0.0.1.
      HOST: '127.0.0.1',
    },
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  let stopped = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));

  function killGroup(signal) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // group already gone
    }
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    // serve.mjs exits 300 ms after signalling its children; make sure none lingers.
    killGroup('SIGKILL');
    log.end();
  }
  // Last resort when the bench exits without reaching stop() (an uncaught error): only
  // synchronous calls work here.
  process.once('exit', () => {
    if (!stopped) killGroup('SIGKILL');
  });

  const ready = new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (/Ready: http/.test(buffer)) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`serve.mjs exited before it was ready (${signal ?? code}); see ${logFile}`)),
    );
    setTimeout(() => reject(new Error(`server not ready after ${readyTimeoutMs / 1000} s; see ${logFile}`)), readyTimeoutMs).unref();
  });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, mockOrigin, stop };
}

/** Starts a session for a seeded user through the mock backend's control API. */
export async function createSession(mockOrigin, uid = 10001) {
  const response = await fetch(`${mockOrigin}/__control/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid }),
  });
  if (!response.ok) throw new Error(`POST /__control/session: HTTP ${response.status} ${await response.text()}`);
  const { token, cookieName } = await response.json();
  if (!token || !cookieName) throw new Error('POST /__control/session: no token or cookieName in the answer');
  return { token, cookieName };
}

/**
 * The family token cookies a logged-in browser holds: the ticket exchange done once, as the login
 * page does it, so that a measured page load is that of a user who is logged in (tokens in their
 * cookies for 50 minutes), not the first page after the login. Returns Playwright cookies.
 */
export async function familyTokenCookies(origin, session) {
  const { TOKEN_LOGINS, TOKEN_EXPIRY_COOKIE, TOKEN_TTL_MS } = await import('../lib/session/tokens.ts');
  const cookie = `${session.cookieName}=${session.token}`;
  const ticketAnswer = await (await fetch(`${origin}/-/x/uc/uc/open/ticket/get`, { headers: { cookie } })).json();
  const ticket = ticketAnswer?.data?.ticket;
  if (typeof ticket !== 'string') throw new Error(`ticket/get: ${JSON.stringify(ticketAnswer)}`);
  const expiresAt = Date.now() + TOKEN_TTL_MS;
  const cookies = [];
  for (const login of TOKEN_LOGINS) {
    const form = login.encoding === 'form';
    const response = await fetch(`${origin}/-/x/${login.family}${login.call.path()}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams({ ticket, type: 'web' }).toString() : JSON.stringify({ ticket }),
    });
    const answer = await response.json();
    const value = answer?.data?.[login.field];
    if (typeof value !== 'string' || value === '') throw new Error(`${login.family} login: ${JSON.stringify(answer)}`);
    cookies.push({ name: login.cookie, value, url: origin, sameSite: 'Lax', expires: Math.floor(expiresAt / 1000) });
  }
  cookies.push({ name: TOKEN_EXPIRY_COOKIE, value: String(expiresAt), url: origin, sameSite: 'Lax', expires: Math.floor(expiresAt / 1000) });
  return cookies;
}
