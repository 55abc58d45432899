// Margin and cross-margin lending calls of the pro family (exchange-wallet-fiat.md section 7
// "Margin and super-margin loan, repay, transfer, history; margin settings by symbol; margin
// overview; super-margin currencies") and margin AUTO placement, as zod schemas. v1 envelopes;
// amounts travel as strings (some examples send numbers), the converters keep them as text.

import * as z from 'zod/mini';

z.config({ jitless: true });

function idSegment(id: string): string {
  return encodeURIComponent(id);
}

export const MARGIN_PATHS = {
  loanInfo: '/v1/margin/loan-info', // GET ?symbols=
  loan: '/v1/margin/orders', // POST {symbol, currency, amount}
  repay: (loanId: string) => `/v1/margin/orders/${idSegment(loanId)}/repay`, // POST {amount}
  loans: '/v1/margin/loan-orders', // GET ?symbol=&states=&size=
  balance: '/v1/margin/accounts/balance', // GET ?symbol=
  transferIn: '/v1/dw/transfer-in/margin', // POST {symbol, currency, amount}
  transferOut: '/v1/dw/transfer-out/margin', // POST {symbol, currency, amount}
  crossLoanInfo: '/v1/cross-margin/loan-info', // GET
  crossLoan: '/v1/cross-margin/orders', // POST {currency, amount}
  crossRepay: (loanId: string) => `/v1/cross-margin/orders/${idSegment(loanId)}/repay`, // POST {amount}
  crossLoans: '/v1/cross-margin/loan-orders', // GET ?currency=&state=
  crossBalance: '/v1/cross-margin/accounts/balance', // GET
  crossTransferIn: '/v1/cross-margin/transfer-in', // POST {currency, amount}
  crossTransferOut: '/v1/cross-margin/transfer-out', // POST {currency, amount}
  superMarginCurrencies: '/v1/super-margin/currencies', // GET
  autoPlace: '/v1/order/auto/place', // POST OrderPayload ?trade-purpose=open|close
} as const;

const wireIdSchema = z.union([z.string(), z.number()]);
const wireAmountSchema = z.union([z.string(), z.number()]);
const optionalAmount = z.optional(z.nullable(wireAmountSchema));

/** One currency rule of loan-info (isolated and cross): max-loan-amt may be missing (no upper bound). */
export const rawLoanRuleSchema = z.object({
  currency: z.string(),
  'interest-rate': optionalAmount,
  'min-loan-amt': optionalAmount,
  'max-loan-amt': optionalAmount,
  'loanable-amt': optionalAmount,
  'actual-rate': optionalAmount,
});

/** One symbol of GET /v1/margin/loan-info. */
export const rawSymbolLoanInfoSchema = z.object({
  symbol: z.string(),
  currencies: z.array(z.unknown()),
});

export const rawMarginRowSchema = z.object({
  currency: z.string(),
  type: z.string(),
  balance: wireAmountSchema,
});

/** One account of GET /v1/margin/accounts/balance, and GET /v1/cross-margin/accounts/balance. */
export const rawMarginAccountSchema = z.object({
  id: wireIdSchema,
  type: z.optional(z.string()),
  state: z.optional(z.string()),
  symbol: z.optional(z.nullable(z.string())),
  list: z.array(rawMarginRowSchema),
});

export const rawMarginAccountsSchema = z.array(rawMarginAccountSchema);

/** One loan of the loan-orders lists; `loan-amount` (real) or `amount`. */
export const rawLoanSchema = z.object({
  id: wireIdSchema,
  symbol: z.optional(z.nullable(z.string())),
  currency: z.string(),
  'loan-amount': optionalAmount,
  amount: optionalAmount,
  'loan-balance': wireAmountSchema,
  'interest-amount': optionalAmount,
  'interest-balance': wireAmountSchema,
  'interest-rate': optionalAmount,
  state: z.string(),
  'created-at': z.number(),
  'accrued-at': z.optional(z.nullable(z.number())),
});

/** One entry of the super-margin currency list. */
export const rawSuperMarginCurrencySchema = z.object({
  currency: z.string(),
  state: z.optional(z.nullable(z.string())),
  loanable: z.optional(z.nullable(z.union([z.boolean(), z.string()]))),
  'loan-currency': z.optional(z.nullable(z.union([z.boolean(), z.string()]))),
  'user-loan-min-amount': optionalAmount,
  'remain-loan-quota': optionalAmount,
});

/** data of loan, repay and transfer: an id. */
export const marginIdDataSchema = wireIdSchema;

export const loanRequestSchema = z.object({
  symbol: z.optional(z.string()),
  currency: z.string(),
  amount: z.string(),
});

export const repayRequestSchema = z.object({ amount: z.string() });

export type RawLoanRule = z.infer<typeof rawLoanRuleSchema>;
export type RawSymbolLoanInfo = z.infer<typeof rawSymbolLoanInfoSchema>;
export type RawMarginAccount = z.infer<typeof rawMarginAccountSchema>;
export type RawLoan = z.infer<typeof rawLoanSchema>;
export type RawSuperMarginCurrency = z.infer<typeof rawSuperMarginCurrencySchema>;
export type LoanRequest = z.infer<typeof loanRequestSchema>;
