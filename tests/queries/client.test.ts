import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STALE_TIME_MS, getQueryClient, makeQueryClient } from '@/queries/client';
import { QueryFailure, shouldRetry, unwrap } from '@/queries/failure';
import { requestFailedEnvelope } from '@/services/http';

describe('makeQueryClient', () => {
  it('uses the retry policy, a stale time, no refetch on focus and no mutation retry', () => {
    const client = makeQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.staleTime).toBe(DEFAULT_STALE_TIME_MS);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('asks once for a business failure and twice for a network failure', async () => {
    const client = makeQueryClient();
    const business = vi.fn(async () => unwrap({ success: false, code: 1003, message: '无权限', data: null }));
    await expect(client.fetchQuery({ queryKey: ['business'], queryFn: business, retryDelay: 0 })).rejects.toBeInstanceOf(QueryFailure);
    expect(business).toHaveBeenCalledTimes(1);
    const network = vi.fn(async () => unwrap(requestFailedEnvelope()));
    await expect(client.fetchQuery({ queryKey: ['network'], queryFn: network, retryDelay: 0 })).rejects.toBeInstanceOf(QueryFailure);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('a new client per call outside the browser (the server: one per request)', () => {
    // Vitest's node environment is the server here.
    const first = getQueryClient();
    expect(first).toBeInstanceOf(QueryClient);
    expect(getQueryClient()).not.toBe(first);
  });
});
