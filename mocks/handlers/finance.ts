// Finance analysis and user-state calls of the pro family (lib/contracts/pro/finance.ts and
// user-state.ts; exchange-wallet-fiat.md sections 4, 6, 7, 8), v2 envelopes, logged-in only
// (the pro token). State and the deterministic profit history are in db/finance.ts.
// - profit: ?period=N (the last N days up to yesterday) or ?startDate=&endDate= (ms, the days
//   touching the range, clipped to the history); a failure set by the control API comes first.
// - tips set: marks the types seen ('read') or not ('unread') for this user; it persists.
// - deprecated state: code 10009 for a deprecated user, else {deprecated:false}.

import type { RequestHandler } from 'msw';
import * as finance from '@/lib/contracts/pro/finance';
import * as userState from '@/lib/contracts/pro/user-state';
import { db, now } from '../db';
import {
  dailyProfit,
  DAY_MS,
  isTipType,
  lastProfitDay,
  MAX_RANGE_DAYS,
  profitHistory,
  profitOfPeriod,
  setTipsSeen,
  takeProfitFailure,
  tipStates,
} from '../db/finance';
import { asProUser, queryOf, readJsonObject } from '../http/request';
import { v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

/** Code and message of a request the finance calls refuse (WALLET.md section 10: 2002). */
export const INVALID_FIELD = { code: 2002, message: 'invalid field value' } as const;
export const DEPRECATED_MESSAGE = '该账户已停用';

const invalid = (detail: string) => v2Fail(INVALID_FIELD.code, `${INVALID_FIELD.message}: ${detail}`);

function integerParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** A comma list of the query (`a,b`), empty when absent. */
function listParam(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function profitAnswer(uid: number, query: URLSearchParams): Response {
  const at = now();
  const periodText = query.get('period');
  if (periodText !== null) {
    const period = integerParam(periodText);
    if (period === null || period < 1 || period > MAX_RANGE_DAYS) return invalid('period');
    return v2Ok({ currency: 'usdt', list: profitOfPeriod(uid, period, at) });
  }
  const start = integerParam(query.get('startDate'));
  const end = integerParam(query.get('endDate'));
  if (start === null || end === null) return invalid('period or startDate and endDate');
  if (start > end) return invalid('startDate after endDate');
  if ((end - start) / DAY_MS > MAX_RANGE_DAYS) return invalid('range too long');
  return v2Ok({ currency: 'usdt', list: profitHistory(uid, start, end, at) });
}

export function financeHandlers(base: string): RequestHandler[] {
  return [
    // GET → {date, profit, currency}
    route(
      base,
      finance.yesterdayProfit,
      asProUser((uid) => {
        const day = lastProfitDay(now());
        return v2Ok({ date: day, profit: dailyProfit(uid, day), currency: 'usdt' });
      }),
    ),

    // GET ?period= | ?startDate=&endDate= → {currency, list:[{date, profit}]}
    route(
      base,
      finance.profit,
      asProUser((uid, request) => {
        const failure = takeProfitFailure(db.finance, uid);
        if (failure) return v2Fail(failure.code, failure.message);
        return profitAnswer(uid, queryOf(request));
      }),
    ),

    // GET → {enable}
    route(
      base,
      finance.analysisEnable,
      asProUser((uid) => v2Ok({ enable: db.finance.analysisEnabled.get(uid) ?? false })),
    ),

    // GET ?tipsType=a,b → [{tipsType, state}]
    route(
      base,
      finance.analysisTips,
      asProUser((uid, request) => {
        const types = listParam(queryOf(request).get('tipsType'));
        if (types.some((type) => !isTipType(type))) return invalid('tipsType');
        return v2Ok(types.length > 0 ? tipStates(db.finance, uid, types) : tipStates(db.finance, uid));
      }),
    ),

    // POST {tipsType:[…], action} → [{tipsType, state}] of those types
    route(
      base,
      finance.setAnalysisTips,
      asProUser(async (uid, request) => {
        const parsed = finance.setTipsRequestSchema.safeParse(await readJsonObject(request));
        if (!parsed.success) return invalid('tipsType and action');
        const types = parsed.data.tipsType;
        if (types.some((type) => !isTipType(type))) return invalid('tipsType');
        setTipsSeen(db.finance, uid, types, parsed.data.action === 'read');
        return v2Ok(tipStates(db.finance, uid, types));
      }),
    ),

    // GET → {currencies}: the user's sell whitelist
    route(base, userState.sellWhitelist, asProUser((uid) => v2Ok({ currencies: [...(db.finance.sellWhitelist.get(uid) ?? [])] }))),

    // GET → {deprecated:false} | code 10009
    route(
      base,
      userState.userDeprecatedState,
      asProUser((uid) => (db.finance.deprecated.has(uid) ? v2Fail(userState.USER_DEPRECATED_CODE, DEPRECATED_MESSAGE) : v2Ok({ deprecated: false }))),
    ),

    // GET ?bizTypes=1,2 → [{bizType, visible}]
    route(
      base,
      userState.subAccountAssetVisibility,
      asProUser((uid, request) => {
        const asked = listParam(queryOf(request).get('bizTypes')).map(Number);
        const known = userState.ASSET_BIZ_TYPE_LIST as readonly number[];
        if (asked.some((type) => !known.includes(type))) return invalid('bizTypes');
        const hidden = db.finance.hiddenBizTypes.get(uid);
        const types = asked.length > 0 ? asked : known;
        return v2Ok(types.map((bizType) => ({ bizType, visible: !hidden?.has(bizType) })));
      }),
    ),
  ];
}
