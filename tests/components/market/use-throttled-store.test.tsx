// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useThrottledStore } from '@/components/market/use-throttled-store';

interface State {
  count: number;
  other: number;
}
const selectCount = (state: State) => state.count;

function Probe({ store, renders }: { store: StoreApi<State>; renders: number[] }) {
  const count = useThrottledStore(store, selectCount, 100);
  renders.push(count);
  return <p data-testid="count">{count}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useThrottledStore', () => {
  it('takes the latest value at most once per interval, and ignores other slices', () => {
    const store = createStore<State>(() => ({ count: 0, other: 0 }));
    const renders: number[] = [];
    render(<Probe store={store} renders={renders} />);
    act(() => vi.advanceTimersByTime(100));
    const before = renders.length;
    act(() => {
      for (let i = 1; i <= 10; i += 1) store.setState({ count: i });
    });
    expect(screen.getByTestId('count').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(100));
    // Ten changes, one render, showing the last.
    expect(screen.getByTestId('count').textContent).toBe('10');
    expect(renders.slice(before)).toEqual([10]);
    act(() => {
      store.setState({ other: 5 });
      vi.advanceTimersByTime(500);
    });
    expect(renders.slice(before)).toEqual([10]);
  });

  it('shows the current value at once and stops on unmount', () => {
    const store = createStore<State>(() => ({ count: 1, other: 0 }));
    const renders: number[] = [];
    const { unmount } = render(<Probe store={store} renders={renders} />);
    expect(screen.getByTestId('count').textContent).toBe('1');
    act(() => store.setState({ count: 2 }));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(renders.at(-1)).toBe(1);
  });
});
