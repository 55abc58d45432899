'use client';

import { useEffect, useState } from 'react';

/** Typing waits this long before a search or a name check asks the server. */
export const TYPING_DEBOUNCE_MS = 300;

/** `value` once it has held still for `delay` ms, so each keystroke does not make a call. */
export function useDebounced<T>(value: T, delay: number = TYPING_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
