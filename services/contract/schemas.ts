// Contract market calls of the dm and swap families (exchange-wallet-fiat.md section 3), as zod
// schemas. Paths are below the family base. Numbers that are prices become decimal strings in
// the call functions.

import * as z from 'zod/mini';

// See services/uc/schemas.ts: no eval probe under the CSP.
z.config({ jitless: true });

export const DM_PATHS = {
  contractInfo: '/api/v1/contract_contract_info', // GET
  heartbeat: '/heartbeat/', // GET
  mergedTicker: '/market/detail/merged', // GET ?symbol=BTC_CQ
} as const;

export const SWAP_PATHS = {
  swapInfo: '/swap-api/v1/swap_contract_info', // GET
  linearSwapInfo: '/linear-swap-api/v1/swap_contract_info', // GET
  mergedTicker: '/swap-ex/market/detail/merged', // GET ?contract_code=BTC-USD
} as const;

export const deliveryContractSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  contract_code: z.string().check(z.minLength(1)),
  contract_type: z.string(),
  contract_short_type: z.optional(z.string()),
  delivery_date: z.string(),
  price_tick: z.number(),
});

export const swapContractSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  contract_code: z.string().check(z.minLength(1)),
  price_tick: z.number(),
});

export const heartbeatSchema = z.object({
  heartbeat: z.number(),
  swap_heartbeat: z.number(),
  linear_swap_heartbeat: z.number(),
  estimated_recovery_time: z.optional(z.nullable(z.number())),
});

const bookSideSchema = z.tuple([z.number(), z.number()]);

/** The `tick` of a merged ticker (the envelope layer hands it over as `data`). */
export const mergedTickSchema = z.object({
  id: z.optional(z.number()),
  open: z.number(),
  close: z.number(),
  high: z.number(),
  low: z.number(),
  amount: z.number(),
  vol: z.number(),
  count: z.optional(z.number()),
  bid: z.optional(z.nullable(bookSideSchema)),
  ask: z.optional(z.nullable(bookSideSchema)),
  ts: z.optional(z.number()),
});

export type RawDeliveryContract = z.infer<typeof deliveryContractSchema>;
export type RawSwapContract = z.infer<typeof swapContractSchema>;
export type RawHeartbeat = z.infer<typeof heartbeatSchema>;
export type RawMergedTick = z.infer<typeof mergedTickSchema>;
