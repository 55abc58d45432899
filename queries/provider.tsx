'use client';

// Every route's client components share one QueryClient (see client.ts). Mounted once, in the
// language layout, so every page has it; it renders nothing of its own.

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from './client';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
