// @vitest-environment jsdom
// The exchange page hands its server-loaded symbols to the query cache (HydrationBoundary): the
// list paints from them at once, and the browser still refreshes its cached list by ts.
import { HydrationBoundary } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { dehydrateMarketSymbols } from '@/queries/hydration';
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
