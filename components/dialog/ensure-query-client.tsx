'use client';

// Form dialogs and the verification step run on TanStack Query. Under the app's provider they
// share its client (so a mutation can invalidate the screens' queries); a screen that has no
// provider yet gets a client of its own for as long as it is mounted, instead of a crash.

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';

function OwnQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return outer ? children : <OwnQueryClient>{children}</OwnQueryClient>;
}
