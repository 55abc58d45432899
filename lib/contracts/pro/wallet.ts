// Wallet balance calls of the pro family (exchange-wallet-fiat.md section 7 "Accounts and
// balances": spot balance, all balance, stable-coin info, finance account state, grid, c2c
// (with a param), minepool, mining market, allow-mining-show, crypto-loan pledge totals and
// list; WALLET.md 8 asset valuation and 9 point account). The pro accounts, the balance by
// account id and the margin balances are declared in trading.ts and margin.ts.
// The specification names no paths for most of these; the chosen ones are written in
// mocks/README.md "Wallet balances". v1 calls answer {status, data}; v2 calls {code, data}.
// Amounts travel as decimal strings (a number is accepted, the services keep text).

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';
import { rawBalanceRowSchema, rawBalanceSchema } from './trading';

z.config({ jitless: true });

const optionalAmount = z.optional(z.nullable(wireAmountSchema));

/** One account with its rows: an entry of the all-balance list. */
export const rawAccountBalancesSchema = z.object({
  id: wireIdSchema,
  type: z.string(),
  subtype: z.optional(z.nullable(z.string())),
  state: z.string(),
  list: z.array(rawBalanceRowSchema),
});

/** Stable-coin info: the trade currency and the stable coins it exchanges with, each with its bid rate. */
export const rawStableCoinInfoSchema = z.object({
  'trade-currency': z.object({ currency: z.string() }),
  'stable-currency': z.array(
    z.object({
      'currency-code': z.string(),
      'exchange-enable': z.boolean(),
      'bid-rate': wireAmountSchema,
    }),
  ),
});

/** Whether the finance (investment / savings) account is opened, and its state. */
export const rawFinanceAccountStateSchema = z.object({
  opened: z.boolean(),
  state: z.string(),
  accountId: z.optional(z.nullable(wireIdSchema)),
});

/** WALLET.md 8.1 (fixture rest_v2_account_asset_valuation.json). */
export const rawAssetValuationSchema = z.object({
  balance: wireAmountSchema,
  timestamp: z.number(),
});

/** WALLET.md 8.2 (fixture rest_v2_account_valuation.json): `balance` is a number, `accountBalance` a string. */
export const rawValuationSchema = z.object({
  updated: z.object({ success: z.boolean(), time: z.number() }),
  todayProfitRate: wireAmountSchema,
  totalBalance: wireAmountSchema,
  todayProfit: wireAmountSchema,
  profitAccountBalanceList: z.array(
    z.object({
      distributionType: z.string(),
      balance: wireAmountSchema,
      success: z.boolean(),
      accountBalance: wireAmountSchema,
    }),
  ),
});

/** WALLET.md 9 (fixture rest_v2_point_account.json): termless points have groupId 0 and expiryDate null. */
export const rawPointAccountSchema = z.object({
  accountId: wireIdSchema,
  groupIds: z.array(z.object({ groupId: z.number(), expiryDate: z.nullable(z.number()), remainAmt: wireAmountSchema })),
  acctBalance: wireAmountSchema,
  accountStatus: z.string(),
});

/** The rows most product accounts answer: total, available, frozen per currency. */
const productRowShape = {
  currency: z.string(),
  balance: wireAmountSchema,
  available: wireAmountSchema,
  frozen: wireAmountSchema,
};

export const rawProductRowSchema = z.object(productRowShape);

/** A grid-trading row: plus its estimated value in USDT. */
export const rawGridRowSchema = z.object({ ...productRowShape, estimateBalance: wireAmountSchema });

/** A C2C-lending (borrow) row: plus how much may leave the account and whether withdrawing is at risk. */
export const rawC2cRowSchema = z.object({ ...productRowShape, transferOutLimit: wireAmountSchema, withdrawRisk: z.boolean() });

export const rawC2cAccountSchema = z.object({
  accountId: wireIdSchema,
  accountStatus: z.string(),
  balances: z.array(rawC2cRowSchema),
});

/** Mining market: the digital* summary and the rows. */
export const rawMiningMarketSchema = z.object({
  digitalCurrency: z.string(),
  digitalAssetTotalAmount: wireAmountSchema,
  digitalIncomeTotalAmount: wireAmountSchema,
  digitalIncomeYesterdayAmount: wireAmountSchema,
  list: z.array(rawProductRowSchema),
});

/** Allow-mining-show: switchStatus 1 shows the mining tab, 0 hides it. */
export const rawMiningSwitchSchema = z.object({ switchStatus: z.number() });

/** Crypto-loan pledge totals in USDT (the account's total is pledged minus loaned). */
export const rawPledgeTotalsSchema = z.object({ loaningUSDT: wireAmountSchema, pledgingUSDT: wireAmountSchema });

/** One pledged currency. */
export const rawPledgeRowSchema = z.object({
  currency: z.string(),
  pledgingAmount: wireAmountSchema,
  available: optionalAmount,
});

export const assetValuationQuerySchema = z.object({
  accountType: z.string(),
  valuationCurrency: z.optional(z.string()),
  subUid: z.optional(z.string()),
});

export const valuationQuerySchema = z.object({
  accountType: z.optional(z.string()),
  valuationCurrency: z.optional(z.string()),
});

/**
 * The c2c balance's param: the C2C account side (borrow is the one the wallet shows), optionally
 * one currency, and optionally one borrow account (a pro account of type borrow, one per
 * subtype: without it the answer holds every borrow account's rows).
 */
export const c2cBalanceQuerySchema = z.object({
  accountType: z.enum(['borrow', 'lend']),
  currency: z.optional(z.string()),
  accountId: z.optional(z.string()),
});

export type RawAccountBalances = z.infer<typeof rawAccountBalancesSchema>;
export type RawStableCoinInfo = z.infer<typeof rawStableCoinInfoSchema>;
export type RawFinanceAccountState = z.infer<typeof rawFinanceAccountStateSchema>;
export type RawAssetValuation = z.infer<typeof rawAssetValuationSchema>;
export type RawValuation = z.infer<typeof rawValuationSchema>;
export type RawPointAccount = z.infer<typeof rawPointAccountSchema>;
export type RawProductRow = z.infer<typeof rawProductRowSchema>;
export type RawGridRow = z.infer<typeof rawGridRowSchema>;
export type RawC2cRow = z.infer<typeof rawC2cRowSchema>;
export type RawC2cAccount = z.infer<typeof rawC2cAccountSchema>;
export type RawMiningMarket = z.infer<typeof rawMiningMarketSchema>;
export type RawMiningSwitch = z.infer<typeof rawMiningSwitchSchema>;
export type RawPledgeTotals = z.infer<typeof rawPledgeTotalsSchema>;
export type RawPledgeRow = z.infer<typeof rawPledgeRowSchema>;

/** GET → the working spot account with its rows: {id, type, state, list} */
export const spotBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/account/spot-balance', response: rawBalanceSchema });
/** GET → every pro account with its rows: [{id, type, subtype, state, list}] */
export const allBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/account/all-balance', response: z.array(rawAccountBalancesSchema) });
/** GET → {trade-currency:{currency}, stable-currency:[{currency-code, exchange-enable, bid-rate}]} */
export const stableCoinInfo = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/stable-coin/info', response: rawStableCoinInfoSchema });
/** GET → {opened, state, accountId} (v2) */
export const financeAccountState = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/finance/account/state', response: rawFinanceAccountStateSchema });
/** GET ?accountType=&valuationCurrency=&subUid= → {balance, timestamp} (v2) */
export const assetValuation = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/asset-valuation',
  request: assetValuationQuerySchema,
  response: rawAssetValuationSchema,
});
/** GET ?accountType=&valuationCurrency=BTC → total and per-distribution-type valuation (v2) */
export const valuation = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/account/valuation', request: valuationQuerySchema, response: rawValuationSchema });
/** GET ?subUid= → {accountId, groupIds, acctBalance, accountStatus} (v2) */
export const pointAccount = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/point/account', response: rawPointAccountSchema });
/** GET → [{currency, balance, available, frozen, estimateBalance}] (v2) */
export const gridBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/grid/account/balance', response: z.array(rawGridRowSchema) });
/** GET ?accountType=borrow&currency= → {accountId, accountStatus, balances:[{…, transferOutLimit, withdrawRisk}]} (v2) */
export const c2cBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/c2c/account', request: c2cBalanceQuerySchema, response: rawC2cAccountSchema });
/** GET → [{currency, balance, available, frozen}] (v2) */
export const minepoolBalance = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/minepool/account/balance', response: z.array(rawProductRowSchema) });
/** GET → {digitalCurrency, digitalAssetTotalAmount, digitalIncomeTotalAmount, digitalIncomeYesterdayAmount, list} (v2) */
export const miningMarket = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/mining/market/account', response: rawMiningMarketSchema });
/** GET → {switchStatus: 0|1} (v2) */
export const allowMiningShow = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/mining/allow-show', response: rawMiningSwitchSchema });
/** GET → {loaningUSDT, pledgingUSDT} (v2) */
export const pledgeTotals = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/crypto-loans/pledge/totals', response: rawPledgeTotalsSchema });
/** GET → [{currency, pledgingAmount, available}] (v2) */
export const pledgeList = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/crypto-loans/pledge/list', response: z.array(rawPledgeRowSchema) });
