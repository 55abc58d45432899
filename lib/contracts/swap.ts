// Contract market calls of the swap family: coin-margined and USDT-margined swaps
// (exchange-wallet-fiat.md section 3).

import * as z from 'zod/mini';
import { defineCall } from './define';
import { rawDerivativeAccountSchema } from './dm';
import { mergedTickSchema } from './pro/market';
import { wireAmountSchema } from './wire';

z.config({ jitless: true });

export const swapContractSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  contract_code: z.string().check(z.minLength(1)),
  price_tick: z.number(),
});

export type RawSwapContract = z.infer<typeof swapContractSchema>;

export { rawDerivativeAccountSchema, type RawDerivativeAccount } from './dm';

/** The optional body of the swap account calls: one contract or every one. */
export const swapAccountRequestSchema = z.object({ contract_code: z.optional(z.string()) });

/** The cross USDT-margined account: one per margin account (USDT). */
export const rawLinearCrossAccountSchema = z.object({
  margin_mode: z.string(),
  margin_account: z.string().check(z.minLength(1)),
  margin_asset: z.string(),
  margin_balance: wireAmountSchema,
  margin_static: z.optional(z.nullable(wireAmountSchema)),
  margin_frozen: z.optional(z.nullable(wireAmountSchema)),
  withdraw_available: z.optional(z.nullable(wireAmountSchema)),
});

export type RawLinearCrossAccount = z.infer<typeof rawLinearCrossAccountSchema>;

/** GET → the coin-margined swaps (BTC-USD, ...) */
export const swapInfo = defineCall({ family: 'swap', method: 'GET', pattern: '/swap-api/v1/swap_contract_info', response: z.array(swapContractSchema) });
/** GET → the USDT-margined swaps (BTC-USDT, ...) */
export const linearSwapInfo = defineCall({ family: 'swap', method: 'GET', pattern: '/linear-swap-api/v1/swap_contract_info', response: z.array(swapContractSchema) });
/** GET ?contract_code=BTC-USD → tick */
export const mergedTicker = defineCall({ family: 'swap', method: 'GET', pattern: '/swap-ex/market/detail/merged', response: mergedTickSchema });
/** GET ?contract_code=BTC-USDT → tick */
export const linearMergedTicker = defineCall({ family: 'swap', method: 'GET', pattern: '/linear-swap-ex/market/detail/merged', response: mergedTickSchema });

// ---- balances (exchange-wallet-fiat.md section 3 "Derivatives row: symbol, margin_balance") ----
// Same envelopes and failure codes as the dm family's account calls; the row schema is shared.

/** POST {contract_code?} → [{symbol, contract_code, margin_balance, …}] of the coin-margined swaps */
export const swapAccountInfo = defineCall({
  family: 'swap',
  method: 'POST',
  pattern: '/swap-api/v1/swap_account_info',
  request: swapAccountRequestSchema,
  response: z.array(rawDerivativeAccountSchema),
});
/** POST {contract_code?} → [{symbol, contract_code, margin_asset: 'USDT', margin_balance, …}] of the isolated USDT-margined swaps */
export const linearAccountInfo = defineCall({
  family: 'swap',
  method: 'POST',
  pattern: '/linear-swap-api/v1/swap_account_info',
  request: swapAccountRequestSchema,
  response: z.array(rawDerivativeAccountSchema),
});
/** POST {margin_account?} → [{margin_mode: 'cross', margin_account, margin_asset, margin_balance, …}] of the cross USDT-margined account */
export const linearCrossAccountInfo = defineCall({
  family: 'swap',
  method: 'POST',
  pattern: '/linear-swap-api/v1/swap_cross_account_info',
  request: z.object({ margin_account: z.optional(z.string()) }),
  response: z.array(rawLinearCrossAccountSchema),
});
