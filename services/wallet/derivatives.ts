// Balances of the derivatives accounts (exchange-wallet-fiat.md sections 3 "Derivatives row",
// 7 "contract (dm), swap, linear and linear cross, option", 8): POST calls of the dm and swap
// families with the contract token. A failure keeps its err_code (1220, 1010, 1011, …) for the
// lib rules that tell not-opened from an empty or dead wallet.

import { post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import * as dm from '@/lib/contracts/dm';
import * as swap from '@/lib/contracts/swap';
import { toDerivativeRow, toLinearCrossRow, type DerivativeRow, type LinearCrossRow } from './convert';

export type { DerivativeRow, LinearCrossRow } from './convert';

function coinBody(symbol?: string): Record<string, string> {
  return symbol ? { symbol: symbol.trim().toUpperCase() } : {};
}

function contractBody(contractCode?: string): Record<string, string> {
  return contractCode ? { contract_code: contractCode.trim().toUpperCase() } : {};
}

/** POST `dm.contractAccountInfo` {symbol?}: the delivery accounts per coin. */
export async function fetchContractBalance(symbol?: string, options?: ShorthandOptions): Promise<ApiResult<DerivativeRow[]>> {
  return parseListEnvelope(await post('dm', dm.contractAccountInfo.path(), coinBody(symbol), options), dm.rawDerivativeAccountSchema, toDerivativeRow);
}

/** POST `dm.optionAccountInfo` {symbol?}: the option accounts. */
export async function fetchOptionBalance(symbol?: string, options?: ShorthandOptions): Promise<ApiResult<DerivativeRow[]>> {
  return parseListEnvelope(await post('dm', dm.optionAccountInfo.path(), coinBody(symbol), options), dm.rawDerivativeAccountSchema, toDerivativeRow);
}

/** POST `swap.swapAccountInfo` {contract_code?}: the coin-margined swap accounts. */
export async function fetchSwapBalance(contractCode?: string, options?: ShorthandOptions): Promise<ApiResult<DerivativeRow[]>> {
  return parseListEnvelope(await post('swap', swap.swapAccountInfo.path(), contractBody(contractCode), options), swap.rawDerivativeAccountSchema, toDerivativeRow);
}

/** POST `swap.linearAccountInfo` {contract_code?}: the isolated USDT-margined accounts. */
export async function fetchLinearBalance(contractCode?: string, options?: ShorthandOptions): Promise<ApiResult<DerivativeRow[]>> {
  return parseListEnvelope(await post('swap', swap.linearAccountInfo.path(), contractBody(contractCode), options), swap.rawDerivativeAccountSchema, toDerivativeRow);
}

/** POST `swap.linearCrossAccountInfo` {margin_account?}: the cross USDT-margined account. */
export async function fetchLinearCrossBalance(marginAccount?: string, options?: ShorthandOptions): Promise<ApiResult<LinearCrossRow[]>> {
  const body = marginAccount ? { margin_account: marginAccount.trim().toUpperCase() } : {};
  return parseListEnvelope(await post('swap', swap.linearCrossAccountInfo.path(), body, options), swap.rawLinearCrossAccountSchema, toLinearCrossRow);
}
