// settledWithin: true when the work settles (fulfilled or rejected) before the deadline, false
// when the deadline comes first, and no timer is left behind either way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from '@/lib/async/within';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('settledWithin', () => {
  it('is true for work that settles in time, rejected work included', async () => {
    await expect(settledWithin(Promise.resolve('done'), 100)).resolves.toBe(true);
    await expect(settledWithin(Promise.reject(new Error('failed')), 100)).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is false when the deadline comes first', async () => {
    const slow = new Promise((resolve) => setTimeout(resolve, 500));
    const result = settledWithin(slow, 100);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(false);
  });
});
