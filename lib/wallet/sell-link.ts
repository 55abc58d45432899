// The withdraw screen's sell link (exchange-wallet-fiat.md sections 2 and 6): a user on the sell
// whitelist of a currency is offered to sell it instead, on /zh-cn/exchange/{currency}_{quote}/,
// with the quote the first of usdt, btc, eth, husd that the currency trades against. This order
// differs from the 交易 action's (usdt, husd, btc, eth, ht in lib/assets/trade-pair), so it has
// its own list; the path comes from the route table (with the app's trailing slash).

import type { TradePairSymbol } from '@/lib/assets/trade-pair';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { DEFAULT_LANGUAGE, type Language, parsePair } from '@/lib/routing/segments';

export const SELL_QUOTE_ORDER: readonly string[] = ['usdt', 'btc', 'eth', 'husd'];

/** Whether the user may sell `currency` (it is on the user's sell whitelist). */
export function isWhitelistedSeller(currency: string, sellWhitelist: readonly string[]): boolean {
  const wanted = currency.trim().toLowerCase();
  return wanted !== '' && sellWhitelist.some((item) => item.trim().toLowerCase() === wanted);
}

/** The quote to sell `currency` against, or null when it trades against none of the four. */
export function sellQuoteFor(currency: string, symbols: readonly Pick<TradePairSymbol, 'base' | 'quote'>[]): string | null {
  const base = currency.trim().toLowerCase();
  if (base === '') return null;
  return SELL_QUOTE_ORDER.find((quote) => quote !== base && symbols.some((symbol) => symbol.base.toLowerCase() === base && symbol.quote.toLowerCase() === quote)) ?? null;
}

export interface SellLinkInput {
  currency: string;
  /** The currencies the user may sell (user sell whitelist). */
  sellWhitelist: readonly string[];
  /** The symbols that exist (listed). */
  symbols: readonly Pick<TradePairSymbol, 'base' | 'quote'>[];
  lang?: Language;
}

/** `/zh-cn/exchange/eth_usdt/`, or null when the user may not sell it or no pair exists. */
export function withdrawSellLink(input: SellLinkInput): string | null {
  if (!isWhitelistedSeller(input.currency, input.sellWhitelist)) return null;
  const quote = sellQuoteFor(input.currency, input.symbols);
  if (quote === null) return null;
  const pair = `${input.currency.trim().toLowerCase()}_${quote}`;
  if (parsePair(pair) === null) return null;
  return buildPath(getRoute('exchange/{pair}'), { lang: input.lang ?? DEFAULT_LANGUAGE, pair });
}
