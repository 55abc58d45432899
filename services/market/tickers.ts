// 24 h tickers of every spot symbol (pro family). Shared by the home page's overview and the
// exchange page's market list.

import type { MarketTicker } from '@/lib/market/types';
import { toTicker } from '@/lib/protocol/market-ticks';
import { get, type ApiResult, type CallOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import { restTickerSchema, tickers, type RestTicker } from '@/lib/contracts/pro/market';

/** The socket's tick conversion; REST sends an empty book side as null. Null for a bad price. */
export function toMarketTicker(raw: RestTicker): MarketTicker | null {
  return toTicker(raw.symbol, { ...raw, bid: raw.bid ?? undefined, ask: raw.ask ?? undefined });
}

/**
 * GET `market.tickers`. A malformed entry is dropped rather than failing the whole list (one bad
 * symbol must not blank every market); a payload that is not a list is a failure.
 */
export async function fetchTickers(options: CallOptions = {}): Promise<ApiResult<MarketTicker[]>> {
  return parseListEnvelope(await get('pro', tickers.path(), undefined, options), restTickerSchema, toMarketTicker);
}
