// Renders with a fresh QueryClient per test, so no cached answer leaks from one test into the
// next; the client is returned for tests that invalidate or inspect the cache.

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { makeQueryClient } from '@/queries/client';

export function testQueryClient(): QueryClient {
  const client = makeQueryClient();
  // The production retry policy retries a network failure once after a delay: keep it, but fast.
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0, gcTime: Infinity },
  });
  return client;
}

function wrapperOf(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

export function renderWithQueryClient(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { client?: QueryClient } = {}) {
  const { client = testQueryClient(), ...rest } = options;
  return { client, ...render(ui, { ...rest, wrapper: wrapperOf(client) }) };
}

export function renderHookWithQueryClient<Result, Props>(
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> & { client?: QueryClient } = {},
) {
  const { client = testQueryClient(), ...rest } = options;
  return { client, ...renderHook(hook, { ...rest, wrapper: wrapperOf(client) }) };
}
