// ETP calls of the pro family (exchange-wallet-fiat.md section 7 "Trading": "POST order place (...
// ETP creation or redemption ...)", "ETP info, rebalance and order lists; ETP exchange limit;
// exchange limit by symbol (retry 30 s); position limit amount"), on the paths of the public v2
// ETP API. v2 envelopes; amounts come as strings or numbers.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema as wireAmount, wireIdSchema as wireId } from '../wire';

z.config({ jitless: true });

export const rawEtpReferenceSchema = z.object({
  etpName: z.string(),
  displayName: z.optional(z.string()),
  currency: z.string(),
  netValue: wireAmount,
  leverage: wireAmount,
  managementFeeRate: wireAmount,
  creationFeeRate: wireAmount,
  redemptionFeeRate: wireAmount,
  etpStatus: z.string(),
});

export const rawEtpExchangeLimitSchema = z.object({
  etpName: z.string(),
  minCreationValue: wireAmount,
  maxCreationValue: wireAmount,
  dailyCreationRemaining: wireAmount,
  minRedemptionAmount: wireAmount,
  maxRedemptionAmount: wireAmount,
  dailyRedemptionRemaining: wireAmount,
});

export const rawEtpPositionLimitSchema = z.object({ currency: z.string(), maxHoldings: wireAmount, holdings: z.optional(wireAmount) });

export const rawEtpTransactionSchema = z.object({
  transactId: wireId,
  etpName: z.string(),
  transactType: z.enum(['creation', 'redemption']),
  transactAmount: wireAmount,
  transactValue: wireAmount,
  transactPrice: wireAmount,
  transactFee: wireAmount,
  feeCurrency: z.optional(z.string()),
  currency: z.optional(z.string()),
  transactStatus: z.string(),
  transactTime: z.number(),
});

export const rawEtpRebalanceSchema = z.object({
  symbol: z.string(),
  rebalTime: z.number(),
  rebalType: z.optional(z.string()),
  netValue: wireAmount,
  leverage: z.optional(wireAmount),
});

export const etpTradeResultSchema = z.object({ transactId: wireId, transactTime: z.number() });

export const creationRequestSchema = z.object({ etpName: z.string(), value: z.string(), currency: z.string() });
export const redemptionRequestSchema = z.object({ etpName: z.string(), amount: z.string(), currency: z.string() });

export type RawEtpReference = z.infer<typeof rawEtpReferenceSchema>;
export type RawEtpExchangeLimit = z.infer<typeof rawEtpExchangeLimitSchema>;
export type RawEtpPositionLimit = z.infer<typeof rawEtpPositionLimitSchema>;
export type RawEtpTransaction = z.infer<typeof rawEtpTransactionSchema>;
export type RawEtpRebalance = z.infer<typeof rawEtpRebalanceSchema>;

/** GET ?etpName= */
export const etpReference = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/etp/reference', response: rawEtpReferenceSchema });
/** GET ?etpName= : single min/max and the day's remaining quota of both directions */
export const etpExchangeLimit = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/etp/exchange-limit', response: rawEtpExchangeLimitSchema });
/** GET ?currency=a,b → [{currency, maxHoldings, holdings}] */
export const etpPositionLimit = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/etp/limit', response: z.array(rawEtpPositionLimitSchema) });
/** POST {etpName, value, currency} → {transactId, transactTime} */
export const etpCreation = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/etp/creation', request: creationRequestSchema, response: etpTradeResultSchema });
/** POST {etpName, amount, currency} → {transactId, transactTime} */
export const etpRedemption = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/etp/redemption', request: redemptionRequestSchema, response: etpTradeResultSchema });
/** GET ?etpNames=&transactTypes=&size= → the user's records, newest first */
export const etpTransactions = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/etp/transactions', response: z.array(rawEtpTransactionSchema) });
/** GET ?symbol= → the ETP's rebalances */
export const etpRebalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/etp/rebalance', response: z.array(rawEtpRebalanceSchema) });
