// Render counts for benchmarks (bench/orders.mjs: "order-book renders per placement"). Off
// unless the page defines `window.__RENDER_COUNTS__` before the app starts (the bench does it
// in an init script); then each counted component adds one per render under its name. One
// property read per render when off, so it stays in production builds, which are what the
// bench measures.

export const RENDER_COUNTS_KEY = '__RENDER_COUNTS__';

type CountingWindow = { [RENDER_COUNTS_KEY]?: Record<string, number> };

/** Adds one render of `name` when counting is on; a no-op on the server and when off. */
export function countRender(name: string, target: unknown = typeof window === 'undefined' ? undefined : window): void {
  if (typeof target !== 'object' || target === null) return;
  const counts = (target as CountingWindow)[RENDER_COUNTS_KEY];
  if (typeof counts !== 'object' || counts === null) return;
  counts[name] = (counts[name] ?? 0) + 1;
}
