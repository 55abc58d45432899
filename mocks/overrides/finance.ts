// Intent-named overrides of the finance and custody calls for tests and scenarios: each names
// what the backend does (no profit data yet, the profit call refused, a deprecated user, the
// tips set refused, the custody service down, a given profit series), never a path.

import { HttpResponse, type RequestHandler } from 'msw';
import * as custody from '@/lib/contracts/custody';
import * as finance from '@/lib/contracts/pro/finance';
import * as userState from '@/lib/contracts/pro/user-state';
import { PROFIT_NOT_READY_MESSAGE } from '../db/finance';
import { custodyFail, v2Fail, v2Ok } from '../http/respond';
import { IN_PROCESS_ROOT, routeAt } from '../http/route';
import type { OverrideOptions, V2Failure } from './pro';

function at(call: Parameters<typeof routeAt>[1], resolver: Parameters<typeof routeAt>[2], { root = IN_PROCESS_ROOT, once }: OverrideOptions): RequestHandler {
  return routeAt(root, call, resolver, once === undefined ? undefined : { once });
}

/** The profit call answers 10301: no profit data yet (the app stays silent). */
export function profitNotReady(options: OverrideOptions = {}): RequestHandler {
  return at(finance.profit, () => v2Fail(10301, PROFIT_NOT_READY_MESSAGE), options);
}

/** The profit call fails with this v2 error (shown to the user unless it is 10301). */
export function failProfit({ code, message }: V2Failure, options: OverrideOptions = {}): RequestHandler {
  return at(finance.profit, () => v2Fail(code, message), options);
}

/** The profit call answers exactly these days, whoever asks and whatever the range. */
export function answerProfit(list: ReadonlyArray<{ date: number; profit: string | number }>, options: OverrideOptions = {}): RequestHandler {
  return at(finance.profit, () => v2Ok({ currency: 'usdt', list }), options);
}

/** The tips set call refuses with this v2 error (the dismissed tip must stay dismissed). */
export function failTipsSet({ code, message }: V2Failure, options: OverrideOptions = {}): RequestHandler {
  return at(finance.setAnalysisTips, () => v2Fail(code, message), options);
}

/** The user is deprecated: the state call answers 10009. */
export function deprecatedUser(options: OverrideOptions = {}): RequestHandler {
  return at(userState.userDeprecatedState, () => v2Fail(userState.USER_DEPRECATED_CODE, '该账户已停用'), options);
}

/** Every custody call of the Assets area fails with this account-style error. */
export function failCustody({ code, message }: V2Failure, options: OverrideOptions = {}): RequestHandler[] {
  const calls = [custody.balanceProfitLoss, custody.subBalanceProfitLoss, custody.profitUserInfo, custody.profitActivation, custody.vipInfo, custody.vipConfig];
  return calls.map((call) => at(call, () => custodyFail(code, message), options));
}

/** The custody service cannot be reached for the profit-loss call. */
export function dropProfitLoss(options: OverrideOptions = {}): RequestHandler {
  return at(custody.balanceProfitLoss, () => HttpResponse.error(), options);
}
