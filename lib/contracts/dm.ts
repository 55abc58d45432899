// Contract market calls of the dm (delivery) family (exchange-wallet-fiat.md section 3). Numbers
// that are prices become decimal strings in the services.

import * as z from 'zod/mini';
import { defineCall } from './define';
import { mergedTickSchema } from './pro/market';
import { wireAmountSchema } from './wire';

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

// ---- balances (exchange-wallet-fiat.md section 3 "Derivatives row: symbol, margin_balance"; option: symbol) ----
// Contract envelopes: {status:'ok', data, ts} / {status:'error', err_code, err_msg, ts}; 1220 is
// "not opened", 1010 and 1011 are classified by lib rules (section 8). POST with a JSON body.

/** One coin-margined account (delivery or option): the coin and its margin figures. */
export const rawDerivativeAccountSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  margin_balance: wireAmountSchema,
  margin_available: z.optional(z.nullable(wireAmountSchema)),
  margin_frozen: z.optional(z.nullable(wireAmountSchema)),
  withdraw_available: z.optional(z.nullable(wireAmountSchema)),
  contract_code: z.optional(z.nullable(z.string())),
  margin_asset: z.optional(z.nullable(z.string())),
});

export type RawDerivativeAccount = z.infer<typeof rawDerivativeAccountSchema>;

/** The optional body: one coin (`symbol`) or every coin. */
export const derivativeAccountRequestSchema = z.object({ symbol: z.optional(z.string()) });

/** POST {symbol?} → [{symbol, margin_balance, margin_available, margin_frozen, withdraw_available}] */
export const contractAccountInfo = defineCall({
  family: 'dm',
  method: 'POST',
  pattern: '/api/v1/contract_account_info',
  request: derivativeAccountRequestSchema,
  response: z.array(rawDerivativeAccountSchema),
});
/** POST {symbol?} → [{symbol, margin_balance, …}] of the option accounts */
export const optionAccountInfo = defineCall({
  family: 'dm',
  method: 'POST',
  pattern: '/option-api/v1/option_account_info',
  request: derivativeAccountRequestSchema,
  response: z.array(rawDerivativeAccountSchema),
});
