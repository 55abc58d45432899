// @vitest-environment jsdom
// Hooks written for screens that still load in an effect (order-detail-modal.tsx,
// security-verification.tsx), and the once-per-key callback step of the third-party page.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryErrorText } from '@/queries/failure';
import { useOrderDetail } from '@/queries/trading';
import { useSecurityStrategy, useThirdAuthStep } from '@/queries/uc';
import { fetchMatchResults, fetchOrder } from '@/services/trading/orders';
import { fetchSecurityStrategy } from '@/services/uc/security';
import { renderHookWithQueryClient, testQueryClient } from '../support/render';

vi.mock('@/services/trading/orders', () => ({ fetchOrder: vi.fn(), fetchMatchResults: vi.fn() }));
vi.mock('@/services/uc/security', () => ({ fetchSecurityStrategy: vi.fn() }));

afterEach(cleanup);

describe('useOrderDetail', () => {
  it('asks for nothing without an order, and fails with the server message of either call', async () => {
    vi.mocked(fetchOrder).mockResolvedValue({ success: true, code: 200, message: '', data: { id: '7' } as never });
    vi.mocked(fetchMatchResults).mockResolvedValue({ success: false, code: 'base-record-invalid', message: '记录不存在', data: null });
    const { result, rerender } = renderHookWithQueryClient(({ id }: { id: string | null }) => useOrderDetail(id), { initialProps: { id: null as string | null } });
    expect(fetchOrder).not.toHaveBeenCalled();
    rerender({ id: '7' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryErrorText(result.current.error)).toBe('记录不存在');
  });
});

describe('useSecurityStrategy', () => {
  it("loads the scene's strategy and refetch() asks again", async () => {
    vi.mocked(fetchSecurityStrategy).mockResolvedValue({ success: true, code: 200, message: '', data: { methods: ['email'] } as never });
    const { result } = renderHookWithQueryClient(() => useSecurityStrategy('withdraw' as never));
    await waitFor(() => expect(result.current.data).toEqual({ methods: ['email'] }));
    await result.current.refetch();
    expect(fetchSecurityStrategy).toHaveBeenCalledTimes(2);
  });
});

describe('useThirdAuthStep', () => {
  it('runs a step once per key, however often it mounts', async () => {
    const task = vi.fn(async () => 'done');
    const client = testQueryClient();
    const first = renderHookWithQueryClient(() => useThirdAuthStep('auth:wechat:s1', task), { client });
    await waitFor(() => expect(first.result.current.data).toBe('done'));
    first.unmount();
    const second = renderHookWithQueryClient(() => useThirdAuthStep('auth:wechat:s1', task), { client });
    expect(second.result.current.data).toBe('done');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
