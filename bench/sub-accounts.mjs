#!/usr/bin/env node
// Sub-account benchmark: the parent with 200 sub-accounts (subparent10066, uids 30001–30200) on
// 子账户管理 and on one sub-account's page. Prints:
//   - time from navigation start to the list's first rows with the count 已创建 200/200 (and to
//     the sub-account's name on its page): median and max of --runs cold loads, each in a fresh
//     browser context, measured in the page by a MutationObserver against performance.timeOrigin;
//   - the filter's response per keystroke, typing a name (and then a UID) one character at a
//     time in the search box, each keystroke left to settle before the next: the input's echo
//     (keystroke to the next frame) and the filtered rows (keystroke to the first frame after
//     the list call for that keyword answered; the search waits 300 ms of stillness before it
//     asks, components/sub-account/use-debounced.ts, so that is its floor);
//   - gzip JavaScript of each page (every script response, gzipped here) — at most 300 KB.
// Every load is the parent's: the session cookie and the family tokens of its login.
//
//   npm run bench:sub-accounts     (bootstraps Chromium, builds, then runs this)
//   node --import tsx bench/sub-accounts.mjs [--runs=10] [--port=3205] [--mock-port=4215]
//
// Exit code 0 when the measurement ran (a missed target prints MISS); 1 when the harness failed.

import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { coldLoad, control, fixed, percentile, readyAt, sessionContext, verdict } from './harness.mjs';
import { familyTokenCookies, startServer } from './server.mjs';
import { median } from './ssr.mjs';
import { table } from './table.mjs';

const outDir = new URL('./out/', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '3205' },
    'mock-port': { type: 'string', default: '4215' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('--runs must be a positive integer\n');
  process.exit(2);
}

const PARENT_UID = 10066;
export const TARGETS = { scriptsKB: 300 };
const SEARCHES = ['benchSub19', '30017'];

const PAGES = [
  {
    name: 'list',
    path: '/zh-cn/user-center/sub-account/',
    // Each [selector, text it must contain]: a row, and the count of 200.
    ready: [
      ['[data-testid="sub-account-row"]', ''],
      ['[data-testid="sub-account-count"]', '200/200'],
    ],
  },
  {
    name: 'detail',
    path: '/zh-cn/user-center/sub-account/30001/',
    ready: [['[data-testid="sub-account-name"]', 'benchSub001']],
  },
];

/** Runs in the page before its scripts: records the moment every [selector, text] of `ready` first holds. */
function instrument(readyChecks) {
  const ready = () => readyChecks.every(([selector, text]) => (document.querySelector(selector)?.textContent ?? null)?.includes(text) === true);
  const check = () => {
    if (window.__READY_AT__ === undefined && ready()) window.__READY_AT__ = performance.now();
    return window.__READY_AT__ !== undefined;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/**
 * Types `text` into the search box one character at a time, in the page, each keystroke left to
 * settle: the echo (to the next frame) and the filter (to the first frame after the list call
 * for that keyword answered and the rows show it).
 */
function typeAndTime(text) {
  const input = document.querySelector('input[type="search"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const answered = (typed) =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/sub_account/list') && new URL(entry.name).searchParams.get('keyword') === typed);
  const rowsShow = (typed) => {
    const rows = [...document.querySelectorAll('[data-testid="sub-account-row"]')];
    const wanted = typed.toLowerCase();
    return rows.length > 0 && rows.every((row) => row.textContent.toLowerCase().includes(wanted));
  };
  return (async () => {
    const results = [];
    for (let i = 1; i <= text.length; i += 1) {
      const typed = text.slice(0, i);
      const start = performance.now();
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
      const echo = performance.now() - start;
      while (!(answered(typed) && rowsShow(typed))) {
        if (performance.now() - start > 10_000) throw new Error(`no rows for ${typed}`);
        await frame();
      }
      results.push({ typed, echo, filtered: performance.now() - start });
    }
    return results;
  })();
}

async function filterTimes(browser, origin, session) {
  const context = await sessionContext(browser, origin, session, instrument, PAGES[0].ready);
  try {
    const page = await context.newPage();
    await page.goto(origin + PAGES[0].path);
    await readyAt(page);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const all = [];
    for (const text of SEARCHES) {
      // Back to the whole list between searches.
      await page.evaluate(() => {
        const input = document.querySelector('input[type="search"]');
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="sub-account-row"]').length >= 20, undefined, { timeout: 10_000 });
      all.push(...(await page.evaluate(typeAndTime, text)));
    }
    return all;
  } finally {
    await context.close();
  }
}

function report(results, keystrokes) {
  const rows = results.map((r) => [r.name, fixed(r.medianMs, 0), fixed(r.maxMs, 0), fixed(r.scriptsKB, 1)]);
  const echoes = keystrokes.map((k) => k.echo);
  const filtered = keystrokes.map((k) => k.filtered);
  const checks = results.map((r) => [`${r.name}: scripts <= ${TARGETS.scriptsKB} KB gzip`, fixed(r.scriptsKB, 1), verdict(r.scriptsKB <= TARGETS.scriptsKB)]);
  return [
    `Sub-account benchmark ${new Date().toISOString()}  (parent ${PARENT_UID}: 200 sub-accounts; ${runs} cold loads per page)`,
    '',
    table(['page', 'to first rows median ms', 'max ms', 'scripts KB gzip'], rows, ['l', 'r', 'r', 'r']),
    '',
    `Filter, ${keystrokes.length} keystrokes (${SEARCHES.map((text) => `"${text}"`).join(' and ')}, one character at a time; the search waits 300 ms of stillness):`,
    table(
      ['per keystroke', 'median ms', 'p90 ms', 'max ms'],
      [
        ['input echo (to next frame)', fixed(median(echoes), 1), fixed(percentile(echoes, 90), 1), fixed(Math.max(...echoes), 1)],
        ['filtered rows on screen', fixed(median(filtered), 0), fixed(percentile(filtered, 90), 0), fixed(Math.max(...filtered), 0)],
      ],
      ['l', 'r', 'r', 'r'],
    ),
    '',
    table(['target', 'measured', ''], checks, ['l', 'r', 'l']),
  ].join('\n');
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/bootstrap.mjs --browser`');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({ port: Number(args.port), mockPort: Number(args['mock-port']), logFile: `${outDir}sub-accounts-server.log` });
  let browser;
  try {
    const created = await control(server.mockOrigin, '/session', { uid: PARENT_UID });
    const session = { ...created, tokens: await familyTokenCookies(server.origin, created) };
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    const results = [];
    for (const spec of PAGES) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, server.origin, session, spec.path, instrument, spec.ready));
      process.stderr.write(`[bench:sub-accounts] ${spec.name}: ${loads.map((load) => load.ms.toFixed(0)).join(' ')} ms\n`);
      results.push({
        name: spec.name,
        path: spec.path,
        medianMs: median(loads.map((load) => load.ms)),
        maxMs: Math.max(...loads.map((load) => load.ms)),
        scriptsKB: median(loads.map((load) => load.scriptsKB)),
      });
    }
    const keystrokes = await filterTimes(browser, server.origin, session);
    const text = report(results, keystrokes);
    process.stdout.write(`\n${text}\n`);
    writeFileSync(`${outDir}sub-accounts.json`, `${JSON.stringify({ at: new Date().toISOString(), runs, results, keystrokes }, null, 2)}\n`);
    writeFileSync(`${outDir}sub-accounts.txt`, `${text}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:sub-accounts failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
