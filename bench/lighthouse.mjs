// (c) Lighthouse with its default config (mobile emulation, simulated throttling) for a few
// pages. Each run gets a fresh Chromium with a fresh profile, so no cache or service worker
// carries over; a failing URL is reported and the others still run.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { median } from './ssr.mjs';

export const LIGHTHOUSE_PATHS = ['/zh-cn/', '/zh-cn/login/'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum score ×100 per category; seo has no target. */
export const SCORE_TARGETS = { performance: 90, accessibility: 95, 'best-practices': 100 };

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// chrome-launcher starts Chrome in its own process group, so it would outlive the bench on
// Ctrl-C or SIGTERM: run.mjs handles both signals and exits, and this kills what is left.
const profiles = new Set();
process.once('exit', () => {
  chromeLauncher.killAll();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

async function runOnce(url) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  profiles.add(userDataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false, // run.mjs stops the server first, then exits (see above)
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    // A page that did not load still gets a report, with a runtimeError and no scores.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = {};
    for (const id of CATEGORIES) {
      const score = lhr.categories[id]?.score;
      scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
    }
    // Failing audits, so a MISS can be followed up from the JSON without re-running.
    const failing = {};
    for (const id of CATEGORIES) {
      failing[id] = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue || lhr.audits[ref.id].score})`);
    }
    return {
      scores,
      failing,
      warnings: lhr.runWarnings ?? [],
      // Lighthouse's own CPU benchmark: low values mean a busy host (TBT then swings widely).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
    profiles.delete(userDataDir);
  }
}

export async function runLighthouse(origin, { runs = 1, log = () => {} } = {}) {
  const pages = [];
  for (const path of LIGHTHOUSE_PATHS) {
    const attempts = [];
    for (let i = 0; i < runs; i++) {
      const started = Date.now();
      try {
        attempts.push(await runOnce(origin + path));
        log(`${path} run ${i + 1}/${runs}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        attempts.push({ error: error.message.split('\n')[0] });
        log(`${path} run ${i + 1}/${runs} failed: ${attempts.at(-1).error}`);
      }
    }
    const ok = attempts.filter((a) => !a.error);
    const scores = {};
    for (const id of CATEGORIES) scores[id] = ok.length ? median(ok.map((a) => a.scores[id])) : null;
    const misses = Object.entries(SCORE_TARGETS)
      .filter(([id, min]) => scores[id] === null || scores[id] < min)
      .map(([id]) => id);
    pages.push({
      path,
      runs: ok.length,
      scores: ok.length ? scores : null,
      error: ok.length ? null : (attempts[0]?.error ?? 'no run'),
      misses: ok.length ? misses : [],
      attempts,
    });
  }
  return { runsPerUrl: runs, formFactor: 'mobile (default config)', targets: SCORE_TARGETS, pages };
}
