// Intent-named overrides of the pro family for tests and scenarios: each names what the backend
// does (an order refused, a loan refused, a given account list, a slow call), never a path.
// Built on the contracts, so a renamed path changes the contract module only.

import { delay, type RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import * as margin from '@/lib/contracts/pro/margin';
import * as trading from '@/lib/contracts/pro/trading';
import { proFail, proOk } from '../http/respond';
import { IN_PROCESS_ROOT, routeAt } from '../http/route';

export interface ProFailure {
  errCode: string;
  errMsg: string;
}

/** The order placement refuses every order with this v1 error. */
export function failPlaceOrder({ errCode, errMsg }: ProFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, trading.placeOrder, () => proFail(errCode, errMsg));
}

/** The isolated-margin loan refuses every request with this v1 error. */
export function failMarginLoan({ errCode, errMsg }: ProFailure, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, margin.loan, () => proFail(errCode, errMsg));
}

/** The accounts list answers exactly `list`, whoever asks. */
export function answerAccounts(list: readonly trading.RawAccount[], root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, trading.accounts, () => proOk(list));
}

/**
 * `call` answers `ms` later, then falls through to the handler that would have answered it (the
 * real mock, or an override registered before this one).
 */
export function delayCall(call: CallContract, ms: number, root: string = IN_PROCESS_ROOT): RequestHandler {
  return routeAt(root, call, async () => {
    await delay(ms);
    return undefined;
  });
}
