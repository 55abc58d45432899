// GET answers must never come from a browser or proxy cache (balances, orders), so every GET
// carries a random `r` query parameter. Other methods are not cached and keep their URL.

import { CACHE_BUSTER_PARAM } from './constants';

/** A short random base-36 string; time plus randomness so two calls never collide in practice. */
export function randomQueryValue(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function isGetMethod(method: string | undefined): boolean {
  // axios treats a missing method as GET.
  return (method ?? 'get').toLowerCase() === 'get';
}

/** Copies `params` and adds `r`; the caller's object is never mutated (retries reuse it). */
export function withCacheBuster(params: unknown, value: string = randomQueryValue()): unknown {
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set(CACHE_BUSTER_PARAM, value);
    return copy;
  }
  const base = typeof params === 'object' && params !== null ? params : {};
  return { ...base, [CACHE_BUSTER_PARAM]: value };
}
