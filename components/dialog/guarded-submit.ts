'use client';

// The submit of a form whose call is a mutation (FormDialog, and the page forms built like it):
// a second submit while one is under way does nothing — the ref is set before anything awaits,
// since the pending state reaches the button one render later — the previous failure is cleared,
// the form's own validation runs first, and a failed call stays on the mutation (shown from
// mutation.error) while the values stay in the form.

import { type BaseSyntheticEvent, type FormEvent, useRef } from 'react';

export interface SubmitMutation<V> {
  reset(): void;
  mutateAsync(values: V): Promise<unknown>;
}

export function useGuardedSubmit<V>(
  handleSubmit: (onValid: (values: V) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>,
  mutation: SubmitMutation<V>,
  onDone?: () => void,
): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  const inFlight = useRef(false);
  return async (event) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.reset();
    try {
      await handleSubmit(async (values) => {
        try {
          await mutation.mutateAsync(values);
          onDone?.();
        } catch {
          // Shown from mutation.error; the values stay in the form.
        }
      })(event);
    } finally {
      inFlight.current = false;
    }
  };
}

/**
 * The same guard for an action that is not a react-hook-form submit (a form kept in plain state,
 * a button): while one run is under way a second does nothing; the flag is set before anything
 * awaits, since the pending state reaches the button one render later.
 */
export function useGuardedAction<A extends unknown[]>(action: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  const inFlight = useRef(false);
  return async (...args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await action(...args);
    } finally {
      inFlight.current = false;
    }
  };
}
