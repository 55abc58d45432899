// Finance analysis calls of the pro family (exchange-wallet-fiat.md sections 4, 7, 8): yesterday's
// profit, the daily profits of a period or a custom range, the analysis switch and the tips'
// seen-state. Each resolves to an ApiResult and never rejects; a failure keeps the server's code
// and message, so a screen can keep 10301 silent (lib/finance/profit.ts isSilentProfitFailure).

import * as calls from '@/lib/contracts/pro/finance';
import type { RawDailyProfit, RawProfitHistory, RawTipState, RawYesterdayProfit, TipAction } from '@/lib/contracts/pro/finance';
import { decimalText, toDecimal } from '@/lib/decimal';
import { profitQueryOf, type ProfitRange } from '@/lib/finance/profit';
import type { AnalysisTip } from '@/lib/finance/tips';
import { get, post, requestFailedEnvelope, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';

export type { AnalysisTip } from '@/lib/finance/tips';
export type { ProfitRange } from '@/lib/finance/profit';

/** The currency profits are counted in when the answer names none. */
export const PROFIT_CURRENCY = 'usdt';

export interface YesterdayProfit {
  /** Start of the day (UTC+8), epoch ms. */
  date: number;
  /** Decimal text, negative for a loss. */
  profit: string;
  currency: string;
}

/** One point of the profit chart: the day's start (ms) and its profit (decimal text). */
export interface ProfitPoint {
  time: number;
  profit: string;
}

/** A signed amount as decimal text; null for anything that is not a finite number. */
function signedText(raw: string | number): string | null {
  const decimal = toDecimal(raw);
  return decimal === null ? null : decimalText(decimal);
}

export function toYesterdayProfit(raw: RawYesterdayProfit): YesterdayProfit | null {
  const profit = signedText(raw.profit);
  return profit === null ? null : { date: raw.date, profit, currency: (raw.currency ?? PROFIT_CURRENCY).toLowerCase() };
}

function toProfitPoint(raw: RawDailyProfit): ProfitPoint | null {
  const profit = signedText(raw.profit);
  return profit === null ? null : { time: raw.date, profit };
}

/** The series oldest first; one unreadable day makes the whole series untrustworthy (null). */
export function toProfitSeries(raw: RawProfitHistory): ProfitPoint[] | null {
  const points: ProfitPoint[] = [];
  for (const entry of raw.list) {
    const point = toProfitPoint(entry);
    if (point === null) return null;
    points.push(point);
  }
  return points.sort((a, b) => a.time - b.time);
}

/** Tip states; state 1 is seen. */
export function toAnalysisTips(raw: readonly RawTipState[]): AnalysisTip[] {
  return raw.map((entry) => ({ type: entry.tipsType, seen: entry.state === calls.TIP_STATE_SEEN }));
}

/** GET `finance.yesterdayProfit` → yesterday's profit. */
export async function fetchYesterdayProfit(options?: ShorthandOptions): Promise<ApiResult<YesterdayProfit>> {
  return parseEnvelope(await get('pro', calls.yesterdayProfit.path(), undefined, options), calls.rawYesterdayProfitSchema, toYesterdayProfit);
}

/**
 * GET `finance.profit`?period= or ?startDate=&endDate= → the daily profits, oldest first. A
 * custom range that cannot be asked for (start after end) fails without a request.
 */
export async function fetchProfit(range: ProfitRange, options?: ShorthandOptions): Promise<ApiResult<ProfitPoint[]>> {
  const query = profitQueryOf(range);
  if (query === null) return requestFailedEnvelope();
  return parseEnvelope(await get('pro', calls.profit.path(), query, options), calls.rawProfitHistorySchema, toProfitSeries);
}

/** GET `finance.analysisEnable` → whether the analysis is on. */
export async function fetchAnalysisEnabled(options?: ShorthandOptions): Promise<ApiResult<boolean>> {
  return parseEnvelope(await get('pro', calls.analysisEnable.path(), undefined, options), calls.rawAnalysisEnableSchema, (raw) => raw.enable);
}

/** GET `finance.analysisTips`?tipsType=a,b → the seen-state of those types (of every type without any). */
export async function fetchAnalysisTips(types: readonly string[] = [], options?: ShorthandOptions): Promise<ApiResult<AnalysisTip[]>> {
  const params = types.length > 0 ? { tipsType: types.join(',') } : undefined;
  return parseEnvelope(await get('pro', calls.analysisTips.path(), params, options), calls.rawTipStatesSchema, toAnalysisTips);
}

/** POST `finance.setAnalysisTips` {tipsType, action} → the new state of those types ('read' = dismissed). */
export async function setAnalysisTips(types: readonly string[], action: TipAction, options?: ShorthandOptions): Promise<ApiResult<AnalysisTip[]>> {
  const body = { tipsType: [...types], action };
  return parseEnvelope(await post('pro', calls.setAnalysisTips.path(), body, options), calls.rawTipStatesSchema, toAnalysisTips);
}
