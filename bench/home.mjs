#!/usr/bin/env node
// Home page benchmark: /zh-cn/ as a visitor and as a logged-in user. Prints, per visitor kind:
//   - time from navigation start to the overview's first price and to its sparklines (median and
//     max of --runs cold loads, each in a fresh browser context; measured in the page by a
//     MutationObserver against performance.timeOrigin);
//   - gzip JavaScript of the page (every script response, gzipped here) — at most 300 KB;
//   - the server render's cost of the sparkline series: p50 time of the page's HTML with the
//     series cached (the ordinary case: one kline call per pair per minute for every visitor)
//     and of the kline calls themselves, measured once cold;
// and the Lighthouse mobile performance score of each (median of --lighthouse-runs) — at least 90.
//
//   npm run bench:home          (bootstraps Chromium, builds, then runs this)
//   node --import tsx bench/home.mjs [--runs=10] [--lighthouse-runs=3] [--port=3207] [--mock-port=4217]
//
// Exit code 0 when the measurement ran (a missed target prints MISS); 1 when the harness failed.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { collectScriptKB, control, fixed, sessionContext, sessionCookies, verdict } from './harness.mjs';
import { familyTokenCookies, startServer } from './server.mjs';
import { median } from './ssr.mjs';
import { table } from './table.mjs';

const outDir = new URL('./out/', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '3' },
    port: { type: 'string', default: '3207' },
    'mock-port': { type: 'string', default: '4217' },
    uid: { type: 'string', default: '10001' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('--runs must be a positive integer\n');
  process.exit(2);
}

export const TARGETS = { scriptsKB: 300, lighthousePerformance: 90 };
const PATH = '/zh-cn/';
const PRICE = '[data-testid="market-row-btcusdt"] [data-testid="last-price"]';
const SPARKLINE = '[data-testid="market-row-btcusdt"] [data-testid="sparkline"]';

/** Runs in the page before its scripts: the moments the first price and the sparkline show. */
function instrument([price, sparkline]) {
  const check = () => {
    const cell = document.querySelector(price);
    if (window.__PRICE_AT__ === undefined && cell && /\d/.test(cell.textContent ?? '')) window.__PRICE_AT__ = performance.now();
    if (window.__SPARK_AT__ === undefined && document.querySelector(sparkline)) window.__SPARK_AT__ = performance.now();
    return window.__PRICE_AT__ !== undefined && window.__SPARK_AT__ !== undefined;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

async function coldLoad(browser, origin, session) {
  const context = await sessionContext(browser, origin, session, instrument, [PRICE, SPARKLINE], { viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const scriptsKB = collectScriptKB(page, gzipSync);
    await page.goto(origin + PATH);
    await page.waitForFunction(() => typeof window.__PRICE_AT__ === 'number' && typeof window.__SPARK_AT__ === 'number', undefined, { timeout: 60_000 });
    const [priceMs, sparkMs] = await page.evaluate(() => [window.__PRICE_AT__, window.__SPARK_AT__]);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    return { priceMs, sparkMs, scriptsKB: await scriptsKB() };
  } finally {
    await context.close();
  }
}

/** p50 ms of the page's HTML (server render, the series cached) over `count` requests. */
async function htmlMs(origin, cookie, count = 20) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(origin + PATH, { headers: cookie ? { cookie } : {} });
    await response.text();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** ms of the four kline calls the sparkline series costs when its cache is cold (in parallel, as the server makes them). */
async function klineMs(mockOrigin) {
  const started = performance.now();
  await Promise.all(
    ['btcusdt', 'ethusdt', 'eosusdt', 'htusdt'].map((symbol) => fetch(`${mockOrigin}/pro/market/history/kline?symbol=${symbol}&period=60min&size=24`).then((r) => r.text())),
  );
  return performance.now() - started;
}

/** One Lighthouse run in a fresh profile (with the session's cookies when given). */
async function lighthouseOnce(origin, session) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-home-lh-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`] });
  try {
    if (session) await context.addCookies(sessionCookies(origin, session));
    const result = await lighthouse(`${origin}${PATH}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      failing: (lhr.categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue || lhr.audits[ref.id].score})`),
    };
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** `lighthouseRuns` scores; a run whose trace failed (NO_NAVSTART on a busy host) is tried once more, then listed as an error. */
async function lighthouseHome(origin, session, lighthouseRuns) {
  const scores = [];
  const failing = [];
  const errors = [];
  for (let i = 0; i < lighthouseRuns; i += 1) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const run = await lighthouseOnce(origin, session);
        scores.push(run.score);
        failing.push(run.failing);
        break;
      } catch (error) {
        errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      }
    }
  }
  return { runs: scores.length, performance: scores.length ? median(scores) : null, scores, failing, errors };
}

function report(results, cost) {
  const rows = results.map((r) => [r.name, fixed(r.priceMedianMs, 0), fixed(r.sparkMedianMs, 0), fixed(r.priceMaxMs, 0), fixed(r.scriptsKB, 1), fixed(r.htmlMs, 1), String(r.lighthouse.performance ?? '-'), r.lighthouse.scores.join(' ')]);
  const checks = [];
  for (const r of results) {
    checks.push([`${r.name}: scripts <= ${TARGETS.scriptsKB} KB gzip`, fixed(r.scriptsKB, 1), verdict(r.scriptsKB <= TARGETS.scriptsKB)]);
    checks.push([`${r.name}: Lighthouse mobile performance >= ${TARGETS.lighthousePerformance}`, String(r.lighthouse.performance ?? '-'), verdict((r.lighthouse.performance ?? 0) >= TARGETS.lighthousePerformance)]);
  }
  return [
    `Home benchmark ${new Date().toISOString()}  (${runs} cold loads per visitor kind, phone viewport)`,
    '',
    table(['visitor', 'to price median ms', 'to sparkline median ms', 'to price max ms', 'scripts KB gzip', 'HTML p50 ms', 'Lighthouse perf', 'runs'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l']),
    '',
    `Sparkline series, cold: the four kline calls ${fixed(cost.klineMs, 1)} ms (in parallel); the server keeps the series 60 s for every visitor.`,
    '',
    table(['target', 'measured', ''], checks, ['l', 'r', 'l']),
    ...results.filter((r) => r.lighthouse.failing?.[0]?.length).map((r) => `${r.name}: Lighthouse audits under 0.9: ${r.lighthouse.failing[0].join(', ')}`),
  ].join('\n');
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/bootstrap.mjs --browser`');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({ port: Number(args.port), mockPort: Number(args['mock-port']), logFile: `${outDir}home-server.log` });
  let browser;
  try {
    const created = await control(server.mockOrigin, '/session', { uid: Number(args.uid) });
    const session = { ...created, tokens: await familyTokenCookies(server.origin, created) };
    const cost = { klineMs: await klineMs(server.mockOrigin) };
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    const results = [];
    for (const [name, who] of [
      ['visitor', null],
      ['logged in', session],
    ]) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, server.origin, who));
      process.stderr.write(`[bench:home] ${name}: ${loads.map((load) => load.priceMs.toFixed(0)).join(' ')} ms to price\n`);
      const cookie = who ? sessionCookies(server.origin, who).map((c) => `${c.name}=${c.value}`).join('; ') : null;
      results.push({
        name,
        priceMedianMs: median(loads.map((load) => load.priceMs)),
        priceMaxMs: Math.max(...loads.map((load) => load.priceMs)),
        sparkMedianMs: median(loads.map((load) => load.sparkMs)),
        scriptsKB: median(loads.map((load) => load.scriptsKB)),
        htmlMs: await htmlMs(server.origin, cookie),
      });
    }
    await browser.close();
    browser = undefined;
    for (const result of results) result.lighthouse = await lighthouseHome(server.origin, result.name === 'visitor' ? null : session, Number(args['lighthouse-runs']));
    const text = report(results, cost);
    process.stdout.write(`\n${text}\n`);
    writeFileSync(`${outDir}home.json`, `${JSON.stringify({ at: new Date().toISOString(), runs, results, cost }, null, 2)}\n`);
    writeFileSync(`${outDir}home.txt`, `${text}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:home failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
