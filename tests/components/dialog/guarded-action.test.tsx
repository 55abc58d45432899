// @vitest-environment jsdom
// The shared guard of a plain action: a second run while the first is under way does nothing,
// and once it settled (either way) the next run goes through.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGuardedAction } from '@/components/dialog/guarded-submit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useGuardedAction', () => {
  it('runs once while a run is under way, and again after it settled', async () => {
    const first = deferred();
    const action = vi.fn<(amount: string) => Promise<void>>().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const { result } = renderHook(() => useGuardedAction(action));
    let running!: Promise<void>;
    act(() => {
      running = result.current('1');
      void result.current('2');
      void result.current('3');
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('1');
    await act(async () => {
      first.resolve();
      await running;
    });
    await act(() => result.current('4'));
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith('4');
  });

  it('lets the next run through after a run that threw', async () => {
    const action = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useGuardedAction(action));
    await act(async () => {
      await expect(result.current()).rejects.toThrow('boom');
    });
    await act(() => result.current());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
