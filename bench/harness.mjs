// Helpers shared by the browser benchmarks: the mock's control API, percentiles, the figures'
// text, script sizes, and logged-in cold loads timed by an init script.

import { gzipSync } from 'node:zlib';

/** POST to the mock's control API; throws with the answer on a non-2xx. */
export async function control(mockOrigin, path, body) {
  const response = await fetch(`${mockOrigin}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** GET from the mock's control API. */
export async function readControl(mockOrigin, path) {
  const response = await fetch(`${mockOrigin}/__control${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.json();
}

/** Nearest-rank percentile; null for no values. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fixed = (value, digits = 1) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '-');
export const verdict = (ok) => (ok ? 'OK' : 'MISS');

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

/**
 * Collects every script the page fetches (first answer per URL, 2xx); the returned function
 * resolves to their gzip size in KB once the page has loaded (gzipped here, default level, so the
 * figure does not depend on how the server compresses).
 */
export function collectScriptKB(page, gzip) {
  const scripts = new Map();
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() < 200 || response.status() >= 300 || scripts.has(response.url())) return;
    scripts.set(response.url(), response.body().then((body) => gzip(body).length, () => 0));
  });
  return async () => (await Promise.all(scripts.values())).reduce((sum, bytes) => sum + bytes, 0) / 1024;
}

/**
 * A logged-in user's cookies: the session, and the family tokens its login's ticket exchange left
 * when the bench has them (server.mjs familyTokenCookies); without them the page exchanges its
 * ticket itself, as the first page after a login does.
 */
export function sessionCookies(origin, session) {
  return [{ name: session.cookieName, value: session.token, url: origin, httpOnly: true, sameSite: 'Lax' }, ...(session.tokens ?? [])];
}

/**
 * A desktop browser context with the user's session cookies, whose pages run `init(arg)` (when
 * given) before their own scripts. An init script marks the moment the page is ready as
 * `window.__READY_AT__` (ms since navigation start). `options` go to `browser.newContext`.
 */
export async function sessionContext(browser, origin, session, init, arg, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...options });
  // No session: a visitor's context.
  if (session) await context.addCookies(sessionCookies(origin, session));
  if (init) await context.addInitScript(init, arg);
  return context;
}

/** An init script: ready the moment `selector` is in the document. */
export function readyWhenPresent(selector) {
  const seen = () => {
    if (!document.querySelector(selector)) return false;
    window.__READY_AT__ = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Waits for the init script's ready mark; resolves to it (ms since navigation start). */
export async function readyAt(page) {
  await page.waitForFunction(() => typeof window.__READY_AT__ === 'number', undefined, { timeout: 60_000 });
  return page.evaluate(() => window.__READY_AT__);
}

/** One cold load of `path` in a fresh session context: ms to ready, and the gzip KB of every script the page loaded. */
export async function coldLoad(browser, origin, session, path, init, arg) {
  const context = await sessionContext(browser, origin, session, init, arg);
  try {
    const page = await context.newPage();
    const scriptsKB = collectScriptKB(page, gzipSync);
    await page.goto(origin + path);
    const ms = await readyAt(page);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    return { ms, scriptsKB: await scriptsKB() };
  } finally {
    await context.close();
  }
}
