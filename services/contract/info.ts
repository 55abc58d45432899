// Contract lists of the delivery (dm), coin-margined swap and USDT-margined swap markets.

import type { DeliveryContract, SwapContract } from '@/lib/market/contracts';
import { toDecimalText } from '@/lib/decimal';
import { get, type ApiResult, type CallOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import { contractInfo, deliveryContractSchema, type RawDeliveryContract } from '@/lib/contracts/dm';
import { linearSwapInfo, swapContractSchema, swapInfo, type RawSwapContract } from '@/lib/contracts/swap';

/** Null for a price tick that is not a non-negative number. */
export function toDeliveryContract(raw: RawDeliveryContract): DeliveryContract | null {
  const priceTick = toDecimalText(raw.price_tick);
  if (priceTick === null) return null;
  const contract: DeliveryContract = {
    symbol: raw.symbol,
    contractCode: raw.contract_code,
    contractType: raw.contract_type,
    deliveryDate: raw.delivery_date,
    priceTick,
  };
  if (raw.contract_short_type !== undefined) contract.contractShortType = raw.contract_short_type;
  return contract;
}

export function toSwapContract(raw: RawSwapContract): SwapContract | null {
  const priceTick = toDecimalText(raw.price_tick);
  return priceTick === null ? null : { symbol: raw.symbol, contractCode: raw.contract_code, priceTick };
}

/** GET `dm.contractInfo` (dm) */
export async function fetchContractInfo(options: CallOptions = {}): Promise<ApiResult<DeliveryContract[]>> {
  return parseListEnvelope(await get('dm', contractInfo.path(), undefined, options), deliveryContractSchema, toDeliveryContract);
}

/** GET `swap.swapInfo` (swap) */
export async function fetchSwapInfo(options: CallOptions = {}): Promise<ApiResult<SwapContract[]>> {
  return parseListEnvelope(await get('swap', swapInfo.path(), undefined, options), swapContractSchema, toSwapContract);
}

/** GET `swap.linearSwapInfo` (swap) */
export async function fetchLinearSwapInfo(options: CallOptions = {}): Promise<ApiResult<SwapContract[]>> {
  return parseListEnvelope(await get('swap', linearSwapInfo.path(), undefined, options), swapContractSchema, toSwapContract);
}
