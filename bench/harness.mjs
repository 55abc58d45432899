// Helpers shared by the browser benchmarks (feed.mjs, orders.mjs): the mock's control API,
// percentiles and the figures' text.

/** POST to the mock's control API; throws with the answer on a non-2xx. */
export async function control(mockOrigin, path, body) {
  const response = await fetch(`${mockOrigin}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** GET from the mock's control API. */
export async function readControl(mockOrigin, path) {
  const response = await fetch(`${mockOrigin}/__control${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.json();
}

/** Nearest-rank percentile; null for no values. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fixed = (value, digits = 1) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '-');
export const verdict = (ok) => (ok ? 'OK' : 'MISS');
