// The same-origin gateway: `/-/x/{family}/...` is forwarded to the family's upstream from
// the environment (the embedded mock backend by default), so cookies stay first-party and
// one build talks to any backend.

import { GATEWAY_ERROR_HEADER, GATEWAY_UNREACHABLE, isServiceFamily, resolveUpstream, type ServiceFamily } from '@/lib/api/families';
import { CLIENT_ADDRESS_HEADERS, forwardingHeaders } from '@/lib/security/client-address';
import { WITH_PRO_TOKEN_HEADER, WITHOUT_TOKEN_HEADER } from '@/lib/contracts/token-session';
import { cookieHeaderWithout, parseCookieHeader, SECRET_TOKEN_COOKIES, tokenCookieFor } from '@/lib/session/tokens';
import { UC_SESSION_HEADER } from '@/lib/session/cookies';
import { TOKEN_HEADERS } from '@/services/http/headers';
import { guardGatewayCall } from './guard';

export { CROSS_SITE_REFUSED, gatewayOriginPolicy } from './guard';

const GATEWAY_TIMEOUT_MS = 30_000;

// Hop-by-hop headers and those the runtime recomputes are not forwarded.
const DROP_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'content-length',
  'expect',
  'te',
  'trailer',
  'x-middleware-subrequest',
  'x-forwarded-host',
]);
// Set by the gateway from the socket and the trusted proxies (lib/security/client-address).
const CLIENT_ADDRESS: ReadonlySet<string> = new Set(CLIENT_ADDRESS_HEADERS);
const DROP_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'upgrade',
  'set-cookie',
]);

// The family token headers (not the account service's session header): only the gateway sets
// them, from the HttpOnly token cookies; one a page script sent is dropped.
const FAMILY_TOKEN_HEADERS = new Set(
  Object.values(TOKEN_HEADERS)
    .filter((name): name is string => name !== null && name !== UC_SESSION_HEADER)
    .map((name) => name.toLowerCase()),
);
const MARKER_HEADERS = new Set([WITHOUT_TOKEN_HEADER, WITH_PRO_TOKEN_HEADER]);

/**
 * The token header the upstream call carries, from the request's token cookies: the family's own
 * token; none when the call asked to go without it (the retry after 1003); for custody, which gets
 * no credentials, the pro token only when the call asks for it by name.
 */
export function upstreamTokenHeader(family: ServiceFamily, incoming: Pick<Headers, 'get'>): Record<string, string> {
  if (incoming.get(WITHOUT_TOKEN_HEADER) !== null) return {};
  const tokenFamily: ServiceFamily | null = family === 'custody' ? (incoming.get(WITH_PRO_TOKEN_HEADER) !== null ? 'pro' : null) : family;
  if (tokenFamily === null) return {};
  const header = TOKEN_HEADERS[tokenFamily];
  const cookie = tokenCookieFor(tokenFamily);
  if (!header || !cookie) return {};
  const token = parseCookieHeader(incoming.get('cookie')).get(cookie);
  return token ? { [header]: token } : {};
}

function json(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders },
  });
}

/** The upstream URL for a gateway request, or null when the path would leave the family's base. */
export function upstreamUrl(
  family: ServiceFamily,
  segments: readonly string[],
  search: string,
  env: Record<string, string | undefined>,
  trailingSlash = false,
): string | null {
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const base = resolveUpstream(family, env);
  // The route's segments lose a trailing slash, which some upstream paths carry (dm /heartbeat/).
  const slash = trailingSlash && segments.length > 0 ? '/' : '';
  const url = new URL(`${base}/${segments.map(encodeURIComponent).join('/')}${slash}`);
  if (!url.href.startsWith(`${base}/`)) return null;
  url.search = search;
  return url.href;
}

export async function forwardToUpstream(request: Request, familyParam: string, segments: readonly string[]): Promise<Response> {
  const guard = guardGatewayCall(request, familyParam, segments);
  if (guard.refused) return guard.refused;
  if (!isServiceFamily(familyParam)) return json(404, { success: false, code: 404, message: 'unknown service' });
  const incoming = new URL(request.url);
  const target = upstreamUrl(familyParam, segments, incoming.search, process.env, incoming.pathname.endsWith('/'));
  if (!target) return json(400, { success: false, code: 400, message: 'bad path' });

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (DROP_REQUEST_HEADERS.has(key) || CLIENT_ADDRESS.has(key) || FAMILY_TOKEN_HEADERS.has(key) || MARKER_HEADERS.has(key)) return;
    // Credentials are never sent to the custody service (shell-and-account.md section 7).
    if (familyParam === 'custody' && key === 'cookie') return;
    if (key === 'cookie') {
      // Each family's token travels in its header only, never as a cookie to every upstream.
      const rest = cookieHeaderWithout(value, SECRET_TOKEN_COOKIES);
      if (rest !== null) headers.set(key, rest);
      return;
    }
    headers.set(key, value);
  });
  // The upstream learns the client's real address, never the one a client claims.
  for (const [key, value] of Object.entries(forwardingHeaders(guard.clientAddress))) headers.set(key, value);
  for (const [name, value] of Object.entries(upstreamTokenHeader(familyParam, request.headers))) headers.set(name, value);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return json(timedOut ? 504 : 502, { success: false, code: timedOut ? 504 : 502, message: 'upstream unavailable' }, {
      [GATEWAY_ERROR_HEADER]: GATEWAY_UNREACHABLE,
    });
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROP_RESPONSE_HEADERS.has(key)) responseHeaders.set(key, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
  responseHeaders.set('cache-control', 'no-store');
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
