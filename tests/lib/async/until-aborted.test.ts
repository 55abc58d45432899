import { describe, expect, it, vi } from 'vitest';
import { untilAborted } from '@/lib/async/until-aborted';

describe('untilAborted', () => {
  it('passes calls and their arguments through until the signal aborts, then drops them', () => {
    const scope = new AbortController();
    const callback = vi.fn<(a: string, b: number) => void>();
    const bound = untilAborted(scope.signal, callback);
    bound('x', 1);
    expect(callback).toHaveBeenCalledWith('x', 1);
    scope.abort();
    bound('y', 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('binds every callback of one scope to the same single abort', () => {
    const scope = new AbortController();
    const first = vi.fn();
    const second = vi.fn();
    const bound = [untilAborted(scope.signal, first), untilAborted(scope.signal, second)];
    scope.abort();
    for (const call of bound) call();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('does nothing from the start when the signal has already aborted', () => {
    const callback = vi.fn();
    untilAborted(AbortSignal.abort(), callback)();
    expect(callback).not.toHaveBeenCalled();
  });
});
