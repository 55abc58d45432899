// Test-side overrides on a call's contract (msw/node at the gateway root): a test names the
// call, never its path, so a renamed path breaks the contract module only.

import type { HttpResponseResolver, RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import { routeAt } from '@/mocks/http/route';
import { MSW_ROOT } from '../setup/msw';

export function onCall(call: CallContract, resolver: HttpResponseResolver): RequestHandler {
  return routeAt(MSW_ROOT, call, resolver);
}
