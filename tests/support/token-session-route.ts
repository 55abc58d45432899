// The site's token-session route as a jsdom page sees it (msw/node at the page's origin): POST
// "sets" the HttpOnly tokens (kept here, out of the page's reach) and the readable expiry cookie,
// DELETE clears them. The server side of the route has its own tests against the mock backend.

import Cookies from 'js-cookie';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { TOKEN_EXPIRY_COOKIE, TOKEN_TTL_MS } from '@/lib/session/tokens';
import { tokenSessionUrl } from '@/services/session/token-exchange';

export interface TokenSessionRoute {
  handlers: RequestHandler[];
  posts: number;
  deletes: number;
  /** Whether the (HttpOnly) tokens are set now: what the gateway would add to a call. */
  tokens: boolean;
  /** Headers of the last POST. */
  lastHeaders: Headers | null;
}

export type TokenSessionAnswer = { success: true; complete?: boolean } | { success: false; code: number | string; message: string } | 'network-error';

/** `answer` decides each POST's outcome (default: every token came); `gate` holds a POST until it resolves. */
export function tokenSessionRoute(answer: () => TokenSessionAnswer = () => ({ success: true }), gate?: () => Promise<void>): TokenSessionRoute {
  const url = tokenSessionUrl();
  const route: TokenSessionRoute = {
    posts: 0,
    deletes: 0,
    tokens: false,
    lastHeaders: null,
    handlers: [
      http.post(url, async ({ request }) => {
        route.posts += 1;
        route.lastHeaders = request.headers;
        await gate?.();
        const outcome = answer();
        if (outcome === 'network-error') return HttpResponse.error();
        if (!outcome.success) {
          if (['512', '403'].includes(String(outcome.code))) {
            route.tokens = false;
            Cookies.remove(TOKEN_EXPIRY_COOKIE, { path: '/' });
          }
          return HttpResponse.json({ ...outcome, data: null });
        }
        const expiresAt = Date.now() + TOKEN_TTL_MS;
        route.tokens = true;
        Cookies.set(TOKEN_EXPIRY_COOKIE, String(expiresAt), { path: '/' });
        return HttpResponse.json({ success: true, code: 200, message: '', data: { expiresAt, complete: outcome.complete ?? true } });
      }),
      http.delete(url, () => {
        route.deletes += 1;
        route.tokens = false;
        Cookies.remove(TOKEN_EXPIRY_COOKIE, { path: '/' });
        return HttpResponse.json({ success: true, code: 200, message: '', data: null });
      }),
    ],
  };
  return route;
}
