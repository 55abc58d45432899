// The gateway's per-client rate limit for the calls whose contract says `rateLimited` (logins,
// registration, password reset, code sends, share-code checks, the 解冻查询 lookup): a sliding
// window of the last requests of each client and call. In memory, so it holds per server
// process: several instances behind a balancer need a shared store (e.g. Redis) to hold one
// limit between them.

export interface RateLimitRule {
  /** Requests allowed in one window. */
  limit: number;
  windowMs: number;
}

/** 10 requests a minute per client and call, unless RATE_LIMIT says otherwise. */
export const DEFAULT_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 60_000 };

/** `RATE_LIMIT=N/S`: N requests per S seconds; `off` for none; anything else keeps the default. */
export function parseRateLimit(value: string | undefined): RateLimitRule | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'off') return null;
  const match = /^(\d{1,6})\s*\/\s*(\d{1,6})$/.exec(text);
  if (!match) return DEFAULT_RATE_LIMIT;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  return limit > 0 && seconds > 0 ? { limit, windowMs: seconds * 1000 } : DEFAULT_RATE_LIMIT;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Past this many tracked keys, a request first drops the keys whose window has passed. */
const SWEEP_ABOVE = 10_000;

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly rule: RateLimitRule) {}

  /** Counts a request of `key` at `now` unless the window is full; then says when one is allowed again. */
  hit(key: string, now: number): RateVerdict {
    const since = now - this.rule.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.rule.limit) {
      this.hits.set(key, recent);
      // The oldest counted request leaves the window first.
      const oldest = recent[recent.length - this.rule.limit] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000)) };
    }
    if (this.hits.size > SWEEP_ABOVE) this.sweep(since);
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) if (!times.some((at) => at > since)) this.hits.delete(key);
  }
}

/** Code of the gateway's answer to a client over its limit. */
export const RATE_LIMITED_CODE = 'too-frequent';

/** What the user reads: when to try again. */
export function rateLimitedText(retryAfterSeconds: number): string {
  return `请求过于频繁，请 ${retryAfterSeconds} 秒后再试`;
}

/** The envelope (account-service dialect, read by every family's normaliser) of a refused call. */
export function rateLimitedEnvelope(retryAfterSeconds: number) {
  return { success: false, code: RATE_LIMITED_CODE, message: rateLimitedText(retryAfterSeconds), data: { retryAfter: retryAfterSeconds } } as const;
}
