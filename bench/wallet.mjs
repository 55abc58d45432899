#!/usr/bin/env node
// Deposit, withdraw and address-book benchmark, for the trader with 1000 saved withdraw
// addresses and 320 currencies (many@example.com). Prints:
//   - time from navigation start to a usable withdraw form for a currency (median and max of
//     --runs cold loads, each in a fresh browser context; the moment the form says it is ready,
//     seen by a MutationObserver against performance.timeOrigin);
//   - the address book with 1000 entries: the filter's response per keystroke (a query typed one
//     character at a time; from the input event to the frame after React's commit);
//   - gzip JavaScript of each page (bench/scripts.mjs) — at most 300 KB.
//
//   npm run bench:wallet          (bootstraps Chromium, builds, then runs this)
//   node --import tsx bench/wallet.mjs [--runs=10] [--port=3205] [--mock-port=4215]
//
// Exit code 0 when the measurement ran (a missed target prints MISS); 1 when the harness failed.

import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { coldLoad, control, fixed, percentile, readyWhenPresent, sessionContext, verdict } from './harness.mjs';
import { runScripts, SHELL_LIMIT_KB } from './scripts.mjs';
import { startServer } from './server.mjs';
import { median } from './ssr.mjs';
import { table } from './table.mjs';

const outDir = new URL('./out/', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '3205' },
    'mock-port': { type: 'string', default: '4215' },
    uid: { type: 'string', default: '10030' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('--runs must be a positive integer\n');
  process.exit(2);
}

export const TARGETS = { scriptsKB: SHELL_LIMIT_KB };

const WITHDRAW_PATH = '/zh-cn/cn/finance/withdraw/usdt/';
/** The withdraw form says it is usable: chains, balance, fee rule and quota are in. */
const WITHDRAW_READY = '[data-testid="withdraw-form"][data-ready="true"]';
const BOOK_PATH = '/zh-cn/cn/finance/address/';
/** Typed one character at a time into the book's search. */
const QUERY = '0x0000272e000003e';

const PAGES = [
  { name: 'deposit list', path: '/zh-cn/finance/deposit/' },
  { name: 'deposit usdt', path: '/zh-cn/finance/deposit/usdt/' },
  { name: 'withdraw list', path: '/zh-cn/cn/finance/withdraw/' },
  { name: 'withdraw usdt', path: WITHDRAW_PATH },
  { name: 'withdraw risk', path: '/zh-cn/cn/finance/withdraw-risk/' },
  { name: 'address book', path: BOOK_PATH },
];

/** A logged-in page of its own context. */
async function newPage(browser, origin, session, options = {}) {
  const context = await sessionContext(browser, origin, session, undefined, undefined, options);
  return { context, page: await context.newPage() };
}

/** One cold load of the withdraw form: ms from navigation start to usable. */
async function withdrawColdLoad(browser, origin, session) {
  return (await coldLoad(browser, origin, session, WITHDRAW_PATH, readyWhenPresent, WITHDRAW_READY)).ms;
}

/** The book's search typed one character at a time: ms per keystroke, and the rows left. */
async function bookKeystrokes(browser, origin, session) {
  const { context, page } = await newPage(browser, origin, session);
  try {
    await page.goto(origin + BOOK_PATH);
    await page.getByTestId('address-row').first().waitFor({ timeout: 60_000 });
    const total = await page.getByTestId('address-count').textContent();
    const times = await page.evaluate(async (query) => {
      const input = document.querySelector('[data-testid="address-search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const out = [];
      for (const character of query) {
        await frame();
        const started = performance.now();
        setValue.call(input, input.value + character);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await frame();
        out.push(performance.now() - started);
      }
      return out;
    }, QUERY);
    const rowsLeft = await page.getByTestId('address-row').count();
    return { times, total, rowsLeft };
  } finally {
    await context.close();
  }
}

function report(withdrawLoads, book, scripts) {
  const lines = [];
  lines.push(`Deposit / withdraw benchmark ${new Date().toISOString()}  (uid ${args.uid}: 1000 saved addresses; ${runs} cold loads)`);
  lines.push('');
  lines.push(
    table(
      ['figure', 'median ms', 'p95 ms', 'max ms'],
      [
        ['withdraw form usable (navigation start →)', fixed(median(withdrawLoads), 0), fixed(percentile(withdrawLoads, 95), 0), fixed(Math.max(...withdrawLoads), 0)],
        [`address book filter per keystroke (${book.times.length} keys, "${QUERY}")`, fixed(median(book.times)), fixed(percentile(book.times, 95)), fixed(Math.max(...book.times))],
      ],
      ['l', 'r', 'r', 'r'],
    ),
  );
  lines.push(`address book: ${book.total?.trim()}; rows left after the query: ${book.rowsLeft}`);
  lines.push('');
  const rows = scripts.routes.map((route) => [route.name, route.error ? 'error' : fixed(route.gzipKB), route.error ?? route.note ?? '', route.error ? 'MISS' : verdict(route.gzipKB <= TARGETS.scriptsKB)]);
  lines.push(table(['page', 'scripts KB gzip', 'note', `<= ${TARGETS.scriptsKB} KB`], rows, ['l', 'r', 'l', 'l']));
  return lines.join('\n');
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/bootstrap.mjs --browser`');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({ port: Number(args.port), mockPort: Number(args['mock-port']), logFile: `${outDir}wallet-server.log` });
  let browser;
  try {
    const session = await control(server.mockOrigin, '/session', { uid: Number(args.uid) });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    const withdrawLoads = [];
    for (let i = 0; i < runs; i += 1) withdrawLoads.push(await withdrawColdLoad(browser, server.origin, session));
    process.stderr.write(`[bench:wallet] withdraw form: ${withdrawLoads.map((ms) => ms.toFixed(0)).join(' ')} ms\n`);
    const book = await bookKeystrokes(browser, server.origin, session);
    await browser.close();
    browser = undefined;
    const scripts = await runScripts(server.origin, PAGES.map((page) => ({ ...page, needsLogin: true })), session);
    const text = report(withdrawLoads, book, scripts);
    process.stdout.write(`\n${text}\n`);
    writeFileSync(`${outDir}wallet.json`, `${JSON.stringify({ at: new Date().toISOString(), runs, withdrawLoads, book, scripts: scripts.routes.map(({ name, path, gzipKB, note }) => ({ name, path, gzipKB, note })) }, null, 2)}\n`);
    writeFileSync(`${outDir}wallet.txt`, `${text}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:wallet failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
