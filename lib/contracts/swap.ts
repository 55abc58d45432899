// Contract market calls of the swap family: coin-margined and USDT-margined swaps
// (exchange-wallet-fiat.md section 3).

import * as z from 'zod/mini';
import { defineCall } from './define';
import { mergedTickSchema } from './pro/market';

z.config({ jitless: true });

export const swapContractSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  contract_code: z.string().check(z.minLength(1)),
  price_tick: z.number(),
});

export type RawSwapContract = z.infer<typeof swapContractSchema>;

/** GET → the coin-margined swaps (BTC-USD, ...) */
export const swapInfo = defineCall({ family: 'swap', method: 'GET', pattern: '/swap-api/v1/swap_contract_info', response: z.array(swapContractSchema) });
/** GET → the USDT-margined swaps (BTC-USDT, ...) */
export const linearSwapInfo = defineCall({ family: 'swap', method: 'GET', pattern: '/linear-swap-api/v1/swap_contract_info', response: z.array(swapContractSchema) });
/** GET ?contract_code=BTC-USD → tick */
export const mergedTicker = defineCall({ family: 'swap', method: 'GET', pattern: '/swap-ex/market/detail/merged', response: mergedTickSchema });
/** GET ?contract_code=BTC-USDT → tick */
export const linearMergedTicker = defineCall({ family: 'swap', method: 'GET', pattern: '/linear-swap-ex/market/detail/merged', response: mergedTickSchema });
