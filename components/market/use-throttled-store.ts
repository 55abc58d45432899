'use client';

// A store slice for panels that need not follow every frame: the value is taken at most once
// per interval (the latest one, never a backlog), so a busy feed repaints them a few times a
// second while the order book keeps the frame rate.

import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';

export function useThrottledStore<S, T>(store: StoreApi<S>, selector: (state: S) => T, intervalMs: number): T {
  const [value, setValue] = useState(() => selector(store.getState()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRun = 0;
    const flush = () => {
      timer = undefined;
      lastRun = Date.now();
      setValue(() => selector(store.getState()));
    };
    // The slice may have moved between the first render and this subscription.
    flush();
    const unsubscribe = store.subscribe((state, previous) => {
      if (timer !== undefined || Object.is(selector(state), selector(previous))) return;
      timer = setTimeout(flush, Math.max(0, intervalMs - (Date.now() - lastRun)));
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
    // The selector is a module-level function at every call site; a new one is not a reason to resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, intervalMs]);
  return value;
}
