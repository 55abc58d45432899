// The same-origin gateway: `/-/x/{family}/...` is forwarded to the family's upstream from
// the environment (the embedded mock backend by default), so cookies stay first-party and
// one build talks to any backend.

import { GATEWAY_ERROR_HEADER, GATEWAY_UNREACHABLE, isServiceFamily, resolveUpstream, type ServiceFamily } from '@/lib/api/families';
import { CLIENT_ADDRESS_HEADERS, forwardingHeaders } from '@/lib/security/client-address';
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
    if (DROP_REQUEST_HEADERS.has(key) || CLIENT_ADDRESS.has(key)) return;
    // Credentials are never sent to the custody service (shell-and-account.md section 7).
    if (familyParam === 'custody' && key === 'cookie') return;
    headers.set(key, value);
  });
  // The upstream learns the client's real address, never the one a client claims.
  for (const [key, value] of Object.entries(forwardingHeaders(guard.clientAddress))) headers.set(key, value);

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
