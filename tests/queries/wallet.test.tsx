// @vitest-environment jsdom
// The wallet balance hooks: asked only for a logged-in user, polled every 15 s while the page is
// visible, a failure thrown with the server's code; their keys sit under one `wallet` prefix.
import { matchQuery } from '@tanstack/react-query';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryFailure } from '@/queries/failure';
import { walletKeys } from '@/queries/keys';
import { BALANCE_REFRESH_MS } from '@/lib/assets/balances';
import { balanceQueryOptions, pollWhileFailed, useC2cBalance, useContractBalance, useMiningVisibility, useSpotBalance } from '@/queries/wallet';
import { fetchC2cBalance, fetchMiningVisibility, fetchSpotBalance } from '@/services/wallet/balances';
import { fetchContractBalance } from '@/services/wallet/derivatives';
import { renderHookWithQueryClient, testQueryClient } from '../support/render';

vi.mock('@/services/wallet/balances', () => ({ fetchSpotBalance: vi.fn(), fetchC2cBalance: vi.fn(), fetchMiningVisibility: vi.fn() }));
vi.mock('@/services/wallet/derivatives', () => ({ fetchContractBalance: vi.fn() }));
vi.mock('@/services/wallet/otc', () => ({ fetchOtcBalance: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const SPOT = { accountId: '1', type: 'spot', subtype: '', state: 'working', rows: [] };

describe('balanceQueryOptions', () => {
  it('polls every 15 s while visible, only for a logged-in user', () => {
    expect(BALANCE_REFRESH_MS).toBe(15_000);
    expect(balanceQueryOptions(true)).toEqual({ enabled: true, refetchInterval: 15_000, refetchIntervalInBackground: false });
    expect(balanceQueryOptions(true, { keepFailures: true }).retryOnMount).toBe(false);
    expect(balanceQueryOptions(false).enabled).toBe(false);
    expect(balanceQueryOptions(true, { enabled: false }).enabled).toBe(false);
  });

  it('asks a query that is not polled (the account list behind 理财账户) again every 15 s while it has failed, and only then', () => {
    const interval = balanceQueryOptions(true, { live: false }).refetchInterval;
    expect(interval).toBe(pollWhileFailed);
    expect(pollWhileFailed({ state: { status: 'error' } })).toBe(BALANCE_REFRESH_MS);
    expect(pollWhileFailed({ state: { status: 'success' } })).toBe(false);
    expect(pollWhileFailed({ state: { status: 'pending' } })).toBe(false);
    // On a real cached failure of the query the kind reads.
    const client = testQueryClient();
    const query = client.getQueryCache().build(client, { queryKey: walletKeys.accounts() });
    query.setState({ status: 'error', error: new QueryFailure({ success: false, code: 500, message: 'x', data: null }), errorUpdatedAt: Date.now() });
    expect(pollWhileFailed(query)).toBe(BALANCE_REFRESH_MS);
  });
});

describe('balance hooks', () => {
  function cachedFailure() {
    const client = testQueryClient();
    const failure = new QueryFailure({ success: false, code: 'account-account-id-inexistent', message: 'The account id does not exist', data: null });
    client.getQueryCache().build(client, { queryKey: walletKeys.spot() }).setState({ status: 'error', error: failure, errorUpdatedAt: Date.now() });
    return { client, failure };
  }

  it('with keepFailures, takes a failure already in the cache as the answer: a mounting card does not ask again', () => {
    const { client, failure } = cachedFailure();
    const { result } = renderHookWithQueryClient(() => useSpotBalance(true, { keepFailures: true }), { client });
    expect(result.current.error).toBe(failure);
    expect(result.current.isFetching).toBe(false);
    expect(fetchSpotBalance).not.toHaveBeenCalled();
  });

  it('without it, a screen that mounts asks again after a cached failure', async () => {
    vi.mocked(fetchSpotBalance).mockResolvedValue({ success: true, code: 200, message: '', data: SPOT });
    const { client } = cachedFailure();
    const { result } = renderHookWithQueryClient(() => useSpotBalance(true, { live: false }), { client });
    await waitFor(() => expect(result.current.data).toEqual(SPOT));
    expect(fetchSpotBalance).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a visitor, then loads the spot balance once logged in', async () => {
    vi.mocked(fetchSpotBalance).mockResolvedValue({ success: true, code: 200, message: '', data: SPOT });
    const { result, rerender } = renderHookWithQueryClient(({ loggedIn }: { loggedIn: boolean }) => useSpotBalance(loggedIn), { initialProps: { loggedIn: false } });
    expect(fetchSpotBalance).not.toHaveBeenCalled();
    rerender({ loggedIn: true });
    await waitFor(() => expect(result.current.data).toEqual(SPOT));
  });

  it('asks again every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(fetchSpotBalance).mockResolvedValue({ success: true, code: 200, message: '', data: SPOT });
      const { result } = renderHookWithQueryClient(() => useSpotBalance(true));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(fetchSpotBalance).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS);
      await waitFor(() => expect(fetchSpotBalance).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws a failure with its code (1220 for the delivery account)', async () => {
    vi.mocked(fetchContractBalance).mockResolvedValue({ success: false, code: 1220, message: '未开通', data: null });
    const { result } = renderHookWithQueryClient(() => useContractBalance(true));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(QueryFailure);
    expect((result.current.error as QueryFailure).code).toBe(1220);
  });

  it('passes the c2c param, and keys it', async () => {
    vi.mocked(fetchC2cBalance).mockResolvedValue({ success: true, code: 200, message: '', data: { accountId: '9', state: 'working', rows: [] } });
    const { result, client } = renderHookWithQueryClient(() => useC2cBalance(true, { currency: 'usdt' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchC2cBalance).toHaveBeenCalledWith({ accountType: 'borrow', currency: 'usdt' }, { silent: true });
    expect(client.getQueryData(walletKeys.c2c('borrow', 'usdt'))).toEqual({ accountId: '9', state: 'working', rows: [] });
  });

  it('does not poll the mining switch once it has answered', async () => {
    vi.mocked(fetchMiningVisibility).mockResolvedValue({ success: true, code: 200, message: '', data: { switchStatus: 1, visible: true } });
    const { result, client } = renderHookWithQueryClient(() => ({ switch: useMiningVisibility(true) }));
    await waitFor(() => expect(result.current.switch.isSuccess).toBe(true));
    const query = client.getQueryCache().find({ queryKey: walletKeys.miningVisibility() });
    expect(query?.options).toMatchObject({ refetchInterval: pollWhileFailed });
    expect(query ? pollWhileFailed(query) : null).toBe(false);
  });
});

describe('walletKeys', () => {
  it('every key sits under the wallet prefix; c2c and valuation keys carry their params', () => {
    const reaches = (key: readonly unknown[]) => matchQuery({ queryKey: walletKeys.all }, { queryKey: key, queryHash: JSON.stringify(key) } as never);
    for (const key of [walletKeys.spot(), walletKeys.dm(), walletKeys.linearCross(), walletKeys.c2c('borrow', ''), walletKeys.assetValuation('spot', 'BTC')]) expect(reaches(key)).toBe(true);
    expect(walletKeys.c2c('borrow', 'usdt')).not.toEqual(walletKeys.c2c('borrow', 'btc'));
    expect(walletKeys.assetValuation('spot', 'BTC')).not.toEqual(walletKeys.assetValuation('spot', 'USD'));
  });
});
