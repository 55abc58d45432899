// Intent-named overrides of the deposit and withdraw calls for tests and scenarios: the deposit
// address or the withdraw info fails with the server's code and message, a withdraw step
// (create, place, cancel) fails with an error code, or a call never answers. Built on the
// contracts, never on paths. Inside Vitest the root is msw/node's gateway root.

import { HttpResponse, type RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { proFail } from '../http/respond';
import { IN_PROCESS_ROOT, routeAt } from '../http/route';

export interface DwOverrideOptions {
  /** Where the handlers are mounted; msw/node's gateway root by default. */
  root?: string;
  /** Answer one request only. */
  once?: boolean;
}

export interface DwFailureSpec {
  code: number | string;
  message: string;
}

function at(call: CallContract, resolver: () => Response, { root = IN_PROCESS_ROOT, once }: DwOverrideOptions): RequestHandler {
  return routeAt(root, call, resolver, once === undefined ? undefined : { once });
}

/** The deposit address (v2) fails with the server message (section 8: shown as an error toast). */
export function failDepositAddress({ code, message }: DwFailureSpec, options: DwOverrideOptions = {}): RequestHandler {
  return at(calls.depositAddress, () => HttpResponse.json({ code, success: false, message, data: null }), options);
}

/** The pre-withdraw info (v1) fails with the server message (section 8: a toast of it). */
export function failWithdrawInfo({ code, message }: DwFailureSpec, options: DwOverrideOptions = {}): RequestHandler {
  return at(calls.withdrawInfo, () => proFail(String(code), message), options);
}

const STEPS = { create: calls.withdrawCreate, place: calls.withdrawPlace, cancel: calls.withdrawCancel } as const;

/** One withdraw step answers a v1 error (e.g. place: `dw-insufficient-balance`). */
export function failWithdrawStep(step: keyof typeof STEPS, { code, message }: DwFailureSpec, options: DwOverrideOptions = {}): RequestHandler {
  return at(STEPS[step], () => proFail(String(code), message), options);
}

/** A call never gets an answer (a network failure to the app). */
export function dropDwCall(call: CallContract, options: DwOverrideOptions = {}): RequestHandler {
  return at(call, () => HttpResponse.error(), options);
}
