'use client';

// The browser's end of a server render's answers (queries/hydration.ts `dehydrateAnswers`): the
// failures come back as QueryFailure, so the lib rules read their codes as they would from a
// call made here, then the whole state goes into the cache through HydrationBoundary.

import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { reviveFailures } from './hydration';

export function ServerAnswers({ state, children }: { state: DehydratedState | null; children: ReactNode }) {
  const revived = useMemo(() => (state ? reviveFailures(state) : null), [state]);
  return <HydrationBoundary state={revived}>{children}</HydrationBoundary>;
}
