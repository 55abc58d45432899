#!/usr/bin/env node
// Installs what the project needs, so `npm start` and `npm test` work on a fresh machine.
// Runs on the machine's Node (which may be older than the project's): plain ESM, no deps.
//   - npm packages, when node_modules is missing or older than package-lock.json
//     (this also brings the project's own Node 24, the `node` package, used by every script);
//   - with --browser: Chromium and CJK fonts from Debian's packages, when missing.

import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const wantBrowser = process.argv.includes('--browser');

function log(message) {
  process.stdout.write(`[bootstrap] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    log(`failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function lockHash() {
  const lock = join(root, 'package-lock.json');
  const pkg = join(root, 'package.json');
  const hash = createHash('sha256');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  hash.update(readFileSync(pkg));
  return hash.digest('hex');
}

function ensurePackages() {
  const stamp = join(root, 'node_modules', '.bootstrap-stamp');
  const want = lockHash();
  const nodeBinary = join(root, 'node_modules', '.bin', 'node');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want && existsSync(nodeBinary)) return;
  log('installing npm packages');
  // `npm install` rather than `npm ci`: the lock file keeps the versions either way, and this
  // registry's lock files omit other platforms' optional packages, which `npm ci` refuses.
  run('npm', ['install', '--no-audit', '--no-fund']);
  // npm may rewrite the lock file; stamp what is there now.
  writeFileSync(stamp, lockHash());
}

function commandWorks(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function hasCjkFonts() {
  if (existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return true;
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

function ensureBrowser() {
  const missing = [];
  if (!chromiumPath()) missing.push('chromium');
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = isRoot ? ['apt-get'] : commandWorks('sudo', ['-n', 'true']) ? ['sudo', 'apt-get'] : null;
  if (!apt) {
    log(`missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  log(`installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run(apt[0], [...apt.slice(1), 'update', '-qq'], { env });
  run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

ensurePackages();
if (wantBrowser) ensureBrowser();
