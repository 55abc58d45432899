// Contract market calls of the dm (delivery) family (exchange-wallet-fiat.md section 3). Numbers
// that are prices become decimal strings in the services.

import * as z from 'zod/mini';
import { defineCall } from './define';
import { mergedTickSchema } from './pro/market';

z.config({ jitless: true });

export { mergedTickSchema, type RawMergedTick } from './pro/market';

export const deliveryContractSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  contract_code: z.string().check(z.minLength(1)),
  contract_type: z.string(),
  contract_short_type: z.optional(z.string()),
  delivery_date: z.string(),
  price_tick: z.number(),
});

export const heartbeatSchema = z.object({
  heartbeat: z.number(),
  swap_heartbeat: z.number(),
  linear_swap_heartbeat: z.number(),
  estimated_recovery_time: z.optional(z.nullable(z.number())),
});

export type RawDeliveryContract = z.infer<typeof deliveryContractSchema>;
export type RawHeartbeat = z.infer<typeof heartbeatSchema>;

/** GET → every delivery contract */
export const contractInfo = defineCall({ family: 'dm', method: 'GET', pattern: '/api/v1/contract_contract_info', response: z.array(deliveryContractSchema) });
/** GET → the three markets' heartbeats (0 = down) */
export const heartbeat = defineCall({ family: 'dm', method: 'GET', pattern: '/heartbeat/', response: heartbeatSchema });
/** GET ?symbol=BTC_CQ → tick */
export const mergedTicker = defineCall({ family: 'dm', method: 'GET', pattern: '/market/detail/merged', response: mergedTickSchema });
