// Finance analysis calls of the pro family (exchange-wallet-fiat.md section 7 "Savings, points,
// other": "Finance: yesterday profit; profit (period, or startDate/endDate in ms); analysis
// enable state; analysis tips state get (tipsType) and set (tipsType array, action)"; section 4
// "Analysis tips"; section 8 "Finance profit: 10301 is silent"). The spec gives operations, not
// paths or bodies: the paths, fields and the v2 envelope ({code, message, data}; the numeric
// codes 10301 / 10009 of section 8 are v2 codes) are chosen here and written in mocks/README.md
// ("Finance and custody"). Profits are USDT amounts as decimal text (numbers are read too).

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema } from '../wire';

z.config({ jitless: true });

/** The fixed periods of the profit chart, in days (the chart's 7 / 30 / 90 tabs). */
export const PROFIT_PERIODS = [7, 30, 90] as const;
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];

/** The analysis tips the overview can show; the seen-state is kept per type (section 4). */
export const ANALYSIS_TIP_TYPES = ['profit_drawdown', 'holding_concentration', 'idle_stablecoin'] as const;
export type AnalysisTipType = (typeof ANALYSIS_TIP_TYPES)[number];

/** `action` of the tips set call: 'read' marks the types seen (a dismissal), 'unread' shows them again. */
export const TIP_ACTIONS = ['read', 'unread'] as const;
export type TipAction = (typeof TIP_ACTIONS)[number];

/** Tip state on the wire: 0 not seen yet (shown), 1 seen (dismissed). */
export const TIP_STATE_SEEN = 1;
export const TIP_STATE_UNSEEN = 0;

export const rawYesterdayProfitSchema = z.object({
  /** Start of the day (UTC+8) in epoch ms. */
  date: z.number(),
  profit: wireAmountSchema,
  currency: z.optional(z.string()),
});

export const rawDailyProfitSchema = z.object({
  date: z.number(),
  profit: wireAmountSchema,
});

export const rawProfitHistorySchema = z.object({
  currency: z.optional(z.string()),
  list: z.array(rawDailyProfitSchema),
});

export const rawAnalysisEnableSchema = z.object({ enable: z.boolean() });

export const rawTipStateSchema = z.object({
  tipsType: z.string(),
  state: z.number(),
});

export const rawTipStatesSchema = z.array(rawTipStateSchema);

/** GET query: either `period` (days) or `startDate` and `endDate` (epoch ms, days inclusive). */
export const profitQuerySchema = z.union([
  z.object({ period: z.string() }),
  z.object({ startDate: z.string(), endDate: z.string() }),
]);

export const setTipsRequestSchema = z.object({
  tipsType: z.array(z.string()).check(z.minLength(1)),
  action: z.enum(TIP_ACTIONS),
});

export type RawYesterdayProfit = z.infer<typeof rawYesterdayProfitSchema>;
export type RawDailyProfit = z.infer<typeof rawDailyProfitSchema>;
export type RawProfitHistory = z.infer<typeof rawProfitHistorySchema>;
export type RawTipState = z.infer<typeof rawTipStateSchema>;
export type SetTipsRequest = z.infer<typeof setTipsRequestSchema>;

/** GET → {date, profit, currency}: yesterday's profit (UTC+8 days). */
export const yesterdayProfit = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/finance/profit/yesterday', response: rawYesterdayProfitSchema });
/** GET ?period=7|30|90 or ?startDate=&endDate= (ms) → {currency, list:[{date, profit}]} oldest first; 10301 = no profit data (silent). */
export const profit = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/finance/profit', request: profitQuerySchema, response: rawProfitHistorySchema });
/** GET → {enable}: whether the user's finance analysis is on. */
export const analysisEnable = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/finance/analysis/enable', response: rawAnalysisEnableSchema });
/** GET ?tipsType=a,b (all types when absent) → [{tipsType, state}] */
export const analysisTips = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/finance/analysis/tips', response: rawTipStatesSchema });
/** POST {tipsType:[…], action:'read'|'unread'} → the new [{tipsType, state}] of those types */
export const setAnalysisTips = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v2/finance/analysis/tips',
  request: setTipsRequestSchema,
  response: rawTipStatesSchema,
});
