#!/usr/bin/env node
// Counts the hand-written copies that the shared parts replace: fetch-in-effect guards, endpoint
// path literals outside the contract modules, table components, dialog systems, amount inputs
// and socket cores. Prints a table; `--json` prints the figures as JSON, `--list` the hits.
// Plain Node, no deps; tests/architecture.test.ts imports architectureCounts().
//   node scripts/architecture-counts.mjs [--list|--json]

import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The name of the endpoint-literal figure (a key of architectureCounts()). */
export const ENDPOINT_COUNT = 'endpoint path literals outside lib/contracts (services/, mocks/, tests/)';

function filesBelow(folder, exts = ['.ts', '.tsx', '.mjs']) {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (exts.some((ext) => name.endsWith(ext))) out.push(path);
    }
  };
  walk(join(root, folder));
  return out;
}

function matches(files, pattern, { exclude = [] } = {}) {
  const hits = [];
  for (const file of files) {
    const rel = relative(root, file);
    if (exclude.some((prefix) => rel.startsWith(prefix))) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (pattern.test(line)) hits.push(`${rel}:${index + 1}`);
    });
  }
  return hits;
}

function filesMatching(files, pattern, { exclude = [] } = {}) {
  return [...new Set(matches(files, pattern, { exclude }).map((hit) => hit.replace(/:\d+$/, '')))];
}

// "Ignore the late answer" flags and counters written by hand around a fetch in an effect.
const GUARD = /\b(let|var)\s+(active|alive|cancelled|canceled|current|ignore|stale|mounted|live)\s*=\s*(true|false)\b|\b\w*(generation|Generation|requestSeq|RequestSeq|loadSeq)\w*(\.current)?\s*(\+\+|\+=\s*1)/;
// An endpoint path in a string or template literal: /v1/…, /v2/…, /uc/open/…, contract APIs,
// market data paths or the contract heartbeat, at the start of the literal or right after an
// interpolation (`${base}/v1/…`), a gateway prefix (`/-/x/pro/v1/…`) or an origin with a service
// family (`http://host/uc/uc/open/…`). Not counted: lib/contracts (where paths are declared),
// the mock's control API (`/__control/…`, e.g. its `/market/heartbeat` switch), comments, module
// specifiers (`@/services/market/tickers`) and third-party URLs without a family
// (`https://static.geetest.com/v4/…`).
const FAMILIES = readFileSync(join(root, 'lib/api/families.ts'), 'utf8')
  .match(/SERVICE_FAMILIES = \[([^\]]*)\]/)[1]
  .match(/'[^']+'/g)
  .map((quoted) => quoted.slice(1, -1));
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const ENDPOINT = new RegExp(
  '^.(?:[^\\s]*\\}|[^\\s]*/-/x|https?://[^/\\s]+(?=/(?:' + FAMILIES.join('|') + ')/))?(?:/(?:' + FAMILIES.join('|') + '))?' +
    '/(?:v\\d+/|uc/open\\b|api/v\\d|swap-api/|linear-swap-api/|swap-ex/|linear-swap-ex/|market/(?:history|detail|depth|tickers|overview)\\b|heartbeat/?[?\'"`])',
);
const CONTROL = /\/__control\//;
const ENDPOINT_EXCLUDE = ['lib/contracts/'];

/** Lines of `files` with an endpoint path literal (see ENDPOINT), as `path:line`. */
export function endpointLiterals(files) {
  const hits = [];
  for (const file of files) {
    const rel = relative(root, file);
    if (ENDPOINT_EXCLUDE.some((prefix) => rel.startsWith(prefix))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/^\s*(\/\/|\/?\*)/.test(line)) return;
        const literals = line.match(LITERAL) ?? [];
        if (literals.some((literal) => ENDPOINT.test(literal) && !CONTROL.test(literal))) hits.push(`${rel}:${index + 1}`);
      });
  }
  return hits;
}

/** Every count, by name: the hits (`path:line` or files) behind each figure. */
export function architectureCounts() {
  const ui = [...filesBelow('components'), ...filesBelow('app')];
  const callers = [...filesBelow('services'), ...filesBelow('mocks'), ...filesBelow('tests')];
  return {
    'fetch-in-effect guards (components/, app/)': matches(ui, GUARD),
    [ENDPOINT_COUNT]: endpointLiterals(callers),
    'table components (files rendering <table>)': filesMatching(ui, /<table\b/),
    'dialog shells (antd Modal, createPortal, role="dialog")': filesMatching(ui, /from 'antd'.*\bModal\b|\bModal\b.*from 'antd'|createPortal\(|role="dialog"/),
    'amount inputs (inputMode="decimal")': filesMatching(ui, /inputMode="decimal"/),
    'socket cores (files opening a WebSocket in services/)': filesMatching(filesBelow('services'), /new WebSocket\(|createSocket\s*=|WebSocketCtor/),
  };
}

function main() {
  const counts = architectureCounts();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v.length])), null, 2)}\n`);
  } else {
    for (const [name, hits] of Object.entries(counts)) {
      process.stdout.write(`${String(hits.length).padStart(5)}  ${name}\n`);
      if (process.argv.includes('--list')) for (const hit of hits) process.stdout.write(`         ${hit}\n`);
    }
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
