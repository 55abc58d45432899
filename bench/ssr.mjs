// (a) Server rendering throughput: autocannon against the home page and the not-found page.
// The machine is shared and noisy, so the two targets are measured in the same run in an
// A B B A order (drift over the run hits both alike) and each figure is the median of its
// rounds; only the ratio between them is meant to be compared across runs.

import autocannon from 'autocannon';

export const SSR_TARGETS = [
  { id: 'home', path: '/zh-cn/', expectStatus: 200 },
  { id: 'notFound', path: '/zh-cn/no-such-page/', expectStatus: 404 },
];

export const RATIO_TARGET = 0.5;

// What a browser sends for a page; gzip so that compression cost is part of what is measured,
// the same for both pages.
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' };

function cannon(url, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: HEADERS, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Checks once, before loading, that each URL answers what we think it does. */
async function checkStatus(origin, target) {
  const response = await fetch(origin + target.path, { redirect: 'manual', headers: HEADERS });
  await response.arrayBuffer();
  if (response.status !== target.expectStatus) {
    throw new Error(`${target.path} answered ${response.status}, expected ${target.expectStatus}`);
  }
}

export async function runSsr(origin, { connections = 10, duration = 10, warmup = 3, rounds = 2, log = () => {} } = {}) {
  for (const target of SSR_TARGETS) await checkStatus(origin, target);

  // Warm-up: JIT, route caches, connection setup; not recorded.
  for (const target of SSR_TARGETS) {
    log(`warm-up ${target.path} (${warmup} s)`);
    await cannon(origin + target.path, { connections, duration: warmup });
  }

  const samples = Object.fromEntries(SSR_TARGETS.map((t) => [t.id, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? SSR_TARGETS : [...SSR_TARGETS].reverse();
    for (const target of order) {
      log(`round ${round + 1}/${rounds}: ${target.path} (${duration} s, ${connections} connections)`);
      const result = await cannon(origin + target.path, { connections, duration });
      const expected = result.statusCodeStats?.[target.expectStatus]?.count ?? 0;
      samples[target.id].push({
        requestsPerSec: result.requests.average,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        // Anything but the expected status (e.g. 500s under load) or a socket error/timeout.
        unexpected: result.requests.total - expected + result.errors + result.timeouts,
      });
    }
  }

  const pages = SSR_TARGETS.map((target) => {
    const runs = samples[target.id];
    return {
      id: target.id,
      path: target.path,
      expectStatus: target.expectStatus,
      requestsPerSec: median(runs.map((r) => r.requestsPerSec)),
      p99Ms: median(runs.map((r) => r.p99Ms)),
      unexpected: runs.reduce((sum, r) => sum + r.unexpected, 0),
      runs,
    };
  });
  const [home, notFound] = pages;
  const ratio = notFound.requestsPerSec ? home.requestsPerSec / notFound.requestsPerSec : null;
  return {
    settings: { connections, durationSec: duration, warmupSec: warmup, rounds, order: 'ABBA' },
    pages,
    ratio,
    ratioTarget: RATIO_TARGET,
    ratioOk: ratio !== null && ratio >= RATIO_TARGET,
  };
}
