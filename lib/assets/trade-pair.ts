// The pair a currency row's 交易 action opens (exchange-wallet-fiat.md section 9): the first of
// the quotes usdt, husd, btc, eth, ht that the currency trades against among the available
// symbols. None for a currency that is itself the only candidate quote or has no such pair.

import { DEFAULT_QUOTE, pairSlug, QUOTE_ORDER } from '@/lib/settings/symbols';

export interface TradePairSymbol {
  symbol: string;
  base: string;
  quote: string;
}

export interface TradePair {
  symbol: string;
  base: string;
  quote: string;
  /** The exchange page's path part, `eth_usdt`. */
  slug: string;
}

/** Section 9: usdt first (the default quote), then husd, btc, eth, ht. */
export const TRADE_QUOTE_ORDER: readonly string[] = [DEFAULT_QUOTE, ...QUOTE_ORDER.filter((quote) => quote !== DEFAULT_QUOTE)];

/**
 * The pair to trade `currency` on, or null. `symbols` are the ones the user may trade (listed,
 * not hidden); a pair quoted in a currency outside the order is not offered.
 */
export function tradePairFor(currency: string, symbols: readonly TradePairSymbol[]): TradePair | null {
  const base = currency.trim().toLowerCase();
  if (base === '') return null;
  for (const quote of TRADE_QUOTE_ORDER) {
    if (quote === base) continue;
    const found = symbols.find((symbol) => symbol.base.toLowerCase() === base && symbol.quote.toLowerCase() === quote);
    if (found) return { symbol: found.symbol.toLowerCase(), base, quote, slug: pairSlug({ base, quote }) };
  }
  return null;
}
