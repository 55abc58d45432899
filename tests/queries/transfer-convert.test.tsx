// @vitest-environment jsdom
// The money-moving hooks of 资金划转, 点卡划转 and the conversions, each declared once in
// queries/: what they reload after the server confirmed (and, for a conversion answered 30103,
// after it was done before), the cache patches they make at once, and a failure thrown as the
// one QueryFailure with the hook's wording when the server says nothing useful.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POINT_TEXTS, TRANSFER_TEXTS } from '@/lib/transfer';
import { CONVERT_FAILED_TEXT, useConvert } from '@/queries/convert';
import { QueryFailure, queryErrorText } from '@/queries/failure';
import { marginKeys, recordsKeys, tradingKeys, transferKeys, walletKeys } from '@/queries/keys';
import { useSubmitPointTransfer, useSubmitTransfer } from '@/queries/transfer';
import { convertAtQuote } from '@/services/wallet/small-convert';
import { submitPointTransfer, submitTransfer } from '@/services/wallet/transfer';
import { renderHookWithQueryClient } from '../support/render';

vi.mock('@/services/wallet/transfer', () => ({ fetchTransferSource: vi.fn(), submitTransfer: vi.fn(), submitPointTransfer: vi.fn() }));
vi.mock('@/services/wallet/small-convert', () => ({
  convertAtQuote: vi.fn(),
  fetchConversions: vi.fn(),
  fetchDeductMode: vi.fn(),
  fetchFeeDeductions: vi.fn(),
  fetchStandAloneCurrencies: vi.fn(),
  requestQuote: vi.fn(),
  saveDeductMode: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function ok<T>(data: T) {
  return { success: true as const, code: 200, message: '', data };
}

function fail(code: number, message = '') {
  return { success: false as const, code, message, data: null };
}

const MOVE = { from: 'spot', to: 'linear', currency: 'usdt', symbol: '', amount: '10' } as const;

describe('资金划转', () => {
  it('moves both sides at once, then reloads the wallet, margin, trading balances and records', async () => {
    vi.mocked(submitTransfer).mockResolvedValue(ok({ id: '1' }) as never);
    const { result, client } = renderHookWithQueryClient(() => useSubmitTransfer(7));
    client.setQueryData(transferKeys.source('spot', 'usdt', ''), { kind: 'spot', currency: 'usdt', available: '100', transferOutLimit: null, withdrawRisk: false });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await result.current.mutateAsync({ values: { ...MOVE }, requestId: 'r1' });
    expect(submitTransfer).toHaveBeenCalledWith(MOVE, 7, { silent: true });
    expect(client.getQueryData<{ available: string }>(transferKeys.source('spot', 'usdt', ''))?.available).toBe('90');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([walletKeys.all, marginKeys.all, tradingKeys.balances(), recordsKeys.all]);
  });

  it('throws a QueryFailure with the server message, or the hook’s wording when there is none', async () => {
    vi.mocked(submitTransfer).mockResolvedValueOnce(fail(1303, '单笔转出不能少于5USDT') as never).mockResolvedValueOnce(fail(500) as never);
    const { result, client } = renderHookWithQueryClient(() => useSubmitTransfer(7));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await expect(result.current.mutateAsync({ values: { ...MOVE }, requestId: 'r1' })).rejects.toBeInstanceOf(QueryFailure);
    await waitFor(() => expect(queryErrorText(result.current.error)).toBe('单笔转出不能少于5USDT'));
    await expect(result.current.mutateAsync({ values: { ...MOVE }, requestId: 'r2' })).rejects.toBeInstanceOf(QueryFailure);
    await waitFor(() => expect(queryErrorText(result.current.error)).toBe(TRANSFER_TEXTS.failed));
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('点卡划转', () => {
  it('lowers the point balance at once, then reloads the wallet and the records', async () => {
    vi.mocked(submitPointTransfer).mockResolvedValue(ok({ id: '2' }) as never);
    const { result, client } = renderHookWithQueryClient(() => useSubmitPointTransfer(7));
    client.setQueryData(walletKeys.point(), { accountId: '1', balance: '120.5', groups: [] });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await result.current.mutateAsync({ values: { toUid: '8', amount: '0.5' }, requestId: 'r1' });
    expect(submitPointTransfer).toHaveBeenCalledWith({ fromUid: 7, toUid: '8', amount: '0.5' }, { silent: true });
    expect(client.getQueryData<{ balance: string }>(walletKeys.point())?.balance).toBe('120');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([walletKeys.all, recordsKeys.all]);
  });

  it('words a failure the server said nothing about', async () => {
    vi.mocked(submitPointTransfer).mockResolvedValue(fail(500) as never);
    const { result } = renderHookWithQueryClient(() => useSubmitPointTransfer(7));
    await expect(result.current.mutateAsync({ values: { toUid: '8', amount: '1' }, requestId: 'r1' })).rejects.toBeInstanceOf(QueryFailure);
    await waitFor(() => expect(queryErrorText(result.current.error)).toBe(POINT_TEXTS.failed));
  });
});

describe('兑换', () => {
  it('sends the attempt’s id as the client order id and reloads balances and records', async () => {
    vi.mocked(convertAtQuote).mockResolvedValue(ok({ id: 'c1' }) as never);
    const { result, client } = renderHookWithQueryClient(() => useConvert());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await result.current.mutateAsync({ values: { quoteId: 'q1' }, requestId: 'r9' });
    expect(convertAtQuote).toHaveBeenCalledWith({ quoteId: 'q1', clientOrderId: 'r9' }, { silent: true });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([walletKeys.all, tradingKeys.balances(), recordsKeys.all]);
  });

  it('reloads too when the server says the quote was converted before (30103), and not for another failure', async () => {
    vi.mocked(convertAtQuote).mockResolvedValueOnce(fail(30103, '请勿重复提交') as never).mockResolvedValueOnce(fail(500) as never);
    const { result, client } = renderHookWithQueryClient(() => useConvert());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await expect(result.current.mutateAsync({ values: { quoteId: 'q1' }, requestId: 'r1' })).rejects.toBeInstanceOf(QueryFailure);
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(3));
    invalidate.mockClear();
    await expect(result.current.mutateAsync({ values: { quoteId: 'q2' }, requestId: 'r2' })).rejects.toBeInstanceOf(QueryFailure);
    await waitFor(() => expect(queryErrorText(result.current.error)).toBe(CONVERT_FAILED_TEXT));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
