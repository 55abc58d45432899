#!/usr/bin/env node
// Order placement benchmark: a logged-in trader on the real exchange page places limit buys
// that rest (well under the market) with the mock's order latency at zero. Prints, over
// --count placements (default 20): the time from the click on the buy button to the order's
// row in the open orders (median, p90, max; measured in the page, from the click event to the
// mutation that adds the row), and how many times the order book rendered per placement
// (counted by lib/perf/render-count.ts). Two phases: the market feed paused (so a book render
// can only come from the placement) and the feed at its default rates (a live page; book
// renders there are the feed's and are not counted against the placement). Next to each count
// stands the count over the same length of time right after, without a placement.
//
//   npm run bench:orders          (bootstraps Chromium, builds, then runs this)
//   node --import tsx bench/orders.mjs [--count=20] [--pair=btc_usdt] [--port=3201] [--mock-port=4211]
//
// Exit code 0 when the measurement ran (a missed target prints MISS); 1 when the harness failed.

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { control, fixed, percentile, readControl, verdict } from './harness.mjs';
import { startServer } from './server.mjs';
import { table } from './table.mjs';

const outDir = new URL('./out/', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    pair: { type: 'string', default: 'btc_usdt' },
    port: { type: 'string', default: '3201' },
    'mock-port': { type: 'string', default: '4211' },
    uid: { type: 'string', default: '10001' },
  },
});

const count = Number(args.count);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write('--count must be a positive integer\n');
  process.exit(2);
}
export const TARGETS = { medianMs: 150, bookRendersPerPlacement: 0 };
/** Every push of the market feed off, the once-a-second overview included. */
const QUIET_RATES = { depthPerSec: 0, tradesPerSec: 0, tickersPerSec: 0, overview: false };

/** Runs in the page: counts renders from the first script on. */
function instrument() {
  window.__RENDER_COUNTS__ = {};
}

/**
 * Clicks the buy button and resolves with the ms until the open orders gain a row, and the
 * book renders seen from the click until `settleMs` after the row appeared (the toast, the
 * balance push and the orders push all land in that window).
 */
function placeAndWatch({ settleMs }) {
  const body = document.querySelector('[data-testid="open-orders"] tbody');
  const pane = document.querySelector('[data-testid="order-pane-buy"]');
  const button = pane?.querySelector('button[type="submit"]');
  if (!body || !button) return Promise.reject(new Error('no open orders or buy button on the page'));
  const rows = () => body.querySelectorAll('tr[data-order-id]').length;
  const before = rows();
  const renders = () => window.__RENDER_COUNTS__?.['order-book'] ?? 0;
  const rendersBefore = renders();
  return new Promise((resolve, reject) => {
    let start = 0;
    const timeout = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the order did not show in the open orders within 10 s'));
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (rows() <= before) return;
      const ms = performance.now() - start;
      observer.disconnect();
      clearTimeout(timeout);
      setTimeout(() => {
        const bookRenders = renders() - rendersBefore;
        // The same length of time again without a placement: what the page renders anyway.
        const idleBefore = renders();
        setTimeout(() => resolve({ ms, bookRenders, idleBookRenders: renders() - idleBefore }), ms + settleMs);
      }, settleMs);
    });
    observer.observe(body, { childList: true, subtree: true });
    // The click event's own time stamp: the moment the browser took the click.
    button.addEventListener('click', (event) => (start = event.timeStamp), { once: true, capture: true });
    button.click();
  });
}

async function measurePhase({ name, page, mockOrigin, rates }) {
  await control(mockOrigin, '/market/rate', rates);
  await page.waitForTimeout(1500);
  const pane = page.getByTestId('order-pane-buy');
  const last = new Decimal((await page.getByTestId('last-price').textContent())?.replace(/,/g, '') ?? '0');
  if (!last.isPositive()) throw new Error('no last price on the page');
  // Far under the market so every order rests; the amount is the pair's small lot.
  const price = last.mul(0.5).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    await pane.getByLabel('价格').fill(price);
    await pane.getByLabel('数量').fill('0.001');
    samples.push(await page.evaluate(placeAndWatch, { settleMs: 600 }));
  }
  // Leave the account as it was.
  await page.getByTestId('open-orders').getByRole('button', { name: '全部撤单' }).click();
  await page.getByTestId('open-orders').locator('tbody tr[data-order-id]').first().waitFor({ state: 'detached', timeout: 15_000 });
  const times = samples.map((sample) => sample.ms);
  const renders = samples.map((sample) => sample.bookRenders);
  const idle = samples.map((sample) => sample.idleBookRenders);
  return {
    name,
    rates,
    count,
    medianMs: percentile(times, 50),
    p90Ms: percentile(times, 90),
    maxMs: Math.max(...times),
    bookRendersTotal: renders.reduce((sum, value) => sum + value, 0),
    bookRendersPerPlacement: renders.reduce((sum, value) => sum + value, 0) / count,
    idleBookRendersTotal: idle.reduce((sum, value) => sum + value, 0),
    samplesMs: times.map((ms) => Math.round(ms)),
  };
}

function report(phases) {
  const [quiet, live] = phases;
  const rows = phases.map((p) => [
    p.name,
    `${p.rates.depthPerSec}/${p.rates.tradesPerSec}/${p.rates.tickersPerSec}`,
    String(p.count),
    fixed(p.medianMs, 0),
    fixed(p.p90Ms, 0),
    fixed(p.maxMs, 0),
    `${p.bookRendersTotal} (${fixed(p.bookRendersPerPlacement, 2)})`,
    String(p.idleBookRendersTotal),
  ]);
  const checks = [
    [`median click-to-open-orders <= ${TARGETS.medianMs} ms (feed paused)`, fixed(quiet.medianMs, 0), verdict(quiet.medianMs <= TARGETS.medianMs)],
    [`median click-to-open-orders <= ${TARGETS.medianMs} ms (feed live)`, fixed(live.medianMs, 0), verdict(live.medianMs <= TARGETS.medianMs)],
    [`order-book renders per placement = ${TARGETS.bookRendersPerPlacement} (feed paused)`, fixed(quiet.bookRendersPerPlacement, 2), verdict(quiet.bookRendersTotal === 0)],
  ];
  return [
    `Order placement on /zh-cn/exchange/${args.pair}/  (uid ${args.uid}, mock order latency 0, Chromium headless, load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`,
    table(
      ['phase', 'depth/trades/tickers per s', 'orders', 'median ms', 'p90 ms', 'max ms', 'book renders (per order)', 'same time idle'],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    table(['target', 'measured', ''], checks, ['l', 'r', 'l']),
  ].join('\n');
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/bootstrap.mjs --browser`');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({ port: Number(args.port), mockPort: Number(args['mock-port']), logFile: `${outDir}orders-server.log` });
  let browser;
  try {
    const defaultRates = await readControl(server.mockOrigin, '/market/rate');
    await control(server.mockOrigin, '/trading/latency', { ms: 0 });
    const session = await control(server.mockOrigin, '/session', { uid: Number(args.uid) });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'HB-UC-TOKEN', value: session.token, url: server.origin, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${server.origin}/zh-cn/exchange/${args.pair}/`);
    await page.getByTestId('connection-state').and(page.locator('[data-status="live"]')).waitFor({ timeout: 30_000 });
    await page.getByTestId('available-buy').filter({ hasText: /^\d/ }).waitFor({ timeout: 30_000 });
    await page.getByTestId('last-price').filter({ hasText: /^\d/ }).waitFor({ timeout: 30_000 });
    const phases = [];
    phases.push(await measurePhase({ name: 'feed paused', page, mockOrigin: server.mockOrigin, rates: QUIET_RATES }));
    phases.push(await measurePhase({ name: 'feed live', page, mockOrigin: server.mockOrigin, rates: defaultRates }));
    const text = report(phases);
    process.stdout.write(`\n${text}\n`);
    writeFileSync(`${outDir}orders.json`, `${JSON.stringify({ at: new Date().toISOString(), pair: args.pair, phases }, null, 2)}\n`);
    writeFileSync(`${outDir}orders.txt`, `${text}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:orders failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
