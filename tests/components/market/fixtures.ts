// Small builders of the market models the exchange page's components take.

import type { DepthSnapshot, KlineBar, MarketConnectionState, MarketTicker, MarketTrade, PriceLevel } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';

/** An online, tradable pair; base and quote give the codes and names unless overridden. */
export function marketSymbol(overrides: Partial<MarketSymbol> = {}): MarketSymbol {
  const base = overrides.base ?? 'btc';
  const quote = overrides.quote ?? 'usdt';
  return {
    symbol: `${base}${quote}`,
    base,
    quote,
    baseDisplayName: base.toUpperCase(),
    quoteDisplayName: quote.toUpperCase(),
    displayName: `${base.toUpperCase()}/${quote.toUpperCase()}`,
    state: 'online',
    tradeEnabled: true,
    whiteEnabled: false,
    countryDisabled: false,
    tags: [],
    partition: 'main',
    partitions: [],
    pricePrecision: 2,
    amountPrecision: 4,
    totalPrecision: 6,
    feePrecision: 8,
    weight: 0,
    ...overrides,
  };
}

export function depthSnapshot(overrides: Partial<DepthSnapshot> = {}): DepthSnapshot {
  return { symbol: 'btcusdt', step: 'step0', bids: [], asks: [], version: 1, ts: 1, ...overrides };
}

export function level(price: string, amount: string): PriceLevel {
  return [price, amount];
}

export function marketTrade(tradeId: number, overrides: Partial<MarketTrade> = {}): MarketTrade {
  return { tradeId, ts: tradeId * 1000, price: '100', amount: '1', direction: 'buy', ...overrides };
}

export function marketTicker(symbol: string, overrides: Partial<MarketTicker> = {}): MarketTicker {
  return { symbol, open: '100', close: '100', high: '100', low: '100', amount: '1', vol: '100', ...overrides };
}

export function klineBar(id: number, overrides: Partial<KlineBar> = {}): KlineBar {
  return { id, open: '100', close: '101', low: '99', high: '102', amount: '3', vol: '300', count: 1, ...overrides };
}

export function connectionState(overrides: Partial<MarketConnectionState> = {}): MarketConnectionState {
  return { status: 'live', since: 0, attempt: 0, lastMessageAt: 0, corruptFrames: 0, ...overrides };
}
