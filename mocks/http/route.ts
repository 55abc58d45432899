// Registers a mock handler on a call's contract: the method and path pattern come from the
// contract module the app's service function uses, so the two cannot disagree.

import { http, type HttpResponseResolver, type RequestHandler, type RequestHandlerOptions } from 'msw';
import { patternBelow, type CallContract } from '@/lib/contracts/define';

/** Root of the handlers inside Vitest (msw/node): the app's same-origin gateway prefix on localhost. */
export const IN_PROCESS_ROOT = 'http://localhost/-/x';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** `base` is the family base (`${root}/${family}`), as every family's handler factory gets it. */
export function route(base: string, call: CallContract, resolver: HttpResponseResolver, options?: RequestHandlerOptions): RequestHandler {
  return METHODS[call.method](patternBelow(base, call), resolver, options);
}

/** Family base of a call below a root (the mock origin, or msw/node's gateway root). */
export function familyBaseOf(root: string, call: CallContract): string {
  return `${root.replace(/\/$/, '')}/${call.family}`;
}

/** A handler for a call below a root: what an intent-named override and a test register. */
export function routeAt(root: string, call: CallContract, resolver: HttpResponseResolver, options?: RequestHandlerOptions): RequestHandler {
  return route(familyBaseOf(root, call), call, resolver, options);
}
