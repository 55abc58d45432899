#!/usr/bin/env node
// Performance bench: starts the production server with the mock backend, measures
//   (a) ssr         server rendering req/s and p99 of the home and the not-found page,
//   (b) scripts     gzip JavaScript bytes of every manifest route,
//   (c) lighthouse  Lighthouse mobile scores of the home and the login page,
// prints a plain-text table and writes the same results to bench/out/results.json.
//
//   node --import tsx bench/run.mjs [--only=ssr,scripts,lighthouse] [--port=3200] [--mock-port=4210]
//        [--duration=10] [--connections=10] [--rounds=2] [--lh-runs=3] [--concurrency=2]
//
// Exit code 0 when the measurements ran (missed targets are printed as MISS); 1 when the
// harness itself failed (no build, server did not start, browser did not launch, ...).

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runLighthouse } from './lighthouse.mjs';
import { runScripts } from './scripts.mjs';
import { createSession, startServer } from './server.mjs';
import { runSsr } from './ssr.mjs';
import { formatReport } from './table.mjs';

const PARTS = ['ssr', 'scripts', 'lighthouse'];
const outDir = new URL('./out/', import.meta.url).pathname;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: PARTS.join(',') },
    port: { type: 'string', default: '3200' },
    'mock-port': { type: 'string', default: '4210' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    'lh-runs': { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '2' },
  },
});

function int(name) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value <= 0) {
    process.stderr.write(`--${name} must be a positive integer, got "${args[name]}"\n`);
    process.exit(2);
  }
  return value;
}

const only = args.only.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length || only.length === 0) {
  process.stderr.write(`--only takes a comma list of ${PARTS.join(', ')}; got "${args.only}"\n`);
  process.exit(2);
}
if (Number(process.versions.node.split('.')[0]) < 24) {
  process.stderr.write(`Node ${process.versions.node} is too old: run with the project's Node 24 (npm run bench).\n`);
  process.exit(2);
}

const log = (part) => (message) => process.stderr.write(`[bench:${part}] ${message}\n`);

/** Every manifest route with its sample path. tsImport works with or without `--import tsx`. */
async function manifestRoutes() {
  const { tsImport } = await import('tsx/esm/api');
  const { ROUTES, samplePath } = await tsImport('../lib/routing/manifest.ts', import.meta.url);
  return ROUTES.map((route) => {
    const path = samplePath(route);
    return {
      pattern: route.pattern,
      layout: route.layout,
      needsLogin: route.needsLogin,
      status: route.status,
      path,
      // The bare root redirects to the language home by design.
      expectedPath: path === '/' ? '/zh-cn/' : path,
    };
  });
}

const started = Date.now();
const results = {
  startedAt: new Date(started).toISOString(),
  node: process.versions.node,
  cpus: availableParallelism(),
  // The host is shared: its load says how much to trust this run's timings.
  loadAvgStart: loadavg()[0],
  parts: only,
};
mkdirSync(outDir, { recursive: true });

let server = null;
let interrupted = false;
// Ctrl-C / SIGTERM: stop the server (and with it the mock backend) before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    interrupted = true;
    process.stderr.write(`\n[bench] ${signal}: stopping the server\n`);
    await server?.stop();
    process.exit(130);
  });
}

let harnessFailed = false;
try {
  // Read the manifest first: a broken import should fail before a server is started.
  const routes = only.includes('scripts') ? await manifestRoutes() : null;
  log('server')(`starting scripts/serve.mjs on ${args.port} (mock ${args['mock-port']}); log in bench/out/server.log`);
  server = await startServer({ port: int('port'), mockPort: int('mock-port'), logFile: `${outDir}server.log` });
  log('server')(`ready at ${server.origin}`);

  // Each part runs on its own; a part that throws is a harness failure, but the later parts
  // still run so that one run gives as much as it can.
  const part = async (name, fn) => {
    if (!only.includes(name) || interrupted) return;
    const t0 = Date.now();
    try {
      results[name] = await fn();
    } catch (error) {
      harnessFailed = true;
      results[name] = { error: error.stack ?? String(error) };
      log(name)(`failed: ${error.message}`);
    }
    results[name].durationSec = (Date.now() - t0) / 1000;
  };

  await part('ssr', () =>
    runSsr(server.origin, {
      connections: int('connections'),
      duration: int('duration'),
      rounds: int('rounds'),
      log: log('ssr'),
    }),
  );
  await part('scripts', async () =>
    runScripts(server.origin, routes, await createSession(server.mockOrigin), {
      concurrency: int('concurrency'),
      log: log('scripts'),
    }),
  );
  await part('lighthouse', () => runLighthouse(server.origin, { runs: int('lh-runs'), log: log('lighthouse') }));
} catch (error) {
  harnessFailed = true;
  results.error = error.stack ?? String(error);
  process.stderr.write(`[bench] ${error.message}\n`);
} finally {
  await server?.stop();
}

results.durationSec = (Date.now() - started) / 1000;
results.loadAvgEnd = loadavg()[0];
writeFileSync(`${outDir}results.json`, `${JSON.stringify(results, null, 2)}\n`);
// Errors keep only their first line in the table; the JSON has the stack.
const firstLines = structuredClone(results);
if (firstLines.error) firstLines.error = firstLines.error.split('\n')[0];
for (const name of PARTS) if (firstLines[name]?.error) firstLines[name].error = firstLines[name].error.split('\n')[0];
process.stdout.write(`\n${formatReport(firstLines)}\n\nJSON: bench/out/results.json\n`);
process.exit(harnessFailed ? 1 : 0);
