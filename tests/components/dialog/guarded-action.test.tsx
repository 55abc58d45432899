// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGuardedAction } from '@/components/dialog/guarded-submit';

describe('useGuardedAction', () => {
  it('runs once for calls while one is under way, is pending until it settles, and runs again after', async () => {
    const calls: string[] = [];
    let finish: () => void = () => undefined;
    const { result } = renderHook(() =>
      useGuardedAction(async (value: string) => {
        calls.push(value);
        await new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run('a');
      void result.current.run('b');
    });
    expect(calls).toEqual(['a']);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);
    act(() => void result.current.run('c'));
    expect(calls).toEqual(['a', 'c']);
    await act(async () => finish());
  });

  it('lets go after a failure', async () => {
    const { result } = renderHook(() => useGuardedAction(async () => Promise.reject(new Error('refused'))));
    await act(async () => expect(result.current.run()).rejects.toThrow('refused'));
    expect(result.current.pending).toBe(false);
  });
});
