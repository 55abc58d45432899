// 24 h merged tickers of a delivery contract (dm) and of a coin-margined swap (swap). The
// payload comes under `tick`, which the envelope layer hands over as `data`.

import type { MarketTicker } from '@/lib/market/types';
import { toTicker } from '@/lib/protocol/market-ticks';
import { get, type ApiResult, type CallOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import * as dm from '@/lib/contracts/dm';
import { mergedTickSchema, type RawMergedTick } from '@/lib/contracts/pro/market';
import * as swap from '@/lib/contracts/swap';

/** The tick as a MarketTicker named `symbol` (the tick itself carries no symbol); null for a bad price. */
export function toContractTicker(symbol: string, raw: RawMergedTick): MarketTicker | null {
  return toTicker(symbol, { ...raw, bid: raw.bid?.[0], ask: raw.ask?.[0] });
}

/** GET `dm.mergedTicker`?symbol=BTC_CQ (dm) */
export async function fetchContractTicker(symbol: string, options: CallOptions = {}): Promise<ApiResult<MarketTicker>> {
  const result = await get('dm', dm.mergedTicker.path(), { symbol }, options);
  return parseEnvelope(result, mergedTickSchema, (raw) => toContractTicker(symbol, raw));
}

/** GET `swap.mergedTicker`?contract_code=BTC-USD (swap) */
export async function fetchSwapTicker(contractCode: string, options: CallOptions = {}): Promise<ApiResult<MarketTicker>> {
  const result = await get('swap', swap.mergedTicker.path(), { contract_code: contractCode }, options);
  return parseEnvelope(result, mergedTickSchema, (raw) => toContractTicker(contractCode, raw));
}
