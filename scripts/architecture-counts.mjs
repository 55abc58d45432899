#!/usr/bin/env node
// Counts the hand-written copies that the shared parts replace: fetch-in-effect guards, endpoint
// path literals outside the contract modules, table components, dialog systems, amount inputs,
// socket cores, adapters between two UI shapes of one wallet idea, cache invalidations written in
// components (a mutation's hook in queries/ owns them), hand-rolled double-submit guards (the
// shared guarded submit owns that) and test handlers that spell a service's path instead of
// naming its contract. Prints a table; `--json` prints the figures as JSON, `--list` the hits.
// Plain Node, no deps; tests/architecture.test.ts imports architectureCounts().
//   node scripts/architecture-counts.mjs [--list|--json]

import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The name of the endpoint-literal figure (a key of architectureCounts()). */
export const ENDPOINT_COUNT = 'endpoint path literals outside lib/contracts (services/, mocks/, tests/)';
/** The figures that must stay at zero (keys of architectureCounts()). */
export const ADAPTER_COUNT = 'adapters between wallet vocabularies (to{Rule,Wallet,Book,Form,Ui,Lib}… converters)';
export const INVALIDATION_COUNT = 'invalidation lists in components/ and app/ (mutation hooks in queries/ own them)';
export const SUBMIT_GUARD_COUNT = 'hand-rolled submit guards (components/, app/; useGuardedSubmit owns them)';
export const INLINE_HANDLER_COUNT = 'test files with inline handlers on literal paths (onCall(call, …) instead)';
export const ZERO_COUNTS = [ENDPOINT_COUNT, ADAPTER_COUNT, INVALIDATION_COUNT, SUBMIT_GUARD_COUNT, INLINE_HANDLER_COUNT];

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

// A converter from one UI shape of a wallet idea to another (services parse the wire once into
// the shape lib/ reads, so none is needed): `toRuleChain`, `toWalletCurrency`, `toBookEntry`
// from another UI type, `toFormQuota`. Converters from the wire (`toChain(raw)`) are not counted.
const ADAPTER = /\b(?:function\s+|const\s+)to(?:Rule|Wallet|Book|Form|Ui|Lib)[A-Z]\w*\b(?!.*(?:\(\s*raw\b|:\s*[\w.]*Raw[A-Z]))/;
// Invalidating or dropping cached data by hand, or handing a form a list of keys to invalidate.
const INVALIDATION = /\b(?:invalidateQueries|resetQueries|removeQueries|refetchQueries)\s*\(|\binvalidates=\{|\binvalidateAfter\w*\(/;
// A flag or ref set before a call so a second submit does nothing: `inFlight.current = true`.
const SUBMIT_GUARD = /\b\w*(?:inFlight|InFlight|submitting|Submitting|busy|Busy|sending|Sending|placing|Placing|locked|Locked)\w*(?:\.current)?\s*=\s*true\b/;
const SUBMIT_GUARD_HOME = ['components/dialog/guarded-submit.ts'];
// An MSW handler in a test whose URL is spelled out (a gateway wildcard, a service prefix and a
// path) rather than taken from the call's contract (`onCall(call, …)`, `call.path()`). The tests
// of the HTTP core and of the mock's own server exercise made-up routes and are left out.
const INLINE_HANDLER = /\bhttp\.(?:get|post|put|delete|patch|all)\(\s*(['"`])(?:(?!\.path\(|\.pattern\b).)*?\1/;
const INLINE_HANDLER_EXCLUDE = ['tests/services/http/', 'tests/mocks/server-http.test.ts', 'tests/architecture.test.ts'];

/** Lines of `files` defining a converter between two UI shapes of a wallet idea. */
export function adapters(files) {
  return matches(files, ADAPTER);
}

/** Lines of `files` that invalidate cached data by hand or hand a form keys to invalidate. */
export function invalidationLists(files) {
  return matches(files, INVALIDATION);
}

/** Lines of `files` (but the shared guard's own) that set a flag against a second submit. */
export function submitGuards(files) {
  return matches(files, SUBMIT_GUARD, { exclude: SUBMIT_GUARD_HOME });
}

/** Test files among `files` with an MSW handler on a spelled-out URL. */
export function inlineHandlers(files) {
  return filesMatching(files, INLINE_HANDLER, { exclude: INLINE_HANDLER_EXCLUDE });
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
    [ADAPTER_COUNT]: adapters([...ui, ...filesBelow('lib'), ...filesBelow('services'), ...filesBelow('queries')]),
    [INVALIDATION_COUNT]: invalidationLists(ui),
    [SUBMIT_GUARD_COUNT]: submitGuards(ui),
    [INLINE_HANDLER_COUNT]: inlineHandlers([...filesBelow('tests'), ...filesBelow('e2e')]),
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
