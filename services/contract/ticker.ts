// 24 h merged tickers of a delivery contract (dm) and of a coin-margined swap (swap). The
// payload comes under `tick`, which the envelope layer hands over as `data`.

import type { MarketTicker } from '@/lib/market/types';
import { get, type ApiResult, type CallOptions } from '@/services/http';
import { decimalText } from '@/services/market/decimal-text';
import { parseEnvelope } from '@/services/market/parse';
import { DM_PATHS, SWAP_PATHS, mergedTickSchema, type RawMergedTick } from './schemas';

/** The tick as a MarketTicker named `symbol` (the tick itself carries no symbol). */
export function toContractTicker(symbol: string, raw: RawMergedTick): MarketTicker {
  const ticker: MarketTicker = {
    symbol,
    open: decimalText(raw.open),
    close: decimalText(raw.close),
    high: decimalText(raw.high),
    low: decimalText(raw.low),
    amount: decimalText(raw.amount),
    vol: decimalText(raw.vol),
  };
  if (raw.count !== undefined) ticker.count = raw.count;
  if (raw.bid) ticker.bid = decimalText(raw.bid[0]);
  if (raw.ask) ticker.ask = decimalText(raw.ask[0]);
  return ticker;
}

/** GET /market/detail/merged?symbol=BTC_CQ (dm) */
export async function fetchContractTicker(symbol: string, options: CallOptions = {}): Promise<ApiResult<MarketTicker>> {
  const result = await get('dm', DM_PATHS.mergedTicker, { symbol }, options);
  return parseEnvelope(result, mergedTickSchema, (raw) => toContractTicker(symbol, raw));
}

/** GET /swap-ex/market/detail/merged?contract_code=BTC-USD (swap) */
export async function fetchSwapTicker(contractCode: string, options: CallOptions = {}): Promise<ApiResult<MarketTicker>> {
  const result = await get('swap', SWAP_PATHS.mergedTicker, { contract_code: contractCode }, options);
  return parseEnvelope(result, mergedTickSchema, (raw) => toContractTicker(contractCode, raw));
}
