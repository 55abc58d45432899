// (b) Script bytes per route: load every manifest route in Chromium (desktop viewport), wait
// for network idle and sum the gzip size of each JavaScript response. Bodies are gzipped here
// (node:zlib, default level) so the figure does not depend on how the server compresses.

import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { median } from './ssr.mjs';

export const SHELL_LIMIT_KB = 300;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const BROWSER_ARGS = CHROMIUM_FLAGS;

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

/** Equal up to the trailing slash, which the app adds to every page path by redirect. */
function samePath(a, b) {
  return a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

/** Loads one route in a fresh context (empty cache, so every script is fetched). */
async function measureRoute(browser, origin, entry, session) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const blocked = [];
  const pageErrors = [];
  try {
    // Nothing outside this machine: the sandbox may have no network, and the budget is about
    // what the app ships. Blocked requests are listed in the JSON.
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      if (LOCAL_HOSTS.has(hostname)) return route.continue();
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    if (entry.needsLogin) {
      await context.addCookies([{ name: session.cookieName, value: session.token, url: origin, httpOnly: true, sameSite: 'Lax' }]);
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Bodies are read as responses arrive: some are gone once the page navigates on.
    const scripts = new Map();
    page.on('response', (response) => {
      if (!isJavaScript(response) || response.status() < 200 || response.status() >= 300) return;
      const url = response.url();
      if (scripts.has(url)) return; // the same URL twice is one download for a real browser
      scripts.set(
        url,
        response.body().then(
          (body) => ({ url, rawBytes: body.length, gzipBytes: gzipSync(body).length }),
          (error) => ({ url, error: error.message }),
        ),
      );
    });

    let note = '';
    let status = null;
    try {
      const response = await page.goto(origin + entry.path, { waitUntil: 'networkidle', timeout: 30_000 });
      status = response?.status() ?? null;
    } catch (error) {
      // A page that never goes idle (polling) is still measured with what it has loaded.
      if (!/Timeout/i.test(error.message)) throw error;
      note = 'no network idle in 30 s';
    }
    // A login redirect would measure the login page instead: say so in the row.
    const finalPath = new URL(page.url()).pathname;
    if (!samePath(finalPath, entry.expectedPath ?? entry.path)) note = [note, `ended at ${finalPath}`].filter(Boolean).join('; ');
    if (status !== null && entry.status && status !== entry.status) note = [note, `HTTP ${status}`].filter(Boolean).join('; ');

    const files = await Promise.all(scripts.values());
    const unreadable = files.filter((f) => f.error);
    if (unreadable.length) note = [note, `${unreadable.length} bodies unreadable`].filter(Boolean).join('; ');
    const measured = files.filter((f) => !f.error);
    const gzipBytes = measured.reduce((sum, f) => sum + f.gzipBytes, 0);
    return {
      ...entry,
      status,
      finalPath,
      files: measured.length,
      rawKB: measured.reduce((sum, f) => sum + f.rawBytes, 0) / 1024,
      gzipKB: gzipBytes / 1024,
      overLimit: gzipBytes / 1024 > SHELL_LIMIT_KB,
      note,
      pageErrors,
      blocked,
      scripts: measured.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}

/**
 * routes: [{ pattern, layout, needsLogin, status, path, expectedPath? }]; session: { cookieName, token }
 * for the routes behind login. `concurrency` pages load at once: byte counts do not depend on
 * timing, so this only shortens the run.
 */
export async function runScripts(origin, routes, session, { concurrency = 2, log = () => {} } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
  const rows = new Array(routes.length);
  try {
    let next = 0;
    const worker = async () => {
      while (next < routes.length) {
        const index = next++;
        const entry = routes[index];
        try {
          rows[index] = await measureRoute(browser, origin, entry, session);
        } catch (error) {
          rows[index] = { ...entry, error: error.message.split('\n')[0] };
        }
        log(`${index + 1}/${routes.length} ${entry.path} ${rows[index].error ?? `${rows[index].gzipKB.toFixed(1)} KB`}`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser.close();
  }
  const sizes = rows.filter((r) => !r.error).map((r) => r.gzipKB);
  return {
    limitKB: SHELL_LIMIT_KB,
    viewport: '1440x900',
    routes: rows,
    maxKB: sizes.length ? Math.max(...sizes) : null,
    medianKB: median(sizes),
    over: rows.filter((r) => r.overLimit).length,
    failed: rows.filter((r) => r.error).length,
  };
}
