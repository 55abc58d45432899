// Intent-named overrides of the exchange-side families (pro, dm, swap) for tests and scenarios:
// each names what the backend does (an order refused, a loan refused, a given account list, a
// slow call, a dropped connection), never a path. Built on the contracts, so a renamed path
// changes the contract module only. Inside Vitest the root is msw/node's gateway root.

import { delay, HttpResponse, type RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import * as margin from '@/lib/contracts/pro/margin';
import * as trading from '@/lib/contracts/pro/trading';
import { PRO_LOGIN_REQUIRED } from '../handlers/token-login';
import { proFail, proOk, v2Fail } from '../http/respond';
import { IN_PROCESS_ROOT, routeAt } from '../http/route';

export interface ProFailure {
  errCode: string;
  errMsg: string;
}

export interface V2Failure {
  code: number;
  message: string;
}

export interface OverrideOptions {
  /** Where the handlers are mounted; msw/node's gateway root by default. */
  root?: string;
  /** Answer one request only, then let the next handler answer. */
  once?: boolean;
}

function at(call: CallContract, resolver: Parameters<typeof routeAt>[2], { root = IN_PROCESS_ROOT, once }: OverrideOptions): RequestHandler {
  return routeAt(root, call, resolver, once === undefined ? undefined : { once });
}

/** `call` fails with this v1 error (`status: 'error'`, err-code, err-msg). */
export function failProCall(call: CallContract, { errCode, errMsg }: ProFailure, options: OverrideOptions = {}): RequestHandler {
  return at(call, () => proFail(errCode, errMsg), options);
}

/** `call` fails with this v2 error (`code`, `message`). */
export function failV2Call(call: CallContract, { code, message }: V2Failure, options: OverrideOptions = {}): RequestHandler {
  return at(call, () => v2Fail(code, message), options);
}

/** `call` answers as for a visitor: the v1 login-required error, whatever token is sent. */
export function requireProLogin(call: CallContract, options: OverrideOptions = {}): RequestHandler {
  return at(call, () => HttpResponse.json(PRO_LOGIN_REQUIRED), options);
}

/** `call` never gets an answer: the connection fails (a network error to the app). */
export function dropCall(call: CallContract, options: OverrideOptions = {}): RequestHandler {
  return at(call, () => HttpResponse.error(), options);
}

/** The order placement refuses every order with this v1 error. */
export function failPlaceOrder(failure: ProFailure, options: OverrideOptions = {}): RequestHandler {
  return failProCall(trading.placeOrder, failure, options);
}

/** The isolated-margin loan refuses every request with this v1 error. */
export function failMarginLoan(failure: ProFailure, options: OverrideOptions = {}): RequestHandler {
  return failProCall(margin.loan, failure, options);
}

/** The accounts list answers exactly `list`, whoever asks. */
export function answerAccounts(list: readonly trading.RawAccount[], options: OverrideOptions = {}): RequestHandler {
  return at(trading.accounts, () => proOk(list), options);
}

/**
 * `call` answers `ms` later, then falls through to the handler that would have answered it (the
 * real mock, or an override registered before this one).
 */
export function delayCall(call: CallContract, ms: number, options: OverrideOptions = {}): RequestHandler {
  return at(
    call,
    async () => {
      await delay(ms);
      return undefined;
    },
    options,
  );
}
