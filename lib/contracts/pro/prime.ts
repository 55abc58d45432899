// Prime token-launch calls of the pro family (exchange-wallet-fiat.md section 7 "Trading": "POST
// order place (... prime PO and BID variants ...)", "Prime: info, user info, user limit, PO
// result (retry 5 s), BID result, set prime info (content JSON of fp, uid, ts, device_source,
// isAlphaGo); fomo endpoints"). v2 envelopes.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema as wireAmount, wireIdSchema } from '../wire';

z.config({ jitless: true });

export const rawPrimeRoundSchema = z.object({
  roundNum: z.number(),
  roundIssuePrice: wireAmount,
  roundCirculation: wireAmount,
  roundLimitOrderSellPrice: wireAmount,
});

export const rawPrimeInfoSchema = z.object({
  currency: z.string(),
  rounds: z.array(rawPrimeRoundSchema),
  primeType: z.string(),
  status: z.object({
    round: z.number(),
    state: z.number(),
    roundTradeType: z.optional(z.nullable(z.string())),
    preRoundType: z.optional(z.nullable(z.string())),
  }),
});

export const rawPrimeUserLimitSchema = z.object({ round: z.optional(z.number()), maxAmount: wireAmount, usedAmount: wireAmount });

export const rawPrimeResultSchema = z.nullable(
  z.object({
    round: z.number(),
    amount: wireAmount,
    price: wireAmount,
    state: z.enum(['pending', 'settled']),
    filledAmount: wireAmount,
  }),
);

export const rawPrimeUserInfoSchema = z.object({ symbol: z.string(), poAmount: wireAmount, bidAmount: wireAmount });
export const rawPrimeFomoSchema = z.object({ symbol: z.string(), participants: z.number(), totalAmount: wireAmount });

/** data of set prime info. */
export const primeSetInfoResultSchema = z.boolean();

export const poRequestSchema = z.object({ symbol: z.string(), amount: z.string(), price: z.string() });
export const bidRequestSchema = z.object({ symbol: z.string(), amount: z.string() });
export const setInfoRequestSchema = z.object({ symbol: z.string(), content: z.string() });

export type RawPrimeRound = z.infer<typeof rawPrimeRoundSchema>;
export type RawPrimeInfo = z.infer<typeof rawPrimeInfoSchema>;
export type RawPrimeUserLimit = z.infer<typeof rawPrimeUserLimitSchema>;
export type RawPrimeResult = z.infer<typeof rawPrimeResultSchema>;

/** GET ?symbol= → {currency, rounds, primeType, status} */
export const primeInfo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/prime/info', response: rawPrimeInfoSchema });
/** GET ?symbol= → what the user placed in PO and BID so far */
export const primeUserInfo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/prime/user/info', response: rawPrimeUserInfoSchema });
/** GET ?symbol= → the user's limit in the current round */
export const primeUserLimit = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/prime/user/limit', response: rawPrimeUserLimitSchema });
/** POST {symbol, amount, price} → data: the order id */
export const primePlacePo = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/order/prime/po/place', request: poRequestSchema, response: wireIdSchema });
/** POST {symbol, amount} → data: the order id */
export const primePlaceBid = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/order/prime/bid/place', request: bidRequestSchema, response: wireIdSchema });
/** GET ?symbol= → the latest PO, or null */
export const primePoResult = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/prime/po/result', response: rawPrimeResultSchema });
/** GET ?symbol= → the latest BID, or null */
export const primeBidResult = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/prime/bid/result', response: rawPrimeResultSchema });
/** POST {symbol, content: JSON of {fp, uid, ts, device_source, isAlphaGo}} → true */
export const primeSetInfo = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/prime/info/set', request: setInfoRequestSchema, response: primeSetInfoResultSchema });
/** GET ?symbol= → {symbol, participants, totalAmount} */
export const primeFomo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/prime/fomo/info', response: rawPrimeFomoSchema });
