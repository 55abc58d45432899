// The conversion calls of the pro family: small-balance conversion (to HT or USDT), stand-alone
// conversion (a currency without a market, to a coin or USDT), their history, and the history
// of small balances used to pay trading fees. WALLET.md 11: no public API exists, so paths and
// bodies are the project's design (mocks/README.md "Conversions"): the v2 envelope
// `{code:200, data, success:true}`, amounts as strings, times as epoch ms.
//
// A conversion is two steps: a quote (what arrives, the fee, an expiry of 30 s on the server's
// clock) and a convert that names the quote and a client order id; a repeated client order id
// is refused (30103) so a double submit converts once, and an expired or used quote is refused
// (30102, 30101) so nothing converts at an old price.

import * as z from 'zod/mini';
import { CONVERT_MODES } from '@/lib/convert/modes';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';

z.config({ jitless: true });

export const convertModeSchema = z.enum(CONVERT_MODES);

export const rawConvertSourceSchema = z.object({ currency: z.string(), amount: wireAmountSchema });

/** A source of a quote: `value` is what it is worth in the target. */
export const rawQuoteSourceSchema = z.object({ currency: z.string(), amount: wireAmountSchema, value: wireAmountSchema });

export const quoteRequestSchema = z.object({
  mode: convertModeSchema,
  target: z.string(),
  sources: z.array(z.object({ currency: z.string(), amount: z.string() })),
});

export const rawQuoteSchema = z.object({
  quoteId: z.string(),
  mode: convertModeSchema,
  target: z.string(),
  sources: z.array(rawQuoteSourceSchema),
  /** Worth of the sources in the target, before the fee. */
  grossAmount: wireAmountSchema,
  fee: wireAmountSchema,
  feeRate: wireAmountSchema,
  /** What arrives: gross − fee. */
  amount: wireAmountSchema,
  createdAt: z.number(),
  expiresAt: z.number(),
  /** The server's clock when it answered, to count down on its time. */
  serverTime: z.number(),
});

export const convertRequestSchema = z.object({ quoteId: z.string(), clientOrderId: z.string() });

export const rawConversionSchema = z.object({
  id: wireIdSchema,
  clientOrderId: z.string(),
  quoteId: z.string(),
  mode: convertModeSchema,
  target: z.string(),
  sources: z.array(rawConvertSourceSchema),
  grossAmount: wireAmountSchema,
  fee: wireAmountSchema,
  amount: wireAmountSchema,
  state: z.string(),
  time: z.number(),
});

export const pageQuerySchema = z.object({ page: z.optional(z.string()), size: z.optional(z.string()) });
export const historyQuerySchema = z.object({ mode: z.optional(convertModeSchema), page: z.optional(z.string()), size: z.optional(z.string()) });

function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
}

export const rawConversionPageSchema = pageOf(rawConversionSchema);

export const rawStandAloneCurrencySchema = z.object({ currency: z.string(), minAmount: wireAmountSchema, maxAmount: wireAmountSchema });

/** One trading fee paid with small balances (a `fee-deduction` entry of the ledger). */
export const rawFeeDeductionSchema = z.object({
  id: wireIdSchema,
  currency: z.string(),
  /** Positive: what was taken from the balance. */
  amount: wireAmountSchema,
  symbol: z.optional(z.nullable(z.string())),
  ref: z.string(),
  time: z.number(),
});
export const rawFeeDeductionPageSchema = pageOf(rawFeeDeductionSchema);

export type RawQuote = z.infer<typeof rawQuoteSchema>;
export type RawConversion = z.infer<typeof rawConversionSchema>;
export type RawConversionPage = z.infer<typeof rawConversionPageSchema>;
export type RawStandAloneCurrency = z.infer<typeof rawStandAloneCurrencySchema>;
export type RawFeeDeduction = z.infer<typeof rawFeeDeductionSchema>;
export type RawFeeDeductionPage = z.infer<typeof rawFeeDeductionPageSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

/** GET → the currencies stand-alone conversion accepts, with their limits per conversion. */
export const standAloneCurrencies = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/convert/stand-alone/currencies',
  response: z.array(rawStandAloneCurrencySchema),
});

/** POST {mode, target, sources} → a quote good until expiresAt. */
export const quote = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/convert/quote', request: quoteRequestSchema, response: rawQuoteSchema });

/** POST {quoteId, clientOrderId} → the conversion done. */
export const convert = defineCall({ family: 'pro', method: 'POST', pattern: '/v2/convert/orders', request: convertRequestSchema, response: rawConversionSchema });

/** GET ?mode&page&size → the user's conversions, newest first (page from 1, size 1–100, 20 by default). */
export const history = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/convert/history', request: historyQuerySchema, response: rawConversionPageSchema });

/** GET ?page&size → the trading fees paid with small balances, newest first. */
export const feeDeductions = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/convert/fee-deductions',
  request: pageQuerySchema,
  response: rawFeeDeductionPageSchema,
});
