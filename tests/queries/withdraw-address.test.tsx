// @vitest-environment jsdom
// The address-book hooks the withdraw form reads: nothing asked until enabled, the entries of a
// currency and chain, the usable-now list under the whitelist (re-judged when the list or the
// settings change), the white withdraw state only for a complete address, keys under one prefix.
import { matchQuery } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS, type BookEntry, type WhitelistSettings } from '@/lib/wallet-book';
import { QueryFailure } from '@/queries/failure';
import { withdrawAddressKeys } from '@/queries/keys';
import { useRefreshWithdrawAddressBook, useWhiteWithdrawState, useWithdrawAddressBook } from '@/queries/withdraw-address';
import { fetchWhiteSettings, fetchWhiteWithdrawState, fetchWithdrawAddresses } from '@/services/wallet/withdraw-address';
import { renderHookWithQueryClient } from '../support/render';

vi.mock('@/services/wallet/withdraw-address', () => ({
  fetchWithdrawAddresses: vi.fn(),
  fetchWhiteSettings: vi.fn(),
  fetchWhiteWithdrawState: vi.fn(),
  fetchAddressChains: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ok = <T,>(data: T) => ({ success: true as const, code: 200, message: '', data });

function entry(id: string, whiteAt: number | null, fields: Partial<BookEntry> = {}): BookEntry {
  return { id, currency: 'usdt', chain: 'trc20usdt', alias: id, address: `T${id}`, tag: '', addedAt: whiteAt ?? 0, whiteAt, status: 'white', ...fields };
}

describe('useWithdrawAddressBook', () => {
  it('asks nothing until enabled, then gives the entries and those usable now', async () => {
    const now = Date.now();
    vi.mocked(fetchWithdrawAddresses).mockResolvedValue(ok([entry('old', now - 48 * HOUR_MS), entry('new', now - 1000), entry('off', null)]));
    vi.mocked(fetchWhiteSettings).mockResolvedValue(ok<WhitelistSettings>({ enabled: true, delayHours: 24 }));
    const { result, rerender } = renderHookWithQueryClient(({ enabled }: { enabled: boolean }) => useWithdrawAddressBook('USDT', 'trc20usdt', { enabled }), {
      initialProps: { enabled: false },
    });
    expect(fetchWithdrawAddresses).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.entries).toHaveLength(3));
    expect(fetchWithdrawAddresses).toHaveBeenCalledWith({ currency: 'usdt', chain: 'trc20usdt' }, { silent: true });
    expect(result.current.usable.map((e) => e.id)).toEqual(['old']);
    expect(result.current.settings).toEqual({ enabled: true, delayHours: 24 });
  });

  it('judges again when the settings change (whitelist off: every address)', async () => {
    const now = Date.now();
    vi.mocked(fetchWithdrawAddresses).mockResolvedValue(ok([entry('old', now - 48 * HOUR_MS), entry('new', now - 1000)]));
    vi.mocked(fetchWhiteSettings).mockResolvedValueOnce(ok({ enabled: true, delayHours: 24 })).mockResolvedValue(ok({ enabled: false, delayHours: 24 }));
    const { result } = renderHookWithQueryClient(() => ({ book: useWithdrawAddressBook(), refresh: useRefreshWithdrawAddressBook() }));
    await waitFor(() => expect(result.current.book.usable.map((e) => e.id)).toEqual(['old']));
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.book.usable.map((e) => e.id)).toEqual(['old', 'new']));
  });

  it("throws a failure with the server's code", async () => {
    vi.mocked(fetchWithdrawAddresses).mockResolvedValue({ success: false, code: 500, message: '系统繁忙', data: null });
    vi.mocked(fetchWhiteSettings).mockResolvedValue(ok({ enabled: false, delayHours: 24 }));
    const { result } = renderHookWithQueryClient(() => useWithdrawAddressBook());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(QueryFailure));
    expect((result.current.error as QueryFailure).code).toBe(500);
    expect(result.current.usable).toEqual([]);
  });
});

describe('useWhiteWithdrawState', () => {
  it('asks only for a complete address', async () => {
    vi.mocked(fetchWhiteWithdrawState).mockResolvedValue(ok({ whitelistEnabled: true, inBook: true, usable: false, usableAt: 5 }));
    const { result, rerender } = renderHookWithQueryClient(({ address }: { address: string }) => useWhiteWithdrawState({ currency: 'usdt', chain: 'trc20usdt', address }), {
      initialProps: { address: '' },
    });
    expect(fetchWhiteWithdrawState).not.toHaveBeenCalled();
    rerender({ address: 'T1' });
    await waitFor(() => expect(result.current.data?.usableAt).toBe(5));
  });
});

describe('withdrawAddressKeys', () => {
  it('puts every key under one prefix', () => {
    for (const key of [withdrawAddressKeys.list('usdt', ''), withdrawAddressKeys.whiteSettings(), withdrawAddressKeys.whiteState('usdt', 'trc20usdt', 'T1', '')]) {
      expect(matchQuery({ queryKey: withdrawAddressKeys.all }, { queryKey: key } as never)).toBe(true);
    }
  });
});
