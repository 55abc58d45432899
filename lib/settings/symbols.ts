// Trading symbols as the market list and the exchange page use them, built from an expanded
// `/v2/settings/common/symbols` record (spec sections 3, 4 and 9).

import { PRECISION_DEFAULTS } from '@/lib/decimal';
import { finiteNumber, flag, parseTags, precision, text } from './fields';

export interface SymbolPartition {
  id: number;
  name: string;
  weight: number;
}

export interface MarketSymbol {
  /** Symbol code, e.g. `btcusdt`. */
  symbol: string;
  base: string;
  quote: string;
  baseDisplayName: string;
  quoteDisplayName: string;
  /** E.g. `BTC/USDT`. */
  displayName: string;
  state: string;
  tradeEnabled: boolean;
  whiteEnabled: boolean;
  countryDisabled: boolean;
  /** Lower-cased, e.g. prime, etp, hidden, alts, st, hadax. */
  tags: string[];
  /** symbol_partition, e.g. `main`, `innovation`, `potentials`; '' when absent. */
  partition: string;
  partitions: SymbolPartition[];
  pricePrecision: number;
  amountPrecision: number;
  totalPrecision: number;
  feePrecision: number;
  weight: number;
  /** Epoch ms. */
  tradeOpenAt?: number;
  leverageRatio?: string;
  superMarginLeverageRatio?: string;
  etpLeverageRatio?: string;
  /** ETP direction: 1 long, 2 short. */
  direction?: number;
}

/** Section 9: the quote tabs' order; other quotes follow alphabetically. */
export const QUOTE_ORDER = ['usdt', 'husd', 'btc', 'eth', 'ht'] as const;
export const DEFAULT_QUOTE = 'usdt';

const POTENTIALS = 'potentials';

// Ratios arrive as numbers or strings; kept as decimal text.
function ratio(value: unknown): string | undefined {
  if (typeof value === 'string') return text(value);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function parsePartitions(value: unknown): SymbolPartition[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, weight } = item as Record<string, unknown>;
    const partitionId = finiteNumber(id);
    if (partitionId === undefined) return [];
    return [{ id: partitionId, name: typeof name === 'string' ? name : '', weight: finiteNumber(weight) ?? 0 }];
  });
}

/** The UI model of an expanded symbol record; null without a symbol code, base or quote. */
export function toMarketSymbol(expanded: Readonly<Record<string, unknown>>): MarketSymbol | null {
  const symbol = text(expanded.symbol_code)?.toLowerCase();
  const base = text(expanded.base_currency)?.toLowerCase();
  const quote = text(expanded.quote_currency)?.toLowerCase();
  if (symbol === undefined || base === undefined || quote === undefined) return null;
  const baseDisplayName = text(expanded.base_currency_display_name) ?? base.toUpperCase();
  const quoteDisplayName = text(expanded.quote_currency_display_name) ?? quote.toUpperCase();
  return {
    symbol,
    base,
    quote,
    baseDisplayName,
    quoteDisplayName,
    displayName: text(expanded.display_name) ?? `${baseDisplayName}/${quoteDisplayName}`,
    state: text(expanded.state) ?? 'unknown',
    tradeEnabled: flag(expanded.trade_enabled),
    whiteEnabled: flag(expanded.white_enabled),
    countryDisabled: flag(expanded.country_disabled),
    tags: parseTags(expanded.tags),
    partition: text(expanded.symbol_partition) ?? '',
    partitions: parsePartitions(expanded.partitions),
    pricePrecision: precision(expanded.trade_price_precision, PRECISION_DEFAULTS.price),
    amountPrecision: precision(expanded.trade_amount_precision, PRECISION_DEFAULTS.amount),
    totalPrecision: precision(expanded.trade_total_precision, PRECISION_DEFAULTS.total),
    feePrecision: precision(expanded.fee_precision, PRECISION_DEFAULTS.fee),
    weight: finiteNumber(expanded.weight) ?? 0,
    tradeOpenAt: finiteNumber(expanded.trade_open_at),
    leverageRatio: ratio(expanded.leverage_ratio),
    superMarginLeverageRatio: ratio(expanded.super_margin_leverage_ratio),
    etpLeverageRatio: ratio(expanded.etp_leverage_ratio),
    direction: finiteNumber(expanded.direction),
  };
}

/** Section 4: excluded when offline or country-disabled, unless white-enabled. */
export function isSymbolListed(symbol: MarketSymbol): boolean {
  if (symbol.whiteEnabled) return true;
  return symbol.state !== 'offline' && !symbol.countryDisabled;
}

export function isSymbolHidden(symbol: MarketSymbol): boolean {
  return symbol.tags.includes('hidden');
}

export function isEtp(symbol: MarketSymbol): boolean {
  return symbol.tags.includes('etp');
}

export function isPrime(symbol: MarketSymbol): boolean {
  return symbol.tags.includes('prime');
}

/** The observation area ("potentials"), by symbol partition or partition name. */
export function isPotentials(symbol: MarketSymbol): boolean {
  return (
    symbol.partition.toLowerCase() === POTENTIALS ||
    symbol.partitions.some((partition) => partition.name.toLowerCase() === POTENTIALS)
  );
}

/** Listed, not hidden, by weight descending (ties keep the server order). */
export function visibleSymbols(list: readonly MarketSymbol[]): MarketSymbol[] {
  return list.filter((symbol) => isSymbolListed(symbol) && !isSymbolHidden(symbol)).sort((a, b) => b.weight - a.weight);
}

function quoteRank(quote: string): number {
  const index = (QUOTE_ORDER as readonly string[]).indexOf(quote);
  return index === -1 ? QUOTE_ORDER.length : index;
}

/** The quote currencies present, in the section 9 order, then alphabetically. */
export function quoteTabs(symbols: readonly MarketSymbol[]): string[] {
  const quotes = [...new Set(symbols.map((symbol) => symbol.quote))];
  return quotes.sort((a, b) => quoteRank(a) - quoteRank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Distinct partitions of the symbols quoted in `quote`, by weight descending. */
export function partitionsOf(symbols: readonly MarketSymbol[], quote: string): SymbolPartition[] {
  const byId = new Map<number, SymbolPartition>();
  for (const symbol of symbols) {
    if (symbol.quote !== quote) continue;
    for (const partition of symbol.partitions) {
      if (!byId.has(partition.id)) byId.set(partition.id, partition);
    }
  }
  return [...byId.values()].sort((a, b) => b.weight - a.weight);
}

/** The exchange page's URL part, e.g. `btc_usdt`. */
export function pairSlug(symbol: Pick<MarketSymbol, 'base' | 'quote'>): string {
  return `${symbol.base}_${symbol.quote}`.toLowerCase();
}

export function findSymbol(list: readonly MarketSymbol[], base: string, quote: string): MarketSymbol | undefined {
  const wantedBase = base.toLowerCase();
  const wantedQuote = quote.toLowerCase();
  return list.find((symbol) => symbol.base === wantedBase && symbol.quote === wantedQuote);
}
