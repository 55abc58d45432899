// Plain-text report: fixed-width ASCII tables that read the same in a terminal and pasted
// into a note (no colours, no box-drawing characters).

import { CATEGORIES, SCORE_TARGETS } from './lighthouse.mjs';

/** rows: arrays of cells; align: 'l' | 'r' per column. */
export function table(headers, rows, align = []) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row) =>
    row
      .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const fixed = (value, digits = 1) => (typeof value === 'number' ? value.toFixed(digits) : '-');
const verdict = (ok) => (ok ? 'OK' : 'MISS');
// Long error messages would widen the whole table; the JSON keeps them in full.
const short = (text, max = 90) => (text && text.length > max ? `${text.slice(0, max - 3)}...` : text);

function ssrSection(ssr) {
  const { settings } = ssr;
  const rows = ssr.pages.map((p) => [p.path, p.expectStatus, fixed(p.requestsPerSec, 0), fixed(p.p99Ms, 0), p.unexpected]);
  return [
    `(a) Server rendering  (autocannon, ${settings.connections} connections, ${settings.durationSec} s x ${settings.rounds} rounds each, ` +
      `order ${settings.order}, median; warm-up ${settings.warmupSec} s)`,
    table(['page', 'status', 'req/s', 'p99 ms', 'unexpected'], rows, ['l', 'r', 'r', 'r', 'r']),
    `ratio home/not-found req/s: ${fixed(ssr.ratio, 3)}   target >= ${ssr.ratioTarget}   ${verdict(ssr.ratioOk)}`,
  ].join('\n');
}

function scriptsSection(scripts) {
  const rows = scripts.routes.map((r) => [
    r.pattern,
    r.layout,
    r.needsLogin ? 'yes' : '',
    r.error ? 'ERROR' : fixed(r.gzipKB),
    r.error ? '' : r.files,
    r.error ? 'FAIL' : r.overLimit ? 'MISS' : 'OK',
    short(r.error) ?? r.note ?? '',
  ]);
  return [
    `(b) Script bytes per route  (Chromium ${scripts.viewport}, network idle, every JS response gzipped -6; target <= ${scripts.limitKB} KB gzip per shell page)`,
    table(['pattern', 'layout', 'login', 'KB gzip', 'files', 'target', 'note'], rows, ['l', 'l', 'l', 'r', 'r', 'l', 'l']),
    `max ${fixed(scripts.maxKB)} KB   median ${fixed(scripts.medianKB)} KB   over target: ${scripts.over} of ${scripts.routes.length}` +
      (scripts.failed ? `   failed: ${scripts.failed}` : ''),
  ].join('\n');
}

function lighthouseSection(lh) {
  const rows = lh.pages.map((p) => {
    if (!p.scores) return [p.path, 'ERROR', '', '', '', p.runs, short(p.error)];
    const cell = (id) => {
      const score = p.scores[id];
      const min = SCORE_TARGETS[id];
      const text = fixed(score, 0);
      return min !== undefined && (score === null || score < min) ? `${text} MISS` : text;
    };
    return [p.path, ...CATEGORIES.map(cell), p.runs, ''];
  });
  const targets = Object.entries(SCORE_TARGETS)
    .map(([id, min]) => `${id} >= ${min}`)
    .join(', ');
  return [
    `(c) Lighthouse ${lh.formFactor}, ${lh.runsPerUrl} run(s) per URL${lh.runsPerUrl > 1 ? ', median' : ''}; targets: ${targets}`,
    table(['page', 'performance', 'accessibility', 'best-practices', 'seo', 'runs', 'error'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'l']),
  ].join('\n');
}

export function formatReport(results) {
  const parts = [`Benchmark ${results.startedAt}  (node ${results.node}, ${results.cpus} CPUs; ratios within one run only)`];
  const section = (name, fn) => {
    const part = results[name];
    if (!part) return;
    parts.push(part.error ? `(${name}) FAILED: ${part.error}` : fn(part));
  };
  if (results.error) parts.push(`FAILED: ${results.error}`);
  section('ssr', ssrSection);
  section('scripts', scriptsSection);
  section('lighthouse', lighthouseSection);
  parts.push(
    `total ${fixed(results.durationSec, 0)} s   host load (1 min) ${fixed(results.loadAvgStart)} at start, ${fixed(results.loadAvgEnd)} at end`,
  );
  return parts.join('\n\n');
}
