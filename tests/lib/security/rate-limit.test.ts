import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT, parseRateLimit, rateLimitedEnvelope, SlidingWindowLimiter } from '@/lib/security/rate-limit';

describe('parseRateLimit', () => {
  it('reads N/S, off, and keeps the default otherwise', () => {
    expect(parseRateLimit('5/30')).toEqual({ limit: 5, windowMs: 30_000 });
    expect(parseRateLimit(' 3 / 60 ')).toEqual({ limit: 3, windowMs: 60_000 });
    expect(parseRateLimit('off')).toBeNull();
    for (const value of [undefined, '', '0/60', '5/0', 'many', '-1/5']) expect(parseRateLimit(value)).toEqual(DEFAULT_RATE_LIMIT);
  });
});

describe('SlidingWindowLimiter', () => {
  it('allows the limit within a window, then refuses with the seconds until the oldest request leaves it', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true });
    expect(limiter.hit('a', 10_000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 20_000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 20_500)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Refusals do not count: once the first request is a minute old, one more is allowed.
    expect(limiter.hit('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('a', 60_001)).toEqual({ allowed: true });
    expect(limiter.hit('a', 60_002)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('counts each key on its own', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.hit('login 203.0.113.7', 0).allowed).toBe(true);
    expect(limiter.hit('login 203.0.113.8', 0).allowed).toBe(true);
    expect(limiter.hit('share 203.0.113.7', 0).allowed).toBe(true);
    expect(limiter.hit('login 203.0.113.7', 1).allowed).toBe(false);
  });
});

describe('rateLimitedEnvelope', () => {
  it('says when to try again, in text and data', () => {
    expect(rateLimitedEnvelope(42)).toEqual({ success: false, code: 'too-frequent', message: '请求过于频繁，请 42 秒后再试', data: { retryAfter: 42 } });
  });
});
