// 24 h tickers of every spot symbol (pro family). Shared by the home page's overview and the
// exchange page's market list.

import type { MarketTicker } from '@/lib/market/types';
import { get, type ApiResult, type CallOptions } from '@/services/http';
import { decimalText } from './decimal-text';
import { parseListEnvelope } from './parse';
import { MARKET_PATHS, restTickerSchema, type RestTicker } from './schemas';

export function toMarketTicker(raw: RestTicker): MarketTicker {
  const ticker: MarketTicker = {
    symbol: raw.symbol,
    open: decimalText(raw.open),
    close: decimalText(raw.close),
    high: decimalText(raw.high),
    low: decimalText(raw.low),
    amount: decimalText(raw.amount),
    vol: decimalText(raw.vol),
  };
  if (raw.count !== undefined) ticker.count = raw.count;
  if (typeof raw.bid === 'number') ticker.bid = decimalText(raw.bid);
  if (typeof raw.ask === 'number') ticker.ask = decimalText(raw.ask);
  return ticker;
}

/**
 * GET /market/tickers. A malformed entry is dropped rather than failing the whole list (one bad
 * symbol must not blank every market); a payload that is not a list is a failure.
 */
export async function fetchTickers(options: CallOptions = {}): Promise<ApiResult<MarketTicker[]>> {
  return parseListEnvelope(await get('pro', MARKET_PATHS.tickers, undefined, options), restTickerSchema, toMarketTicker);
}
