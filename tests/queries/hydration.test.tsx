// @vitest-environment jsdom
// The exchange page hands its server-loaded symbols to the query cache (HydrationBoundary): the
// list paints from them at once, and the browser still refreshes its cached list by ts.
import { HydrationBoundary } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { makeQueryClient } from '@/queries/client';
import { requestFailedEnvelope } from '@/services/http';
import { QueryFailure, unwrap } from '@/queries/failure';
import { dehydrateAnswers, dehydrateMarketSymbols } from '@/queries/hydration';
import { ServerAnswers } from '@/queries/server-state';
import { marketKeys } from '@/queries/keys';
import { useMarketSymbols } from '@/queries/market';
import { loadSymbols } from '@/services/market/symbol-cache';
import { marketSymbol } from '../components/market/fixtures';
import { renderWithQueryClient } from '../support/render';

vi.mock('@/services/market/symbol-cache', () => ({ loadSymbols: vi.fn() }));

beforeEach(() => vi.mocked(loadSymbols).mockReset());
afterEach(cleanup);

function SymbolNames() {
  const symbols = useMarketSymbols().data ?? [];
  return <p data-testid="symbols">{symbols.map((symbol) => symbol.symbol).join(',')}</p>;
}

const btc = marketSymbol();
const eth = marketSymbol({ base: 'eth' });

describe('dehydrateMarketSymbols', () => {
  it('paints the server list at once, then the refreshed cached list', async () => {
    vi.mocked(loadSymbols).mockResolvedValue({ symbols: [btc, eth], source: 'network' } as Awaited<ReturnType<typeof loadSymbols>>);
    renderWithQueryClient(
      <HydrationBoundary state={dehydrateMarketSymbols([btc])}>
        <SymbolNames />
      </HydrationBoundary>,
    );
    expect(screen.getByTestId('symbols').textContent).toBe('btcusdt');
    await waitFor(() => expect(screen.getByTestId('symbols').textContent).toBe('btcusdt,ethusdt'));
    expect(loadSymbols).toHaveBeenCalledTimes(1);
  });

  it('keeps the server list when the browser has no list to offer', async () => {
    vi.mocked(loadSymbols).mockResolvedValue({ symbols: [] as MarketSymbol[], source: 'network' } as Awaited<ReturnType<typeof loadSymbols>>);
    const { client } = renderWithQueryClient(
      <HydrationBoundary state={dehydrateMarketSymbols([btc])}>
        <SymbolNames />
      </HydrationBoundary>,
    );
    await waitFor(() => expect(loadSymbols).toHaveBeenCalled());
    await waitFor(() => expect(client.getQueryState(marketKeys.symbols())?.fetchStatus).toBe('idle'));
    expect(screen.getByTestId('symbols').textContent).toBe('btcusdt');
  });
});

describe('dehydrateAnswers and ServerAnswers', () => {
  const failure = { success: false as const, code: 1220, message: '未开通合约', data: null };

  async function serverClient() {
    const client = makeQueryClient();
    await client.prefetchQuery({ queryKey: ['answer', 'ok'], queryFn: async () => ({ rows: ['usdt'] }), retry: false });
    await client.prefetchQuery({ queryKey: ['answer', 'failed'], queryFn: async () => unwrap(failure), retry: false });
    await client.prefetchQuery({ queryKey: ['answer', 'bug'], queryFn: async () => Promise.reject(new TypeError('not a business failure')), retry: false });
    // Failures the browser can mend itself: an unreachable upstream, a token only its ticket exchange renews.
    await client.prefetchQuery({ queryKey: ['answer', 'unreachable'], queryFn: async () => unwrap(requestFailedEnvelope()), retry: false });
    await client.prefetchQuery({ queryKey: ['answer', 'login'], queryFn: async () => unwrap({ success: false, code: 'login-required', message: 'login required', data: null }), retry: false });
    void client.prefetchQuery({ queryKey: ['answer', 'pending'], queryFn: () => new Promise(() => undefined) });
    return client;
  }

  it('hands over answers and business failures (not the ones the browser can mend), as plain data that survives JSON', async () => {
    const state = dehydrateAnswers(await serverClient());
    const keys = state.queries.map((query) => query.queryKey[1]);
    expect(keys.sort()).toEqual(['failed', 'ok']);
    const travelled = JSON.parse(JSON.stringify(state)) as typeof state;
    const failed = travelled.queries.find((query) => query.queryKey[1] === 'failed');
    expect(failed?.state.error).toEqual({ queryFailure: failure });
  });

  it('gives the browser cache the answer and the failure as a QueryFailure with its code', async () => {
    const state = JSON.parse(JSON.stringify(dehydrateAnswers(await serverClient()))) as ReturnType<typeof dehydrateAnswers>;
    const { client } = renderWithQueryClient(
      <ServerAnswers state={state}>
        <p>ready</p>
      </ServerAnswers>,
    );
    expect(client.getQueryData(['answer', 'ok'])).toEqual({ rows: ['usdt'] });
    const error = client.getQueryState(['answer', 'failed'])?.error;
    expect(error).toBeInstanceOf(QueryFailure);
    expect((error as QueryFailure).code).toBe(1220);
    expect((error as QueryFailure).failure.message).toBe('未开通合约');
  });

  it('renders its children unchanged without server answers', () => {
    renderWithQueryClient(
      <ServerAnswers state={null}>
        <p data-testid="child">ready</p>
      </ServerAnswers>,
    );
    expect(screen.getByTestId('child').textContent).toBe('ready');
  });
});
