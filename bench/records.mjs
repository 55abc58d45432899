#!/usr/bin/env node
// Finance records benchmark, for the trader with more than 10 000 ledger records
// (SEED_UIDS.manyRecords, records@example.com, uid 10040). Prints:
//   - time from navigation start to the first page of records (the 手续费 tab, the heaviest:
//     trading fees and fee deductions) — median and max of --runs cold loads, each in a fresh
//     browser context, seen by a MutationObserver against performance.timeOrigin;
//   - time to change page (下一页 / 上一页, alternating) and to change a filter (the currency):
//     from the click to the frame after the new rows are in — median of --runs each (the
//     currency cycles USDT, BTC, ETH, HT, TRX);
//   - CSV export of every record of the ledger tabs (划转, 兑换, 手续费, 点卡划转) over the last
//     181 days: the time from 导出 CSV to the file, and that the file has every row the mock's
//     ledger holds for the tab and range (control records/count);
//   - gzip JavaScript of each records page (bench/scripts.mjs) — at most 300 KB.
//
//   npm run bench:records         (bootstraps Chromium, builds, then runs this)
//   node --import tsx bench/records.mjs [--runs=10] [--port=3206] [--mock-port=4216]
//
// Exit code 0 when the measurement ran (a missed target prints MISS); 1 when the harness failed.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { coldLoad, control, fixed, percentile, readControl, readyWhenPresent, sessionContext, verdict } from './harness.mjs';
import { runScripts, SHELL_LIMIT_KB } from './scripts.mjs';
import { startServer } from './server.mjs';
import { median } from './ssr.mjs';
import { table } from './table.mjs';

const outDir = new URL('./out/', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '3206' },
    'mock-port': { type: 'string', default: '4216' },
    uid: { type: 'string', default: '10040' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('--runs must be a positive integer\n');
  process.exit(2);
}
const uid = Number(args.uid);

export const TARGETS = { scriptsKB: SHELL_LIMIT_KB };

const RECORDS_PATH = '/zh-cn/finance/record/';
const FIRST_PAGE_PATH = `${RECORDS_PATH}?tab=fee`;
const ROW = '[data-testid="record-row"]';
const DAY_MS = 86_400_000;
/** Currencies the fee tab's records are in (mocks/db/records-seed.ts); the warm-up's link has none. */
const FILTER_CURRENCIES = ['usdt', 'btc', 'eth', 'ht', 'trx'];

/** The ledger tabs, their ledger types, and whether the call reads the spot account only. */
const EXPORT_TABS = [
  { tab: 'transfer', label: '划转', types: 'transfer', spotOnly: true },
  { tab: 'conversion', label: '兑换', types: 'conversion', spotOnly: false },
  { tab: 'fee', label: '手续费', types: 'transact-fee,fee-deduction', spotOnly: false },
  { tab: 'point', label: '点卡划转', types: 'point-transfer', spotOnly: false },
];

const PAGES = [
  { name: 'finance/record', path: RECORDS_PATH },
  { name: 'cn/finance/record', path: '/zh-cn/cn/finance/record/' },
];

/** A logged-in page of its own context. */
async function newPage(browser, origin, session, options = {}) {
  const context = await sessionContext(browser, origin, session, undefined, undefined, options);
  return { context, page: await context.newPage() };
}

/** One cold load: ms from navigation start to the first record row. */
async function firstPageColdLoad(browser, origin, session) {
  return (await coldLoad(browser, origin, session, FIRST_PAGE_PATH, readyWhenPresent, ROW)).ms;
}

/**
 * In the page: runs `act` (a click or a select change), then waits for the first row's id to
 * change (or the rows to go) and the table to stop being busy; ms from the act to the frame after.
 */
async function timed(page, act) {
  return page.evaluate(async (action) => {
    const firstId = () => document.querySelector('[data-testid="record-row"]')?.getAttribute('data-record-id') ?? null;
    const busy = () => document.querySelector('[data-testid="records-table"]')?.getAttribute('aria-busy') === 'true';
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const before = firstId();
    const started = performance.now();
    if (action.kind === 'click') {
      const nav = document.querySelector('nav[aria-label="分页"]');
      const button = [...(nav?.querySelectorAll('button') ?? [])].find((each) => each.textContent === action.name);
      if (!button || button.disabled) throw new Error(`no enabled ${action.name}`);
      button.click();
    } else {
      const group = document.querySelector('[role="group"][aria-label="筛选"]');
      const label = [...(group?.querySelectorAll('label') ?? [])].find((each) => each.textContent === '币种');
      const select = label ? document.getElementById(label.htmlFor) : null;
      if (!select) throw new Error('no currency filter');
      const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
      setValue.call(select, action.value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const deadline = started + 30_000;
    for (;;) {
      await frame();
      const id = firstId();
      if (id !== before && !busy()) return performance.now() - started;
      if (performance.now() > deadline) throw new Error(`${action.kind}: rows did not change`);
    }
  }, act);
}

async function pageAndFilterChanges(browser, origin, session) {
  const { context, page } = await newPage(browser, origin, session);
  try {
    await page.goto(origin + FIRST_PAGE_PATH);
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    const pages = [];
    for (let i = 0; i < runs; i += 1) {
      await page.waitForFunction((name) => [...document.querySelectorAll('nav[aria-label="分页"] button')].some((b) => b.textContent === name && !b.disabled), i % 2 === 0 ? '下一页' : '上一页');
      pages.push(await timed(page, { kind: 'click', name: i % 2 === 0 ? '下一页' : '上一页' }));
    }
    // Each change names another currency than the one before, so the first row always changes
    // (a repeat after the sixth is served from the query cache and refreshed behind it).
    await timed(page, { kind: 'select', value: 'link' });
    const filters = [];
    for (let i = 0; i < runs; i += 1) filters.push(await timed(page, { kind: 'select', value: FILTER_CURRENCIES[i % FILTER_CURRENCIES.length] }));
    return { pages, filters };
  } finally {
    await context.close();
  }
}

function dayText(ms) {
  const date = new Date(ms);
  const pad = (value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Every record of each ledger tab over 181 days: time to the file, rows in it, rows the ledger holds. */
async function exports(browser, origin, session, mockOrigin) {
  const { context, page } = await newPage(browser, origin, session, { acceptDownloads: true });
  const results = [];
  try {
    for (const spec of EXPORT_TABS) {
      await page.goto(`${origin}${RECORDS_PATH}?tab=${spec.tab}`);
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      const from = dayText(Date.now() - 180 * DAY_MS);
      const bar = page.getByRole('group', { name: '筛选' });
      await bar.getByLabel('开始日期').fill(from);
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.querySelector('[data-testid="records-table"]')?.getAttribute('aria-busy') !== 'true');
      const started = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), page.getByTestId('records-export').click()]);
      const file = await download.path();
      const ms = Date.now() - started;
      const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      const rows = text.split('\r\n').filter((line) => line !== '').length - 1;
      const start = new Date(`${from}T00:00:00`).getTime();
      const query = new URLSearchParams({ uid: String(uid), types: spec.types, start: String(start) });
      if (spec.spotOnly) query.set('accountId', String(uid * 100 + 1));
      const { count } = await readControl(mockOrigin, `/records/count?${query}`);
      results.push({ tab: spec.label, ms, rows, expected: count });
    }
  } finally {
    await context.close();
  }
  return results;
}

function report(loads, changes, exported, scripts) {
  const lines = [];
  lines.push(`Finance records benchmark ${new Date().toISOString()}  (uid ${uid}: >10 000 ledger records; ${runs} runs each)`);
  lines.push('');
  lines.push(
    table(
      ['figure', 'median ms', 'p95 ms', 'max ms'],
      [
        ['first page of records (navigation start →, 手续费 tab)', fixed(median(loads), 0), fixed(percentile(loads, 95), 0), fixed(Math.max(...loads), 0)],
        ['change page (下一页 / 上一页 → new rows)', fixed(median(changes.pages), 0), fixed(percentile(changes.pages, 95), 0), fixed(Math.max(...changes.pages), 0)],
        ['change a filter (币种 cycling → new rows)', fixed(median(changes.filters), 0), fixed(percentile(changes.filters, 95), 0), fixed(Math.max(...changes.filters), 0)],
      ],
      ['l', 'r', 'r', 'r'],
    ),
  );
  lines.push('');
  const total = exported.reduce((sum, each) => sum + each.rows, 0);
  const totalMs = exported.reduce((sum, each) => sum + each.ms, 0);
  lines.push(
    table(
      ['CSV export (181 days)', 'ms', 'rows in file', 'rows in ledger', 'every row'],
      [...exported.map((each) => [each.tab, fixed(each.ms, 0), String(each.rows), String(each.expected), verdict(each.rows === each.expected)]), ['all ledger tabs', fixed(totalMs, 0), String(total), String(exported.reduce((sum, each) => sum + each.expected, 0)), verdict(exported.every((each) => each.rows === each.expected))]],
      ['l', 'r', 'r', 'r', 'l'],
    ),
  );
  lines.push('');
  const rows = scripts.routes.map((route) => [route.name, route.error ? 'error' : fixed(route.gzipKB), route.error ?? route.note ?? '', route.error ? 'MISS' : verdict(route.gzipKB <= TARGETS.scriptsKB)]);
  lines.push(table(['page', 'scripts KB gzip', 'note', `<= ${TARGETS.scriptsKB} KB`], rows, ['l', 'r', 'l', 'l']));
  return lines.join('\n');
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/bootstrap.mjs --browser`');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({ port: Number(args.port), mockPort: Number(args['mock-port']), logFile: `${outDir}records-server.log` });
  let browser;
  try {
    const session = await control(server.mockOrigin, '/session', { uid });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await firstPageColdLoad(browser, server.origin, session));
    process.stderr.write(`[bench:records] first page: ${loads.map((ms) => ms.toFixed(0)).join(' ')} ms\n`);
    const changes = await pageAndFilterChanges(browser, server.origin, session);
    process.stderr.write(`[bench:records] page: ${changes.pages.map((ms) => ms.toFixed(0)).join(' ')} ms; filter: ${changes.filters.map((ms) => ms.toFixed(0)).join(' ')} ms\n`);
    const exported = await exports(browser, server.origin, session, server.mockOrigin);
    await browser.close();
    browser = undefined;
    const scripts = await runScripts(server.origin, PAGES.map((page) => ({ ...page, needsLogin: true })), session);
    const text = report(loads, changes, exported, scripts);
    process.stdout.write(`\n${text}\n`);
    writeFileSync(`${outDir}records.json`, `${JSON.stringify({ at: new Date().toISOString(), runs, loads, changes, exported, scripts: scripts.routes.map(({ name, path, gzipKB, note }) => ({ name, path, gzipKB, note })) }, null, 2)}\n`);
    writeFileSync(`${outDir}records.txt`, `${text}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:records failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
