// The market services against the real mock handlers (no inline answers): the answers read
// with the contracts' schemas and become models.

import { beforeEach, describe, expect, it } from 'vitest';
import { resetHttpConfig } from '@/services/http';
import { fetchChainSettings } from '@/services/market/chain-settings';
import { fetchCurrencySettings } from '@/services/market/currency-settings';
import { fetchExchangeRates, fetchServerTimestamp } from '@/services/market/reference';
import { fetchSymbolSettings } from '@/services/market/symbol-settings';
import { fetchTickers } from '@/services/market/tickers';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser();
});

describe('market services against the mock', () => {
  it('reads the tickers of the listed pairs as decimal strings', async () => {
    const result = await fetchTickers();
    expect(result.success).toBe(true);
    const btc = result.success ? result.data.find((ticker) => ticker.symbol === 'btcusdt') : undefined;
    expect(btc?.close).toMatch(/^\d+(\.\d+)?$/);
  });

  it('reads the settings lists in full, then nothing new after their ts', async () => {
    const symbols = await fetchSymbolSettings();
    if (!symbols.success) throw new Error('symbols failed');
    expect(symbols.data).toMatchObject({ full: 1 });
    expect(symbols.data.data.some((symbol) => symbol.symbol === 'btcusdt')).toBe(true);
    expect(await fetchSymbolSettings(String(symbols.data.ts))).toMatchObject({ success: true, data: { full: 0, data: [] } });
    const currencies = await fetchCurrencySettings();
    expect(currencies.success && currencies.data.data.length).toBeGreaterThan(0);
    const chains = await fetchChainSettings();
    expect(chains.success && chains.data.data.length).toBeGreaterThan(0);
  });

  it('reads the server time and the exchange rates', async () => {
    const before = Date.now();
    const time = await fetchServerTimestamp();
    expect(time.success && time.data).toBeGreaterThanOrEqual(before);
    const rates = await fetchExchangeRates();
    expect(rates.success && rates.data.length).toBeGreaterThan(0);
  });
});
