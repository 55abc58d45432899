// @vitest-environment jsdom
// The deposit and withdraw hooks: per-user data only for a logged-in user, the chains without a
// login, a failure thrown with the server's code and message, the quota of the chosen chain,
// the iota address and the acknowledged alert written to the cache, and place / cancel
// reloading records and balances by key prefix (create reloads only the records).
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useAcknowledgeUserAlert,
  useCancelWithdraw,
  useChains,
  useCreateWithdraw,
  useDepositAddress,
  useGenerateDepositAddress,
  usePlaceWithdraw,
  useRecentDwHistory,
  useUserAlert,
  useWithdrawInfo,
  useWithdrawQuota,
} from '@/queries/deposit-withdraw';
import { QueryFailure } from '@/queries/failure';
import { depositWithdrawKeys, recordsKeys, tradingKeys, walletKeys } from '@/queries/keys';
import { fetchChains } from '@/services/wallet/chains';
import { acknowledgeUserAlert, fetchDepositAddress, fetchUserAlert } from '@/services/wallet/deposit';
import { fetchDwHistory } from '@/services/wallet/dw-history';
import { cancelWithdraw, createWithdraw, fetchWithdrawInfo, fetchWithdrawQuota, placeWithdrawOnce } from '@/services/wallet/withdraw';
import { renderHookWithQueryClient } from '../support/render';

vi.mock('@/services/wallet/chains', () => ({ fetchChains: vi.fn() }));
vi.mock('@/services/wallet/deposit', () => ({
  DEPOSIT_ALERT_ID: 1,
  fetchDepositAddress: vi.fn(),
  fetchDepositCurrencies: vi.fn(),
  fetchTinyDeposits: vi.fn(),
  fetchUserAlert: vi.fn(),
  acknowledgeUserAlert: vi.fn(),
}));
vi.mock('@/services/wallet/dw-history', () => ({ fetchDwHistory: vi.fn() }));
vi.mock('@/services/wallet/withdraw', () => ({
  cancelWithdraw: vi.fn(),
  createWithdraw: vi.fn(),
  fetchWithdrawInfo: vi.fn(),
  fetchWithdrawQuota: vi.fn(),
  checkWithdrawRisk: vi.fn(),
  placeWithdrawOnce: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function ok<T>(data: T) {
  return { success: true as const, code: 200, message: '', data };
}

const ADDRESS = { currency: 'iota', chain: 'iota', address: 'A'.repeat(81), tag: '' };

describe('deposit hooks', () => {
  it('asks the deposit address only for a logged-in user with a currency and chain', async () => {
    vi.mocked(fetchDepositAddress).mockResolvedValue(ok(ADDRESS));
    const { result, rerender } = renderHookWithQueryClient(({ loggedIn }: { loggedIn: boolean }) => useDepositAddress('IOTA', 'iota', loggedIn), { initialProps: { loggedIn: false } });
    expect(fetchDepositAddress).not.toHaveBeenCalled();
    rerender({ loggedIn: true });
    await waitFor(() => expect(result.current.data).toEqual(ADDRESS));
    expect(fetchDepositAddress).toHaveBeenCalledWith({ currency: 'iota', chain: 'iota' }, { silent: true });
  });

  it('throws the address failure with the server message', async () => {
    vi.mocked(fetchDepositAddress).mockResolvedValue({ success: false, code: 500, message: '地址生成失败', data: null });
    const { result } = renderHookWithQueryClient(() => useDepositAddress('btc', 'btc', true));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(QueryFailure);
    expect(result.current.error?.message).toBe('地址生成失败');
  });

  it('writes a generated iota address over the cached one', async () => {
    const fresh = { ...ADDRESS, address: 'B'.repeat(81) };
    vi.mocked(fetchDepositAddress).mockResolvedValue(ok(fresh));
    const { result, client } = renderHookWithQueryClient(() => useGenerateDepositAddress());
    client.setQueryData(depositWithdrawKeys.depositAddress('iota', 'iota'), ADDRESS);
    await result.current.mutateAsync({ currency: 'IOTA', chain: 'iota' });
    expect(fetchDepositAddress).toHaveBeenCalledWith({ currency: 'iota', chain: 'iota', genDag: true });
    expect(client.getQueryData(depositWithdrawKeys.depositAddress('iota', 'iota'))).toEqual(fresh);
  });

  it('loads the chains without a login', async () => {
    vi.mocked(fetchChains).mockResolvedValue(ok([]));
    const { result } = renderHookWithQueryClient(() => useChains('USDT'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchChains).toHaveBeenCalledWith('usdt', { silent: true });
  });

  it('keeps the acknowledged alert in the cache', async () => {
    vi.mocked(fetchUserAlert).mockResolvedValue(ok({ alertId: 1, acknowledged: false }));
    vi.mocked(acknowledgeUserAlert).mockResolvedValue(ok({ alertId: 1, acknowledged: true }));
    const { result, client } = renderHookWithQueryClient(() => ({ alert: useUserAlert(true), acknowledge: useAcknowledgeUserAlert() }));
    await waitFor(() => expect(result.current.alert.data).toEqual({ alertId: 1, acknowledged: false }));
    await result.current.acknowledge.mutateAsync();
    expect(client.getQueryData(depositWithdrawKeys.userAlert(1))).toEqual({ alertId: 1, acknowledged: true });
  });
});

describe('withdraw hooks', () => {
  it('selects the chosen chain of the quota and loads the info per currency and chain', async () => {
    const chain = { chain: 'trc20usdt', maxPerRequest: '1000', perDay: '5000', remainPerDay: '4000', perYear: null, remainPerYear: null, total: null, remainTotal: null };
    vi.mocked(fetchWithdrawQuota).mockResolvedValue(ok({ currency: 'usdt', chains: [chain] }));
    vi.mocked(fetchWithdrawInfo).mockResolvedValue({ success: false, code: 'dw-info-error', message: '获取失败', data: null });
    const { result } = renderHookWithQueryClient(() => ({ quota: useWithdrawQuota('usdt', 'trc20usdt', true), info: useWithdrawInfo('usdt', 'trc20usdt', true) }));
    await waitFor(() => expect(result.current.quota.data).toEqual(chain));
    await waitFor(() => expect(result.current.info.isError).toBe(true));
    expect((result.current.info.error as QueryFailure).code).toBe('dw-info-error');
  });

  it('asks the newest records of a currency', async () => {
    vi.mocked(fetchDwHistory).mockResolvedValue(ok([]));
    const { result } = renderHookWithQueryClient(() => useRecentDwHistory('deposit', 'BTC', true));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchDwHistory).toHaveBeenCalledWith({ type: 'deposit', currency: 'btc', size: 10, direct: 'next' }, { silent: true });
  });

  it('place and cancel reload the records, the withdraw info, the balances and the finance records; create only the records', async () => {
    vi.mocked(createWithdraw).mockResolvedValue(ok('7'));
    vi.mocked(placeWithdrawOnce).mockResolvedValue(ok({ id: '7', alreadySubmitted: false }));
    vi.mocked(cancelWithdraw).mockResolvedValue(ok('7'));
    const { result, client } = renderHookWithQueryClient(() => ({ create: useCreateWithdraw(), place: usePlaceWithdraw(), cancel: useCancelWithdraw() }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

    await result.current.create.mutateAsync({ values: { currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: '0x' }, requestId: 'c1' });
    expect(keys()).toEqual([depositWithdrawKeys.history()]);
    invalidate.mockClear();

    await result.current.place.mutateAsync({ values: { id: '7', codes: { emailCode: '123456' }, clientOrderId: 'w1' }, requestId: 'r1' });
    expect(placeWithdrawOnce).toHaveBeenCalledWith('7', { emailCode: '123456' }, 'w1', { silent: true });
    expect(keys()).toEqual([depositWithdrawKeys.history(), depositWithdrawKeys.withdraw(), walletKeys.all, tradingKeys.balances(), recordsKeys.all]);
    invalidate.mockClear();

    await result.current.cancel.mutateAsync({ values: { id: '7' }, requestId: 'r2' });
    expect(cancelWithdraw).toHaveBeenCalledWith('7');
    expect(keys()).toEqual([depositWithdrawKeys.history(), depositWithdrawKeys.withdraw(), walletKeys.all, tradingKeys.balances(), recordsKeys.all]);
  });

  it('a failed place keeps the server code and reloads nothing', async () => {
    vi.mocked(placeWithdrawOnce).mockResolvedValue({ success: false, code: 'dw-insufficient-balance', message: 'Insufficient balance.', data: null });
    const { result, client } = renderHookWithQueryClient(() => usePlaceWithdraw());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await expect(result.current.mutateAsync({ values: { id: '7', codes: {} }, requestId: 'r1' })).rejects.toMatchObject({ code: 'dw-insufficient-balance' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('depositWithdrawKeys', () => {
  it('nests the records and withdraw data under prefixes a mutation can invalidate', () => {
    expect(depositWithdrawKeys.recentHistory('withdraw', 'usdt').slice(0, 2)).toEqual([...depositWithdrawKeys.history()]);
    expect(depositWithdrawKeys.withdrawInfo('usdt', 'trc20usdt').slice(0, 2)).toEqual([...depositWithdrawKeys.withdraw()]);
    expect(depositWithdrawKeys.withdrawQuota('usdt').slice(0, 2)).toEqual([...depositWithdrawKeys.withdraw()]);
    expect(depositWithdrawKeys.depositAddress('btc', 'btc')[0]).toBe('depositWithdraw');
  });
});
