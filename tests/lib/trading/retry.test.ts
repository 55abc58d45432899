import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ETP_LIMIT_RETRY_MS, PRIME_RESULT_RETRY_MS, retryEvery } from '@/lib/trading/retry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryEvery', () => {
  it('runs at once and again after each retry interval until done', async () => {
    const outcomes: Array<'done' | 'retry'> = ['retry', 'retry', 'done'];
    const task = vi.fn(async () => outcomes.shift() ?? 'done');
    retryEvery(task, ETP_LIMIT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ETP_LIMIT_RETRY_MS - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ETP_LIMIT_RETRY_MS);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(ETP_LIMIT_RETRY_MS * 3);
    expect(task).toHaveBeenCalledTimes(3);
  });
  it('treats a throw as a retry', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('done');
    retryEvery(task, PRIME_RESULT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(PRIME_RESULT_RETRY_MS);
    expect(task).toHaveBeenCalledTimes(2);
  });
  it('stop() cancels the waiting run', async () => {
    const task = vi.fn(async () => 'retry' as const);
    const stop = retryEvery(task, PRIME_RESULT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(PRIME_RESULT_RETRY_MS * 4);
    expect(task).toHaveBeenCalledTimes(1);
  });
  it('uses 30 s for the exchange limit and 5 s for prime results', () => {
    expect(ETP_LIMIT_RETRY_MS).toBe(30_000);
    expect(PRIME_RESULT_RETRY_MS).toBe(5_000);
  });
});
