// Test-side overrides on a call's contract (msw/node at the gateway root): a test names the
// call, never its path, so a renamed path breaks the contract module only.

import type { HttpResponseResolver, RequestHandler, RequestHandlerOptions } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import { familyBaseOf, routeAt } from '@/mocks/http/route';
import { MSW_ROOT } from '../setup/msw';

/** `options.once` answers one request only, as msw's own handlers do. */
export function onCall(call: CallContract, resolver: HttpResponseResolver, options?: RequestHandlerOptions): RequestHandler {
  return routeAt(MSW_ROOT, call, resolver, options);
}

/** The absolute URL of a call below a root (a mock server's origin, msw/node's root): its family base, then `path` (the pattern when the call has no parameters). */
export function callUrl(root: string, call: CallContract, path: string = call.pattern): string {
  return `${familyBaseOf(root, call)}${path}`;
}

/** The gateway root of the jsdom page: its own origin, as the browser calls the gateway same-origin (no CORS preflight). */
export function pageRoot(): string {
  return `${window.location.origin}/-/x`;
}

/** `onCall` below the jsdom page's gateway root, for tests that point the app's HTTP layer at the page's origin. */
export function onPageCall(call: CallContract, resolver: HttpResponseResolver, options?: RequestHandlerOptions): RequestHandler {
  return routeAt(pageRoot(), call, resolver, options);
}
