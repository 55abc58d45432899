#!/usr/bin/env node
// Assets benchmark: the 320-currency trader (many@example.com) on the assets overview and on
// the spot account's detail page. Prints, per page:
//   - time from navigation start to the total valuation on screen (median and max of --runs
//     cold loads, each in a fresh browser context; measured in the page by a MutationObserver
//     on the total's element, against performance.timeOrigin);
//   - rows (cards on the overview, currency rows on the detail page) re-rendered by one 15 s
//     refresh that changed nothing (the market feed paused, so prices and balances stand still;
//     counted by lib/perf/render-count.ts over a window holding exactly one refresh) — target 0;
//   - rows re-rendered by one accounts.update push (a spot btc move made by the mock) — target 1;
//   - gzip JavaScript of the page (every script response, gzipped here) — at most 300 KB;
// and the Lighthouse mobile performance score of the overview (logged in) — at least 90.
// Every load is a logged-in user's: the session cookie and the family tokens of its login.
//
//   npm run bench:assets          (bootstraps Chromium, builds, then runs this)
//   node --import tsx bench/assets.mjs [--runs=10] [--lighthouse-runs=3] [--only=overview] [--port=3203] [--mock-port=4213]
//
// Exit code 0 when the measurement ran (a missed target prints MISS); 1 when the harness failed.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { coldLoad, control, fixed, readControl, readyAt, sessionContext, sessionCookies, verdict } from './harness.mjs';
import { familyTokenCookies, startServer } from './server.mjs';
import { median } from './ssr.mjs';
import { table } from './table.mjs';

const outDir = new URL('./out/', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '3' },
    port: { type: 'string', default: '3203' },
    'mock-port': { type: 'string', default: '4213' },
    uid: { type: 'string', default: '10030' },
    only: { type: 'string', default: '' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('--runs must be a positive integer\n');
  process.exit(2);
}

export const TARGETS = { quietRefreshRenders: 0, pushRenders: 1, scriptsKB: 300, lighthousePerformance: 90 };
const QUIET_RATES = { depthPerSec: 0, tradesPerSec: 0, tickersPerSec: 0, overview: false };
const REFRESH_MS = 15_000;

const PAGES = [
  {
    name: 'overview',
    path: '/zh-cn/finance/account/',
    total: '[data-testid="assets-total-btc"][aria-busy="false"]',
    rows: 'asset-card',
    // What a spot btc push changes on the page.
    pushed: '[data-testid="assets-total-btc"]',
  },
  {
    name: 'spot detail',
    path: '/zh-cn/finance/account/spot/',
    total: '[data-testid="account-total-btc"][aria-busy="false"]',
    rows: 'asset-row',
    pushed: '[data-testid="account-total-btc"]',
  },
];

/** Runs in the page before its scripts: render counts on, and the moment the total shows. */
function instrument(selector) {
  window.__RENDER_COUNTS__ = {};
  const seen = () => {
    const element = document.querySelector(selector);
    if (element && /\d/.test(element.textContent ?? '')) {
      window.__READY_AT__ = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

const sumRenders = (counts, prefix) => Object.entries(counts ?? {}).reduce((sum, [name, value]) => (name === prefix ? sum + value : sum), 0);

/** Renders of the page's rows over one quiet refresh, then over one push. */
async function renderCounts(browser, origin, mockOrigin, session, spec, uid) {
  const context = await sessionContext(browser, origin, session, instrument, spec.total);
  try {
    const page = await context.newPage();
    let balanceCalls = 0;
    page.on('request', (request) => {
      if (/\/v1\/account\/spot-balance/.test(request.url())) balanceCalls += 1;
    });
    // The last answer of every call is kept, and given again from then on: the simulated market
    // moves with the clock even when its feed is paused, so only a replay makes a refresh that
    // truly changes nothing.
    const answers = new Map();
    // Without the cache buster `r` every GET carries (services/http/cache-buster.ts).
    const keyOf = (url) => {
      const parsed = new URL(url);
      parsed.searchParams.delete('r');
      return parsed.toString();
    };
    page.on('response', async (response) => {
      const request = response.request();
      // Data calls only: the account service's tickets and session checks are single-use or live.
      if (request.method() !== 'GET' || !/\/-\/x\/(?!uc\/)/.test(request.url())) return;
      try {
        answers.set(keyOf(request.url()), { status: response.status(), headers: response.headers(), body: await response.body() });
      } catch {
        // A body that is gone (a redirect) is simply not replayed.
      }
    });
    await page.goto(origin + spec.path);
    await readyAt(page);
    // Past the first 15 s refresh (the server's first prices are replaced by the browser's own
    // there), so that every call has an answer to replay.
    await page.waitForTimeout(REFRESH_MS + 3_000);
    await page.route('**/-/x/**', (route) => {
      const answer = route.request().method() === 'GET' ? answers.get(keyOf(route.request().url())) : undefined;
      return answer ? route.fulfill(answer) : route.continue();
    });
    const counts = () => page.evaluate(() => window.__RENDER_COUNTS__);
    const callsBefore = balanceCalls;
    const quietBefore = await counts();
    const beforeRefresh = sumRenders(quietBefore, spec.rows);
    await page.waitForTimeout(REFRESH_MS + 1_000);
    const refreshes = balanceCalls - callsBefore;
    const afterRefresh = await counts();
    const quietRefreshRenders = sumRenders(afterRefresh, spec.rows) - beforeRefresh;
    // Which of the page's counted parts rendered in that window (for a MISS).
    const countsBefore = quietBefore;
    const quietRendered = Object.keys(afterRefresh ?? {}).filter((name) => (afterRefresh[name] ?? 0) !== (countsBefore?.[name] ?? 0));

    // The push arrives on the socket; the calls still answer as before, so nothing else moves.
    const beforePush = sumRenders(await counts(), spec.rows);
    const before = await page.locator(spec.pushed).first().textContent();
    await control(mockOrigin, '/wallet/balance', { uid, kind: 'spot', currency: 'btc', delta: '0.5' });
    await page.waitForFunction(
      ({ selector, text }) => document.querySelector(selector)?.textContent !== text,
      { selector: spec.pushed, text: before },
      { timeout: 10_000 },
    );
    await page.waitForTimeout(1_000);
    const pushRenders = sumRenders(await counts(), spec.rows) - beforePush;
    await page.unroute('**/-/x/**');
    return { refreshes, quietRefreshRenders, quietRendered, pushRenders };
  } finally {
    await context.close();
  }
}

async function lighthouseOverview(origin, session, lighthouseRuns) {
  const scores = [];
  const failing = [];
  for (let i = 0; i < lighthouseRuns; i += 1) {
    // A Cookie header of Lighthouse's own is not sent with the navigation: the session cookie
    // goes into the browser's profile, which Lighthouse is told to keep.
    const userDataDir = mkdtempSync(join(tmpdir(), 'bench-assets-lh-'));
    const port = 9300 + Math.floor(Math.random() * 500);
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`] });
    try {
      await context.addCookies(sessionCookies(origin, session));
      const result = await lighthouse(`${origin}${PAGES[0].path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
      if (new URL(lhr.finalDisplayedUrl).pathname !== PAGES[0].path) throw new Error(`Lighthouse ended at ${lhr.finalDisplayedUrl}, not the overview`);
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      failing.push(
        (lhr.categories.performance?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue || lhr.audits[ref.id].score})`),
      );
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  return { runs: scores.length, performance: scores.length ? median(scores) : null, scores, failing };
}

function report(results, lh) {
  const rows = results.map((r) => [
    r.name,
    fixed(r.medianMs, 0),
    fixed(r.maxMs, 0),
    String(r.quietRefreshRenders),
    String(r.refreshes),
    String(r.pushRenders),
    fixed(r.scriptsKB, 1),
  ]);
  const checks = [];
  for (const r of results) {
    checks.push([`${r.name}: rows re-rendered by a quiet refresh = ${TARGETS.quietRefreshRenders}`, String(r.quietRefreshRenders), verdict(r.refreshes >= 1 && r.quietRefreshRenders === 0)]);
    checks.push([`${r.name}: rows re-rendered by one push = ${TARGETS.pushRenders}`, String(r.pushRenders), verdict(r.pushRenders === TARGETS.pushRenders)]);
    checks.push([`${r.name}: scripts <= ${TARGETS.scriptsKB} KB gzip`, fixed(r.scriptsKB, 1), verdict(r.scriptsKB <= TARGETS.scriptsKB)]);
  }
  checks.push([`overview: Lighthouse mobile performance >= ${TARGETS.lighthousePerformance}`, String(lh.performance ?? '-'), verdict((lh.performance ?? 0) >= TARGETS.lighthousePerformance)]);
  return [
    `Assets benchmark ${new Date().toISOString()}  (uid ${args.uid}: 320 spot currencies; ${runs} cold loads per page; market feed paused)`,
    '',
    table(['page', 'to total median ms', 'max ms', 'rows per quiet refresh', 'refreshes seen', 'rows per push', 'scripts KB gzip'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r']),
    '',
    table(['target', 'measured', ''], checks, ['l', 'r', 'l']),
    ...results.filter((r) => r.quietRefreshRenders > 0).map((r) => `${r.name}: rendered during the quiet refresh: ${r.quietRendered.join(', ')}`),
    lh.failing?.[0]?.length ? `\nLighthouse audits under 0.9: ${lh.failing[0].join(', ')}` : '',
  ].join('\n');
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/bootstrap.mjs --browser`');
  mkdirSync(outDir, { recursive: true });
  const uid = Number(args.uid);
  const server = await startServer({ port: Number(args.port), mockPort: Number(args['mock-port']), logFile: `${outDir}assets-server.log` });
  let browser;
  try {
    const defaultRates = await readControl(server.mockOrigin, '/market/rate');
    await control(server.mockOrigin, '/market/rate', QUIET_RATES);
    const created = await control(server.mockOrigin, '/session', { uid });
    const session = { ...created, tokens: await familyTokenCookies(server.origin, created) };
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    const results = [];
    for (const spec of PAGES.filter((page) => !args.only || args.only.split(',').includes(page.name.split(' ').at(-1)))) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, server.origin, session, spec.path, instrument, spec.total));
      process.stderr.write(`[bench:assets] ${spec.name}: ${loads.map((load) => load.ms.toFixed(0)).join(' ')} ms\n`);
      const counts = await renderCounts(browser, server.origin, server.mockOrigin, session, spec, uid);
      results.push({
        name: spec.name,
        path: spec.path,
        medianMs: median(loads.map((load) => load.ms)),
        maxMs: Math.max(...loads.map((load) => load.ms)),
        scriptsKB: median(loads.map((load) => load.scriptsKB)),
        ...counts,
      });
    }
    await browser.close();
    browser = undefined;
    const lh = await lighthouseOverview(server.origin, session, Number(args['lighthouse-runs']));
    await control(server.mockOrigin, '/market/rate', defaultRates);
    const text = report(results, lh);
    process.stdout.write(`\n${text}\n`);
    writeFileSync(`${outDir}assets.json`, `${JSON.stringify({ at: new Date().toISOString(), uid, runs, results, lighthouse: lh }, null, 2)}\n`);
    writeFileSync(`${outDir}assets.txt`, `${text}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:assets failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
