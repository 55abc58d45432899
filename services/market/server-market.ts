// Market reference data for server renders: the symbol list (to answer 404 for an unknown
// pair and to render the market list), the tickers and the exchange rates, fetched from the
// pro and general upstreams. The lists are shared reference data, not per-user state, so one
// copy is kept per server process for a short while; a failed refresh keeps serving the last
// good copy.

import 'server-only';
import { resolveUpstream } from '@/lib/api/families';
import { exchangeRates } from '@/lib/contracts/general';
import { kline, restKlineCloseSchema, restTickerSchema, tickers } from '@/lib/contracts/pro/market';
import { marketSymbols, symbolSettings } from '@/lib/contracts/pro/settings';
import { toDecimalText } from '@/lib/decimal';
import { expandV1MarketSymbol } from '@/lib/settings/expand';
import { OVERVIEW_SPOT_SYMBOLS } from '@/lib/market/overview';
import { SPARKLINE_BARS, SPARKLINE_PERIOD } from '@/lib/market/sparkline';
import type { MarketTicker } from '@/lib/market/types';
import type { ExchangeRate } from '@/lib/settings/rates';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { normalizeEnvelope } from '@/services/http/envelope';
import { parseListEnvelope } from '@/services/http/parse';
import { parseExchangeRates } from './reference';
import { toMarketTicker } from './tickers';
import { parseSymbolSettingsBody } from './symbol-settings';

const FETCH_TIMEOUT_MS = 3000;
const SYMBOLS_TTL_MS = 30_000;
const TICKERS_TTL_MS = 2_000;
const RATES_TTL_MS = 60_000;
/** An hourly series moves little within a minute; the live price replaces its newest close. */
const SPARKLINES_TTL_MS = 60_000;

interface Cached<T> {
  value: T;
  at: number;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.json();
}

function cachedLoader<T>(ttlMs: number, load: () => Promise<T | null>): () => Promise<T | null> {
  let cached: Cached<T> | null = null;
  let pending: Promise<T | null> | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    pending ??= load()
      .then((value) => {
        if (value !== null) cached = { value, at: Date.now() };
        return value ?? cached?.value ?? null;
      })
      .catch(() => cached?.value ?? null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** Every symbol of the settings (listed or not), or null when none could ever be loaded. */
export const getServerSymbols = cachedLoader<MarketSymbol[]>(SYMBOLS_TTL_MS, async () => {
  const parsed = parseSymbolSettingsBody(await fetchJson(`${resolveUpstream('pro', process.env)}${symbolSettings.path()}`));
  return parsed && parsed.data.length > 0 ? [...parsed.data] : null;
});

/** Tickers by symbol for the first paint; the socket takes over in the browser. */
export const getServerTickers = cachedLoader<Record<string, MarketTicker>>(TICKERS_TTL_MS, async () => {
  const result = parseListEnvelope(normalizeEnvelope(await fetchJson(`${resolveUpstream('pro', process.env)}${tickers.path()}`)), restTickerSchema, toMarketTicker);
  return result.success ? Object.fromEntries(result.data.map((ticker) => [ticker.symbol, ticker])) : null;
});

/** GET `general.exchangeRates` on the general family. */
export const getServerRates = cachedLoader<ExchangeRate[]>(RATES_TTL_MS, async () => {
  const result = parseExchangeRates(normalizeEnvelope(await fetchJson(`${resolveUpstream('general', process.env)}${exchangeRates.path()}`)));
  return result.success ? result.data : null;
});

/** Order minimums of every symbol (GET `settings.marketSymbols`): limit-order minimum amount and minimum value. */
export const getServerOrderMinimums = cachedLoader<Record<string, { minOrderAmount: string | null; minOrderValue: string | null }>>(SYMBOLS_TTL_MS, async () => {
  const envelope = normalizeEnvelope(await fetchJson(`${resolveUpstream('pro', process.env)}${marketSymbols.path()}`));
  if (!envelope.success || !Array.isArray(envelope.data)) return null;
  const text = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? toDecimalText(value) : null);
  const entries = envelope.data.flatMap((record: unknown) => {
    if (typeof record !== 'object' || record === null) return [];
    const expanded = expandV1MarketSymbol(record as Record<string, unknown>);
    const symbol = expanded.symbol;
    if (typeof symbol !== 'string') return [];
    return [[symbol, { minOrderAmount: text(expanded.limit_order_min_order_amt ?? expanded.min_order_amt), minOrderValue: text(expanded.min_order_value) }] as const];
  });
  return Object.fromEntries(entries);
});

/** The closes of one symbol's last SPARKLINE_BARS hourly bars, oldest first, or null. */
async function fetchCloses(symbol: string): Promise<string[] | null> {
  const query = new URLSearchParams({ symbol, period: SPARKLINE_PERIOD, size: String(SPARKLINE_BARS) });
  const result = parseListEnvelope(normalizeEnvelope(await fetchJson(`${resolveUpstream('pro', process.env)}${kline.path()}?${query}`)), restKlineCloseSchema, (bar) => {
    const close = toDecimalText(bar.close);
    return close === null ? null : { id: bar.id, close };
  });
  return result.success ? result.data.sort((a, b) => a.id - b.id).map((bar) => bar.close) : null;
}

/**
 * The home page's sparkline series of the overview pairs, by symbol (one kline call each, kept
 * a minute for every visitor); a pair whose call fails is left out and draws no line.
 */
export const getServerSparklines = cachedLoader<Record<string, string[]>>(SPARKLINES_TTL_MS, async () => {
  const found: Record<string, string[]> = {};
  await Promise.all(
    OVERVIEW_SPOT_SYMBOLS.map(async (symbol) => {
      const closes = await fetchCloses(symbol).catch(() => null);
      if (closes !== null && closes.length > 1) found[symbol] = closes;
    }),
  );
  return Object.keys(found).length > 0 ? found : null;
});
