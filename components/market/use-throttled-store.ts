'use client';

// A store slice for panels that need not follow every frame: the value is taken at most once
// per interval (the latest one, never a backlog), so a busy feed repaints them a few times a
// second while the order book keeps the frame rate.

import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { intervalThrottle } from '@/lib/perf/coalesce';

export function useThrottledStore<S, T>(store: StoreApi<S>, selector: (state: S) => T, intervalMs: number): T {
  const [value, setValue] = useState(() => selector(store.getState()));
  useEffect(() => {
    // The value applied is read when the interval ends: the slice as it is then.
    const throttle = intervalThrottle<null>(() => setValue(() => selector(store.getState())), intervalMs);
    // The slice may have moved between the first render and this subscription.
    throttle.offer(null);
    throttle.flush();
    const unsubscribe = store.subscribe((state, previous) => {
      if (!Object.is(selector(state), selector(previous))) throttle.offer(null);
    });
    return () => {
      unsubscribe();
      throttle.cancel();
    };
    // The selector is a module-level function at every call site; a new one is not a reason to resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, intervalMs]);
  return value;
}
