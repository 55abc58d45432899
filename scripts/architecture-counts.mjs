#!/usr/bin/env node
// Counts the hand-written copies that the shared parts replace: fetch-in-effect guards, endpoint
// path literals outside the contract modules, table components, dialog systems, amount inputs
// and socket cores. Prints a table; `--json` prints the figures as JSON. Plain Node, no deps.
//   node scripts/architecture-counts.mjs

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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
// market data paths, or a gateway URL with one of them behind it.
const ENDPOINT = /['"`](?:[^'"`\s]*\/-\/x\/[A-Za-z]+)?(?:\$\{[^}]+\})?\/(?:v\d+|uc\/open|api\/v\d|swap-api|linear-swap-api|market\/(?:history|detail|depth|tickers|overview)|heartbeat\/?['"`])/;

const ui = [...filesBelow('components'), ...filesBelow('app')];
const callers = [...filesBelow('services'), ...filesBelow('mocks'), ...filesBelow('tests')];

const counts = {
  'fetch-in-effect guards (components/, app/)': matches(ui, GUARD),
  'endpoint path literals outside lib/contracts (services/, mocks/, tests/)': matches(callers, ENDPOINT),
  'table components (files rendering <table>)': filesMatching(ui, /<table\b/),
  'dialog shells (antd Modal, createPortal, role="dialog")': filesMatching(ui, /from 'antd'.*\bModal\b|\bModal\b.*from 'antd'|createPortal\(|role="dialog"/),
  'amount inputs (inputMode="decimal")': filesMatching(ui, /inputMode="decimal"/),
  'socket cores (files opening a WebSocket in services/)': filesMatching(filesBelow('services'), /new WebSocket\(|createSocket\s*=|WebSocketCtor/),
};

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v.length])), null, 2)}\n`);
} else {
  for (const [name, hits] of Object.entries(counts)) {
    process.stdout.write(`${String(hits.length).padStart(5)}  ${name}\n`);
    if (process.argv.includes('--list')) for (const hit of hits) process.stdout.write(`         ${hit}\n`);
  }
}
