#!/usr/bin/env node
// Serves the app together with the embedded mock backend:
//   node scripts/serve.mjs          production build (run `next build` first)
//   node scripts/serve.mjs --dev    next dev
// Environment: PORT (3000), HOST (127.0.0.1), MOCK_PORT (4010), MOCK=off to use only configured upstreams
// (UPSTREAM_* and WS_*_URL, see .env.example), SITE_ORIGIN (required for a production build,
// except with the embedded mock on loopback, where it defaults to http://localhost:$PORT).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(`Node ${process.versions.node} is too old: run through npm (npm start), which uses the project's Node 24.\n`);
  process.exit(1);
}

// A .env beside package.json configures a real backend (see .env.example); variables already
// set in the environment win.
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

const port = process.env.PORT || '3000';
// The standalone server binds to HOSTNAME, which many machines set to their own name: bind to
// HOST instead (loopback unless told otherwise).
const host = process.env.HOST || '127.0.0.1';
const mockPort = process.env.MOCK_PORT || '4010';
const useMock = process.env.MOCK !== 'off';

// Redirects and the gateway's origin check must not trust the request's Host: a production
// server needs its origin. Locally, with the mock backend on loopback, it is this machine's.
const siteOriginRule = /^https?:\/\/[^/?#]+\/?$/;
let siteOrigin = process.env.SITE_ORIGIN;
if (!dev && !siteOrigin && useMock && (host === '127.0.0.1' || host === 'localhost' || host === '::1')) siteOrigin = `http://localhost:${port}`;
if (!dev && !(siteOrigin && siteOriginRule.test(siteOrigin))) {
  process.stderr.write(
    `SITE_ORIGIN must be this site's origin (scheme://host[:port], e.g. https://www.example.com) to serve a production build${siteOrigin ? `; got "${siteOrigin}"` : ''}. Set it in the environment or in .env.\n`,
  );
  process.exit(1);
}

const env = {
  ...process.env,
  ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}),
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  HOSTNAME: host,
  MOCK_PORT: mockPort,
  MOCK_ORIGIN: process.env.MOCK_ORIGIN || `http://127.0.0.1:${mockPort}`,
};

const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}

// The Next server records each request's socket peer (scripts/peer-address.mjs), the only
// address a client cannot forge; next dev passes NODE_OPTIONS on to its server process.
const peerAddress = `--import=${pathToFileURL(`${root}scripts/peer-address.mjs`).href}`;
const nextEnv = { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, peerAddress].filter(Boolean).join(' ') };

function start(name, command, args, childEnv = env) {
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} exited (${signal ?? code}); stopping.\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (useMock) start('mock backend', process.execPath, ['--import', 'tsx', 'mocks/main.ts']);

if (dev) {
  start('next dev', process.execPath, ['node_modules/next/dist/bin/next', 'dev', '--port', port], nextEnv);
} else {
  const server = `${root}.next/standalone/server.js`;
  if (!existsSync(server)) {
    process.stderr.write('No production build: run `npm run build` first (npm start does).\n');
    stop(1);
  } else {
    start('next', process.execPath, [server], nextEnv);
  }
}

const ready = await Promise.all([
  useMock ? waitFor(`${env.MOCK_ORIGIN}/__control/health`, 60_000) : true,
  waitFor(`http://127.0.0.1:${port}/zh-cn/`, 120_000),
]);
if (ready.every(Boolean)) {
  process.stdout.write(`\nReady: http://localhost:${port}/zh-cn/${useMock ? `  (mock backend ${env.MOCK_ORIGIN})` : ''}\n`);
} else if (!stopping) {
  process.stderr.write('The app or the mock backend did not become ready.\n');
  stop(1);
}
