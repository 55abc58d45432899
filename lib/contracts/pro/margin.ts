// Margin and cross-margin lending calls of the pro family (exchange-wallet-fiat.md section 7
// "Margin and super-margin loan, repay, transfer, history; margin settings by symbol; margin
// overview; super-margin currencies") and margin AUTO placement. v1 envelopes; amounts travel
// as strings (some examples send numbers), the converters keep them as text.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';
import { orderPayloadSchema } from './trading';

z.config({ jitless: true });

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

/** One symbol of the isolated loan-info. */
export const rawSymbolLoanInfoSchema = z.object({
  symbol: z.string(),
  currencies: z.array(z.unknown()),
});

export const rawMarginRowSchema = z.object({
  currency: z.string(),
  type: z.string(),
  balance: wireAmountSchema,
});

/** One margin account: an entry of the isolated balance list, or the cross balance itself. */
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

/** Body of the isolated transfers (the cross ones leave `symbol` out). */
export const transferRequestSchema = loanRequestSchema;

export type RawLoanRule = z.infer<typeof rawLoanRuleSchema>;
export type RawSymbolLoanInfo = z.infer<typeof rawSymbolLoanInfoSchema>;
export type RawMarginAccount = z.infer<typeof rawMarginAccountSchema>;
export type RawLoan = z.infer<typeof rawLoanSchema>;
export type RawSuperMarginCurrency = z.infer<typeof rawSuperMarginCurrencySchema>;
export type LoanRequest = z.infer<typeof loanRequestSchema>;

/** GET ?symbols=a,b → [{symbol, currencies:[rule]}] */
export const loanInfo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/margin/loan-info', response: z.array(rawSymbolLoanInfoSchema) });
/** POST {symbol, currency, amount} → data: loan id */
export const loan = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/margin/orders', request: loanRequestSchema, response: marginIdDataSchema });
/** POST {amount} → data: loan id */
export const repay = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/margin/orders/:id/repay', request: repayRequestSchema, response: marginIdDataSchema });
/** GET ?symbol=&states=&size= → loans, newest first */
export const loans = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/margin/loan-orders', response: z.array(rawLoanSchema) });
/** GET ?symbol= → the isolated-margin accounts */
export const balance = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/margin/accounts/balance', response: rawMarginAccountsSchema });
/** POST {symbol, currency, amount}: spot → the pair's margin account; data: transfer id */
export const transferIn = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/dw/transfer-in/margin', request: transferRequestSchema, response: marginIdDataSchema });
/** POST {symbol, currency, amount}: the pair's margin account → spot; data: transfer id */
export const transferOut = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/dw/transfer-out/margin', request: transferRequestSchema, response: marginIdDataSchema });
/** GET → one rule per currency */
export const crossLoanInfo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/cross-margin/loan-info', response: z.array(rawLoanRuleSchema) });
/** POST {currency, amount} → data: loan id */
export const crossLoan = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/cross-margin/orders', request: loanRequestSchema, response: marginIdDataSchema });
/** POST {amount} → data: loan id */
export const crossRepay = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/cross-margin/orders/:id/repay',
  request: repayRequestSchema,
  response: marginIdDataSchema,
});
/** GET ?currency=&state= → the cross loans, newest first */
export const crossLoans = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/cross-margin/loan-orders', response: z.array(rawLoanSchema) });
/** GET → the super-margin account */
export const crossBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/cross-margin/accounts/balance', response: rawMarginAccountSchema });
/** POST {currency, amount} → data: transfer id */
export const crossTransferIn = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/cross-margin/transfer-in', request: transferRequestSchema, response: marginIdDataSchema });
/** POST {currency, amount} → data: transfer id */
export const crossTransferOut = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/cross-margin/transfer-out',
  request: transferRequestSchema,
  response: marginIdDataSchema,
});
/** GET → currency, state, loanable, loan-currency, user-loan-min-amount, remain-loan-quota */
export const superMarginCurrencies = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/super-margin/currencies',
  response: z.array(rawSuperMarginCurrencySchema),
});
/** POST the place body ?trade-purpose=open|close → data: the order id */
export const autoPlace = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/order/auto/place', request: orderPayloadSchema, response: marginIdDataSchema });
