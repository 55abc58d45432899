// Calls of the order form besides placement (exchange-wallet-fiat.md sections 3, 6 and 7: "Fees
// and VIP: user rate ... symbol fee"; "Sub-user authority query"). All on the pro family with its
// token. The spec gives the field names, not the paths; the symbol fee path is the real
// service's (PROTOCOL.md 2: v2 envelope).

import * as z from 'zod/mini';
import { defineCall } from '../define';

z.config({ jitless: true });

/** Rates are ratios as decimal strings ('0.002' is 0.2%); numbers are accepted too. */
const rateSchema = z.union([z.string(), z.number()]);
/** Switches arrive as booleans or 0/1 (number or text). */
const switchSchema = z.union([z.boolean(), z.number(), z.string()]);

export const rawUserFeeInfoSchema = z.object({
  'step-rate-type': z.optional(z.nullable(z.union([z.string(), z.number()]))),
  'point-switch': z.optional(z.nullable(switchSchema)),
  'deduction-switch': z.optional(z.nullable(switchSchema)),
  currency: z.optional(z.nullable(z.string())),
  'maker-fee-rate': z.optional(z.nullable(rateSchema)),
  'taker-fee-rate': z.optional(z.nullable(rateSchema)),
  'maker-deduction': z.optional(z.nullable(rateSchema)),
  'taker-deduction': z.optional(z.nullable(rateSchema)),
  level: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});

export const rawSymbolFeeSchema = z.object({
  symbol: z.string(),
  makerFeeRate: rateSchema,
  takerFeeRate: rateSchema,
});

/** The margin types whose authority a sub-user is asked for (section 6). */
export const AUTHORITY_TYPES = ['margin', 'super-margin'] as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[number];

export const rawAuthoritySchema = z.object({
  type: z.string(),
  authority: z.optional(z.nullable(z.string())),
});

export const symbolFeeListSchema = z.array(rawSymbolFeeSchema);

export type RawUserFeeInfo = z.infer<typeof rawUserFeeInfoSchema>;
export type RawSymbolFee = z.infer<typeof rawSymbolFeeSchema>;
export type RawAuthority = z.infer<typeof rawAuthoritySchema>;

/** GET, v1 envelope: the user's fee info (section 3 "Fee info"). */
export const userFeeInfo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/fee/fee-info', response: rawUserFeeInfoSchema });
/** GET ?symbols=btcusdt, v2 envelope: a list of symbol fees. */
export const symbolFee = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/reference/transact-fee-rate', response: symbolFeeListSchema });
/** GET ?type=margin|super-margin, v1 envelope: {type, authority}. */
export const subUserAuthority = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/sub-user/authority', response: rawAuthoritySchema });
