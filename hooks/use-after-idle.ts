'use client';

// Work a page can start a moment later (figures below the total, a socket whose first message
// repeats what the page already shows) waits for the first idle moment after `ready`: it then
// runs in a task of its own instead of lengthening the page's hydration and first effects, the
// tasks a phone spends longest on (Lighthouse's blocking time counts each task past 50 ms).

import { useEffect, useState } from 'react';

/** How long the browser may hold the idle callback back when it is never idle. */
export const IDLE_TIMEOUT_MS = 1000;

/** False until the first idle moment after `ready` became true; true from then on. */
export function useAfterIdle(ready: boolean, timeoutMs: number = IDLE_TIMEOUT_MS): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!ready || passed) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setPassed(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setPassed(true), 0);
    return () => window.clearTimeout(handle);
  }, [ready, passed, timeoutMs]);
  return passed;
}
