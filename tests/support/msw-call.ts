// Test-side overrides on a call's contract (msw/node at the gateway root): a test names the
// call, never its path, so a renamed path breaks the contract module only.

import type { HttpResponseResolver, RequestHandler, RequestHandlerOptions } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import { routeAt } from '@/mocks/http/route';
import { MSW_ROOT } from '../setup/msw';

/** `options.once` answers one request only, as msw's own handlers do. */
export function onCall(call: CallContract, resolver: HttpResponseResolver, options?: RequestHandlerOptions): RequestHandler {
  return routeAt(MSW_ROOT, call, resolver, options);
}
